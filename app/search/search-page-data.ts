/**
 * Pure helpers of the search results page (spec 000 §2 'Search results page', 'Other blocks'
 * breadcrumbs; §3 promo node): breadcrumbs, which promos are live, where promo cards go in the
 * grid, where a changed search should navigate, page links and the ItemList JSON-LD.
 */

import { type PackedRows, packRows, unpackRows } from "../lib/packed-rows.ts";
import type { SiteConfig, Promo } from "../tenants/tenant-document.ts";
import { type FacetAttribute, type FacetSelections, type SearchQuery, RANGE_ATTRIBUTES, facetLabel } from "../stock/attributes.ts";
import { SLIDER_ROUNDING } from "./filter-options.ts";
import { searchUrl } from "./query.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import { dateIn, DEFAULT_TIME_ZONE } from "../lib/time-zones.ts";

/** The path segment that names every car type (the 'all stock' page). */
export const ALL_STOCK_SEGMENT = "new-used-and-demo-cars";

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

const CAR_TYPE_WORDS: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };
/** 'New & Demo Cars', 'Used Bikes', … in the order new, used, demo; `many` is the tenant's noun in title case. */
export function carTypesLabel(types: readonly string[], many = "Cars"): string {
  const words = ["new", "used", "demo"].filter((t) => types.some((x) => x.toLowerCase() === t)).map((t) => CAR_TYPE_WORDS[t]);
  if (words.length === 0 || words.length === 3) return `New, Used & Demo ${many}`;
  return `${words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} & ${words[words.length - 1]}`} ${many}`;
}

/**
 * Home, then the all-stock page, then the make (on a make/model page), then the current page.
 * `segments` are the path segments after the stock base, `pathFacets` what they resolved to.
 */
export function searchBreadcrumbs(base: string, segments: readonly string[], pathFacets: FacetSelections, many = "Cars"): Crumb[] {
  const allStock = carTypesLabel([], many);
  const home: Crumb = { label: "Home", href: "/" };
  const segs = segments.map((s) => s.trim().toLowerCase()).filter(Boolean);
  const first = (a: FacetAttribute) => pathFacets[a]?.[0];
  const all: Crumb = { label: allStock, href: `${base}/${ALL_STOCK_SEGMENT}` };
  const make = first("make");
  const model = first("model");
  if (make && model) return [home, all, { label: make, href: `${base}/${segs[0]}` }, { label: `${make} ${model}` }];
  if (make) return [home, all, { label: make }];
  if (pathFacets.car_type?.length) return [home, all, { label: carTypesLabel(pathFacets.car_type, many) }];
  const body = first("body");
  if (body) return [home, all, { label: capitalise(facetLabel("body", body)) }];
  const place = first("location_name") ?? first("dealership_name");
  if (place) return [home, all, { label: place }];
  return [home, { label: allStock }];
}

/** A body outside the allowed body types ('motorcycle') is labelled by its value: capitalised for a heading. */
const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

const ALL_CAR_TYPES = ["new", "used", "demo"] as const;

/**
 * Promos live on `now` (start and expiry inclusive, as dates in `timeZone`) for the page's car
 * types (none given: every type). A promo shows when any of the page's types is in its display
 * list; with strictDisplay only when all of them are. Sorted by position.
 */
export function activePromos(config: Pick<SiteConfig, "promos">, now: Date, carTypes: readonly string[], timeZone = DEFAULT_TIME_ZONE): Promo[] {
  const today = dateIn(now, timeZone);
  const types = carTypes.length ? carTypes.map((t) => t.toLowerCase()) : [...ALL_CAR_TYPES];
  return config.promos
    .filter((p) => p.start <= today && today <= p.expiry)
    .filter((p) => {
      const shown = (t: string) => (p.display as readonly string[]).includes(t);
      return p.strictDisplay ? types.every(shown) : types.some(shown);
    })
    .sort((a, b) => a.position - b.position);
}

export type GridItem<T> = { kind: "vehicle"; vehicle: T; index: number } | { kind: "promo"; promo: Promo };

/** A small deterministic generator (mulberry32), so a 'random' slot is the same on server and browser. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The grid: vehicles with promo cards inserted at their zero-based positions (past the end: last).
 * `mode` 'random' picks each slot from `seed` instead (derive the seed from loader data, never
 * from the clock, so server and browser agree). No vehicles: no promos.
 */
export function placePromos<T>(vehicles: readonly T[], promos: readonly Promo[], mode: SiteConfig["promo_position"], seed: number): GridItem<T>[] {
  const items: GridItem<T>[] = vehicles.map((vehicle, index) => ({ kind: "vehicle", vehicle, index }));
  if (vehicles.length === 0) return items;
  const random = seeded(seed);
  for (const promo of promos) {
    const slot = mode === "random" ? Math.floor(random() * (items.length + 1)) : Math.min(promo.position, items.length);
    items.splice(slot, 0, { kind: "promo", promo });
  }
  return items;
}

function sameValues(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  const x = new Set((a ?? []).map((v) => v.toLowerCase()));
  const y = new Set((b ?? []).map((v) => v.toLowerCase()));
  return x.size === y.size && [...x].every((v) => y.has(v));
}

/**
 * Where a search should go: the current path when the search still names exactly the path's own
 * filters (they then stay in the path, not the query), else the all-stock page with every filter
 * in the query. `effective` is the whole search, path filters included.
 */
export function searchTarget(base: string, path: string, pathFacets: FacetSelections, effective: SearchQuery): string {
  const attrs = Object.keys(pathFacets) as FacetAttribute[];
  if (attrs.every((a) => sameValues(effective.facets[a], pathFacets[a]))) {
    const facets = { ...effective.facets };
    for (const a of attrs) delete facets[a];
    return searchUrl(path, { ...effective, facets });
  }
  return searchUrl(`${base}/${ALL_STOCK_SEGMENT}`, effective);
}

/** The results page's meta description: how many vehicles match, what they are and where. */
export function searchDescription(heading: string, count: number, dealerName: string): string {
  const what = count === 0 ? `No ${heading} in stock right now` : `${count.toLocaleString("en-AU")} ${heading}`;
  return `${what} at ${dealerName}. Compare prices, kilometres and features, see photos and enquire online.`;
}

/** schema.org ItemList of the listed vehicles, for a <script type="application/ld+json">. */
export function itemListJsonLd(
  vehicles: readonly { slug: string; year: number; make: string; model: string }[],
  origin: string,
  firstPosition: number,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: vehicles.map((v, i) => ({
      "@type": "ListItem",
      position: firstPosition + i,
      url: `${origin}/cars/${v.slug}`,
      name: vehicleTitle(v),
    })),
  };
}

/** The no-JavaScript inputs of a range filter: `price_min` and `price_max` fold into `price=min:max`. */
export const RANGE_MIN_SUFFIX = "_min";
export const RANGE_MAX_SUFFIX = "_max";

/**
 * A filter form's query string made canonical, or null when it already is. A GET form without
 * JavaScript sends every field ('All' as `make=`): empty ones are dropped. Its range inputs
 * (`price_min`, `price_max`) fold into one `price=min:max`, each side rounded to the nearest 1000
 * like the slider's (spec 000 §5), the two swapped if given the wrong way round; a side that is not
 * a number is passed on as typed, for the parser to refuse. Other parameters keep their order.
 */
export function cleanFormParams(params: URLSearchParams): string | null {
  const all = [...params];
  let changed = false;
  const kept: [string, string][] = [];
  const folded = new Map<string, { min?: string; max?: string; at: number }>();
  for (const [k, v] of all) {
    if (v.trim() === "") {
      changed = true;
      continue;
    }
    const side = k.endsWith(RANGE_MIN_SUFFIX) ? "min" : k.endsWith(RANGE_MAX_SUFFIX) ? "max" : null;
    const attribute = side ? k.slice(0, -RANGE_MIN_SUFFIX.length) : "";
    if (side && (RANGE_ATTRIBUTES as readonly string[]).includes(attribute)) {
      changed = true;
      const entry = folded.get(attribute) ?? { at: kept.length };
      entry[side] = v.trim();
      folded.set(attribute, entry);
      kept.push(["", ""]); // a placeholder keeps the range where its first input was
      continue;
    }
    kept.push([k, v]);
  }
  if (!changed) return null;
  const round = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const n = Number(text.replace(/[$,\s]/g, ""));
    return Number.isFinite(n) ? Math.round(n / SLIDER_ROUNDING) * SLIDER_ROUNDING : text;
  };
  for (const [attribute, { min, max, at }] of folded) {
    let lo = round(min);
    let hi = round(max);
    if (typeof lo === "number" && typeof hi === "number" && lo > hi) [lo, hi] = [hi, lo];
    kept[at] = [attribute, `${lo ?? ""}:${hi ?? ""}`];
  }
  const enc = (s: string) => encodeURIComponent(s).replace(/%20/g, "+").replace(/%3A/gi, ":").replace(/%2C/gi, ",");
  return kept
    .filter(([k]) => k !== "")
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join("&");
}

/**
 * Where a results page stands in its list: the 'showing 22–42' range, or out of range when the URL asks for a page past
 * the last one (a stale link or a typed `?page=999`). An out-of-range page answers 404 with links to the first and last
 * pages, never 'showing 20,959–1,384' beside an empty list. A search that finds nothing is not out of range: it shows
 * the empty state on any page.
 */
export type PagePosition = { kind: "in-range"; first: number; last: number } | { kind: "empty" } | { kind: "out-of-range"; lastPage: number };

export function pagePosition(result: { count: number; page: number; pages: number }, pageSize: number): PagePosition {
  if (result.count === 0) return { kind: "empty" };
  if (result.page > result.pages) return { kind: "out-of-range", lastPage: result.pages };
  return { kind: "in-range", first: (result.page - 1) * pageSize + 1, last: Math.min(result.count, result.page * pageSize) };
}

/** The results page's data as it is sent: its cards packed (app/lib/packed-rows.ts). */
export type PackedSearchPage<T extends { result: { hits: object[] } }> = Omit<T, "result"> & { result: Omit<T["result"], "hits"> & { hits: PackedRows<T["result"]["hits"][number]> } };

/** Packs a results page's cards for the page's data: ~5 KB less hydration data for 21 cards (issue 15). */
export function packSearchPage<T extends { result: { hits: object[] } }>(page: T): PackedSearchPage<T> {
  return { ...page, result: { ...page.result, hits: packRows(page.result.hits) } } as PackedSearchPage<T>;
}

export function unpackSearchPage<T extends { result: { hits: object[] } }>(page: PackedSearchPage<T>): T {
  return { ...page, result: { ...page.result, hits: unpackRows(page.result.hits) } } as unknown as T;
}
