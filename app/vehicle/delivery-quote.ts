/**
 * Delivery calculator (spec 001 §3 'Delivery quote', §5, §8): the price of delivering a car to a
 * shopper's postcode. The tenant's named delivery regions (postcode lists and ranges) win; failing
 * them, distance bands priced by the great-circle distance from the nearest dealer location.
 * The postcode → coordinates lookup is injected, so this stays pure (see postcodes.server.ts).
 */

import type { Location, SiteConfig } from "../tenants/tenant-document.ts";

export const EMPTY_POSTCODE_MESSAGE = "Please enter a postcode.";
export const NO_ESTIMATE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
/** Mean earth radius (spec 000 §9). */
export const EARTH_RADIUS_KM = 6371;

export interface LatLong {
  lat: number;
  long: number;
}

export type PostcodeLookup = (postcode: string) => LatLong | null;

export type DeliveryConfig = Pick<SiteConfig, "delivery_regions" | "delivery_bands">;
/** Anything with a location's coordinates. */
export type DeliveryOrigin = { address: Pick<Location["address"], "lat" | "long"> };

export type DeliveryQuote =
  | { ok: true; price: number; name: string; /** null when a region matched by postcode */ distanceKm: number | null }
  | { ok: false; message: string };

const POSTCODE = /^\d{4}$/;

/** Great-circle distance by the haversine formula. */
export function haversineKm(a: LatLong, b: LatLong): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when `postcode` equals an entry or falls in an inclusive range entry like '4000-4179'. */
export function postcodeInList(postcode: string, entries: readonly string[]): boolean {
  const n = Number(postcode);
  return entries.some((entry) => {
    const [from, to] = entry.split("-");
    if (to === undefined) return entry === postcode;
    const lo = Math.min(Number(from), Number(to));
    const hi = Math.max(Number(from), Number(to));
    return n >= lo && n <= hi;
  });
}

/** The origin closest to `point`, with its distance; null without origins. */
export function nearestOrigin<T extends DeliveryOrigin>(point: LatLong, origins: readonly T[]): { origin: T; distanceKm: number } | null {
  let best: { origin: T; distanceKm: number } | null = null;
  for (const origin of origins) {
    const distanceKm = haversineKm(point, origin.address);
    if (!best || distanceKm < best.distanceKm) best = { origin, distanceKm };
  }
  return best;
}

/**
 * The delivery quote for `rawPostcode`. Regions are tried in the configured order; bands are
 * tried nearest first (sorted by up_to_km, inclusive), measured from the nearest of `origins`
 * (the caller decides which locations dispatch cars, e.g. the visible ones).
 */
export function deliveryQuote(rawPostcode: string, config: DeliveryConfig, origins: readonly DeliveryOrigin[], lookup: PostcodeLookup): DeliveryQuote {
  const postcode = rawPostcode.trim();
  if (postcode === "") return { ok: false, message: EMPTY_POSTCODE_MESSAGE };
  if (!POSTCODE.test(postcode)) return { ok: false, message: NO_ESTIMATE_MESSAGE };

  const region = config.delivery_regions.find((r) => postcodeInList(postcode, r.postcodes));
  if (region) return { ok: true, price: region.price, name: region.name, distanceKm: null };

  if (config.delivery_bands.length === 0) return { ok: false, message: NO_ESTIMATE_MESSAGE };
  const point = lookup(postcode);
  const nearest = point ? nearestOrigin(point, origins) : null;
  if (!nearest) return { ok: false, message: NO_ESTIMATE_MESSAGE };
  const band = [...config.delivery_bands].sort((a, b) => a.up_to_km - b.up_to_km).find((b) => nearest.distanceKm <= b.up_to_km);
  if (!band) return { ok: false, message: NO_ESTIMATE_MESSAGE };
  return { ok: true, price: band.price, name: band.name, distanceKm: nearest.distanceKm };
}
