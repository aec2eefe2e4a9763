import { afterEach, describe, expect, it } from "vitest";
import { ASC_PUSHED, type AscVehicle, ascCalculatorUse, ascClickToCall, ascCtaInteraction, ascForm, ascFormSubmission, ascItem, ascItemPageview, ascPageType, pushAsc } from "./asc-events.ts";

const car: AscVehicle = {
  id: 42,
  vin: "JM0KF4W7A00123456",
  stocknum: "S1234",
  price: 36990,
  car_type: "used",
  certified: false,
  year: 2023,
  make: "Mazda",
  model: "CX-5",
  badge: "Maxx Sport",
  colour: "Soul Red",
  item_type: "car",
  body: "Wagon",
  simple_body: "SUV",
  fuel: "Petrol - Premium ULP",
  simple_fuel: "Petrol",
  created_at: "2026-11-20T09:00:00+10:00",
};

describe("ASC item parameters", () => {
  it("describe the vehicle as the specification names them", () => {
    expect(ascItem(car)).toEqual({
      item_id: "JM0KF4W7A00123456",
      item_number: "S1234",
      item_price: 36990,
      item_condition: "used",
      item_year: 2023,
      item_make: "Mazda",
      item_model: "CX-5",
      item_variant: "Maxx Sport",
      item_color: "Soul Red",
      item_type: "car",
      item_category: "SUV",
      item_fuel_type: "Petrol",
      item_inventory_date: "2026-11-20",
    });
  });

  it("new, used, demonstrators as used, certified as cpo; our id without a VIN", () => {
    expect(ascItem({ ...car, car_type: "new" }).item_condition).toBe("new");
    expect(ascItem({ ...car, car_type: "demo" }).item_condition).toBe("used");
    expect(ascItem({ ...car, certified: true }).item_condition).toBe("cpo");
    expect(ascItem({ ...car, vin: null, price: null, stocknum: null }).item_id).toBe("42");
  });
});

describe("ASC events", () => {
  it("vehicle page view", () => {
    expect(ascItemPageview(car)).toMatchObject({ event: "asc_item_pageview", event_owner: "forecourt", page_type: "item", item_id: car.vin, item_make: "Mazda" });
  });

  it("lead by form type: the general event and the department's", () => {
    const [general, sales] = ascFormSubmission("test-drive", "item");
    expect(general).toMatchObject({ event: "asc_form_submission", comm_type: "form", comm_outcome: "crm_update", form_name: "test-drive", form_type: "test_drive", department: "sales", page_type: "item" });
    expect(sales?.event).toBe("asc_form_submission_sales");
    expect(ascFormSubmission("service", "service").map((e) => e.event)).toEqual(["asc_form_submission", "asc_form_submission_service"]);
    expect(ascFormSubmission("finance", "finance").map((e) => e.event)).toEqual(["asc_form_submission"]);
    expect(ascForm("car-enquiry")).toEqual({ form_name: "car-enquiry", form_type: "consumer_contact", department: "sales" });
    expect(ascForm("trade-in").form_type).toBe("trade_in");
    expect(ascForm("careers").department).toBe("other");
  });

  it("click to call carries the dealer's number in digits", () => {
    expect(ascClickToCall("(07) 3800 1234", "item")).toMatchObject({ event: "asc_click_to_call", comm_phone_number: "0738001234", department: "sales" });
  });

  it("phone reveal, save and calculator use", () => {
    expect(ascCtaInteraction("Show number", "reveal_phone_number", "item")).toMatchObject({ event: "asc_cta_interaction", element_text: "Show number", event_action: "click", event_action_result: "reveal_phone_number" });
    expect(ascCalculatorUse("item")).toMatchObject({ event: "asc_element_configuration", element_type: "payment_calculator", department: "finance" });
  });

  it("page types of the site's paths", () => {
    expect(ascPageType("/")).toBe("home");
    expect(ascPageType("/cars/2023-mazda-cx-5-42")).toBe("item");
    expect(ascPageType("/search/new-used-and-demo-cars")).toBe("itemlist");
    expect(ascPageType("/used-car/mazda")).toBe("itemlist");
    expect(ascPageType("/finance")).toBe("finance");
    expect(ascPageType("/ford-service")).toBe("service");
    expect(ascPageType("/contact-us")).toBe("contact");
    expect(ascPageType("/special-offers")).toBe("specials");
    expect(ascPageType("/about-us")).toBe("unknown");
  });
});

describe("pushing", () => {
  // A window as the browser has one: an event target with a location (the data layer is created on the first push).
  const fakeWindow = Object.assign(new EventTarget(), { location: { pathname: "/" } }) as EventTarget & { location: { pathname: string }; dataLayer?: Record<string, unknown>[] };
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("queues in window.dataLayer and tells the tag loader; a later event on the car's page carries its item", () => {
    (globalThis as { window?: unknown }).window = fakeWindow;
    const heard: unknown[] = [];
    const listen = (e: Event) => heard.push(...(e as CustomEvent<unknown[]>).detail);
    fakeWindow.addEventListener(ASC_PUSHED, listen);
    fakeWindow.location.pathname = "/cars/mazda-42";
    pushAsc(ascItemPageview(car));
    pushAsc(ascCtaInteraction("Show number", "reveal_phone_number", "item"));
    fakeWindow.removeEventListener(ASC_PUSHED, listen);
    const layer = fakeWindow.dataLayer!;
    expect(layer.map((e) => e.event)).toEqual(["asc_item_pageview", "asc_cta_interaction"]);
    expect(layer[1]).toMatchObject({ item_id: car.vin, item_make: "Mazda" });
    expect(heard).toHaveLength(2);
    fakeWindow.location.pathname = "/about-us";
    pushAsc(ascCtaInteraction("Save to watchlist", "save", "unknown"));
    expect(layer[2]).not.toHaveProperty("item_id");
  });
});
