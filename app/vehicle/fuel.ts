/**
 * Fuel cost calculator (spec 001 §5, §9): what running the car costs a week, a month and a year
 * at the shopper's fuel price and weekly distance. Not shown for electric cars.
 *
 *   weekly  = km per week / 100 × L/100km × $ per litre
 *   yearly  = weekly × 52
 *   monthly = yearly / 12   (= weekly × 52 / 12, so twelve months add up to the year)
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";

export const DEFAULT_FUEL_PRICE = 1.7;
export const DEFAULT_KM_PER_WEEK = 250;
/** Litres per 100 km assumed when the variant has no combined consumption. */
export const DEFAULT_CONSUMPTION = 10;
export const WEEKS_PER_YEAR = 52;

type FuelFields = Pick<Vehicle, "simple_fuel" | "fuel" | "variant">;

export interface FuelInputs {
  /** Dollars per litre. */
  fuelPrice?: number;
  kmPerWeek?: number;
  /** Litres per 100 km; overrides the car's own figure. */
  consumption?: number;
}

export interface FuelCost {
  /** Dollars, rounded to cents. */
  weekly: number;
  monthly: number;
  yearly: number;
  fuelPrice: number;
  kmPerWeek: number;
  consumption: number;
  /** True when the 10 L/100km default stands in for a missing figure. */
  consumptionIsDefault: boolean;
}

/**
 * Battery electric cars only: 'Electric', 'EV', 'BEV', 'Battery Electric'. Hybrids and plug-in
 * hybrids burn fuel, so they keep the calculator.
 */
export function isElectric(vehicle: FuelFields): boolean {
  const fuel = (vehicle.simple_fuel ?? vehicle.fuel ?? "").trim().toLowerCase();
  if (fuel === "ev" || fuel === "bev") return true;
  return fuel.includes("electric") && !fuel.includes("hybrid");
}

/** variant.fuelconsumptioncombined as a positive number of L/100km ('7.5', 7.5, '7.5L/100km'), else null. */
export function combinedConsumption(vehicle: Pick<Vehicle, "variant">): number | null {
  const raw = vehicle.variant.fuelconsumptioncombined;
  const value = typeof raw === "number" ? raw : typeof raw === "string" ? Number.parseFloat(raw) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}

function nonNegative(value: number | undefined, fallback: number): number {
  return value === undefined || !Number.isFinite(value) ? fallback : Math.max(0, value);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The running cost, or null for electric cars (the calculator is hidden). */
export function fuelCost(vehicle: FuelFields, inputs: FuelInputs = {}): FuelCost | null {
  if (isElectric(vehicle)) return null;
  const own = combinedConsumption(vehicle);
  const consumption = nonNegative(inputs.consumption, own ?? DEFAULT_CONSUMPTION);
  const fuelPrice = nonNegative(inputs.fuelPrice, DEFAULT_FUEL_PRICE);
  const kmPerWeek = nonNegative(inputs.kmPerWeek, DEFAULT_KM_PER_WEEK);
  const weekly = (kmPerWeek / 100) * consumption * fuelPrice;
  const yearly = weekly * WEEKS_PER_YEAR;
  return {
    weekly: cents(weekly),
    monthly: cents(yearly / 12),
    yearly: cents(yearly),
    fuelPrice,
    kmPerWeek,
    consumption,
    consumptionIsDefault: inputs.consumption === undefined && own === null,
  };
}
