/**
 * The search URL contract, shared by browser and server (spec 000 §2 'Search results page', §4
 * 'Search state'): `query`, `page` (1-based), `sortBy`, one repeated parameter per chosen facet
 * value (`make=Toyota&make=Mazda`) and ranges as `min:max` with either side optional
 * (`price=10000:30000`, `km=:50000`). `year` and `seats` take both facet values (`year=2020`)
 * and a range (`year=2015:2020`). Unknown parameters (utm_source, …) are ignored; empty values
 * (the 'All' option) mean no filter.
 */

import { slugify } from "../lib/slug.ts";
import { type FilterNode, countFilterValues } from "../lib/filter-expression.ts";
import {
  type FacetAttribute,
  type FacetSelections,
  type NumericRange,
  type RangeAttribute,
  type RangeSelections,
  type SearchQuery,
  type SortOption,
  DEFAULT_SORT,
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  SORT_OPTIONS,
  emptyQuery,
} from "../stock/attributes.ts";

export const MAX_QUERY_LENGTH = 200;
export const MAX_VALUE_LENGTH = 100;
export const MAX_PAGE = 100_000;

/**
 * Bounds of the filter state. Every page a search renders (chips, hidden form fields, page links)
 * and every search's work grows with the number of chosen values, so a URL may only choose so
 * many: per attribute (the longest option list the filters offer is 40 dealerships, and a
 * shopper ticking every make of a big group stays under it), in all, and in characters.
 */
export const MAX_VALUES_PER_FACET = 40;
export const MAX_FILTER_VALUES = 80;
export const MAX_FILTER_CHARS = 2_000;

/** Chosen values past the bounds: left out of the query (pages say so; the JSON API refuses them). */
export interface DroppedFilters {
  count: number;
  /** Which bound was passed first, e.g. 'make has more than 40 values'. */
  message: string;
}

export type ParseSearchResult = { ok: true; query: SearchQuery; dropped: DroppedFilters | null } | { ok: false; message: string };

const numberPattern = "-?\\d+(?:\\.\\d+)?";
const rangePattern = new RegExp(`^(${numberPattern})?:(${numberPattern})?$`);

const RANGE_SET = new Set<string>(RANGE_ATTRIBUTES);
const FACET_SET = new Set<string>(FACET_ATTRIBUTES);

class Invalid extends Error {}

// Hand checks rather than zod: this module reaches every shopper page's bundle (ADR 051). Same rules, same messages.
function parseText(value: string): string {
  const text = value.trim();
  if (text.length > MAX_QUERY_LENGTH) throw new Invalid(`query must be at most ${MAX_QUERY_LENGTH} characters`);
  return text;
}

function parsePage(value: string): number {
  if (!/^\d+$/.test(value)) throw new Invalid("page must be a whole number of 1 or more");
  const page = Number(value);
  if (page < 1) throw new Invalid("page must be a whole number of 1 or more");
  if (page > MAX_PAGE) throw new Invalid(`page must be at most ${MAX_PAGE}`);
  return page;
}

const SORT_SET = new Set<string>(SORT_OPTIONS);

function parseSort(value: string): SortOption {
  if (!SORT_SET.has(value)) throw new Invalid(`sortBy must be one of ${SORT_OPTIONS.join(", ")}`);
  return value as SortOption;
}

function checkFacetValue(key: string, value: string): void {
  if (value.length > MAX_VALUE_LENGTH) throw new Invalid(`${key} values must be at most ${MAX_VALUE_LENGTH} characters`);
}

function single(params: URLSearchParams, key: string): string | undefined {
  const all = params.getAll(key).filter((v) => v.trim() !== "");
  if (all.length > 1) throw new Invalid(`${key} must be given once`);
  return all[0];
}

function parseRange(attribute: string, text: string): NumericRange | null {
  const compact = text.replace(/\s+/g, "");
  const m = rangePattern.exec(compact);
  if (!m) throw new Invalid(`${attribute} must be a range like 10000:30000 (either side may be left out), not "${text}"`);
  const range: NumericRange = {};
  if (m[1] !== undefined) range.min = Number(m[1]);
  if (m[2] !== undefined) range.max = Number(m[2]);
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    throw new Invalid(`${attribute} range ${text} has its minimum above its maximum`);
  return range.min === undefined && range.max === undefined ? null : range;
}

