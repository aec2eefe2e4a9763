/**
 * Favourites: the cars a shopper marks with the heart, kept in this browser without signing in (spec 000 §4
 * 'Favourite/compare'); the compare page reads them. Not the watchlist, which is a signed-in shopper's list on the
 * server (accounts/watchlist.server.ts); see docs/glossary.md. Other tabs stay in step through the storage event.
 */

import { browserStore, parseJson, useBrowserStore } from "../lib/browser-store.ts";

/** The storage key keeps its first name, so shoppers keep the favourites they already have. */
export const FAVOURITES_KEY = "forecourt:saved-vehicles";
const MAX_FAVOURITES = 100;

const EMPTY: readonly number[] = Object.freeze([]);

/** Parses the stored list; anything malformed reads as empty. */
export function parseFavourites(raw: string | null): readonly number[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return EMPTY;
  return value.filter((x): x is number => Number.isSafeInteger(x) && x > 0).slice(0, MAX_FAVOURITES);
}

/** The list with `id` added (newest first) or removed. */
export function toggleFavouriteId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [id, ...ids].slice(0, MAX_FAVOURITES);
}

const store = browserStore(FAVOURITES_KEY, parseFavourites, EMPTY);

/** The favourite car ids, newest first (empty on the server and in the first render). */
export const getFavourites = store.get;
export const useFavourites = (): readonly number[] => useBrowserStore(store);

export function toggleFavourite(id: number): void {
  store.update((ids) => toggleFavouriteId(ids, id));
}
