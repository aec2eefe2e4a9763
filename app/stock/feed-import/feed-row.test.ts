import { describe, expect, it } from "vitest";
import { DEFAULT_STOCK_IMPORT_SETTINGS } from "../../tenants/tenant-document.ts";
import { convertRow, feedDate, locationForCode, simpleDrive, simpleFuel, simpleTransmission } from "./feed-row.ts";

const settings = { ...DEFAULT_STOCK_IMPORT_SETTINGS, location_codes: { BNE: 10 } };
const locations = [
  { id: 10, slug: "brisbane", name: "Brisbane" },
  { id: 11, slug: "gold-coast", name: "Gold Coast" },
];
const row = { stocknum: "S1", year: "2022", make: "Toyota", model: "HiLux" };

describe("a feed row as vehicle fields", () => {
  it("converts an AU DMS row: the price type follows from the price's column", () => {
    const r = convertRow(
      {
        ...row,
        vin: "jtm hv05j 100000001",
        regplate: "abc123",
        rego_expiry: "31/12/2026",
        car_type: "Demonstrator",
        trans: "6 Speed Sports Automatic",
        fuel: "Diesel Turbo",
        drive: "4x4",
        km: "32,000 km",
        price_drive_away: "",
        price_egc: "$45,990",
        build_date: "03/2022",
        location: "bne",
        features: "Tow bar| Bull bar |",
        photos: "https://img.example.com/1.jpg|ftp://nope|https://img.example.com/1.jpg",
        status: "Available",
      },
      settings,
      locations,
    );
    expect(r.problems).toEqual([]);
    expect(r.fields).toMatchObject({
      vin: "JTMHV05J100000001",
      regplate: "ABC123",
      rego_expiry: "2026-12-31",
      car_type: "demo",
      simple_transmission: "Automatic",
      simple_fuel: "Diesel",
      simple_drive: "4WD",
      km: 32000,
      price: 45990,
      price_type: "Excl. Govt. Charges",
      build_date: "2022-03-01",
      location_id: 10,
      standardEquipment: ["Tow bar", "Bull bar"],
      status: "in_stock",
    });
    expect(r.photoUrls).toEqual(["https://img.example.com/1.jpg"]);
    expect(r.warnings).toEqual([{ field: "photos", message: '"ftp://nope" is not a photo URL (http or https): left out' }]);
    expect(convertRow({ ...row, price_drive_away: "52990", price_egc: "45990" }, settings, locations).fields).toMatchObject({ price: 52990, price_type: "Drive Away" });
    expect(convertRow({ ...row, price_drive_away: "POA", price_egc: "" }, settings, locations).fields).toMatchObject({ price: null, price_type: null });
  });

  it("gives only the fields whose column the feed has (the fields it owns)", () => {
    expect(Object.keys(convertRow(row, settings, locations).fields).sort()).toEqual(["make", "model", "stocknum", "year"]);
  });

  it("names the field of each problem", () => {
    const problems = (values: Record<string, string>) => convertRow({ ...row, ...values }, settings, locations).problems;
    expect(problems({ year: "20X1" })).toEqual([{ field: "year", message: '"20X1" is not a year (1900 to 2100)' }]);
    expect(problems({ make: " " })).toEqual([{ field: "make", message: "is missing" }]);
    expect(problems({ vin: "JTMHV05JO00000001" })).toEqual([{ field: "vin", message: '"JTMHV05JO00000001" is not a VIN (17 letters and digits, no I, O or Q)' }]);
    expect(problems({ price_drive_away: "12,34x" })).toEqual([{ field: "price_drive_away", message: '"12,34x" is not a price (write an amount such as 34990)' }]);
    expect(problems({ compliance_date: "31/02/2024" })).toEqual([{ field: "compliance_date", message: '"31/02/2024" is not a date (write 31/12/2025 or 2025-12-31)' }]);
    expect(problems({ km: "-5" })).toEqual([{ field: "km", message: '"-5" is not an odometer reading in km' }]);
    expect(problems({ car_type: "Nearly new" })).toEqual([{ field: "car_type", message: '"Nearly new" is not new, used or demo' }]);
    expect(problems({ stocknum: "", vin: "" })).toEqual([{ field: "stocknum", message: "is missing: a row needs a stock number or a VIN" }]);
  });

  it("takes an unknown status as on hold with a warning, keeping the original", () => {
    const r = convertRow({ ...row, status: "Wholesale" }, settings, locations);
    expect(r.problems).toEqual([]);
    expect(r.fields).toMatchObject({ status: "on_hold", status_original: "Wholesale" });
    expect(r.warnings).toEqual([{ field: "status", message: 'Unknown status "Wholesale": stored as On hold (not in stock)' }]);
    expect(convertRow({ ...row, status: "Deposit Taken" }, settings, locations).fields).toMatchObject({ status: "on_hold" });
    expect(convertRow({ ...row, status: "In Transit" }, settings, locations).fields.status).toBe("coming_soon");
    expect(convertRow({ ...row, status: "SOLD" }, settings, locations).fields.status).toBe("sold");
  });

  it("reads DMS dates, location codes and the plain transmission, fuel and drive", () => {
    expect([feedDate("2024-03-01"), feedDate("1/3/2024"), feedDate("03/2024"), feedDate("2024-03"), feedDate("2024-03-01T00:00:00"), feedDate(""), feedDate("29/02/2023")]).toEqual([
      "2024-03-01",
      "2024-03-01",
      "2024-03-01",
      "2024-03-01",
      "2024-03-01",
      null,
      undefined,
    ]);
    expect([locationForCode("BNE", settings, locations), locationForCode("gold-coast", settings, locations), locationForCode("11", settings, locations), locationForCode("Perth", settings, locations)]).toEqual([10, 11, 11, null]);
    expect([simpleTransmission("CVT"), simpleTransmission("5 sp manual"), simpleFuel("Unleaded Petrol"), simpleFuel("Petrol Hybrid"), simpleDrive("AWD"), simpleDrive("Rear Wheel Drive")]).toEqual(["Automatic", "Manual", "Petrol", "Hybrid", "AWD", "RWD"]);
  });
});
