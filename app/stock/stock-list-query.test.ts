import { describe, expect, it } from "vitest";
import { DEFAULT_STOCK_QUERY, isFiltered, parseStockListQuery, searchWords, stockListSearch } from "./stock-list-query.ts";

const parse = (s: string) => parseStockListQuery(new URLSearchParams(s));

describe("stock list URL", () => {
  it("an empty query string is the default list", () => {
    expect(parse("")).toEqual(DEFAULT_STOCK_QUERY);
    expect(stockListSearch(DEFAULT_STOCK_QUERY)).toBe("");
    expect(isFiltered(DEFAULT_STOCK_QUERY)).toBe(false);
  });

  it("reads every filter, sort and page, and writes them back", () => {
    const q = parse("q=+ranger+XLT+&status=sold&website=hidden&type=used&make=Ford&location=12&sort=price_desc&page=3");
    expect(q).toEqual({ q: "ranger XLT", status: "sold", website: "hidden", carType: "used", make: "Ford", location: 12, sort: "price_desc", page: 3 });
    expect(stockListSearch(q)).toBe("?q=ranger+XLT&status=sold&website=hidden&type=used&make=Ford&location=12&sort=price_desc&page=3");
    expect(parse(stockListSearch(q).slice(1))).toEqual(q);
    expect(isFiltered(q)).toBe(true);
  });

  it("falls back to defaults on values that are not ours", () => {
    expect(parse("status=gone&website=x&type=boat&location=-3&sort=random&page=0")).toEqual(DEFAULT_STOCK_QUERY);
    expect(parse("page=1001").page).toBe(1);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("location=99999999999").location).toBeNull();
    expect(parse(`q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("splits a search into at most six lower-case words", () => {
    expect(searchWords("  Ford  RANGER xlt ")).toEqual(["ford", "ranger", "xlt"]);
    expect(searchWords("a b c d e f g h")).toHaveLength(6);
  });
});
