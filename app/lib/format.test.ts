import { describe, expect, it } from "vitest";
import { formatKm, formatNumber, formatPrice } from "./format.ts";

describe("format", () => {
  it("formats prices in whole dollars and hides missing or zero prices", () => {
    expect(formatPrice(34990)).toBe("$34,990");
    expect(formatPrice(0)).toBeNull();
    expect(formatPrice(null)).toBeNull();
  });

  it("formats kilometres", () => {
    expect(formatKm(123456)).toBe("123,456 km");
    expect(formatKm(0)).toBe("0 km");
  });
});

describe("formatNumber", () => {
  it("answers what Intl's en-AU grouping answers, small counts included", () => {
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
    for (const n of [0, -0, 1, 7, 42, 999, 1000, 1001, 12345, 1234567, -5, -1234, 3.4, 999.6, 0.4]) expect(formatNumber(n)).toBe(intl.format(n));
  });
});
