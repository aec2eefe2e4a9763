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

  it("answers what Intl answers for prices, kilometres and counts across their ranges", () => {
    const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
    const values = [...Array.from({ length: 20_001 }, (_, i) => i), 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 2 ** 53 - 1, 2 ** 53, 1e21, 0.5, 1.5, 2.5, 34_990.49, 34_990.5, -0.4, -7];
    // Every digit count to 16 with varied digits (a fixed sequence, so a failure repeats).
    for (let i = 1; i <= 2_000; i++) values.push(Math.floor(((i * 7_919) % 10_007) / 10_007 * 10 ** (1 + (i % 16))));
    for (const n of values) {
      expect(formatNumber(n)).toBe(intl.format(n));
      expect(formatKm(n)).toBe(`${intl.format(n)} km`);
      expect(formatPrice(n)).toBe(n > 0 ? aud.format(n) : null);
    }
  });
});
