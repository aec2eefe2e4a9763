import { describe, expect, it } from "vitest";
import { paginationItems } from "./pagination-items.ts";

describe("paginationItems", () => {
  it("lists every page when there are few", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows first, last and neighbours with gaps", () => {
    expect(paginationItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(paginationItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(paginationItems(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("fills a gap of one page with the page itself", () => {
    expect(paginationItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
  });

  it("clamps a page past the end", () => {
    expect(paginationItems(99, 3)).toEqual([1, 2, 3]);
  });
});
