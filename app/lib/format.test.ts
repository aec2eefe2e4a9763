import { describe, expect, it } from "vitest";
import { formatKm, formatPrice } from "./format.ts";

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
