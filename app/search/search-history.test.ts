import { describe, expect, it } from "vitest";
import { emptyQuery } from "../stock/attributes.ts";
import { addToHistory, describeSearch, hasFilters, historyUrl, parseSearchHistory } from "./search-history.ts";

const e = (n: number) => ({ url: `/search/new-used-and-demo-cars?make=M${n}`, label: `M${n}` });

describe("search history", () => {
  it("keeps the last 5, newest first, without duplicates", () => {
    let list = [e(1), e(2), e(3), e(4), e(5)];
    list = addToHistory(list, e(6));
    expect(list.map((x) => x.label)).toEqual(["M6", "M1", "M2", "M3", "M4"]);
    list = addToHistory(list, e(3));
    expect(list.map((x) => x.label)).toEqual(["M3", "M6", "M1", "M2", "M4"]);
  });

  it("remembers only searches with filters", () => {
    expect(hasFilters(emptyQuery(), {})).toBe(false);
    expect(hasFilters({ ...emptyQuery(), sortBy: "price:asc", page: 3 }, {})).toBe(false);
    expect(hasFilters(emptyQuery(), { car_type: ["used"] })).toBe(true);
    expect(hasFilters({ ...emptyQuery(), query: "hilux" }, {})).toBe(true);
    expect(hasFilters({ ...emptyQuery(), ranges: { price: { max: 30000 } } }, {})).toBe(true);
  });

  it("remembers the path and filters without page or sort", () => {
    expect(historyUrl("/search/toyota", { ...emptyQuery(), page: 4, sortBy: "price:asc", facets: { body: ["suv"] } })).toBe("/search/toyota?body=suv");
  });

  it("describes a search in a line", () => {
    expect(
      describeSearch({ ...emptyQuery(), query: " hilux ", facets: { make: ["Toyota"], body: ["suv"], car_type: ["used"] }, ranges: { price: { min: 10000, max: 30000 }, km: { max: 50000 } } }),
    ).toBe("Toyota, Used, SUV · $10,000–$30,000 · up to 50,000 km · “hilux”");
    expect(describeSearch(emptyQuery())).toBe("All stock");
    expect(describeSearch({ ...emptyQuery(), ranges: { price: { min: 20000 } } })).toBe("$20,000+");
  });

  it("reads malformed storage as empty", () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory("{not json")).toEqual([]);
    expect(parseSearchHistory('[{"url":"https://evil.example","label":"x"}]')).toEqual([]);
    expect(parseSearchHistory(JSON.stringify([e(1)]))).toEqual([e(1)]);
  });
});
