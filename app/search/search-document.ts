/**
 * The flat record a vehicle becomes for filtering and faceting, with the filter attributes of
 * spec 000 §3 'Filter attributes'. Tenant `search_filters` expressions are evaluated against it.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { TenantDocument } from "../tenants/tenant-document.ts";
import { PRICE_RANGES, WEEKLY_PRICE_RANGES, bucketLabel, canonicalBodyType } from "../stock/attributes.ts";

export interface SearchLocation {
  name: string;
  slug: string;
  city: string;
  state: string;
}

export interface SearchDealership {
  name: string;
  slug: string;
}

/** What a vehicle's location_id and dealership_id resolve to. */
export interface SearchContext {
  locations: Map<number, SearchLocation>;
  dealerships: Map<number, SearchDealership>;
}

export function searchContextFromTenant(tenant: Pick<TenantDocument, "locations" | "dealerships">): SearchContext {
  return {
    locations: new Map(tenant.locations.map((l) => [l.id, { name: l.name, slug: l.slug, city: l.address.city, state: l.address.state }])),
    dealerships: new Map(tenant.dealerships.map((d) => [d.id, { name: d.name, slug: d.slug }])),
  };
}

export interface SearchDocument {
  id: number;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  item_type: string;
  make: string;
  model: string;
  /** `${make} ${model}`, e.g. 'Toyota HiLux'. */
  make_model: string;
  badge: string | null;
  status: string;
  car_type: string;
  tag: string | null;
  colour: string | null;
  /** simple_body, in the canonical spelling of BODY_TYPES when it is one ('SUV' → 'suv'). */
  body: string | null;
  /** simple_drive, else drive. */
  drive: string | null;
  /** simple_fuel, else fuel. */
  fuel: string | null;
  /** simple_transmission, else trans. */
  transmission: string | null;
  seats: number | null;
  year: number;
  price: number | null;
  km: number | null;
  subscription_price: number | null;
  /** Weekly estimate, see `weeklyPrice`. */
  weekly_price: number | null;
  price_range: string | null;
  weekly_price_range: string | null;
  /** 'true' or 'false'. */
  certified: "true" | "false";
  created_at_timestamp: number;
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
  location_id: number | null;
  location_name: string | null;
  location_slug: string | null;
  city: string | null;
  state: string | null;
  dealership_id: number | null;
  dealership_name: string | null;
  dealership_slug: string | null;
}

/** Weeks in the 5-year term of the weekly estimate. */
export const WEEKLY_TERM_WEEKS = 260;

/**
 * Weekly price estimate: the price spread evenly over 5 years of weekly payments (price / 260,
 * rounded to whole dollars), no interest and no deposit. Null without a positive price.
 * It is only a filtering aid for the 'weekly budget' facet, not a finance quote.
 */
export function weeklyPrice(price: number | null): number | null {
  return price !== null && price > 0 ? Math.round(price / WEEKLY_TERM_WEEKS) : null;
}

function clean(s: string | null | undefined): string | null {
  if (s === null || s === undefined) return null;
  const t = s.trim();
  return t ? t : null;
}

export function toSearchDocument(v: Vehicle, ctx: SearchContext): SearchDocument {
  const location = v.location_id !== null ? ctx.locations.get(v.location_id) : undefined;
  const dealership = v.dealership_id !== null ? ctx.dealerships.get(v.dealership_id) : undefined;
  const simpleBody = clean(v.simple_body);
  const weekly = weeklyPrice(v.price);
  const created = Date.parse(v.created_at);
  return {
    id: v.id,
    stocknum: clean(v.stocknum),
    vin: clean(v.vin),
    regplate: clean(v.regplate),
    item_type: v.item_type,
    make: v.make,
    model: v.model,
    make_model: `${v.make} ${v.model}`,
    badge: clean(v.badge),
    status: v.status,
    car_type: v.car_type,
    tag: clean(v.tag),
    colour: clean(v.colour),
    body: canonicalBodyType(simpleBody) ?? simpleBody,
    drive: clean(v.simple_drive) ?? clean(v.drive),
    fuel: clean(v.simple_fuel) ?? clean(v.fuel),
    transmission: clean(v.simple_transmission) ?? clean(v.trans),
    seats: v.seats,
    year: v.year,
    price: v.price,
    km: v.km,
    subscription_price: v.subscription_price,
    weekly_price: weekly,
    price_range: bucketLabel(PRICE_RANGES, v.price),
    weekly_price_range: bucketLabel(WEEKLY_PRICE_RANGES, weekly),
    certified: v.certified ? "true" : "false",
    created_at_timestamp: Number.isFinite(created) ? Math.floor(created / 1000) : 0,
    sold_date_timestamp: v.sold_date_timestamp,
    show_on_dealer_website: v.show_on_dealer_website,
    location_id: v.location_id,
    location_name: location?.name ?? null,
    location_slug: location?.slug ?? null,
    city: location?.city ?? null,
    state: location?.state ?? null,
    dealership_id: v.dealership_id,
    dealership_name: dealership?.name ?? null,
    dealership_slug: dealership?.slug ?? null,
  };
}

/** A search hit: the vehicle as stored, plus where it is. Shared between responses: treat as read-only. */
export type SearchHit = Vehicle & {
  location_name: string | null;
  location_slug: string | null;
  city: string | null;
  state: string | null;
  dealership_name: string | null;
  dealership_slug: string | null;
};

export function toSearchHit(v: Vehicle, doc: SearchDocument): SearchHit {
  return {
    ...v,
    location_name: doc.location_name,
    location_slug: doc.location_slug,
    city: doc.city,
    state: doc.state,
    dealership_name: doc.dealership_name,
    dealership_slug: doc.dealership_slug,
  };
}
