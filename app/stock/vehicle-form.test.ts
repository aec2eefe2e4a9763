import { describe, expect, it } from "vitest";
import { fieldErrors } from "../lib/form-submission.ts";
import { problemsAsFieldErrors, vehicleFormDefaults, vehicleFormSchema, withCurrent, BODY_CHOICES } from "./vehicle-form.ts";

const valid = {
  stocknum: " S1234 ",
  vin: "jtmbfrev10d123456",
  regplate: "abc 123",
  year: "2022",
  make: "Toyota",
  model: "HiLux",
  badge: "",
  car_type: "used",
  price: "$45,990",
  km: "32 000",
  colour: "White",
  simple_body: "ute",
  simple_transmission: "Automatic",
  simple_fuel: "Diesel",
  location_id: "10",
  dealercomments: "One owner.\r\nFull history.",
  status: "in_stock",
  show_on_dealer_website: "on",
};

const errors = (over: Record<string, string | undefined>) => {
  const r = vehicleFormSchema.safeParse({ ...valid, ...over });
  return r.success ? {} : fieldErrors(r.error);
};

describe("vehicleFormSchema", () => {
  it("reads the posted text into vehicle fields", () => {
    expect(vehicleFormSchema.parse(valid)).toEqual({
      stocknum: "S1234",
      vin: "JTMBFREV10D123456",
      regplate: "ABC 123",
      year: 2022,
      make: "Toyota",
      model: "HiLux",
      badge: null,
      car_type: "used",
      price: 45_990,
      km: 32_000,
      colour: "White",
      simple_body: "ute",
      simple_transmission: "Automatic",
      simple_fuel: "Diesel",
      location_id: 10,
      dealercomments: "One owner.\nFull history.",
      status: "in_stock",
      show_on_dealer_website: true,
    });
  });

  it("takes blank optional fields as none, and an unticked checkbox as false", () => {
    const r = vehicleFormSchema.parse({ ...valid, price: "", km: " ", vin: "", location_id: "", show_on_dealer_website: undefined });
    expect(r).toMatchObject({ price: null, km: null, vin: null, location_id: null, show_on_dealer_website: false });
  });

  it("applies the operator API's rules, in the dealer's words", () => {
    expect(errors({ year: "" })).toEqual({ year: "Enter the year" });
    expect(errors({ year: "1800" })).toEqual({ year: "Year must be 1900 or more" });
    expect(errors({ year: "twenty" })).toEqual({ year: "Year must be a number" });
    expect(errors({ year: "2021.5" })).toEqual({ year: "Year must be a whole number" });
    expect(errors({ make: "  " })).toEqual({ make: "Enter the make" });
    expect(errors({ vin: "ABC" })).toEqual({ vin: "VIN must be 17 characters without I, O or Q" });
    expect(errors({ price: "-5" })).toEqual({ price: "Price can't be negative" });
    expect(errors({ price: "200000000" })).toEqual({ price: "Price must be 100,000,000 or less" });
    expect(errors({ km: "12.5" })).toEqual({ km: "Odometer must be a whole number" });
    expect(errors({ car_type: "boat" })).toEqual({ car_type: "Choose a car type" });
    expect(errors({ status: "" })).toEqual({ status: "Choose a status" });
    expect(errors({ stocknum: "x".repeat(41) })).toEqual({ stocknum: "Stock number must be at most 40 characters" });
  });

  it("lists every bad field at once", () => {
    expect(Object.keys(errors({ year: "", make: "", price: "abc" }))).toEqual(["year", "make", "price"]);
  });
});

describe("form helpers", () => {
  it("shows a vehicle's values as text", () => {
    expect(vehicleFormDefaults({ year: 2022, price: null, show_on_dealer_website: false, make: "Kia" })).toMatchObject({ year: "2022", price: "", show_on_dealer_website: "", make: "Kia", vin: "" });
    expect(vehicleFormDefaults({ show_on_dealer_website: true }).show_on_dealer_website).toBe("on");
  });

  it("puts stored-vehicle problems on their field", () => {
    expect(problemsAsFieldErrors([{ path: "price", message: "too big" }, { path: "images.0.url", message: "bad" }])).toEqual({ price: "too big", form: "bad" });
  });

  it("keeps a feed's own value among the choices", () => {
    expect(withCurrent(BODY_CHOICES, "suv")).toEqual(BODY_CHOICES);
    expect(withCurrent(BODY_CHOICES, "Tractor").at(-1)).toEqual({ value: "Tractor", label: "Tractor" });
  });
});
