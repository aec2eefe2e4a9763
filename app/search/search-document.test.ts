import { describe, it, expect } from "vitest";
import { searchContextFromTenant, toSearchDocument, toSearchHit, weeklyPrice } from "./search-document.ts";
import { PRICE_RANGES, WEEKLY_PRICE_RANGES, bucketLabel, canonicalBodyType, facetLabel, priceRangeOrder } from "../stock/attributes.ts";
import { CTX, car } from "./search-fixtures.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";

describe("toSearchDocument", () => {
  it("flattens a vehicle into the filter attributes", () => {
    const v = car(7, {
      make: "Toyota",
      model: "HiLux",
      badge: " SR5 ",
      colour: "White",
      simple_body: "Cab Chassis",
      simple_drive: "4x4",
      drive: "Four Wheel Drive",
      fuel: "Diesel Turbo",
      trans: "6 speed automatic",
      simple_transmission: "",
      seats: 5,
      year: 2023,
      price: 52_000,
      km: 12_345,
      subscription_price: 199,
      certified: true,
      tag: "Runout",
      stocknum: "S1",
      vin: "MR0FA3CD100000007",
      regplate: "123ABC",
      created_at: "2025-01-02T03:04:05Z",
      status: "sold",
      sold_date_timestamp: 1_750_000_000,
      location_id: 2,
      dealership_id: 2,
    });
    expect(toSearchDocument(v, CTX)).toEqual({
      id: 7,
      stocknum: "S1",
      vin: "MR0FA3CD100000007",
      regplate: "123ABC",
      item_type: "car",
      make: "Toyota",
      model: "HiLux",
      make_model: "Toyota HiLux",
      badge: "SR5",
      status: "sold",
      car_type: "used",
      tag: "Runout",
      colour: "White",
      body: "cabChassis",
      drive: "4x4",
      fuel: "Diesel Turbo",
      transmission: "6 speed automatic",
      seats: 5,
      year: 2023,
      price: 52_000,
      km: 12_345,
      subscription_price: 199,
      weekly_price: 200,
      price_range: "$50,000 - $60,000",
      weekly_price_range: "$200 - $250 / week",
      certified: "true",
      created_at_timestamp: Date.UTC(2025, 0, 2, 3, 4, 5) / 1000,
      sold_date_timestamp: 1_750_000_000,
      show_on_dealer_website: true,
      location_id: 2,
      location_name: "Gold Coast",
      location_slug: "gold-coast",
      city: "Southport",
      state: "QLD",
      dealership_id: 2,
      dealership_name: "Forecourt Mazda",
      dealership_slug: "forecourt-mazda",
    });
  });

  it("leaves unknown locations, prices and bodies empty or as given", () => {
    const d = toSearchDocument(car(1, { location_id: 99, dealership_id: null, price: null, simple_body: "Tractor", certified: false }), CTX);
    expect(d).toMatchObject({ location_name: null, city: null, state: null, dealership_name: null, price_range: null, weekly_price: null, body: "Tractor", certified: "false" });
  });

  it("builds hits that keep the vehicle and add where it is", () => {
    const v = car(3, { location_id: 3 });
    const hit = toSearchHit(v, toSearchDocument(v, CTX));
    expect(hit).toEqual({ ...v, location_name: "Sydney North", location_slug: "sydney-north", city: "Sydney", state: "NSW", dealership_name: "Forecourt Toyota", dealership_slug: "forecourt-toyota" });
  });

  it("builds the context from a tenant document", () => {
    const tenant = tenantDocumentSchema.parse({
      name: "T",
      template: tenantDocumentSchema.shape.template.options[0],
      dealerships: [{ id: 5, name: "D", slug: "dd" }],
      locations: [
        {
          id: 9,
          name: "L",
          slug: "ll",
          dealership_id: 5,
          address: { street: "1 St", city: "Cairns", state: "QLD", postcode: "4870", lat: -16.9, long: 145.7 },
          contact_detail: {},
        },
      ],
    });
    const ctx = searchContextFromTenant(tenant);
    expect(ctx.locations.get(9)).toEqual({ name: "L", slug: "ll", city: "Cairns", state: "QLD" });
    expect(ctx.dealerships.get(5)).toEqual({ name: "D", slug: "dd" });
  });
});

describe("price buckets and labels", () => {
  it("puts prices into buckets, lower bound inclusive", () => {
    expect(bucketLabel(PRICE_RANGES, 9_999)).toBe("Under $10,000");
    expect(bucketLabel(PRICE_RANGES, 10_000)).toBe("$10,000 - $20,000");
    expect(bucketLabel(PRICE_RANGES, 149_999)).toBe("$100,000 - $150,000");
    expect(bucketLabel(PRICE_RANGES, 150_000)).toBe("Over $150,000");
    expect(bucketLabel(PRICE_RANGES, 0)).toBeNull();
    expect(bucketLabel(PRICE_RANGES, null)).toBeNull();
    expect(bucketLabel(WEEKLY_PRICE_RANGES, 99)).toBe("Under $100 / week");
    expect(bucketLabel(WEEKLY_PRICE_RANGES, 500)).toBe("Over $500 / week");
  });

  it("orders bucket labels numerically with 'Under' first", () => {
    const labels = [...PRICE_RANGES.map((b) => b.label)].reverse();
    expect(labels.sort((a, b) => priceRangeOrder(a) - priceRangeOrder(b))).toEqual(PRICE_RANGES.map((b) => b.label));
  });

  it("estimates weekly prices over 5 years", () => {
    expect(weeklyPrice(26_000)).toBe(100);
    expect(weeklyPrice(0)).toBeNull();
    expect(weeklyPrice(null)).toBeNull();
  });

  it("canonicalises body types and labels facet values", () => {
    expect(canonicalBodyType("SUV")).toBe("suv");
    expect(canonicalBodyType("people mover")).toBe("peopleMover");
    expect(canonicalBodyType("Station_Wagon")).toBe("stationWagon");
    expect(canonicalBodyType("tractor")).toBeNull();
    expect(facetLabel("body", "cabChassis")).toBe("Cab Chassis");
    expect(facetLabel("body", "suv")).toBe("SUV");
    expect(facetLabel("body", "4x4")).toBe("4x4");
    expect(facetLabel("body", "ute")).toBe("Ute");
    expect(facetLabel("car_type", "demo")).toBe("Demo");
    expect(facetLabel("status", "coming_soon")).toBe("Coming Soon");
    expect(facetLabel("make", "Toyota")).toBe("Toyota");
  });
});
