import { describe, expect, it } from "vitest";
import { formatRegoDate, registrationStatus } from "./registration.ts";
import { vehicle } from "./vehicle-fixtures.ts";

describe("registrationStatus", () => {
  // 12:00 UTC on 15 June 2025 is 22:00 on 15 June in Brisbane
  const now = new Date("2025-06-15T12:00:00Z");

  it("shows the expiry date while current", () => {
    expect(registrationStatus(vehicle({ rego_expiry: "2027-03-12" }), now)).toEqual({ registered: true, expires: "2027-03-12", label: "Expires on 12 Mar 2027" });
  });

  it("is current through the expiry day and unregistered the day after", () => {
    expect(registrationStatus(vehicle({ rego_expiry: "2025-06-15" }), now)?.label).toBe("Expires on 15 Jun 2025");
    expect(registrationStatus(vehicle({ rego_expiry: "2025-06-14" }), now)).toEqual({ registered: false, label: "Unregistered" });
    expect(registrationStatus(vehicle({ rego_expiry: "2019-01-01" }), now)?.label).toBe("Unregistered");
  });

  it("judges 'today' in the dealer's time zone, not UTC", () => {
    // 15:00 UTC on 14 June is already 01:00 on 15 June in Brisbane, so a 14 June expiry has passed there
    const lateUtc = new Date("2025-06-14T15:00:00Z");
    expect(registrationStatus(vehicle({ rego_expiry: "2025-06-14" }), lateUtc)?.label).toBe("Unregistered");
    // ...but in Perth (UTC+8) it is 23:00 on 14 June
    expect(registrationStatus(vehicle({ rego_expiry: "2025-06-14" }), lateUtc, "Australia/Perth")?.label).toBe("Expires on 14 Jun 2025");
  });

  it("shows nothing without an expiry date", () => {
    expect(registrationStatus(vehicle(), now)).toBeNull();
  });
});

describe("date helpers", () => {
  it("formats as day, short month, year", () => {
    expect(formatRegoDate("2027-03-12")).toBe("12 Mar 2027");
    expect(formatRegoDate("2026-12-01")).toBe("1 Dec 2026");
  });

});
