import { describe, expect, it } from "vitest";
import { COUNT_UP_MS, RECOMPUTE_MS, SALES_PER_DAY, SECONDS_PER_SALE, countUpValue, salesThisMonth } from "./sales-count.ts";

// Brisbane is UTC+10: Brisbane midnight on the 1st of June is 14:00 UTC on 31 May.
describe("salesThisMonth", () => {
  it("is 0 at Brisbane midnight on the 1st", () => {
    expect(salesThisMonth(new Date("2025-05-31T14:00:00Z"))).toBe(0);
    // one second before, it was still 31 May in Brisbane: 30 × 192 + floor(86,399 / 450) = 5,760 + 191
    expect(salesThisMonth(new Date("2025-05-31T13:59:59Z"))).toBe(5_951);
  });

  it("counts one sale per completed 450 seconds", () => {
    // 449 s after midnight: floor(449 / 450) = 0; 450 s: 1
    expect(salesThisMonth(new Date("2025-05-31T14:07:29Z"))).toBe(0);
    expect(salesThisMonth(new Date("2025-05-31T14:07:30Z"))).toBe(1);
  });

  it("adds 192 a day without a jump at midnight", () => {
    // 1 June, 23:59:59 Brisbane (13:59:59 UTC): 0 × 192 + floor(86,399 / 450) = 191
    expect(salesThisMonth(new Date("2025-06-01T13:59:59Z"))).toBe(191);
    // 2 June, 00:00:00 Brisbane: 1 × 192 + 0 = 192
    expect(salesThisMonth(new Date("2025-06-01T14:00:00Z"))).toBe(192);
  });

  it("works in the middle of a month", () => {
    // 15 June 2025, 12:00 UTC = 22:00 Brisbane = 79,200 s; 14 × 192 + floor(79,200 / 450) = 2,688 + 176 = 2,864
    expect(salesThisMonth(new Date("2025-06-15T12:00:00Z"))).toBe(2_864);
    // 10:00 UTC on 15 June is 20:00 the same Brisbane day: 14 × 192 + 72,000 / 450 = 2,688 + 160
    expect(salesThisMonth(new Date("2025-06-15T10:00:00Z"))).toBe(2_848);
  });

  it("reaches its maximum on the last second of a 31-day month", () => {
    // 31 Dec 23:59:59 Brisbane = 13:59:59 UTC; 30 × 192 + 191 = 5,951; a second later it starts again
    expect(salesThisMonth(new Date("2025-12-31T13:59:59Z"))).toBe(5_951);
    expect(salesThisMonth(new Date("2025-12-31T14:00:00Z"))).toBe(0);
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
