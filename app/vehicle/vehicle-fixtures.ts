/** Small hand-made vehicles, config and locations for the vehicle page tests. */

import { deriveVehicleSlug, vehicleSchema, type Vehicle, type VehicleInput } from "../stock/vehicle-schema.ts";
import { locationSchema, siteConfigSchema, type Location, type SiteConfig } from "../tenants/tenant-document.ts";

/** A valid used 2020 Toyota Corolla at $20,000 unless overridden. */
export function vehicle(over: Partial<VehicleInput> = {}): Vehicle {
  const v = vehicleSchema.parse({
    id: 101,
    year: 2020,
    make: "Toyota",
    model: "Corolla",
    car_type: "used",
    created_at: "2025-06-01T00:00:00Z",
    price: 20_000,
    km: 50_000,
    ...over,
  });
  return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
}

export function config(over: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse(over);
}

/** Lender record with the schema's defaults filled in. */
export function financeConfig(lender: Record<string, unknown> | null = {}, over: Record<string, unknown> = {}): SiteConfig {
  return config({
    finance: {
      provider: "acme",
      lenders: lender ? { acme: { interestRate: 8.99, comparisonRate: 9.49, ...lender } } : {},
      ...over,
    },
  });
}

export function location(over: Partial<Record<keyof Location, unknown>> & { lat?: number; long?: number } = {}): Location {
  const { lat = -27.4698, long = 153.0251, ...rest } = over;
  return locationSchema.parse({
    id: 1,
    name: "Brisbane City",
    slug: "brisbane-city",
    address: { street: "1 Queen St", city: "Brisbane", state: "QLD", postcode: "4000", lat, long },
    contact_detail: { phone: "+61 7 3821 4000" },
    ...rest,
  });
}
