/**
 * A saved search (issue 16, ADR 048) is a results page's address. These read it back exactly as the results page does
 * (app/search/search-loader.server.ts: the path's filters, the query string through parseSearchParams, both joined by
 * withPathFilters) and run it on the same index, so an alert lists the cars the page would.
 */
import { type SearchQuery } from "../stock/attributes.ts";
import type { StockIndex } from "./engine.ts";
import { parseSearchParams, pathFilters, searchParamsString, withPathFilters, type PathContext } from "./query.ts";
import type { SearchHit } from "./search-document.ts";

/** The longest saved search name (the alerts form says so too). */
export const MAX_SAVED_NAME = 80;

const PREFIX = /^\/(?:search|used-car)(?=\/|$)/;

/** The address to save for a results page: its path and canonical query, without the page number. */
export function savedSearchAddress(path: string, query: SearchQuery): string {
  const qs = searchParamsString({ ...query, page: 1 });
  return qs ? `${path}?${qs}` : path;
}

/** The search an address names, read as the results page reads it; null when the page would answer 404 or 400. */
export function searchFromAddress(address: string, ctx: PathContext): SearchQuery | null {
  let url: URL;
  try {
    url = new URL(address, "http://saved.invalid");
  } catch {
    return null;
  }
  if (url.host !== "saved.invalid" || !PREFIX.test(url.pathname)) return null;
  let segments: string[];
  try {
    segments = decodeURIComponent(url.pathname.replace(PREFIX, "")).split("/").filter(Boolean);
  } catch {
    return null;
  }
  const fromPath = pathFilters(segments, ctx);
  if (!fromPath) return null;
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.ok) return null;
  return withPathFilters({ ...parsed.query, page: 1 }, fromPath);
}

/** The cars a saved search finds now that are for sale (in stock or coming soon), in the page's order; null: not a search. */
export function replaySavedSearch(index: StockIndex, address: string, now: Date): SearchHit[] | null {
  const query = searchFromAddress(address, index.pathContext());
  if (!query) return null;
  const result = index.search(query, now, { hitsPerPage: Math.max(1, index.size), facets: false, collapseSold: false });
  return result.hits.filter((h) => h.status !== "sold");
}

/** How many cars for sale a saved search finds now (the dealer's demand table). */
export function savedSearchCount(index: StockIndex, address: string, now: Date): number | null {
  return replaySavedSearch(index, address, now)?.length ?? null;
}
