import { describe, expect, it } from "vitest";
import { vehiclePageAnswer } from "./page-answer.ts";

const NOW = new Date("2026-11-24T00:00:00Z");
const daysAgo = (d: number) => Math.floor(NOW.getTime() / 1000) - d * 86_400;
const car = (over: Partial<Parameters<typeof vehiclePageAnswer>[0]> = {}) => ({ status: "in_stock" as const, show_on_dealer_website: true, sold_date_timestamp: null, ...over });
const opts = { inSiteStock: true, includeSoldDays: 3, now: NOW };

describe("vehiclePageAnswer", () => {
  it("shows a car in stock or coming soon", () => {
    expect(vehiclePageAnswer(car(), opts)).toBe("listed");
    expect(vehiclePageAnswer(car({ status: "coming_soon" }), opts)).toBe("listed");
  });

  it("shows a sold car's page for the tenant's days (spec 001 §4), then it is gone", () => {
    expect(vehiclePageAnswer(car({ status: "sold", sold_date_timestamp: daysAgo(2) }), opts)).toBe("recently-sold");
    expect(vehiclePageAnswer(car({ status: "sold", sold_date_timestamp: daysAgo(4) }), opts)).toBe("gone");
    expect(vehiclePageAnswer(car({ status: "sold", sold_date_timestamp: daysAgo(4) }), { ...opts, includeSoldDays: 7 })).toBe("recently-sold");
    expect(vehiclePageAnswer(car({ status: "sold", sold_date_timestamp: daysAgo(0) }), { ...opts, includeSoldDays: 0 })).toBe("gone");
    expect(vehiclePageAnswer(car({ status: "sold", sold_date_timestamp: null }), opts)).toBe("gone");
  });

  it("answers gone for an archived car, one hidden from the website, and one outside the site's stock", () => {
    expect(vehiclePageAnswer(car({ status: "archived" }), opts)).toBe("gone");
    expect(vehiclePageAnswer(car({ show_on_dealer_website: false }), opts)).toBe("gone");
    expect(vehiclePageAnswer(car(), { ...opts, inSiteStock: false })).toBe("gone");
  });

  it("keeps an on-hold car's not-in-stock page (it can come back)", () => {
    expect(vehiclePageAnswer(car({ status: "on_hold" }), { ...opts, inSiteStock: false })).toBe("on-hold");
  });
});
