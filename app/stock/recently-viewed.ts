/**
 * Recently viewed cars, kept in the browser (spec 001 §3 'Viewed-car local record': id, stocknum,
 * make, model, body, simple_body). The vehicle page records a view; the home and search pages
 * offer them back as a 'Recently viewed' strip. A browserStore
 * (lib/browser-store.ts): storage may be missing, full or hold garbage, and that never breaks a page.
 */

import { browserStore, parseJson, useBrowserStore } from "../lib/browser-store.ts";

export const RECENTLY_VIEWED_KEY = "forecourt:recently-viewed";
export const MAX_RECENTLY_VIEWED = 12;

export interface ViewedCar {
  id: number;
  stocknum: string | null;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

type ViewedSource = Pick<ViewedCar, "id" | "make" | "model"> & Partial<Pick<ViewedCar, "stocknum" | "body" | "simple_body">>;

const EMPTY: readonly ViewedCar[] = Object.freeze([]);
const text = (v: unknown, max: number): string | null => (typeof v === "string" && v.length <= max ? v : null);

/** The record kept for a car: exactly the spec's fields, whatever else the caller's object has. */
export function viewedRecord(car: ViewedSource): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum ?? null,
    make: car.make,
    model: car.model,
    body: car.body ?? null,
    simple_body: car.simple_body ?? null,
  };
}

/** Parses the stored list; malformed entries are dropped, malformed storage reads as empty. */
export function parseRecentlyViewed(raw: string | null): readonly ViewedCar[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return EMPTY;
  const out: ViewedCar[] = [];
  for (const item of value) {
    if (!item || typeof item !== "object") continue;
    const r = item as Record<string, unknown>;
    const make = text(r.make, 60);
    const model = text(r.model, 80);
    if (!Number.isSafeInteger(r.id) || (r.id as number) <= 0 || !make || !model) continue;
    if (out.some((c) => c.id === r.id)) continue;
    out.push({ id: r.id as number, stocknum: text(r.stocknum, 40), make, model, body: text(r.body, 80), simple_body: text(r.simple_body, 40) });
    if (out.length >= MAX_RECENTLY_VIEWED) break;
  }
  return out;
}

/** The list with `car` first (moved there if it was already in it), capped. */
export function addViewed(list: readonly ViewedCar[], car: ViewedSource): ViewedCar[] {
  const record = viewedRecord(car);
  return [record, ...list.filter((c) => c.id !== record.id)].slice(0, MAX_RECENTLY_VIEWED);
}

const store = browserStore(RECENTLY_VIEWED_KEY, parseRecentlyViewed, EMPTY);

export const getRecentlyViewed = store.get;
/** The recently viewed cars, newest first (empty on the server and in the first render). */
export const useRecentlyViewed = (): readonly ViewedCar[] => useBrowserStore(store);

/**
 * Records that the shopper looked at a car (call it from the vehicle page, in an effect). Accepts
 * the page's vehicle object; only the spec's fields are kept. Safe on the server (does nothing).
 */
export function recordViewed(car: ViewedSource): void {
  store.update((list) => addViewed(list, car));
}

/** Forgets every recently viewed car. */
export function clearRecentlyViewed(): void {
  store.clear();
}
