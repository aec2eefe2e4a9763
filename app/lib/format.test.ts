import { describe, expect, it } from "vitest";
import { formatKm, formatPrice } from "./format.ts";
import { formatPhone, telHref } from "./phone.ts";

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

  it("shows +61 numbers with a leading 0, spaced 2-4-4", () => {
    expect(formatPhone("+61 7 3821 4000")).toBe("07 3821 4000");
    expect(formatPhone("+61738214000")).toBe("07 3821 4000");
    expect(formatPhone("0412345678")).toBe("0412 345 678");
    expect(formatPhone("1300 123 456")).toBe("1300 123 456");
  });

  it("builds tel: links from any spelling", () => {
    expect(telHref("07 3821 4000")).toBe("tel:0738214000");
  });
});
