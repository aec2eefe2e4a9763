import { LruCache } from "./lru-cache.ts";
import { parseSearchParams, searchKey } from "./query.ts";

/** Searches kept in the browser (spec 000 §4: results cached per search key, oldest evicted). */
export const SEARCH_CACHE_SIZE = 10;
/** Stock changes during the day; a cached page older than this is fetched again. */
export const SEARCH_CACHE_MAX_AGE_MS = 5 * 60_000;

/** Cache key of a search page URL (path plus canonical search key), or null for an invalid search. */
export function searchPageKey(url: URL): string | null {
  const parsed = parseSearchParams(url.searchParams);
  return parsed.ok ? `${url.pathname.toLowerCase().replace(/\/+$/, "")}?${searchKey(parsed.query)}` : null;
}

export function createSearchCache<V>(): LruCache<string, V> {
  return new LruCache<string, V>(SEARCH_CACHE_SIZE, SEARCH_CACHE_MAX_AGE_MS);
}
