/** Vehicle names and slugs: plain functions, safe for any bundle. */

import { slugify } from "../lib/slug.ts";

/** The slug a vehicle gets when the feed gives none: year-make-model-badge-id. */
export function deriveVehicleSlug(v: { id: number; year: number; make: string; model: string; badge: string | null }): string {
  return slugify([v.year, v.make, v.model, v.badge ?? "", v.id].join(" "));
}

/** Display title: year make model, e.g. '2021 Toyota HiLux'. The one place a car's title is built. */
export function vehicleTitle(v: { year: number; make: string; model: string }): string {
  return `${v.year} ${v.make} ${v.model}`;
}

/** Title with the badge when there is one: '2021 Toyota HiLux SR5' (page heading, JSON-LD, PDF, demo alt text). */
export function vehicleFullTitle(v: { year: number; make: string; model: string; badge?: string | null }): string {
  return [v.year, v.make, v.model, v.badge?.trim()].filter(Boolean).join(" ");
}

