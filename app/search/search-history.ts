/**
 * Search history (spec 000 §3 'Stored user details', §9): the last 5 searches that had filters,
 * kept in the browser. The list maths is pure; `readSearchHistory`/`rememberSearch` touch storage.
 */

import { type FacetAttribute, type FacetSelections, type SearchQuery, DEFAULT_SORT, FACET_ATTRIBUTES, facetLabel } from "../stock/attributes.ts";
import { searchUrl } from "./query.ts";
import { formatNumber } from "../lib/format.ts";
import { browserStore, parseJson } from "../lib/browser-store.ts";

export const SEARCH_HISTORY_SIZE = 5;
export const SEARCH_HISTORY_KEY = "forecourt:search-history";

export interface SearchHistoryEntry {
  /** Path plus query string, without page or sort. */
  url: string;
  label: string;
}

/** A stored entry as this module writes it (a hand check, not zod: the results page ships this module, ADR 051). */
function isEntry(e: unknown): e is SearchHistoryEntry {
  if (typeof e !== "object" || e === null || Array.isArray(e)) return false;
  const { url, label } = e as Record<string, unknown>;
  return typeof url === "string" && url.startsWith("/") && url.length <= 2000 && typeof label === "string" && label.length <= 300;
}

/** True when the search narrows anything: path filters, chosen values, ranges or text. */
export function hasFilters(query: SearchQuery, pathFacets: FacetSelections): boolean {
  const chosen = (f: FacetSelections) => Object.values(f).some((v) => v && v.length > 0);
  return query.query.trim() !== "" || chosen(query.facets) || chosen(pathFacets) || Object.keys(query.ranges).length > 0;
}

/** The URL remembered for a search: its path and filters; page and sort are left out. */
export function historyUrl(path: string, query: SearchQuery): string {
  return searchUrl(path, { ...query, page: 1, sortBy: DEFAULT_SORT });
}

const money = (n: number) => `$${formatNumber(n)}`;

function rangeText(min: number | undefined, max: number | undefined, fmt: (n: number) => string): string {
  if (min !== undefined && max !== undefined) return `${fmt(min)}–${fmt(max)}`;
  if (min !== undefined) return `${fmt(min)}+`;
  return `up to ${fmt(max!)}`;
}

/** A short description: 'Toyota, SUV · $10,000–$30,000 · “hilux”'. `effective` includes path filters. */
export function describeSearch(effective: SearchQuery): string {
  const parts: string[] = [];
  const values: string[] = [];
  for (const a of FACET_ATTRIBUTES as readonly FacetAttribute[]) for (const v of effective.facets[a] ?? []) values.push(facetLabel(a, v));
  if (values.length) parts.push(values.join(", "));
  const { price, km, year } = effective.ranges;
  if (price) parts.push(rangeText(price.min, price.max, money));
  if (km) parts.push(`${rangeText(km.min, km.max, (n) => formatNumber(n))} km`);
  if (year) parts.push(rangeText(year.min, year.max, String));
  if (effective.query.trim()) parts.push(`“${effective.query.trim()}”`);
  const text = parts.join(" · ") || "All stock";
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Newest first, no duplicate URLs, at most `size`. */
export function addToHistory(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry, size = SEARCH_HISTORY_SIZE): SearchHistoryEntry[] {
  return [entry, ...list.filter((e) => e.url !== entry.url)].slice(0, size);
}

/** Parses stored history; anything malformed reads as empty. */
export function parseSearchHistory(raw: string | null): SearchHistoryEntry[] {
  const parsed = parseJson(raw);
  if (!Array.isArray(parsed) || parsed.length > 50 || !parsed.every(isEntry)) return [];
  return parsed.slice(0, SEARCH_HISTORY_SIZE).map(({ url, label }) => ({ url, label }));
}

const store = browserStore(SEARCH_HISTORY_KEY, parseSearchHistory, []);

export function readSearchHistory(): SearchHistoryEntry[] {
  return store.get();
}

/** Records a search and answers the updated list. Storage failures (private mode, quota) are ignored: history is a convenience. */
export function rememberSearch(entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const list = addToHistory(readSearchHistory(), entry);
  store.set(list);
  return list;
}
