import { describe, expect, it } from "vitest";
import { alertEmailSchema, newMatches, nextDue, raiseMark, saveSearchSchema, underDailyCap, watchAlertSchema, watchChange, type WatchSettings } from "./alert-rules.ts";

describe("the high-water mark", () => {
  it("announces only cars the search has not matched or announced before", () => {
    expect(newMatches([1, 2, 3], [3, 4, 1, 5])).toEqual([4, 5]);
    expect(newMatches([], [7])).toEqual([7]);
    expect(newMatches([7], [])).toEqual([]);
  });

  it("never announces a car twice, even after it left the results and came back", () => {
    let known = [1, 2];
    const first = newMatches(known, [1, 2, 9]);
    known = raiseMark(known, first);
    expect(first).toEqual([9]);
    // Car 9 sold (gone from the results), then back: not new for this search.
    expect(newMatches(known, [1, 2])).toEqual([]);
    expect(newMatches(known, [1, 2, 9])).toEqual([]);
    expect(raiseMark([3, 1], [2, 3])).toEqual([1, 2, 3]);
  });
});

describe("batching", () => {
  const at = new Date("2026-11-24T09:00:00Z");
  it("schedules daily and weekly batches; instant and off are never scheduled", () => {
    expect(nextDue("daily", at)?.toISOString()).toBe("2026-11-25T09:00:00.000Z");
    expect(nextDue("weekly", at)?.toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(nextDue("instant", at)).toBeNull();
    expect(nextDue("off", at)).toBeNull();
  });
});

describe("the daily cap", () => {
  it("allows messages up to the cap and none past it", () => {
    expect(underDailyCap(0, 5)).toBe(true);
    expect(underDailyCap(4, 5)).toBe(true);
    expect(underDailyCap(5, 5)).toBe(false);
    expect(underDailyCap(9, 5)).toBe(false);
  });
});

describe("a watched car's changes", () => {
  const any: WatchSettings = { priceAlert: "any", priceBelow: null, stockAlert: false };
  const below: WatchSettings = { priceAlert: "below", priceBelow: 30_000, stockAlert: false };
  const stock: WatchSettings = { priceAlert: "off", priceBelow: null, stockAlert: true };
  const listed = (price: number | null) => ({ price, state: "listed" as const });

  it("tells of any drop, not of a rise or the same price", () => {
    expect(watchChange(any, listed(35_000), listed(33_990))).toEqual({ kind: "price-drop", from: 35_000, to: 33_990 });
    expect(watchChange(any, listed(35_000), listed(36_000))).toBeNull();
    expect(watchChange(any, listed(35_000), listed(35_000))).toBeNull();
    expect(watchChange(any, listed(null), listed(30_000))).toBeNull();
    expect(watchChange(any, listed(35_000), listed(null))).toBeNull();
  });

  it("with a price set, tells only of a drop to that price or below", () => {
    expect(watchChange(below, listed(35_000), listed(31_000))).toBeNull();
    expect(watchChange(below, listed(31_000), listed(30_000))).toEqual({ kind: "price-drop", from: 31_000, to: 30_000 });
    expect(watchChange(below, listed(30_000), listed(29_000))).toEqual({ kind: "price-drop", from: 30_000, to: 29_000 });
  });

  it("tells of sold and back in stock only when asked", () => {
    expect(watchChange(stock, listed(30_000), { price: 30_000, state: "sold" })).toEqual({ kind: "sold" });
    expect(watchChange(stock, listed(30_000), { price: 30_000, state: "gone" })).toEqual({ kind: "sold" });
    expect(watchChange(stock, { price: 30_000, state: "sold" }, listed(30_000))).toEqual({ kind: "back-in-stock" });
    expect(watchChange(any, listed(30_000), { price: 30_000, state: "sold" })).toBeNull();
    expect(watchChange(stock, listed(35_000), listed(30_000))).toBeNull();
  });
});

describe("the forms", () => {
  it("saves only a results page's address", () => {
    const ok = saveSearchSchema.safeParse({ search: "/search/toyota?price=:30000", name: " Utes ", frequency: "instant" });
    expect(ok.success && ok.data.name).toBe("Utes");
    for (const search of ["https://evil.example/search", "//evil.example", "/cars/x", "/search\\..", "/search/x y", "javascript:alert(1)"])
      expect(saveSearchSchema.safeParse({ search, name: "x", frequency: "daily" }).success, search).toBe(false);
    expect(saveSearchSchema.safeParse({ search: "/search", name: "", frequency: "daily" }).success).toBe(false);
    expect(saveSearchSchema.safeParse({ search: "/search", name: "x", frequency: "off" }).success).toBe(false);
    expect(saveSearchSchema.safeParse({ search: "/search", name: "x".repeat(81), frequency: "daily" }).success).toBe(false);
  });

  it("needs a price for a below-a-price alert", () => {
    expect(watchAlertSchema.safeParse({ vehicle_id: "12", price_alert: "below", price_below: "" }).success).toBe(false);
    expect(watchAlertSchema.safeParse({ vehicle_id: "12", price_alert: "below", price_below: "25,000" }).success).toBe(false);
    expect(watchAlertSchema.parse({ vehicle_id: "12", price_alert: "below", price_below: "25000", stock_alert: "on" })).toEqual({ vehicle_id: 12, price_alert: "below", price_below: 25000, stock_alert: true });
    expect(watchAlertSchema.parse({ vehicle_id: "12", price_alert: "any" })).toEqual({ vehicle_id: 12, price_alert: "any", price_below: null, stock_alert: false });
  });

  it("takes an optional email address", () => {
    expect(alertEmailSchema.parse({ email: "" }).email).toBeNull();
    expect(alertEmailSchema.parse({ email: " Sam@Example.com " }).email).toBe("sam@example.com");
    expect(alertEmailSchema.safeParse({ email: "not an email" }).success).toBe(false);
  });
});
