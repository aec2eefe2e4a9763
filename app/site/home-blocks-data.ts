/**
 * What the home page's search blocks need from a tenant's stock index (spec 000 §2 'Other blocks'):
 * the budget search's body options with their cheapest and dearest prices, and the facet tiles
 * (top makes and body types with counts). Runs in the home loader; only small summaries reach
 * the browser (no price lists).
 */

import {
  BUDGET_BASE_FILTER,
  type BudgetInputs,
  type PriceSpan,
  budgetEstimate,
  budgetHasMatches,
  budgetInputsFromParams,
  budgetSearchUrl,
} from "../search/budget.ts";
import { stockNoun, titleNoun, type StockNoun } from "../stock/stock-noun.ts";
import { facetLabel, canonicalBodyType, type SearchQuery, type SortOption } from "../stock/attributes.ts";
import type { StockIndex } from "../search/engine.ts";
import { allStockPath, bodyPath, makePath } from "../search/landing-paths.ts";
import { isHostedImage } from "../media/image-fallback.ts";
import type { NavStock } from "./navigation.ts";

export { bodySlug } from "../search/landing-paths.ts";

/** Display name of a body value: the facet label of an allowed body type, else the value capitalised ('motorcycle' → 'Motorcycle'). */
export function bodyLabel(body: string): string {
  const label = canonicalBodyType(body) === body ? facetLabel("body", body) : body;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export interface FacetTile {
  kind: "make" | "body";
  /** The facet value (make or body). */
  value: string;
  label: string;
  count: number;
  href: string;
}

export interface BudgetOption {
  /** null: every body. */
  body: string | null;
  label: string;
  /** The search path the option leads to. */
  path: string;
  span: PriceSpan;
}

/** How many vehicles the all-stock search and each car type's search list (the engine's one count, ADR 036). */
export interface StockCounts {
  total: number;
  byType: Record<string, number>;
}

export interface HomeBlocksData {
  /** What the stock is called: cars, bikes, caravans or vehicles (stock-noun.ts). */
  noun: StockNoun;
  counts: StockCounts;
  /** First 'all', then up to config.budget_body_tiles bodies. */
  budgetOptions: BudgetOption[];
  makes: FacetTile[];
  bodies: FacetTile[];
  /** The search box's example: the model the tenant has most of ('Ranger', 'MT-07'), so a bike dealer never suggests a ute. */
  searchExample: string | null;
}

interface StockSummary {
  noun: StockNoun;
  /** The car types (new, used, demo) with stock. */
  carTypes: string[];
  counts: StockCounts;
  makes: { value: string; count: number }[];
  topModel: string | null;
  /** Every body in stock (allowed body types and others, e.g. 'motorcycle'), most common first. */
  bodies: { value: string; count: number }[];
  /** Priced (above the base filter) stock: overall span and per body, most common first. */
  allSpan: PriceSpan;
  pricedBodies: { value: string; count: number; span: PriceSpan }[];
}

export const MAX_MAKE_TILES = 12;
export const MAX_BODY_TILES = 8;

// Summaries per index; the index is replaced whenever stock changes, and the minute bounds how
// long a car that left the sold window keeps being counted.
const cache = new WeakMap<StockIndex, { minute: number; summary: StockSummary }>();

function summarise(index: StockIndex, now: Date): StockSummary {
  const minute = Math.floor(now.getTime() / 60_000);
  const hit = cache.get(index);
  if (hit && hit.minute === minute) return hit.summary;

  const counted = (q: Partial<SearchQuery>, filter?: string) => index.search(q, now, { hitsPerPage: 0, facets: false, filter }).count;
  const cheapest = (q: Partial<SearchQuery>, sortBy: SortOption) =>
    index.search({ ...q, sortBy }, now, { hitsPerPage: 1, facets: false, collapseSold: false, filter: BUDGET_BASE_FILTER }).hits[0]?.price ?? null;
  const span = (q: Partial<SearchQuery>): PriceSpan => {
    const min = cheapest(q, "price:asc");
    const max = cheapest(q, "price:desc");
    return min === null || max === null ? null : { min, max };
  };
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || bodyLabel(a.value).localeCompare(bodyLabel(b.value));

  const overview = index.overview(now);
  // The body facet leaves out values that are not allowed body types ('motorcycle', 'caravan'),
  // which still name a search path, so count each body the index knows.
  const bodyValues = index.pathContext().bodies;
  const bodies = bodyValues
    .map((value) => ({ value, count: counted({ facets: { body: [value] } }) }))
    .filter((b) => b.count > 0)
    .sort(byCount);
  const pricedBodies = bodyValues
    .map((value) => ({ value, count: counted({ facets: { body: [value] } }, BUDGET_BASE_FILTER) }))
    .filter((b) => b.count > 0)
    .sort(byCount)
    .map((b) => ({ ...b, span: span({ facets: { body: [b.value] } }) }));

  const summary: StockSummary = {
    noun: stockNoun(overview.facets.item_type),
    carTypes: overview.facets.car_type.filter((t) => t.count > 0).map((t) => t.value),
    counts: { total: overview.count, byType: Object.fromEntries(overview.facets.car_type.map((t) => [t.value.toLowerCase(), t.count])) },
    makes: overview.facets.make.map((m) => ({ value: m.value, count: m.count })),
    topModel: overview.facets.model.filter((m) => m.count > 0).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))[0]?.value ?? null,
    bodies,
    allSpan: span({}),
    pricedBodies,
  };
  cache.set(index, { minute, summary });
  return summary;
}

