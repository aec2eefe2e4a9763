import { describe, it, expect } from "vitest";
import { and, andCount, andInto, andNotInto, bitsFromIds, emptyBits, fullBits, hasBit, orIdsInto, orInto, pop32, popcount, setBit, toIds, wordCount } from "./bitset.ts";

describe("bitset", () => {
  it("sizes words and fills exactly the first n bits", () => {
    expect(wordCount(0)).toBe(0);
    expect(wordCount(32)).toBe(1);
    expect(wordCount(33)).toBe(2);
    expect(popcount(fullBits(70))).toBe(70);
    expect([...toIds(fullBits(33))]).toEqual(Array.from({ length: 33 }, (_, i) => i));
    expect(popcount(fullBits(64))).toBe(64);
  });

  it("sets, tests, combines and lists bits", () => {
    const a = bitsFromIds([0, 5, 31, 32, 63, 64, 99], 100);
    const b = bitsFromIds([5, 32, 64, 98], 100);
    expect(hasBit(a, 31)).toBe(true);
    expect(hasBit(a, 30)).toBe(false);
    expect([...toIds(and(a, b))]).toEqual([5, 32, 64]);
    expect(andCount(a, b)).toBe(3);
    expect([...toIds(orInto(a.slice(), b))]).toEqual([0, 5, 31, 32, 63, 64, 98, 99]);
    expect([...toIds(andNotInto(a.slice(), b))]).toEqual([0, 31, 63, 99]);
    expect([...toIds(andInto(a.slice(), b))]).toEqual([5, 32, 64]);
    const c = emptyBits(100);
    setBit(c, 77);
    orIdsInto(c, [1, 2]);
    expect([...toIds(c)]).toEqual([1, 2, 77]);
  });

  it("counts bits in a word", () => {
    expect(pop32(0)).toBe(0);
    expect(pop32(0xffffffff)).toBe(32);
    expect(pop32(0x80000001)).toBe(2);
  });
});