/**
 * Parses search parameters; never throws. Malformed input is an error; chosen values past the
 * bounds (MAX_VALUES_PER_FACET, MAX_FILTER_VALUES, MAX_FILTER_CHARS, in URL order) are left out
 * and reported in `dropped`.
 */
export function parseSearchParams(params: URLSearchParams): ParseSearchResult {
  try {
    const query = emptyQuery();
    const text = single(params, "query");
    if (text !== undefined) query.query = parseText(text);
    const page = single(params, "page");
    if (page !== undefined) query.page = parsePage(page.trim());
    const sort = single(params, "sortBy");
    if (sort !== undefined) query.sortBy = parseSort(sort.trim());

    const facets: FacetSelections = {};
    const ranges: RangeSelections = {};
    let total = 0;
    let chars = 0;
    let dropped: DroppedFilters | null = null;
    const drop = (message: string) => {
      if (dropped) dropped.count++;
      else dropped = { count: 1, message };
    };
    for (const key of new Set(params.keys())) {
      const isFacet = FACET_SET.has(key);
      const isRange = RANGE_SET.has(key);
      if (!isFacet && !isRange) continue;
      const values = params
        .getAll(key)
        .map((v) => v.trim())
        .filter((v) => v !== "");
      const rangeValues = isRange ? values.filter((v) => !isFacet || v.includes(":")) : [];
      const facetValues = isFacet ? values.filter((v) => !isRange || !v.includes(":")) : [];
      if (rangeValues.length > 1) throw new Invalid(`${key} range must be given once`);
      if (rangeValues.length) {
        const range = parseRange(key, rangeValues[0]);
        if (range) ranges[key as RangeAttribute] = range;
      }
      const seen = new Set<string>();
      const kept: string[] = [];
      for (const v of facetValues) {
        checkFacetValue(key, v);
        const k = v.toLowerCase();
        if (seen.has(k)) continue;
        seen.add(k);
        if (kept.length >= MAX_VALUES_PER_FACET) drop(`${key} has more than ${MAX_VALUES_PER_FACET} values`);
        else if (total >= MAX_FILTER_VALUES) drop(`more than ${MAX_FILTER_VALUES} filter values in all`);
        else if (chars + v.length > MAX_FILTER_CHARS) drop(`filter values longer than ${MAX_FILTER_CHARS} characters in all`);
        else {
          kept.push(v);
          total++;
          chars += v.length;
        }
      }
      if (kept.length) facets[key as FacetAttribute] = kept;
    }
    query.facets = facets;
    query.ranges = ranges;
    return { ok: true, query, dropped };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, message: e.message };
    throw e;
  }
}

/** The bounds in words, for the JSON API's 400s. */
export const FILTER_BOUNDS_TEXT = `at most ${MAX_VALUES_PER_FACET} values per filter, ${MAX_FILTER_VALUES} in all and ${MAX_FILTER_CHARS} characters in all`;

/** Why a parsed filter expression (multi-search) passes the same bounds as a URL, or null when it does not. */
export function filterBoundsError(node: FilterNode | null): string | null {
  const { total, byAttribute } = countFilterValues(node);
  for (const [attribute, n] of byAttribute)
    if (n > MAX_VALUES_PER_FACET) return `filter names more than ${MAX_VALUES_PER_FACET} values of ${attribute} (${FILTER_BOUNDS_TEXT})`;
  if (total > MAX_FILTER_VALUES) return `filter names more than ${MAX_FILTER_VALUES} values in all (${FILTER_BOUNDS_TEXT})`;
  return null;
}

/** A change to apply to a search. Anything but `page` sends the search back to page 1. */
export interface SearchChange {
  query?: string;
  page?: number;
  sortBy?: SortOption;
  /** Replaces the values of the given attributes; null or [] clears one. */
  facets?: Partial<Record<FacetAttribute, readonly string[] | null>>;
  /** Replaces the given ranges; null clears one. */
  ranges?: Partial<Record<RangeAttribute, NumericRange | null>>;
  /** Clears every facet value and range first (the Clear Filters button). */
  clearFilters?: boolean;
}

