import { describe, expect, it } from "vitest";
import { normalizeHeader, resolveMapping } from "./column-mapping.ts";

describe("column mapping", () => {
  it("matches the AU DMS preset's headers ignoring case, spaces and punctuation", () => {
    const header = ["STOCK NO", "vin", "Rego", "Year", "make", "Model", "Drive_Away_Price", "price excl. govt charges", "Photo URLs"];
    const { columns, missing } = resolveMapping(header, { preset: "au_dms", mapping: {} });
    expect(missing).toEqual([]);
    expect(columns).toMatchObject({ stocknum: 0, vin: 1, regplate: 2, year: 3, make: 4, model: 5, price_drive_away: 6, price_egc: 7, photos: 8 });
    expect(normalizeHeader(" Drive-Away  Price ")).toBe("driveawayprice");
  });

  it("takes the tenant's own column name over the preset's", () => {
    const header = ["Yard Ref", "Stock Number", "Year", "Make", "Model"];
    expect(resolveMapping(header, { preset: "au_dms", mapping: { stocknum: "yard ref" } }).columns.stocknum).toBe(0);
    // An own name that is not in the file leaves the field unmapped (no fallback to the preset's name).
    expect(resolveMapping(header, { preset: "au_dms", mapping: { location: "Branch Code" } }).columns.location).toBeUndefined();
  });

  it("reads the generic preset (the operator API's field names)", () => {
    const { columns, missing } = resolveMapping(["id_ignored", "stocknum", "year", "make", "model", "price", "price_type", "images"], { preset: "generic", mapping: {} });
    expect(missing).toEqual([]);
    expect(columns).toMatchObject({ stocknum: 1, price: 5, price_type: 6, photos: 7 });
  });

  it("names the required columns a header lacks", () => {
    expect(resolveMapping(["Colour", "Make"], { preset: "au_dms", mapping: {} }).missing).toEqual(["year", "model", "stocknum"]);
    expect(resolveMapping(["VIN", "Year", "Make", "Model"], { preset: "au_dms", mapping: {} }).missing).toEqual([]);
  });
});
