import { describe, expect, it } from "vitest";
import { changedPrice, describeRefusal, planPriceChange } from "./price-change.ts";

describe("changedPrice", () => {
  it("adds or takes an amount", () => {
    expect(changedPrice(45_990, { mode: "amount", amount: -1_000 })).toEqual({ ok: true, price: 44_990 });
    expect(changedPrice(45_990, { mode: "amount", amount: 500 })).toEqual({ ok: true, price: 46_490 });
  });

  it("applies a percentage, rounded to whole dollars (half up)", () => {
    expect(changedPrice(19_995, { mode: "percent", percent: -10 })).toEqual({ ok: true, price: 17_996 }); // 17,995.5
    expect(changedPrice(30_000, { mode: "percent", percent: 5 })).toEqual({ ok: true, price: 31_500 });
    expect(changedPrice(33_333, { mode: "percent", percent: -3 })).toEqual({ ok: true, price: 32_333 }); // 32,333.01
    expect(changedPrice(10_001, { mode: "percent", percent: 12.5 })).toEqual({ ok: true, price: 11_251 }); // 11,251.125
  });

  it("never goes to $0 or below, nor above the ceiling", () => {
    expect(changedPrice(900, { mode: "amount", amount: -900 })).toEqual({ ok: false, reason: "not_positive" });
    expect(changedPrice(900, { mode: "amount", amount: -1_000 })).toEqual({ ok: false, reason: "not_positive" });
    expect(changedPrice(1, { mode: "percent", percent: -90 })).toEqual({ ok: false, reason: "not_positive" }); // 0.1 → 0
    expect(changedPrice(99_999_999, { mode: "amount", amount: 2 })).toEqual({ ok: false, reason: "too_high" });
  });

  it("leaves a vehicle without a price alone", () => {
    expect(changedPrice(null, { mode: "amount", amount: 100 })).toEqual({ ok: false, reason: "no_price" });
    expect(changedPrice(0, { mode: "percent", percent: 10 })).toEqual({ ok: false, reason: "no_price" });
  });
});

describe("planPriceChange", () => {
  const cars = [
    { id: 1, price: 20_000, label: "A1" },
    { id: 2, price: null, label: "A2" },
    { id: 3, price: 5_000, label: "A3" },
  ];

  it("changes every priced vehicle and skips the unpriced", () => {
    expect(planPriceChange(cars, { mode: "amount", amount: -1_000 })).toEqual({
      ok: true,
      changes: [
        { id: 1, before: 20_000, after: 19_000 },
        { id: 3, before: 5_000, after: 4_000 },
      ],
      skipped: [{ id: 2, price: null, label: "A2" }],
    });
  });

  it("refuses the whole change when one vehicle would end at $0 or below", () => {
    const plan = planPriceChange(cars, { mode: "amount", amount: -6_000 });
    expect(plan).toEqual({ ok: false, refused: [{ id: 3, price: 5_000, label: "A3", reason: "not_positive" }] });
    if (!plan.ok) expect(describeRefusal(plan.refused)).toBe("Nothing was changed: the price change that would take 1 vehicle to $0 or below (A3).");
  });

  it("lists at most five labels in a refusal", () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ id: i, price: 10, label: `S${i}`, reason: "not_positive" as const }));
    expect(describeRefusal(many)).toBe("Nothing was changed: the price change that would take 7 vehicles to $0 or below (S0, S1, S2, S3, S4 and 2 more).");
  });

  it("leaves out a change that changes nothing", () => {
    expect(planPriceChange([{ id: 9, price: 3, label: "x" }], { mode: "percent", percent: 1 })).toEqual({ ok: true, changes: [], skipped: [] });
  });
});
