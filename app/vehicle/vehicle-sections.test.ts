import { describe, expect, it } from "vitest";
import { config, vehicle } from "./vehicle-fixtures.ts";
import { CERTIFIED_PROMISE, USED_PROMISE, reserveTerms, whatsIncluded, whyBuyFromUs } from "./vehicle-sections.ts";

describe("whatsIncluded", () => {
  it("gives used cars the pre-owned promise and certified cars the certified one", () => {
    expect(whatsIncluded(vehicle({ car_type: "used" })).map((i) => i.title)).toEqual([...USED_PROMISE, "Independent history check"]);
    const certified = whatsIncluded(vehicle({ car_type: "used", certified: true })).map((i) => i.title);
    expect(certified.slice(0, 3)).toEqual([...CERTIFIED_PROMISE]);
  });

  it("gives new and demo cars the 3 year standard warranty", () => {
    expect(whatsIncluded(vehicle({ car_type: "new" }))[0].title).toBe("3 year standard warranty");
    expect(whatsIncluded(vehicle({ car_type: "demo" }))[0].title).toBe("3 year standard warranty");
  });
});

describe("whyBuyFromUs", () => {
  it("leads with the dealer's review score when it has one", () => {
    expect(whyBuyFromUs({ name: "Apex" }, { average: 4.66, count: 1284 }, "Apex Group")[0]).toEqual({ title: "Rated 4.7 out of 5", detail: "From 1,284 reviews of Apex." });
    expect(whyBuyFromUs(null, null, "Apex Group")[0].title).toBe("Locally owned and operated");
  });
});

describe("reserveTerms", () => {
  it("is null without checkout", () => {
    expect(reserveTerms(vehicle(), config())).toBeNull();
  });

  it("takes the deposit from the car's payment processors, else the tenant's ($200 by default)", () => {
    expect(reserveTerms(vehicle(), config({ checkout: { enabled: true } }))).toMatchObject({ deposit: 200, depositLabel: "$200", holdHours: 48, refundable: true });
    const fromCar = reserveTerms(vehicle({ payment_processors: [{ name: "stripe", amount: 0 }, { name: "stripe", amount: 500 }] }), config({ checkout: { enabled: true, hold_hours: 72 } }));
    expect(fromCar?.summary).toBe("Secure this car with a $500 deposit (100% refundable). We'll hold it for you for 72 hours.");
  });
});
