import { describe, expect, it } from "vitest";
import { StockIndex } from "../search/engine.ts";
import { CTX, NOW, car, ids } from "../search/search-fixtures.ts";
import { filterString, pickSimilarCars, priceWindow, similarCarQueries, similarFromSlug, similarQueriesForGuess } from "./similar-car-search.ts";

describe("priceWindow", () => {
  it("is ±10,000 under 50,000 and ±25,000 from 50,000", () => {
    expect(priceWindow(20_000)).toEqual({ min: 10_000, max: 30_000 });
    expect(priceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(priceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(priceWindow(6_000)).toEqual({ min: 0, max: 16_000 });
    expect(priceWindow(null)).toBeNull();
    expect(priceWindow(0)).toBeNull();
  });
});

describe("similarCarQueries", () => {
  it("asks for the same model, then others in the price window, in stock only", () => {
    expect(similarCarQueries(car(1, { make: "Toyota", model: "HiLux", price: 45_000 }))).toEqual([
      { filter: 'make = "Toyota" AND model = "HiLux" AND status = in_stock AND item_type = "car" AND id != 1 AND price 35000 TO 55000', limit: 10 },
      { filter: 'NOT (make = "Toyota" AND model = "HiLux") AND status = in_stock AND item_type = "car" AND id != 1 AND price 35000 TO 55000', limit: 10 },
    ]);
  });

  it("falls back to other models of the make when the car has no price", () => {
    expect(similarCarQueries(car(2, { make: "Mercedes-Benz", model: 'C "Class"', price: null }))[1]).toEqual({
      filter: 'make = "Mercedes-Benz" AND NOT model = "C \\"Class\\"" AND status = in_stock AND item_type = "car" AND id != 2',
      limit: 10,
    });
    expect(filterString('a\\b"c')).toBe('"a\\\\b\\"c"');
  });

  it("runs on the stock index: same model first, in stock, in the window, without the car itself", () => {
    const stock = [
      car(1, { model: "Corolla", price: 20_000 }), // the car itself
      car(2, { model: "Camry", price: 25_000 }),
      car(3, { model: "Corolla", price: 29_000 }),
      car(4, { model: "Corolla", price: 31_000 }), // outside 10,000–30,000
      car(5, { model: "Corolla", price: 15_000, status: "coming_soon" }), // not in_stock
      car(6, { make: "Mazda", model: "CX-5", price: 10_000 }),
      car(7, { make: "Mazda", model: "3", price: 22_000, item_type: "caravan" }),
      car(8, { model: "Corolla", price: 12_000 }),
    ];
    const index = new StockIndex(stock, CTX);
    const response = index.multiSearch(similarCarQueries(stock[0]), NOW);
    expect(response.results.map((r) => ids(r.hits))).toEqual([
      [3, 8],
      [2, 6],
    ]);
    expect(ids(pickSimilarCars(response.results, 1))).toEqual([3, 8, 2, 6]);
  });
});

describe("pickSimilarCars", () => {
  const hits = (...list: number[]) => ({ hits: list.map((id) => ({ id })) });

  it("keeps query order, drops duplicates and the car itself, and stops at 6", () => {
    expect(ids(pickSimilarCars([hits(5, 1, 3), hits(3, 9, 5, 2, 8, 7, 6)], 1))).toEqual([5, 3, 9, 2, 8, 7]);
    expect(ids(pickSimilarCars([hits(4, 4, 4)], null))).toEqual([4]);
    expect(pickSimilarCars([], 1)).toEqual([]);
  });
});

describe("similarFromSlug", () => {
  it("reads make and model from a canonical slug", () => {
    expect(similarFromSlug("2021-toyota-hilux-sr5-12345")).toEqual({ make: "toyota", model: "hilux" });
    expect(similarFromSlug("toyota-hilux-12345")).toEqual({ make: "toyota", model: "hilux" });
    expect(similarFromSlug("2021-Toyota-HiLux-SR5")).toEqual({ make: "toyota", model: "hilux" });
  });

  it("keeps numeric models and drops the trailing id", () => {
    expect(similarFromSlug("2019-mazda-3-12345")).toEqual({ make: "mazda", model: "3" });
    expect(similarFromSlug("toyota-86")).toEqual({ make: "toyota", model: "86" });
    expect(similarFromSlug("2022-peugeot-3008-77")).toEqual({ make: "peugeot", model: "3008" });
    expect(similarFromSlug("2020-toyota-98765")).toEqual({ make: "toyota", model: null });
    expect(similarFromSlug("toyota")).toEqual({ make: "toyota", model: null });
  });

  it("knows multi-word makes", () => {
    expect(similarFromSlug("2020-land-rover-defender-110-5555")).toEqual({ make: "land-rover", model: "defender" });
    expect(similarFromSlug("mercedes-benz-c300-1")).toEqual({ make: "mercedes-benz", model: "c300" });
  });

  it("prefers the tenant's catalogue, longest match first", () => {
    const catalogue = [
      { make: "Land Rover", model: "Range Rover" },
      { make: "Land Rover", model: "Range Rover Sport" },
      { make: "Mercedes-Benz", model: "C-Class" },
    ];
    expect(similarFromSlug("2021-land-rover-range-rover-sport-hse-42", catalogue)).toEqual({ make: "Land Rover", model: "Range Rover Sport" });
    expect(similarFromSlug("2021-land-rover-range-rover-vogue-42", catalogue)).toEqual({ make: "Land Rover", model: "Range Rover" });
    expect(similarFromSlug("2018-mercedes-benz-c-class-c200-9", catalogue)).toEqual({ make: "Mercedes-Benz", model: "C-Class" });
    // make known, model not: catalogue make, next word as the model
    expect(similarFromSlug("2018-mercedes-benz-gla-9", catalogue)).toEqual({ make: "Mercedes-Benz", model: "gla" });
    expect(similarFromSlug("2020-toyota-hilux-1", catalogue)).toEqual({ make: "toyota", model: "hilux" });
  });

  it("gives up on slugs without a make", () => {
    expect(similarFromSlug("")).toBeNull();
    expect(similarFromSlug("---")).toBeNull();
    expect(similarFromSlug("2021")).toBeNull();
    expect(similarFromSlug("12345")).toBeNull();
    expect(similarFromSlug("2021-12345")).toBeNull();
  });
});

describe("similarQueriesForGuess", () => {
  it("searches by text, model first, then the make", () => {
    expect(similarQueriesForGuess({ make: "land-rover", model: "defender" })).toEqual([
      { query: "land rover defender", filter: "status = in_stock", limit: 10 },
      { query: "land rover", filter: "status = in_stock", limit: 10 },
    ]);
    expect(similarQueriesForGuess({ make: "toyota", model: null })).toEqual([{ query: "toyota", filter: "status = in_stock", limit: 10 }]);
  });

  it("finds hyphenated makes in the stock index", () => {
    const index = new StockIndex([car(1, { make: "Mercedes-Benz", model: "C-Class" }), car(2, { make: "Mercedes-Benz", model: "GLA" }), car(3)], CTX);
    const response = index.multiSearch(similarQueriesForGuess(similarFromSlug("2018-mercedes-benz-c-class-c200-9")!), NOW);
    expect(ids(pickSimilarCars(response.results, null))).toEqual([1, 2]);
  });
});