/** What the header and footer need to know of the stock (navigation.ts NavStock): its noun, car types and bodies. */
export function navigationStock(index: StockIndex, now: Date): NavStock {
  const summary = summarise(index, now);
  let stock = navigation.get(summary);
  if (!stock) navigation.set(summary, (stock = { noun: summary.noun, carTypes: summary.carTypes, bodies: summary.bodies }));
  return stock;
}

// The same object while the summary is the same (until the stock changes or the minute turns): the layout's links are
// built once per such object (layout-data.server.ts).
const navigation = new WeakMap<StockSummary, NavStock>();

/** The home page's search blocks for a tenant whose stock URLs start with `base` (/search or /used-car). */
export function homeBlocksData(index: StockIndex, now: Date, config: { base: string; budgetBodyTiles: number }): HomeBlocksData {
  const s = summarise(index, now);
  const { base } = config;
  return {
    noun: s.noun,
    counts: s.counts,
    budgetOptions: [
      { body: null, label: `All ${titleNoun(s.noun.many)}`, path: allStockPath(base), span: s.allSpan },
      ...s.pricedBodies.slice(0, config.budgetBodyTiles).map((b) => ({ body: b.value, label: bodyLabel(b.value), path: bodyPath(base, b.value), span: b.span })),
    ],
    // One make is no choice (a manufacturer-locked site): leave the make tiles out.
    makes:
      s.makes.length < 2
        ? []
        : s.makes.slice(0, MAX_MAKE_TILES).map((m) => ({ kind: "make", value: m.value, label: m.value, count: m.count, href: makePath(base, m.value) })),
    searchExample: s.topModel,
    bodies: s.bodies
      .slice(0, MAX_BODY_TILES)
      .map((b) => ({ kind: "body", value: b.value, label: bodyLabel(b.value), count: b.count, href: bodyPath(base, b.value) })),
  };
}

/** The budget form's values; body null is every body. */
export type BudgetFormState = BudgetInputs & { body: string | null };

/**
 * The budget search's GET form (how it works without JavaScript): 'View' (intent=view) leads to
 * the search when the budget finds anything; otherwise, and for 'Update estimate', the home page
 * shows the submitted values. Unknown bodies read as every body.
 */
export function budgetFormRequest(params: URLSearchParams, options: readonly BudgetOption[]): { state: BudgetFormState; redirectTo: string | null } {
  const inputs = budgetInputsFromParams(params);
  const body = params.get("body");
  const option = options.find((o) => o.body !== null && o.body === body) ?? options[0];
  const state = { ...inputs, body: option?.body ?? null };
  if (params.get("intent") !== "view" || !option) return { state, redirectTo: null };
  const budget = budgetEstimate(inputs);
  return { state, redirectTo: budgetHasMatches(budget, option.span) ? budgetSearchUrl(option.path, budget, option.span) : null };
}

/**
 * The home hero's picture: the first photo of the newest arrivals that this site hosts itself (a
 * photo on another host may be gone, and the hero is the first thing a shopper sees); else the
 * first photo at all, which falls back to the not-found image in the browser if it fails.
 */
export function pickHeroImage(latest: readonly { images: readonly { url: string }[] }[]): string | null {
  const firsts = latest.map((v) => v.images[0]?.url).filter((u): u is string => Boolean(u));
  return firsts.find(isHostedImage) ?? firsts[0] ?? null;
}
