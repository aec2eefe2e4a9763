import { describe, expect, it } from "vitest";
import { appointmentText, otherDetailRows, sitePath, sourceRows, tradeInRows, visitedPages } from "./lead-details.ts";
import type { LeadRecord } from "./lead-record.ts";

const base = { fields: {}, appointment: null, category: "Vehicle Enquiry", subcategory: null, trade_in: null } as const;

describe("a lead's details for the console", () => {
  it("reads a booking time as the shopper chose it", () => {
    expect(appointmentText("2026-03-14T10:30")).toMatch(/^Sat,? 14 Mar 2026(,| at) 10:30\s?am$/);
    expect(appointmentText(null)).toBeNull();
    expect(appointmentText("soon")).toBe("soon");
  });

  it("lists the trade-in car, its condition and the range shown", () => {
    const lead = {
      fields: { adjustmentAnswers: { accident: "no", body_damage: "yes" }, finance: "Yes" },
      trade_in: { year: 2021, make: "Mazda", model: "CX-5", kms: 45000, rego: "ABC123", rego_state: "QLD", valuation: { low: 21500, high: 24500 } },
    } as unknown as Pick<LeadRecord, "trade_in" | "fields">;
    expect(tradeInRows(lead, true)).toEqual([
      { label: "Vehicle", value: "2021 Mazda CX-5" },
      { label: "Kilometres", value: "45,000 km" },
      { label: "Rego", value: "ABC123 · QLD" },
      { label: "Has it been in an accident?", value: "No" },
      { label: "Any dents, scratches or rust?", value: "Yes" },
      { label: "Indicative range shown", value: "$21,500 – $24,500" },
      { label: "Offer", value: "Accepted online" },
      { label: "Wants finance", value: "Yes" },
    ]);
    expect(tradeInRows({ fields: {}, trade_in: null }, null)).toEqual([]);
  });

  it("lists what else the form asked, and where it was filed", () => {
    const rows = otherDetailRows({ ...base, fields: { vehiclePriceBudget: 30000, additional_services: ["Logbook service", "Tyres"], Rego: "XYZ9", vin: "JTMBFREV10D100001" }, appointment: "2026-03-14T09:00", subcategory: "Service" });
    expect(rows.map((r) => r.label)).toEqual(["Preferred time", "Budget", "Services", "Rego", "VIN", "Filed as"]);
    expect(rows.find((r) => r.label === "Budget")?.value).toBe("$30,000");
    expect(rows.at(-1)?.value).toBe("Vehicle Enquiry · Service");
  });

  it("links visited pages only within the dealer's own site", () => {
    expect(visitedPages({ lead_attributes: { visited_pages: ["/cars/x", "", "https://evil.example/"], linked_query_params: {} } })).toEqual(["/cars/x", "https://evil.example/"]);
    expect(sitePath("/search/used?make=Kia")).toBe("/search/used?make=Kia");
    expect(sitePath("//evil.example/")).toBeNull();
    expect(sitePath("/\\evil.example")).toBeNull();
    expect(sitePath("https://evil.example/")).toBeNull();
    expect(sitePath("javascript:alert(1)")).toBeNull();
  });

  it("tells where the shopper came from", () => {
    expect(sourceRows({ utmSource: "google", utmMedium: null, utmCampaign: null, referrerHost: "www.google.com" }, { url: "/cars/2022-mazda-cx-5-12", lead_attributes: { visited_pages: [], linked_query_params: { utm_medium: "cpc" } } })).toEqual([
      { label: "Source", value: "google" },
      { label: "Medium", value: "cpc" },
      { label: "Came from", value: "www.google.com" },
      { label: "Sent from", value: "/cars/2022-mazda-cx-5-12" },
    ]);
  });
});
