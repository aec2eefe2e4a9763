import { describe, expect, it } from "vitest";
import { internationalPhone, normalizeAuPhone } from "./phone.ts";

describe("normalizeAuPhone", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["61412345678", "0412345678"],
    ["(07) 3821 4000", "0738214000"],
    ["+61 7 3821-4000", "0738214000"],
    ["1300 123 456", "1300123456"],
    ["13 22 11", "132211"],
  ])("accepts %s", (raw, expected) => expect(normalizeAuPhone(raw)).toBe(expected));

  it.each(["12345", "0412 345 67", "+1 415 555 0100", "041234567a", "<script>", "0912345678", ""])("rejects %s", (raw) => expect(normalizeAuPhone(raw)).toBeNull());
});

describe("internationalPhone", () => {
  it("gives the +61 form machines expect", () => {
    expect(internationalPhone("07 3821 4000")).toBe("+61738214000");
    expect(internationalPhone("+61 7 3821 4000")).toBe("+61738214000");
    expect(internationalPhone("0412345678")).toBe("+61412345678");
    expect(internationalPhone("1300 123 456")).toBe("1300123456");
  });
});
