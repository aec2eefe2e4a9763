/**
 * Market price indicator (spec 001 §4): shown when the car is priced at least $500 under the
 * average market price. The state average is preferred, because prices differ between states;
 * the national average stands in only when the state one is missing.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";

export const MARKET_PRICE_MIN_SAVING = 500;

export interface MarketPriceIndicator {
  average: number;
  /** average − price, at least 500. */
  saving: number;
  basis: "state" | "national";
}

/** The average to compare against: the state one when present, else the national one. */
export function marketAverage(data: Vehicle["autograb_data"]): Pick<MarketPriceIndicator, "average" | "basis"> | null {
  const state = data?.state_average_market_price ?? null;
  if (state !== null && state > 0) return { average: state, basis: "state" };
  const national = data?.average_market_price ?? null;
  if (national !== null && national > 0) return { average: national, basis: "national" };
  return null;
}

export function marketPriceIndicator(vehicle: Pick<Vehicle, "price" | "autograb_data">): MarketPriceIndicator | null {
  const price = vehicle.price;
  if (price === null || !(price > 0)) return null;
  const market = marketAverage(vehicle.autograb_data);
  if (!market) return null;
  const saving = market.average - price;
  return saving >= MARKET_PRICE_MIN_SAVING ? { ...market, saving } : null;
}