export function applySearchChange(query: SearchQuery, change: SearchChange): SearchQuery {
  const facets: FacetSelections = change.clearFilters ? {} : { ...query.facets };
  const ranges: RangeSelections = change.clearFilters ? {} : { ...query.ranges };
  for (const [k, v] of Object.entries(change.facets ?? {}) as [FacetAttribute, readonly string[] | null][]) {
    if (v && v.length) facets[k] = [...v];
    else delete facets[k];
  }
  for (const [k, v] of Object.entries(change.ranges ?? {}) as [RangeAttribute, NumericRange | null][]) {
    if (v && (v.min !== undefined || v.max !== undefined)) ranges[k] = { ...v };
    else delete ranges[k];
  }
  const filtersChanged =
    change.clearFilters || change.facets !== undefined || change.ranges !== undefined || change.query !== undefined || change.sortBy !== undefined;
  return {
    query: change.query !== undefined ? change.query.trim() : query.query,
    sortBy: change.sortBy ?? query.sortBy,
    facets,
    ranges,
    page: change.page ?? (filtersChanged ? 1 : query.page),
  };
}

/** Toggles one facet value (for checkbox lists). */
export function toggleFacetValue(query: SearchQuery, attribute: FacetAttribute, value: string): SearchChange {
  const current = query.facets[attribute] ?? [];
  const has = current.some((v) => v.toLowerCase() === value.toLowerCase());
  return { facets: { [attribute]: has ? current.filter((v) => v.toLowerCase() !== value.toLowerCase()) : [...current, value] } };
}

/**
 * The parameter with which a filter chip removes its filter without JavaScript: the chips are
 * buttons of one GET form that carries the search once (`?make=Ford&make=Kia&remove=make:Kia`),
 * rather than links that would each repeat the whole search. The page answers with a redirect.
 */
export const REMOVE_PARAM = "remove";

/** One removable filter of a search: the text, a facet value or a range. */
export type ActiveFilter =
  | { kind: "query"; token: string; value: string }
  | { kind: "facet"; token: string; attribute: FacetAttribute; value: string }
  | { kind: "range"; token: string; attribute: RangeAttribute; range: NumericRange };

/** The search's removable filters in display order, each with its `remove` token (`query`, `make:Kia`, `price`). */
export function activeFilters(query: SearchQuery): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  if (query.query) out.push({ kind: "query", token: "query", value: query.query });
  for (const attribute of FACET_ATTRIBUTES)
    for (const value of query.facets[attribute] ?? []) out.push({ kind: "facet", token: `${attribute}:${value}`, attribute, value });
  for (const attribute of RANGE_ATTRIBUTES) {
    const range = query.ranges[attribute];
    if (range) out.push({ kind: "range", token: attribute, attribute, range });
  }
  return out;
}

/** The change that removes the filter a `remove` token names (null for a token naming nothing). Without its make, a model choice makes no sense: removing the last make drops the model too. */
export function removalChange(query: SearchQuery, token: string): SearchChange | null {
  if (token === "query") return query.query ? { query: "" } : null;
  const colon = token.indexOf(":");
  if (colon < 0) return RANGE_SET.has(token) && query.ranges[token as RangeAttribute] ? { ranges: { [token]: null } } : null;
  const attribute = token.slice(0, colon);
  const value = token.slice(colon + 1).toLowerCase();
  if (!FACET_SET.has(attribute)) return null;
  const current = query.facets[attribute as FacetAttribute] ?? [];
  const rest = current.filter((v) => v.toLowerCase() !== value);
  if (rest.length === current.length) return null;
  return { facets: attribute === "make" && rest.length === 0 ? { make: null, model: null } : { [attribute]: rest } };
}

/** The search with every filter the tokens name removed (tokens naming nothing are ignored). */
export function removeFilters(query: SearchQuery, tokens: readonly string[]): SearchQuery {
  let out = query;
  for (const token of tokens) {
    const change = removalChange(out, token.trim());
    if (change) out = applySearchChange(out, change);
  }
  return out;
}

function encode(s: string): string {
  return encodeURIComponent(s).replace(/%20/g, "+").replace(/%3A/gi, ":").replace(/%2C/gi, ",");
}

