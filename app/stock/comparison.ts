/**
 * Side-by-side comparison of 2 to 4 cars (spec 000 §4 'Favourite/compare'). The URL carries the
 * cars (/compare?ids=1,2,3), so a comparison can be shared; everything here is pure.
 */

import { formatKm, formatPrice } from "../lib/format.ts";
import { canonicalBodyType, facetLabel } from "./attributes.ts";
import type { Vehicle } from "./vehicle-schema.ts";
import { isInStock } from "./vehicle-status.ts";
import type { VehicleCardConfig } from "./card-config.ts";

export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

/** Car ids from `?ids=1,2,3`: positive integers, de-duplicated, at most MAX_COMPARE, in order. */
export function parseCompareIds(raw: string | null): number[] {
  if (!raw) return [];
  const out: number[] = [];
  for (const part of raw.split(",")) {
    const t = part.trim();
    if (!/^\d{1,15}$/.test(t)) continue;
    const id = Number(t);
    if (id > 0 && !out.includes(id)) out.push(id);
    if (out.length >= MAX_COMPARE) break;
  }
  return out;
}

/** The compare page for these ids (query-string order kept). */
export function compareHref(ids: readonly number[], extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  if (ids.length) q.set("ids", ids.slice(0, MAX_COMPARE).join(","));
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  const s = q.toString().replace(/%2C/g, ",");
  return s ? `/compare?${s}` : "/compare";
}

export type CompareVehicle = Pick<
  Vehicle,
  | "price"
  | "price_type"
  | "car_type"
  | "year"
  | "km"
  | "simple_body"
  | "body"
  | "simple_fuel"
  | "fuel"
  | "simple_transmission"
  | "trans"
  | "simple_drive"
  | "drive"
  | "seats"
  | "doors"
  | "engine_size_litres"
  | "colour"
  | "interior_colour"
  | "stocknum"
  | "status"
  | "reserved"
  | "variant"
>;

export interface CompareRow {
  label: string;
  values: (string | null)[];
  /** More than one distinct value across the cars (a missing value counts as a value). */
  differs: boolean;
}

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;
const STATUS: Record<Vehicle["status"], string> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold", on_hold: "On hold", archived: "Unavailable" };
const cap = (v: string | null | undefined) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : null);

function bodyLabel(body: string | null): string | null {
  const canonical = body ? canonicalBodyType(body) : null;
  return canonical ? facetLabel("body", canonical) : cap(body);
}

function fuelEconomy(v: CompareVehicle): string | null {
  const raw = v.variant?.fuelconsumptioncombined;
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number.parseFloat(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? `${Math.round(n * 10) / 10} L/100km` : null;
}

/** The specification rows compared, in order. `location` is the car's yard name, when known. */
export function compareRows(cars: readonly (CompareVehicle & { location: string | null })[]): CompareRow[] {
  const spec: [string, (v: CompareVehicle & { location: string | null }) => string | null][] = [
    ["Price", (v) => (formatPrice(v.price) ? `${formatPrice(v.price)}${v.price_type ? ` ${v.price_type}` : ""}` : "Enquire for price")],
    ["Availability", (v) => (isInStock(v) && v.reserved ? "Reserved" : STATUS[v.status])],
    ["Condition", (v) => CONDITION[v.car_type]],
    ["Year", (v) => String(v.year)],
    ["Odometer", (v) => formatKm(v.km)],
    ["Body", (v) => bodyLabel(v.simple_body) ?? v.body],
    ["Fuel", (v) => cap(v.simple_fuel) ?? v.fuel],
    ["Fuel economy", fuelEconomy],
    ["Transmission", (v) => cap(v.simple_transmission) ?? v.trans],
    ["Drive", (v) => v.simple_drive?.toUpperCase() ?? v.drive],
    ["Seats", (v) => (v.seats ? String(v.seats) : null)],
    ["Doors", (v) => (v.doors ? String(v.doors) : null)],
    ["Engine", (v) => (v.engine_size_litres ? `${v.engine_size_litres.toFixed(1)} L` : null)],
    ["Colour", (v) => cap(v.colour)],
    ["Interior", (v) => cap(v.interior_colour)],
    ["Location", (v) => v.location],
    ["Stock number", (v) => v.stocknum],
  ];
  return spec
    .map(([label, read]) => {
      const values = cars.map((c) => read(c) ?? null);
      return { label, values, differs: new Set(values.map((v) => v?.toLowerCase() ?? "")).size > 1 };
    })
    .filter((row) => row.values.some((v) => v !== null));
}

/** The slice of a tenant's config a stock card needs (the whole config holds secrets; never send it). */
export function cardConfig(config: VehicleCardConfig): VehicleCardConfig {
  const { certified_program_make, just_arrived_days, fuel_tags, runout_tag_green, show_views, enquire_button_text } = config;
  return { certified_program_make, just_arrived_days, fuel_tags, runout_tag_green, show_views, enquire_button_text };
}
