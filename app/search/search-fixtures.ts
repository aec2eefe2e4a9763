/** Small hand-made stock for the search tests. */

import { deriveVehicleSlug, vehicleSchema, type Vehicle, type VehicleInput } from "../stock/vehicle-schema.ts";
import type { SearchContext } from "./search-document.ts";

/** The tests' clock: 2025-06-15 12:00 UTC. */
export const NOW = new Date("2025-06-15T12:00:00Z");
export const NOW_S = Math.floor(NOW.getTime() / 1000);
export const DAY = 86_400;

export function daysAgoIso(days: number): string {
  return new Date(NOW.getTime() - days * DAY * 1000).toISOString();
}

/** A valid vehicle with sensible defaults; `created_at` defaults to `id` days ago so lower ids are newer. */
export function car(id: number, over: Partial<VehicleInput> = {}): Vehicle {
  const v = vehicleSchema.parse({
    id,
    year: 2020,
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    created_at: daysAgoIso(id),
    price: 20_000,
    km: 50_000,
    location_id: 1,
    dealership_id: 1,
    ...over,
  });
  return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
}

export const CTX: SearchContext = {
  locations: new Map([
    [1, { name: "Brisbane City", slug: "brisbane-city", city: "Brisbane", state: "QLD" }],
    [2, { name: "Gold Coast", slug: "gold-coast", city: "Southport", state: "QLD" }],
    [3, { name: "Sydney North", slug: "sydney-north", city: "Sydney", state: "NSW" }],
  ]),
  dealerships: new Map([
    [1, { name: "Forecourt Toyota", slug: "forecourt-toyota" }],
    [2, { name: "Forecourt Mazda", slug: "forecourt-mazda" }],
  ]),
};

export function ids(hits: readonly { id: number }[]): number[] {
  return hits.map((h) => h.id);
}
