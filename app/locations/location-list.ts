/**
 * Which locations a locations page lists, in which order (spec 000 §2 'Locations'): only visible ones,
 * by name unless the tenant sets its own order, filtered by what a location does (sales, service,
 * parts) or by dealership. Pure.
 */

import type { Location } from "../tenants/tenant-document.ts";

export const LOCATION_FILTERS = ["all", "sales", "service", "parts"] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

export const FILTER_LABELS: Record<LocationFilter, string> = { all: "All locations", sales: "Sales", service: "Service", parts: "Parts" };

type Listed = Pick<Location, "name" | "slug" | "visible" | "location_type" | "location_subtype" | "dealership_id">;

/** What a location does: its type plus any of sales/service/parts among its subtypes. */
export function locationRoles(location: Pick<Location, "location_type" | "location_subtype">): Exclude<LocationFilter, "all">[] {
  const words = [location.location_type, ...location.location_subtype.map((s) => s.toLowerCase())];
  return (["sales", "service", "parts"] as const).filter((role) => words.some((w) => w === role || w.split(/[^a-z]+/).includes(role)));
}

/** The `?type=` of a locations page; anything else is every location. */
export function parseLocationFilter(value: string | null): LocationFilter | null {
  if (value === null || value === "") return "all";
  return (LOCATION_FILTERS as readonly string[]).includes(value) ? (value as LocationFilter) : null;
}

/** Visible locations, in the tenant's order (slugs first, as listed) and then by name, narrowed by role and dealership. */
export function listLocations<T extends Listed>(locations: readonly T[], options: { filter?: LocationFilter; order?: readonly string[]; dealershipId?: number | null } = {}): T[] {
  const { filter = "all", order = [], dealershipId = null } = options;
  const rank = (l: T) => {
    const i = order.indexOf(l.slug);
    return i === -1 ? order.length : i;
  };
  return locations
    .filter((l) => l.visible)
    .filter((l) => filter === "all" || locationRoles(l).includes(filter))
    .filter((l) => dealershipId === null || l.dealership_id === dealershipId)
    .toSorted((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "en-AU"));
}

/** The role filters worth offering: 'all' plus each role at least one visible location has, when more than one is present. */
export function availableFilters(locations: readonly Listed[]): LocationFilter[] {
  const roles = new Set(locations.filter((l) => l.visible).flatMap((l) => locationRoles(l)));
  const present = (["sales", "service", "parts"] as const).filter((r) => roles.has(r));
  return present.length > 1 ? ["all", ...present] : [];
}
