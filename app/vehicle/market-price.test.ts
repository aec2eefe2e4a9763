import { describe, expect, it } from "vitest";
import { marketPriceIndicator } from "./market-price.ts";
import { vehicle } from "./vehicle-fixtures.ts";

describe("marketPriceIndicator", () => {
  it("shows when the price is exactly 500 below the state average", () => {
    // 30,000 − 29,500 = 500: shown
    expect(marketPriceIndicator(vehicle({ price: 29_500, autograb_data: { state_average_market_price: 30_000, average_market_price: 28_000 } }))).toEqual({
      average: 30_000,
      saving: 500,
      basis: "state",
    });
  });

  it("hides when the saving is under 500", () => {
    // 30,000 − 29,501 = 499
    expect(marketPriceIndicator(vehicle({ price: 29_501, autograb_data: { state_average_market_price: 30_000, average_market_price: null } }))).toBeNull();
  });

  it("prefers the state average even when the national one would show", () => {
    // state: 29,000 − 29,000 = 0 (hidden) although national 31,000 − 29,000 = 2,000
    expect(marketPriceIndicator(vehicle({ price: 29_000, autograb_data: { state_average_market_price: 29_000, average_market_price: 31_000 } }))).toBeNull();
  });

  it("falls back to the national average when the state one is missing", () => {
    // 31,000 − 29,000 = 2,000
    expect(marketPriceIndicator(vehicle({ price: 29_000, autograb_data: { state_average_market_price: null, average_market_price: 31_000 } }))).toEqual({
      average: 31_000,
      saving: 2_000,
      basis: "national",
    });
    expect(marketPriceIndicator(vehicle({ price: 29_000, autograb_data: { state_average_market_price: 0, average_market_price: 31_000 } }))?.basis).toBe("national");
  });

  it("needs a price and an average", () => {
    expect(marketPriceIndicator(vehicle({ price: null, autograb_data: { state_average_market_price: 30_000 } }))).toBeNull();
    expect(marketPriceIndicator(vehicle({ price: 0, autograb_data: { state_average_market_price: 30_000 } }))).toBeNull();
    expect(marketPriceIndicator(vehicle({ price: 20_000 }))).toBeNull();
    expect(marketPriceIndicator(vehicle({ price: 20_000, autograb_data: {} }))).toBeNull();
  });
});
