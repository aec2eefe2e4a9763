import { describe, expect, it } from "vitest";
import { EMPTY_POSTCODE_MESSAGE, NO_ESTIMATE_MESSAGE, type LatLong, deliveryQuote, haversineKm, nearestOrigin, postcodeInList } from "./delivery-quote.ts";
import { config, location } from "./vehicle-fixtures.ts";

// Made-up coordinates on the 153°E meridian, so distances are whole degrees of latitude:
// 1° = 6371 × π / 180 = 111.19 km.
const PLACES: Record<string, LatLong> = {
  "4000": { lat: -27.5, long: 153 }, // at the Brisbane yard: 0 km
  "4215": { lat: -28.1, long: 153.4 }, // 0.1° south of the Gold Coast yard: 11.12 km
  "4370": { lat: -28.5, long: 153 }, // 1° south of Brisbane: 111.19 km (Gold Coast is further)
  "2000": { lat: -32.5, long: 153 }, // 5° south: 555.97 km
};
const lookup = (postcode: string) => PLACES[postcode] ?? null;

const brisbane = location({ id: 1, lat: -27.5, long: 153 });
const goldCoast = location({ id: 2, name: "Gold Coast", slug: "gold-coast", lat: -28, long: 153.4 });

const bands = config({
  delivery_bands: [
    { name: "Regional", up_to_km: 150, price: 299 },
    { name: "Local", up_to_km: 50, price: 0 },
    { name: "Far", up_to_km: 500, price: 799 },
  ],
});

describe("haversineKm", () => {
  it("measures great-circle distance on a 6371 km earth", () => {
    // 1° of latitude (or of longitude on the equator) = 6371 × π / 180 = 111.19 km
    expect(haversineKm({ lat: -27.5, long: 153 }, { lat: -28.5, long: 153 })).toBeCloseTo(111.19, 2);
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 1 })).toBeCloseTo(111.19, 2);
    // at 60° a degree of longitude is about half as long: ≈ 111.19 × cos 60° = 55.60
    expect(haversineKm({ lat: 60, long: 0 }, { lat: 60, long: 1 })).toBeCloseTo(55.6, 1);
    expect(haversineKm(PLACES["4000"], PLACES["4000"])).toBe(0);
    // Brisbane CBD to Sydney CBD, about 730 km as the crow flies
    expect(haversineKm({ lat: -27.4698, long: 153.0251 }, { lat: -33.8688, long: 151.2093 })).toBeCloseTo(732.4, 0);
  });
});

describe("postcodeInList", () => {
  it("matches single postcodes and inclusive ranges", () => {
    expect(postcodeInList("4000", ["4000"])).toBe(true);
    expect(postcodeInList("4000", ["4000-4179"])).toBe(true);
    expect(postcodeInList("4179", ["4000-4179"])).toBe(true);
    expect(postcodeInList("4180", ["4000-4179"])).toBe(false);
    expect(postcodeInList("3999", ["4000-4179", "4300"])).toBe(false);
    expect(postcodeInList("0800", ["0800-0899"])).toBe(true);
    expect(postcodeInList("4100", ["4179-4000"])).toBe(true);
  });
});

describe("nearestOrigin", () => {
  it("picks the closest location", () => {
    expect(nearestOrigin(PLACES["4215"], [brisbane, goldCoast])?.origin.id).toBe(2);
    expect(nearestOrigin(PLACES["4215"], [])).toBeNull();
  });
});

describe("deliveryQuote", () => {
  it("asks for a postcode when it is empty", () => {
    expect(deliveryQuote("", bands, [brisbane], lookup)).toEqual({ ok: false, message: EMPTY_POSTCODE_MESSAGE });
    expect(deliveryQuote("   ", bands, [brisbane], lookup)).toEqual({ ok: false, message: "Please enter a postcode." });
  });

  it("prices by configured region first", () => {
    const regions = config({
      delivery_regions: [
        { name: "Brisbane Metro", price: 99, postcodes: ["4000-4179", "4500"] },
        { name: "Sunshine Coast", price: 199, postcodes: ["4550-4575"] },
      ],
      delivery_bands: bands.delivery_bands,
    });
    expect(deliveryQuote(" 4000 ", regions, [brisbane], lookup)).toEqual({ ok: true, price: 99, name: "Brisbane Metro", distanceKm: null });
    expect(deliveryQuote("4500", regions, [brisbane], lookup)).toMatchObject({ price: 99 });
    // a region needs no coordinates: 4560 is unknown to the lookup
    expect(deliveryQuote("4560", regions, [brisbane], lookup)).toMatchObject({ ok: true, price: 199, name: "Sunshine Coast" });
    // not in a region: falls through to the bands (111.19 km → Regional)
    expect(deliveryQuote("4370", regions, [brisbane], lookup)).toMatchObject({ ok: true, price: 299, name: "Regional" });
  });

  it("prices by distance band from the nearest location", () => {
    expect(deliveryQuote("4000", bands, [brisbane, goldCoast], lookup)).toEqual({ ok: true, price: 0, name: "Local", distanceKm: 0 });
    // 11.12 km from the Gold Coast yard (77 km from Brisbane): Local
    expect(deliveryQuote("4215", bands, [brisbane, goldCoast], lookup)).toMatchObject({ price: 0, name: "Local" });
    expect(deliveryQuote("4215", bands, [brisbane], lookup)).toMatchObject({ price: 299, name: "Regional" });
    // 111.19 km from Brisbane: over 50, within 150
    const q = deliveryQuote("4370", bands, [brisbane], lookup);
    expect(q).toMatchObject({ ok: true, price: 299, name: "Regional" });
    expect(q.ok && q.distanceKm).toBeCloseTo(111.19, 2);
  });

  it("treats a band's up_to_km as inclusive", () => {
    const edge = config({ delivery_bands: [{ name: "Edge", up_to_km: 111.195, price: 150 }] });
    expect(deliveryQuote("4370", edge, [brisbane], lookup)).toMatchObject({ price: 150 });
    const short = config({ delivery_bands: [{ name: "Short", up_to_km: 111.19, price: 150 }] });
    expect(deliveryQuote("4370", short, [brisbane], lookup)).toEqual({ ok: false, message: NO_ESTIMATE_MESSAGE });
  });

  it("cannot estimate unknown, malformed or out-of-range postcodes", () => {
    const sorry = { ok: false, message: "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote." };
    expect(deliveryQuote("9998", bands, [brisbane], lookup)).toEqual(sorry);
    expect(deliveryQuote("40", bands, [brisbane], lookup)).toEqual(sorry);
    expect(deliveryQuote("40000", bands, [brisbane], lookup)).toEqual(sorry);
    expect(deliveryQuote("abcd", bands, [brisbane], lookup)).toEqual(sorry);
    // 555.97 km is beyond the 500 km band
    expect(deliveryQuote("2000", bands, [brisbane], lookup)).toEqual(sorry);
    // no locations to measure from, or no bands at all
    expect(deliveryQuote("4000", bands, [], lookup)).toEqual(sorry);
    expect(deliveryQuote("4000", config(), [brisbane], lookup)).toEqual(sorry);
  });
});
