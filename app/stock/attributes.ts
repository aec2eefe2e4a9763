/**
 * Shared vocabulary of the stock search (spec 000 §3 'Filter attributes', §5 'Search and filters', §9):
 * which attributes are facets, which take numeric ranges, the sort options, page size, the allowed
 * body types and the price buckets. Pure constants and tiny helpers, safe for browser and server.
 */

/** Search page size (spec 000 §9). */
export const PAGE_SIZE = 21;

/** Attributes offered as facets (one URL parameter per chosen value, values OR together). */
export const FACET_ATTRIBUTES = [
  "make",
  "model",
  "car_type",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "city",
  "location_name",
  "dealership_name",
  "state",
  "year",
  "seats",
  "certified",
  "tag",
  "item_type",
  "price_range",
  "weekly_price_range",
  "badge",
  "status",
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

/** Numeric attributes that take a `min:max` range (either side optional) and get facet stats. */
export const RANGE_ATTRIBUTES = ["price", "km", "year", "seats", "subscription_price", "weekly_price"] as const;
export type RangeAttribute = (typeof RANGE_ATTRIBUTES)[number];

/** Sort options; the first is the default. */
export const SORT_OPTIONS = ["rank:desc", "price:asc", "price:desc", "year:desc", "km:asc", "created_at:desc"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "rank:desc";

/** Body types the body facet may show (spec 000 §5), in their canonical spelling. */
export const BODY_TYPES = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

const BODY_BY_LOWER = new Map<string, string>(BODY_TYPES.map((b) => [b.toLowerCase(), b]));

/** The canonical spelling of an allowed body type ('SUV' → 'suv', 'cabchassis' → 'cabChassis'), else null. */
export function canonicalBodyType(value: string | null | undefined): string | null {
  if (!value) return null;
  return BODY_BY_LOWER.get(value.trim().toLowerCase().replace(/[\s_-]+/g, "")) ?? null;
}

export interface NumericRange {
  min?: number;
  max?: number;
}

export type FacetSelections = Partial<Record<FacetAttribute, string[]>>;
export type RangeSelections = Partial<Record<RangeAttribute, NumericRange>>;

/** A search as the URL carries it (see query.ts for parsing and building URLs). */
export interface SearchQuery {
  /** Free text; "" for none. */
  query: string;
  /** 1-based page number. */
  page: number;
  sortBy: SortOption;
  /** Chosen facet values per attribute; values of one attribute OR together, attributes AND together. */
  facets: FacetSelections;
  /** Numeric ranges, inclusive. */
  ranges: RangeSelections;
}

export function emptyQuery(): SearchQuery {
  return { query: "", page: 1, sortBy: DEFAULT_SORT, facets: {}, ranges: {} };
}

/** A facet bucket: what a filter dropdown shows. */
export interface FacetValue {
  label: string;
  value: string;
  count: number;
}

export interface PriceBucket {
  label: string;
  /** Inclusive lower bound. */
  min: number;
  /** Exclusive upper bound; null for the open-ended last bucket. */
  max: number | null;
}

function money(n: number): string {
  return "$" + String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function buckets(edges: number[], suffix = ""): PriceBucket[] {
  const out: PriceBucket[] = [{ label: `Under ${money(edges[0])}${suffix}`, min: 0, max: edges[0] }];
  for (let i = 0; i + 1 < edges.length; i++) out.push({ label: `${money(edges[i])} - ${money(edges[i + 1])}${suffix}`, min: edges[i], max: edges[i + 1] });
  const last = edges[edges.length - 1];
  out.push({ label: `Over ${money(last)}${suffix}`, min: last, max: null });
  return out;
}

/**
 * price_range buckets: 'Under $10,000', '$10,000 - $20,000', … '$100,000 - $150,000', 'Over $150,000'.
 * Lower bound inclusive, upper exclusive: a $20,000 car is in '$20,000 - $30,000'.
 */
export const PRICE_RANGES: readonly PriceBucket[] = buckets([10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 80_000, 100_000, 150_000]);

/** weekly_price_range buckets on the weekly estimate: 'Under $100 / week', '$100 - $150 / week', … 'Over $500 / week'. */
export const WEEKLY_PRICE_RANGES: readonly PriceBucket[] = buckets([100, 150, 200, 250, 300, 400, 500], " / week");

export function bucketLabel(table: readonly PriceBucket[], value: number | null): string | null {
  if (value === null || !(value > 0)) return null;
  for (const b of table) if (value >= b.min && (b.max === null || value < b.max)) return b.label;
  return null;
}

/**
 * Sort key for price-range labels: 'Under …' first, then by the first number in the label.
 * Works for any label shaped like the ones above, including ones not in the tables.
 */
export function priceRangeOrder(label: string): number {
  if (/^under\b/i.test(label)) return -1;
  const m = /\$?([\d,]+(?:\.\d+)?)/.exec(label);
  return m ? Number(m[1].replace(/,/g, "")) : Number.MAX_SAFE_INTEGER;
}

const FIXED_LABELS: Partial<Record<FacetAttribute, Record<string, string>>> = {
  car_type: { new: "New", used: "Used", demo: "Demo" },
  status: { in_stock: "In Stock", coming_soon: "Coming Soon", sold: "Sold", on_hold: "On Hold", archived: "Archived" },
  item_type: { car: "Car", motorcycle: "Motorcycle", truck: "Truck", caravan: "Caravan" },
  certified: { true: "Certified", false: "Not Certified" },
  body: { "4x4": "4x4", ev: "EV", suv: "SUV" },
};

/** Display label of a facet value: car_type 'new' → 'New', body 'cabChassis' → 'Cab Chassis'; most values are their own label. */
export function facetLabel(attribute: FacetAttribute, value: string): string {
  const fixed = FIXED_LABELS[attribute]?.[value];
  if (fixed) return fixed;
  if (attribute === "body" && canonicalBodyType(value) === value) {
    const words = value.replace(/([a-z])([A-Z])/g, "$1 $2");
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return value;
}

/** Order in which car types are listed (spec 000 §5): new, demo, used. */
export const CAR_TYPE_ORDER: readonly string[] = ["new", "demo", "used"];
