/**
 * Similar cars (spec 001 §7): the carousel under a car, the whole page of a car that is no longer
 * in stock, and the 404 page of a car that is gone.
 *
 * Two multi-search queries, both in stock only: the same make and model first, then other cars
 * (in the price window when the car has a price, else other models of the same make). The price
 * window is ±10,000 for cars under 50,000 and ±25,000 from 50,000 up, and applies to both queries.
 * The answers are concatenated in that order, de-duplicated by id, the car itself removed, and
 * the first 6 kept.
 */

import type { MultiSearchQuery } from "../search/engine.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { slugify } from "../lib/slug.ts";

export const SIMILAR_CARS_SHOWN = 6;
/** Hits asked for per query (spec 001 §7 'limit 10'). */
export const SIMILAR_QUERY_LIMIT = 10;
export const PRICE_WINDOW_SWITCH = 50_000;
export const NARROW_PRICE_WINDOW = 10_000;
export const WIDE_PRICE_WINDOW = 25_000;
const IN_STOCK = "status = in_stock";

/** Inclusive price range around `price`, never below 0; null without a positive price. */
export function priceWindow(price: number | null): { min: number; max: number } | null {
  if (price === null || !(price > 0)) return null;
  const width = price < PRICE_WINDOW_SWITCH ? NARROW_PRICE_WINDOW : WIDE_PRICE_WINDOW;
  return { min: Math.max(0, price - width), max: price + width };
}

/** A value quoted for the filter syntax: "Mercedes-Benz", with \ and " escaped. */
export function filterString(value: string): string {
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

type SimilarFields = Pick<Vehicle, "id" | "make" | "model" | "price" | "item_type">;

export function similarCarQueries(vehicle: SimilarFields): MultiSearchQuery[] {
  const window = priceWindow(vehicle.price);
  const common = [IN_STOCK, `item_type = ${filterString(vehicle.item_type)}`, `id != ${vehicle.id}`];
  if (window) common.push(`price ${window.min} TO ${window.max}`);
  const make = `make = ${filterString(vehicle.make)}`;
  const model = `model = ${filterString(vehicle.model)}`;
  const sameModel = [make, model, ...common];
  const others = window ? [`NOT (${make} AND ${model})`, ...common] : [make, `NOT ${model}`, ...common];
  return [sameModel, others].map((parts) => ({ filter: parts.join(" AND "), limit: SIMILAR_QUERY_LIMIT }));
}

/** Hits of every query in order, first occurrence of each id, without `excludeId`, at most `limit`. */
export function pickSimilarCars<T extends { id: number }>(
  results: readonly { hits: readonly T[] }[],
  excludeId: number | null,
  limit: number = SIMILAR_CARS_SHOWN,
): T[] {
  const seen = new Set<number>(excludeId === null ? [] : [excludeId]);
  const picked: T[] = [];
  for (const { hits } of results) {
    for (const hit of hits) {
      if (picked.length >= limit) return picked;
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      picked.push(hit);
    }
  }
  return picked;
}

export interface SlugGuess {
  make: string;
  model: string | null;
}

/** Makes whose slug is more than one word; the slug alone cannot tell 'land-rover' from make 'land'. */
export const MULTI_WORD_MAKES: readonly string[] = [
  "alfa-romeo",
  "aston-martin",
  "great-wall",
  "harley-davidson",
  "land-rover",
  "mercedes-amg",
  "mercedes-benz",
  "moto-guzzi",
  "mv-agusta",
  "rolls-royce",
  "royal-enfield",
];

const YEAR = /^(19|20)\d{2}$/;
const DIGITS = /^\d+$/;

function startsWith(tokens: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length > 0 && prefix.length <= tokens.length && prefix.every((t, i) => tokens[i] === t);
}

/**
 * Make and model guessed from the slug of a car that no longer exists, for the 404 page's similar
 * cars: '2021-toyota-hilux-sr5-12345' → { make: 'toyota', model: 'hilux' }.
 *
 * A leading year is dropped. With a `catalogue` (the makes and models in the tenant's stock) the
 * longest make-and-model prefix wins and the names come back as the catalogue spells them, so
 * 'land-rover-range-rover-sport' finds model 'Range Rover'. Without one, the make is one word
 * (or a known multi-word make) and the model the next word; a trailing number is taken as the
 * id when at least three words remain or it has five or more digits, so 'toyota-86' keeps its
 * model. Null when no make can be read.
 */
export function similarFromSlug(slug: string, catalogue: readonly { make: string; model: string }[] = []): SlugGuess | null {
  const tokens = slugify(slug).split("-").filter(Boolean);
  if (tokens.length > 0 && YEAR.test(tokens[0])) tokens.shift();

  let best: { make: string; model: string | null; length: number } | null = null;
  for (const entry of catalogue) {
    const makeTokens = slugify(entry.make).split("-").filter(Boolean);
    if (!startsWith(tokens, makeTokens)) continue;
    const modelTokens = slugify(entry.model).split("-").filter(Boolean);
    const both = startsWith(tokens.slice(makeTokens.length), modelTokens);
    const length = makeTokens.length + (both ? modelTokens.length : 0);
    if (!best || length > best.length) best = { make: entry.make, model: both ? entry.model : null, length };
  }
  if (best?.model) return { make: best.make, model: best.model };

  const last = tokens[tokens.length - 1];
  if (tokens.length > 0 && DIGITS.test(last) && (tokens.length >= 3 || last.length >= 5)) tokens.pop();
  if (tokens.length === 0 || DIGITS.test(tokens[0])) return null;
  const multiWord = MULTI_WORD_MAKES.find((m) => startsWith(tokens, m.split("-")));
  const makeLength = multiWord ? multiWord.split("-").length : 1;
  const make = best?.make ?? tokens.slice(0, makeLength).join("-");
  return { make, model: tokens[best ? best.length : makeLength] ?? null };
}

/** Free-text queries for a guess (text search forgives case and hyphens: 'mercedes benz' finds 'Mercedes-Benz'). */
export function similarQueriesForGuess(guess: SlugGuess): MultiSearchQuery[] {
  const words = (s: string) => s.replace(/-/g, " ");
  const queries: MultiSearchQuery[] = [];
  if (guess.model) queries.push({ query: `${words(guess.make)} ${words(guess.model)}`, filter: IN_STOCK, limit: SIMILAR_QUERY_LIMIT });
  queries.push({ query: words(guess.make), filter: IN_STOCK, limit: SIMILAR_QUERY_LIMIT });
  return queries;
}
