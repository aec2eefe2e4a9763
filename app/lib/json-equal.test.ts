import { describe, expect, it } from "vitest";
import { jsonEqual } from "./json-equal.ts";

describe("jsonEqual", () => {
  it("ignores key order at every depth, and keys whose value is undefined", () => {
    expect(jsonEqual({ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, x: undefined }, { a: 1 })).toBe(true);
  });
  it("tells different values, lengths, types and null apart", () => {
    expect(jsonEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual({ a: null }, { a: 0 })).toBe(false);
    expect(jsonEqual("1", 1)).toBe(false);
  });
});
