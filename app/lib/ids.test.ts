import { describe, expect, it } from "vitest";
import { isUuid } from "./ids.ts";

describe("isUuid", () => {
  it("takes a UUID in either case", () => {
    expect(isUuid("3f2504e0-4f89-41d3-9a0c-0305e82c3301")).toBe(true);
    expect(isUuid("3F2504E0-4F89-41D3-9A0C-0305E82C3301")).toBe(true);
  });
  it.each(["------------------------------------", "3f2504e0-4f89-41d3-9a0c-0305e82c330", "3f2504e04f8941d39a0c0305e82c3301aaaa", "zf2504e0-4f89-41d3-9a0c-0305e82c3301", "", "3f2504e0-4f89-41d3-9a0c-0305e82c3301\n"])(
    "refuses %j",
    (s) => expect(isUuid(s)).toBe(false),
  );
  it("refuses what is not a string", () => expect(isUuid(42)).toBe(false));
});
