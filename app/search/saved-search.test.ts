import { describe, expect, it } from "vitest";
import { StockIndex } from "./engine.ts";
import { parseSearchParams } from "./query.ts";
import { CTX, NOW, car } from "./search-fixtures.ts";
import { replaySavedSearch, savedSearchAddress, searchFromAddress } from "./saved-search.ts";

const index = new StockIndex(
  [
    car(1, { make: "Toyota", model: "HiLux", price: 45_000 }),
    car(2, { make: "Toyota", model: "Corolla", price: 22_000 }),
    car(3, { make: "Mazda", model: "CX-5", price: 31_000 }),
    car(4, { make: "Toyota", model: "Corolla", price: 18_000, status: "sold", sold_date_timestamp: Math.floor(NOW.getTime() / 1000) - 3600 }),
  ],
  CTX,
);

describe("saved search addresses", () => {
  it("keeps the path and the canonical query, without the page", () => {
    const parsed = parseSearchParams(new URLSearchParams("price=:30000&make=Toyota&page=3&utm_source=x"));
    if (!parsed.ok) throw new Error(parsed.message);
    expect(savedSearchAddress("/search/used-cars", parsed.query)).toBe("/search/used-cars?make=Toyota&price=:30000");
    expect(savedSearchAddress("/search", { ...parsed.query, facets: {}, ranges: {} })).toBe("/search");
  });

  it("reads an address as the results page does: path filters joined with the query", () => {
    const q = searchFromAddress("/search/toyota?price=:30000", index.pathContext());
    expect(q?.facets.make).toEqual(["Toyota"]);
    expect(q?.ranges.price).toEqual({ max: 30000 });
    expect(searchFromAddress("/used-car/new-used-and-demo-cars", index.pathContext())?.facets).toEqual({});
  });

  it("refuses what the results page would answer 404 or 400, and anything off the site", () => {
    const ctx = index.pathContext();
    expect(searchFromAddress("/search/no-such-make", ctx)).toBeNull();
    expect(searchFromAddress("/search?page=abc", ctx)).toBeNull();
    expect(searchFromAddress("https://evil.example/search", ctx)).toBeNull();
    expect(searchFromAddress("//evil.example/search", ctx)).toBeNull();
    expect(searchFromAddress("/cars/some-car", ctx)).toBeNull();
  });

  it("replays a search to the cars for sale it finds, sold ones left out", () => {
    expect(replaySavedSearch(index, "/search/toyota", NOW)?.map((h) => h.id).sort()).toEqual([1, 2]);
    expect(replaySavedSearch(index, "/search/toyota?price=:30000", NOW)?.map((h) => h.id)).toEqual([2]);
    expect(replaySavedSearch(index, "/search/nope", NOW)).toBeNull();
  });
});
