import { describe, expect, it } from "vitest";
import { LruCache } from "./lru-cache.ts";

describe("LruCache", () => {
  it("evicts the least recently used entry when full", () => {
    const c = new LruCache<string, number>(2);
    c.set("a", 1);
    c.set("b", 2);
    expect(c.get("a")).toBe(1); // a is now the most recent
    c.set("c", 3);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("a")).toBe(1);
    expect(c.get("c")).toBe(3);
    expect(c.size).toBe(2);
  });

  it("replacing a key does not grow the cache", () => {
    const c = new LruCache<string, number>(2);
    c.set("a", 1);
    c.set("a", 2);
    expect(c.size).toBe(1);
    expect(c.get("a")).toBe(2);
  });

  it("drops entries older than the maximum age", () => {
    let now = 0;
    const c = new LruCache<string, number>(10, 1000, () => now);
    c.set("a", 1);
    now = 1000;
    expect(c.get("a")).toBe(1);
    now = 1001;
    expect(c.get("a")).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it("refuses a capacity below one", () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});

describe("searchPageKey", async () => {
  const { searchPageKey } = await import("./search-cache.ts");
  it("is equal for URLs that give the same results", () => {
    expect(searchPageKey(new URL("http://x/search/Toyota/?make=b&make=a&utm_source=x"))).toBe(searchPageKey(new URL("http://x/search/toyota?make=a&make=b")));
    expect(searchPageKey(new URL("http://x/search/toyota?page=2"))).not.toBe(searchPageKey(new URL("http://x/search/toyota")));
  });
  it("is null for an invalid search", () => {
    expect(searchPageKey(new URL("http://x/search/toyota?sortBy=bogus"))).toBeNull();
  });
});
