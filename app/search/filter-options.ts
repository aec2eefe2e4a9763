/**
 * What the filter controls offer (spec 000 §5 'Search and filters', §9 limits): the make list
 * with popular makes first, capped option lists, and the price and kilometre slider maths.
 */

import type { FacetAttribute, FacetSelections, FacetValue, NumericRange } from "../stock/attributes.ts";
import type { SliderBounds } from "../lib/slider-bounds.ts";

/** Makes shown before 'Show all' (spec 000 §9). */
export const MAKES_SHOWN = 7;
/** Option limits per facet (spec 000 §9). */
export const FACET_LIMITS = { model: 30, city: 20, dealership_name: 40 } as const;

function has(values: readonly string[], v: string): boolean {
  const k = v.toLowerCase();
  return values.some((x) => x.toLowerCase() === k);
}

/**
 * The make list: the tenant's popular makes first (in their configured order, where in stock),
 * then the rest as the facet orders them (by count). The first `shown` are visible; the rest
 * wait behind 'Show all', except chosen makes, which always stay visible.
 */
export function orderMakes(values: readonly FacetValue[], popular: readonly string[], selected: readonly string[], shown = MAKES_SHOWN): { shown: FacetValue[]; more: FacetValue[] } {
  const byKey = new Map(values.map((v) => [v.value.toLowerCase(), v]));
  const first: FacetValue[] = [];
  for (const p of popular) {
    const v = byKey.get(p.toLowerCase());
    if (v && !first.includes(v)) first.push(v);
  }
  const ordered = [...first, ...values.filter((v) => !first.includes(v))];
  const visible = ordered.slice(0, shown);
  const more: FacetValue[] = [];
  for (const v of ordered.slice(shown)) (has(selected, v.value) ? visible : more).push(v);
  return { shown: visible, more };
}

/** The first `limit` values, plus any chosen value past the limit (so a choice never disappears). */
export function limitOptions(values: readonly FacetValue[], selected: readonly string[], limit: number): FacetValue[] {
  return values.filter((v, i) => i < limit || has(selected, v.value));
}

/** The facets the filter panel offers (app/search/components/search-filters.tsx): the others are never shown. */
export const FILTER_FACETS = ["car_type", "make", "model", "body", "year", "fuel", "transmission", "drive", "colour", "location_name", "city", "dealership_name"] as const satisfies readonly FacetAttribute[];

/**
 * The facet values a results page sends to the browser: only the attributes the filter panel offers, each cut to what
 * it shows (models only once a make is chosen, and the first 30; cities 20; dealerships 40), chosen values always kept.
 * The page's data rides in its HTML and is hydrated: Apex's results page sent ~527 facet values, most never shown
 * (badges, every colour spelling of another attribute, price buckets), issue 15.
 */
export function visibleFacets(facets: Partial<Record<FacetAttribute, FacetValue[]>>, chosen: FacetSelections): Partial<Record<FacetAttribute, FacetValue[]>> {
  const out: Partial<Record<FacetAttribute, FacetValue[]>> = {};
  for (const attribute of FILTER_FACETS) {
    const values = facets[attribute] ?? [];
    const selected = chosen[attribute] ?? [];
    if (attribute === "model") out.model = chosen.make?.length ? limitOptions(values, selected, FACET_LIMITS.model) : values.filter((v) => has(selected, v.value));
    else if (attribute === "city" || attribute === "dealership_name") out[attribute] = limitOptions(values, selected, FACET_LIMITS[attribute]);
    else out[attribute] = values;
  }
  return out;
}

/** A facet value as a results page sends it: `[value, count]`, and its label third where that differs from the value. */
export type PackedFacetValue = [value: string, count: number] | [value: string, count: number, label: string];
export type PackedFacets = Partial<Record<FacetAttribute, PackedFacetValue[]>>;

/**
 * The facets in the page's data as tuples: `{label, value, count}` objects cost ~65 bytes each in the hydration data
 * and the label is nearly always the value (Apex's 125 colours were 8 KB of the results page, issue 15).
 */
export function packFacets(facets: Partial<Record<FacetAttribute, readonly FacetValue[]>>): PackedFacets {
  const out: PackedFacets = {};
  for (const [attribute, values] of Object.entries(facets) as [FacetAttribute, FacetValue[]][]) {
    out[attribute] = values.map((v) => (v.label === v.value ? [v.value, v.count] : [v.value, v.count, v.label]));
  }
  return out;
}

/** One attribute's packed values as the filter controls read them. */
export function unpackFacetValues(values: readonly PackedFacetValue[] | undefined): FacetValue[] {
  return (values ?? []).map(([value, count, label]) => ({ value, count, label: label ?? value }));
}

/** Slider values snap to this (spec 000 §5). */
export const SLIDER_ROUNDING = 1000;
/** Slider maximum when the facet has no positive maximum (spec 000 §5). */
export const SLIDER_DEFAULT_MAX = 100_000;


/**
 * Slider bounds from facet stats: the facet minimum (0 when none) and maximum (100000 unless the
 * facet maximum is positive), widened to whole thousands; the step is a hundredth of the range.
 */
export function sliderBounds(stat: { min: number; max: number } | undefined): SliderBounds {
  const rawMax = stat && stat.max > 0 ? stat.max : SLIDER_DEFAULT_MAX;
  const rawMin = stat && stat.min > 0 && stat.min < rawMax ? stat.min : 0;
  const min = Math.floor(rawMin / SLIDER_ROUNDING) * SLIDER_ROUNDING;
  let max = Math.ceil(rawMax / SLIDER_ROUNDING) * SLIDER_ROUNDING;
  if (max <= min) max = min + SLIDER_ROUNDING;
  return { min, max, step: (max - min) / 100 };
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** The thumbs for a URL range: open sides sit at the bounds; the thumbs never meet. */
export function sliderValue(range: NumericRange | undefined, bounds: SliderBounds): [number, number] {
  let lo = clamp(range?.min ?? bounds.min, bounds.min, bounds.max);
  const hi = clamp(range?.max ?? bounds.max, bounds.min, bounds.max);
  if (lo >= hi) lo = Math.max(bounds.min, hi - bounds.step);
  return [lo, hi];
}

/**
 * The URL range for thumb values: each rounded to the nearest 1000 inside the bounds, kept at
 * least 1000 apart; a thumb at its bound leaves that side open; both at the bounds: no range.
 */
export function sliderRange(values: readonly [number, number], bounds: SliderBounds): NumericRange | null {
  const round = (x: number) => clamp(Math.round(x / SLIDER_ROUNDING) * SLIDER_ROUNDING, bounds.min, bounds.max);
  let lo = round(Math.min(values[0], values[1]));
  let hi = round(Math.max(values[0], values[1]));
  if (hi <= lo) {
    if (lo + SLIDER_ROUNDING <= bounds.max) hi = lo + SLIDER_ROUNDING;
    else lo = hi - SLIDER_ROUNDING;
  }
  const range: NumericRange = {};
  if (lo > bounds.min) range.min = lo;
  if (hi < bounds.max) range.max = hi;
  return range.min === undefined && range.max === undefined ? null : range;
}