function cmpValue(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

/** Canonical query string without '?': query, facets (attribute order of FACET_ATTRIBUTES, values sorted), ranges, sortBy, page. Defaults are left out. */
export function searchParamsString(query: SearchQuery): string {
  const parts: string[] = [];
  if (query.query.trim()) parts.push(`query=${encode(query.query.trim())}`);
  for (const a of FACET_ATTRIBUTES) {
    const values = query.facets[a];
    if (!values) continue;
    const seen = new Set<string>();
    for (const v of [...values].sort(cmpValue)) {
      const t = v.trim();
      if (!t || seen.has(t.toLowerCase())) continue;
      seen.add(t.toLowerCase());
      parts.push(`${a}=${encode(t)}`);
    }
  }
  for (const a of RANGE_ATTRIBUTES) {
    const r = query.ranges[a];
    if (!r || (r.min === undefined && r.max === undefined)) continue;
    parts.push(`${a}=${r.min ?? ""}:${r.max ?? ""}`);
  }
  if (query.sortBy !== DEFAULT_SORT) parts.push(`sortBy=${encode(query.sortBy)}`);
  if (query.page > 1) parts.push(`page=${query.page}`);
  return parts.join("&");
}

/** A canonical URL for `query` after `change` (stable parameter order; changing anything but the page drops `page`). */
export function searchUrl(path: string, query: SearchQuery, change: SearchChange = {}): string {
  const qs = searchParamsString(applySearchChange(query, change));
  return qs ? `${path}?${qs}` : path;
}

/** Cache key of a search: equal for searches that give the same results. */
export function searchKey(query: SearchQuery): string {
  return searchParamsString(query);
}

/** What the index knows that path segments may name (StockIndex#pathContext gives it). */
export interface PathContext {
  makes: readonly string[];
  models: readonly { make: string; model: string }[];
  bodies: readonly string[];
  locations: readonly { slug: string; name: string }[];
  dealerships: readonly { slug: string; name: string }[];
}

export interface PathFilters {
  facets: FacetSelections;
}

const CAR_TYPES = ["new", "used", "demo"] as const;
const CAR_TYPE_PATH = /^(new|used|demo)(?:(?:-and-|-)(new|used|demo))?(?:(?:-and-|-)(new|used|demo))?-cars$/;

function kebab(s: string): string {
  return slugify(s.replace(/([a-z0-9])([A-Z])/g, "$1-$2"));
}

/**
 * Filters named by the path after /search/ (or /used-car/):
 * `new-used-and-demo-cars` (everything), `new-cars`, `used-cars`, `demo-cars`, `new-and-demo-cars`
 * (any combination of the three car types), `{make}`, `{make}/{model}`, `{simple_body}`,
 * `{location-slug}`, `{dealership_slug}` — tried in that order. Slugs compare by `slugify`, so
 * 'mercedes-benz' names Mercedes-Benz and 'cab-chassis' or 'cabchassis' names cabChassis.
 * Returns null for anything unknown (the route answers 404). No segments: no filters.
 */
export function pathFilters(segments: readonly string[], ctx: PathContext): PathFilters | null {
  const segs = segments.map((s) => s.trim().toLowerCase()).filter((s) => s !== "");
  if (segs.length === 0) return { facets: {} };
  if (segs.length > 2) return null;
  const [first, second] = segs;
  if (segs.length === 1) {
    const m = CAR_TYPE_PATH.exec(first);
    if (m) {
      const types = new Set(m.slice(1).filter(Boolean));
      if (types.size === CAR_TYPES.length) return { facets: {} };
      return { facets: { car_type: CAR_TYPES.filter((t) => types.has(t)) } };
    }
  }
  const make = ctx.makes.find((mk) => slugify(mk) === first);
  if (make) {
    if (segs.length === 1) return { facets: { make: [make] } };
    const model = ctx.models.find((p) => slugify(p.make) === first && slugify(p.model) === second);
    return model ? { facets: { make: [model.make], model: [model.model] } } : null;
  }
  if (segs.length > 1) return null;
  const body = ctx.bodies.find((b) => slugify(b) === first || kebab(b) === first);
  if (body) return { facets: { body: [body] } };
  const location = ctx.locations.find((l) => l.slug === first);
  if (location) return { facets: { location_name: [location.name] } };
  const dealership = ctx.dealerships.find((d) => d.slug === first);
  if (dealership) return { facets: { dealership_name: [dealership.name] } };
  return null;
}

/** The query with the path's filters added to its facet selections. */
export function withPathFilters(query: SearchQuery, filters: PathFilters): SearchQuery {
  const facets: FacetSelections = { ...query.facets };
  for (const [k, v] of Object.entries(filters.facets) as [FacetAttribute, string[]][]) {
    const current = facets[k] ?? [];
    const lower = new Set(current.map((x) => x.toLowerCase()));
    facets[k] = [...current, ...v.filter((x) => !lower.has(x.toLowerCase()))];
  }
  return { ...query, facets };
}
