import { describe, expect, it } from "vitest";
import { compareHref, compareRows, parseCompareIds, type CompareVehicle } from "./comparison.ts";

const base: CompareVehicle & { location: string | null } = {
  price: 30000,
  price_type: "Drive Away",
  car_type: "used",
  year: 2021,
  km: 42000,
  simple_body: "suv",
  body: "Wagon",
  simple_fuel: "petrol",
  fuel: null,
  simple_transmission: "automatic",
  trans: null,
  simple_drive: "awd",
  drive: null,
  seats: 5,
  doors: 5,
  engine_size_litres: 2,
  colour: "white",
  interior_colour: null,
  stocknum: "A1",
  status: "in_stock",
  reserved: false,
  variant: {},
  location: "Southport",
};

describe("compare", () => {
  it("reads ids from the URL: numbers only, no repeats, at most four", () => {
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds("3,1,3,x,-2,0,9,12,15")).toEqual([3, 1, 9, 12]);
    expect(parseCompareIds(" 5 , 6")).toEqual([5, 6]);
  });

  it("builds a shareable URL with readable commas", () => {
    expect(compareHref([1, 2, 3])).toBe("/compare?ids=1,2,3");
    expect(compareHref([1, 2], { diff: "1" })).toBe("/compare?ids=1,2&diff=1");
    expect(compareHref([])).toBe("/compare");
  });

  it("marks the rows whose values differ and drops rows nobody has", () => {
    const rows = compareRows([base, { ...base, price: 35000, km: 42000, colour: "White", stocknum: "B2", reserved: true }]);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row("Price")).toEqual({ label: "Price", values: ["$30,000 Drive Away", "$35,000 Drive Away"], differs: true });
    expect(row("Odometer")!.differs).toBe(false);
    expect(row("Colour")!.differs).toBe(false);
    expect(row("Availability")!.values).toEqual(["In stock", "Reserved"]);
    expect(row("Drive")!.values).toEqual(["AWD", "AWD"]);
    expect(row("Body")!.values).toEqual(["SUV", "SUV"]);
    expect(row("Interior")).toBeUndefined();
    expect(row("Engine")!.values[0]).toBe("2.0 L");
  });

  it("counts a missing value as a difference", () => {
    const rows = compareRows([base, { ...base, seats: null }]);
    expect(rows.find((r) => r.label === "Seats")).toEqual({ label: "Seats", values: ["5", null], differs: true });
  });
});
