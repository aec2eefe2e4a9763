import { describe, expect, it } from "vitest";
import { COUNT_UP_MS, RECOMPUTE_MS, SALES_PER_DAY, SECONDS_PER_SALE, countUpValue, salesThisMonth } from "./sales-count.ts";

// Brisbane is UTC+10: Brisbane midnight on the 1st of June is 14:00 UTC on 31 May. The count is
// (whole days since the 1st) × 192 + floor(seconds since Brisbane midnight / 450).
describe("salesThisMonth", () => {
  it.each([
    ["is 0 at Brisbane midnight on the 1st", "2025-05-31T14:00:00Z", 0],
    ["is still 31 May a second before: 30 × 192 + floor(86,399 / 450)", "2025-05-31T13:59:59Z", 5_951],
    ["counts no sale in the first 449 seconds", "2025-05-31T14:07:29Z", 0],
    ["counts one sale per completed 450 seconds", "2025-05-31T14:07:30Z", 1],
    ["ends 1 June at 0 × 192 + 191", "2025-06-01T13:59:59Z", 191],
    ["adds 192 at midnight without a jump (2 June, 00:00)", "2025-06-01T14:00:00Z", 192],
    ["works mid-month: 15 June 22:00 Brisbane = 14 × 192 + 176", "2025-06-15T12:00:00Z", 2_864],
    ["works mid-month: 15 June 20:00 Brisbane = 14 × 192 + 160", "2025-06-15T10:00:00Z", 2_848],
    ["reaches its maximum on the last second of a 31-day month", "2025-12-31T13:59:59Z", 5_951],
    ["starts again a second later", "2025-12-31T14:00:00Z", 0],
  ] as const)("%s", (_case, utc, expected) => {
    expect(salesThisMonth(new Date(utc))).toBe(expected);
  });

  it("declares the spec's constants", () => {
    expect({ SALES_PER_DAY, SECONDS_PER_SALE, COUNT_UP_MS, RECOMPUTE_MS }).toEqual({ SALES_PER_DAY: 192, SECONDS_PER_SALE: 450, COUNT_UP_MS: 2_000, RECOMPUTE_MS: 150_000 });
  });
});

describe("countUpValue", () => {
  it("counts up linearly over 2 seconds", () => {
    expect(countUpValue(2_864, 0)).toBe(0);
    // 2,864 × 500 / 2,000 = 716
    expect(countUpValue(2_864, 500)).toBe(716);
    // 2,864 × 1,999 / 2,000 = 2,862.57 → 2,862
    expect(countUpValue(2_864, 1_999)).toBe(2_862);
    expect(countUpValue(2_864, 2_000)).toBe(2_864);
    expect(countUpValue(2_864, 10_000)).toBe(2_864);
    expect(countUpValue(2_864, -5)).toBe(0);
  });
});
