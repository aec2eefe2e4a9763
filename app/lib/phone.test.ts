import { describe, expect, it } from "vitest";
import { formatPhone, internationalPhone, normalizeAuPhone, telHref } from "./phone.ts";
import { expectCases } from "./test-cases.ts";

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
    expectCases(internationalPhone, [
      ["07 3821 4000", "+61738214000"],
      ["+61 7 3821 4000", "+61738214000"],
      ["0412345678", "+61412345678"],
      ["1300 123 456", "1300123456"],
    ]);
  });
});

describe("formatPhone and telHref", () => {
  it("shows +61 numbers with a leading 0, spaced 2-4-4", () => {
    expectCases(formatPhone, [
      ["+61 7 3821 4000", "07 3821 4000"],
      ["+61738214000", "07 3821 4000"],
      ["0412345678", "0412 345 678"],
      ["1300 123 456", "1300 123 456"],
    ]);
  });

  it("builds tel: links from any spelling", () => {
    expect(telHref("07 3821 4000")).toBe("tel:0738214000");
  });
});
