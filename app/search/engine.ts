/**
 * In-memory stock search for one tenant: filters, free text, disjunctive facets, facet stats,
 * sorts and paging over plain Vehicle data. Pure: no I/O, no clock except the `now` it is given.
 *
 * Design
 * - Documents are numbered 0..n-1 in rank order, so the default sort is the index order itself.
 *   Rank (`rank:desc`): in stock, then coming soon, then sold; within each, newest created_at
 *   first; ties by id ascending.
 * - Every set of documents is a bitset (Uint32Array). Facet values keep sorted posting lists
 *   (bitsets are materialised for dense or low-cardinality values and cached); numeric attributes
 *   are Float64Array columns (NaN = no value) with a presorted permutation for facet stats.
 * - Only vehicles that can ever be listed are indexed: shown on the dealer website, in stock,
 *   coming soon or sold with a sold date, of the locked manufacturer, and passing the tenant's
 *   search_filters. The only part of the default stock filter that depends on time is the sold
 *   window, applied per search from a list of sold documents ordered by sold date.
 * - Facet counts pick the cheapest of: popcount(S ∧ value) per value, a scan of S's documents
 *   through the attribute's value column, or totals minus a scan of the complement of S.
 * - Other sorts use a presorted permutation: walked and tested against the result bitset when
 *   the result is large, else the result's positions are sorted numerically. Sold cars come last in
 *   every sort, as in rank order, so they always form one run at the end of a list.
 * - How many cars match (ADR 036): the cards a search lists, after the sold collapse. Because sold
 *   cars are one run at the end of every sort, the collapse leaves exactly one of them (or all when
 *   nothing unsold matches), so the count is `listedCount(unsold, sold)` whatever the sort, and a
 *   facet value's count is the count its search would answer.
 */

import {
  type FacetAttribute,
  type FacetSelections,
  type FacetValue,
  type NumericRange,
  type RangeAttribute,
  type RangeSelections,
  type SearchQuery,
  type SortOption,
  CAR_TYPE_ORDER,
  DEFAULT_SORT,
  FACET_ATTRIBUTES,
  PAGE_SIZE,
  RANGE_ATTRIBUTES,
  SORT_OPTIONS,
  canonicalBodyType,
  facetLabel,
  priceRangeOrder,
} from "../stock/attributes.ts";
import {
  type Bits,
  andCount,
  andInto,
  andNotInto,
  emptyBits,
  fullBits,
  hasBit,
  orIdsInto,
  orInto,
  popcount,
  setBit,
  toIds,
  wordCount,
} from "./bitset.ts";
import { type FilterNode, compileFilter, parseFilter } from "../lib/filter-expression.ts";
import { type SearchContext, type SearchDocument, type SearchHit, toSearchDocument, toSearchHit } from "./search-document.ts";
import { type TextMatch, TextIndex, normalizeText } from "./text-index.ts";
import { understandQuery } from "./query-understanding.ts";
import { LruCache } from "./lru-cache.ts";
import type { PathContext } from "./query.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { IN_STOCK_STATUSES } from "../stock/vehicle-status.ts";

export interface StockIndexConfig {
  /** Manufacturer lock: only this make (case-insensitive) is listed. */
  manufacturer?: string | null;
  /** The tenant's extra stock filter in filter syntax; parsed once here (throws FilterSyntaxError). */
  search_filters?: string | null;
  /** The same filter already parsed; when given, `search_filters` is ignored. */
  search_filter?: FilterNode | null;
  /** Sold cars stay listed this many days after sold_date_timestamp (default 3; 0 = never). */
  include_sold_cars_days?: number;
  /** Certified-only tenants: the certified facet never shows 'false'. */
  certified_only?: boolean;
  /** `price:asc` also requires price > 0. */
  price_asc_requires_price?: boolean;
  /** Documents as stored, where the indexed copy differs (a car a hold shows Reserved): what `listedVehicle` answers. */
  stored?: ReadonlyMap<number, Vehicle>;
}

export interface SearchOptions {
  /** Extra filter in filter syntax, applied on top of the default stock filter. */
  filter?: string | FilterNode | null;
  /** Page size (default PAGE_SIZE). */
  hitsPerPage?: number;
  /** Collapse runs of consecutive sold cars to their first (default true). */
  collapseSold?: boolean;
  /** Compute facets and facet stats (default true). */
  facets?: boolean;
}

export interface FacetStat {
  min: number;
  max: number;
}

export interface SearchResponse {
  hits: SearchHit[];
  /**
   * Number of listed results (`listedCount`): matches minus the sold cars hidden by the sold
   * collapse, the same for every sort, so `pages` and `count` agree with what paging shows. Each
   * facet value's count is, by the same rule, the count the search with that value chosen answers.
   */
  count: number;
  facets: Record<FacetAttribute, FacetValue[]>;
  /** Min and max per range attribute over the results without that attribute's own refinement; absent when no result has a value. */
  facetStats: Partial<Record<RangeAttribute, FacetStat>>;
  page: number;
  pages: number;
  /** Processing time in milliseconds. */
  ms: number;
}

export interface MultiSearchQuery {
  query?: string;
  /** Filter syntax (or the filter already parsed), applied on top of the default stock filter. */
  filter?: string | FilterNode;
  /** e.g. ['price:asc']; the first known option is used. */
  sort?: string[];
  limit?: number;
  offset?: number;
}

export interface MultiSearchResponse {
  results: { hits: SearchHit[]; count: number }[];
}

/**
 * How many cars a search lists (ADR 036, the one definition behind every count, facet, tile and
 * button): the unsold matches plus one card for the recently sold ones, or every sold match when
 * nothing unsold matches (spec 000 §4: consecutive sold cars collapse to the first of their run;
 * sold cars are one run at the end of every sort).
 */
export function listedCount(unsold: number, sold: number): number {
  return unsold > 0 ? unsold + Math.min(1, sold) : sold;
}

export class SearchInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SearchInputError";
  }
}

/** Listed: in stock (the shared rule, spec 001 §4) and recently sold. */
const LISTED_STATUSES = new Set<string>([...IN_STOCK_STATUSES, "sold"]);
const TEXT_CACHE_SIZE = 16;

const STATUS_RANK: Record<string, number> = { in_stock: 0, coming_soon: 1, sold: 2 };
const DAY_SECONDS = 86_400;

/** String attributes with a value index (facet attributes and a few more for filter expressions). */
const EXTRA_VALUE_ATTRIBUTES = ["make_model", "location_slug", "dealership_slug"] as const;
const NUMERIC_FACETS = new Set<string>(["year", "seats"]);
const NUMERIC_COLUMNS = [
  "price",
  "km",
  "year",
  "seats",
  "subscription_price",
  "weekly_price",
  "created_at_timestamp",
  "sold_date_timestamp",
  "location_id",
  "dealership_id",
  "id",
] as const;
type NumericColumn = (typeof NUMERIC_COLUMNS)[number];

interface ValueIndex {
  attribute: string;
  /** Display value per value id; id 0 is "no value". */
  values: string[];
  labels: string[];
  keys: Map<string, number>;
  /** Value id per document. */
  column: Int32Array;
  postings: Int32Array[];
  bits: (Bits | undefined)[];
  /** Count per value id over all indexed documents. */
  totals: Int32Array;
  /** Static order per value id: the fixed order (car types, price ranges) or label order for tie-breaks. */
  rank: Int32Array;
  fixedOrder: boolean;
  /** Value ids never shown in the facet. */
  hidden: Uint8Array;
}

interface SetInfo {
  bits: Bits;
  count: number;
  ids?: Int32Array;
  complementIds?: Int32Array;
}

interface SortIndex {
  /** Documents in sort order. */
  perm: Int32Array;
  /** Position of each document in `perm`. */
  pos: Int32Array;
}

function emptyFacets(): Record<FacetAttribute, FacetValue[]> {
  const out = {} as Record<FacetAttribute, FacetValue[]>;
  for (const a of FACET_ATTRIBUTES) out[a] = [];
  return out;
}

function isSortOption(s: string): s is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(s);
}

export class StockIndex {
  /** Number of indexed (listable) vehicles. */
  readonly size: number;
  private readonly words: number;
  private readonly docs: SearchDocument[];
  private readonly vehicles: Vehicle[];
  /** Hit objects, made on first use. */
  private readonly hitCache: (SearchHit | undefined)[];
  private readonly ctx: SearchContext;
  private readonly all: Bits;
  /** Listed regardless of time: in stock and coming soon. */
  private readonly unsoldBits: Bits;
  private readonly soldBits: Bits;
  private readonly isSold: Uint8Array;
  /** Sold documents, most recently sold first, and their sold timestamps. */
  private readonly soldByDate: Int32Array;
  private readonly soldDates: Float64Array;
  private readonly soldDays: number;
  private readonly pricedBits: Bits;
  private readonly certifiedOnly: boolean;
  private readonly priceAscRequiresPrice: boolean;
  private readonly valueIndexes = new Map<string, ValueIndex>();
  private readonly numeric = new Map<string, Float64Array>();
  /** Documents with a value, ascending by value, per range attribute. */
  private readonly ascending = new Map<string, Int32Array>();
  private readonly sorts = new Map<SortOption, SortIndex>();
  private readonly text: TextIndex;
  /** The default stock filter at one cutoff, and the sold documents inside it. */
  private baseCache: { cutoff: number; bits: Bits; soldIds: Int32Array } | null = null;
  /** Recent text matches by normalised words (at most TEXT_CACHE_SIZE; each holds one to four bitsets). */
  private readonly textCache = new LruCache<string, TextMatch>(TEXT_CACHE_SIZE);
  private byId: Map<number, number> | null = null;
  private bySlug: Map<string, number> | null = null;
  private readonly stored: ReadonlyMap<number, Vehicle> | undefined;
  private overviewCache: { at: number; response: SearchResponse } | null = null;
  private paths: PathContext | null = null;

  constructor(vehicles: readonly Vehicle[], ctx: SearchContext, config: StockIndexConfig = {}) {
    this.ctx = ctx;
    const tenantFilter = config.search_filter !== undefined ? config.search_filter : parseFilter(config.search_filters ?? "");
    const accept = compileFilter(tenantFilter);
    const manufacturer = config.manufacturer?.trim().toLowerCase() || null;
    this.soldDays = config.include_sold_cars_days ?? 3;
    this.certifiedOnly = config.certified_only ?? false;
    this.priceAscRequiresPrice = config.price_asc_requires_price ?? false;
    this.stored = config.stored?.size ? config.stored : undefined;

    const entries: { v: Vehicle; doc: SearchDocument }[] = [];
    for (const v of vehicles) {
      if (!v.show_on_dealer_website || !LISTED_STATUSES.has(v.status)) continue;
      if (v.status === "sold" && v.sold_date_timestamp === null) continue;
      if (manufacturer && v.make.trim().toLowerCase() !== manufacturer) continue;
      const doc = toSearchDocument(v, ctx);
      if (!accept(doc as unknown as Record<string, unknown>)) continue;
      entries.push({ v, doc });
    }
    entries.sort(
      (a, b) =>
        STATUS_RANK[a.doc.status] - STATUS_RANK[b.doc.status] ||
        b.doc.created_at_timestamp - a.doc.created_at_timestamp ||
        a.doc.id - b.doc.id,
    );

    const n = entries.length;
    this.size = n;
    this.words = wordCount(n);
    this.docs = entries.map((e) => e.doc);
    this.vehicles = entries.map((e) => e.v);
    this.hitCache = new Array(n);
    this.all = fullBits(n);
    this.unsoldBits = emptyBits(n);
    this.soldBits = emptyBits(n);
    this.pricedBits = emptyBits(n);
    this.isSold = new Uint8Array(n);
    const sold: number[] = [];
    this.docs.forEach((d, i) => {
      if (d.status === "sold") {
        setBit(this.soldBits, i);
        this.isSold[i] = 1;
        sold.push(i);
      } else setBit(this.unsoldBits, i);
      if (d.price !== null && d.price > 0) setBit(this.pricedBits, i);
    });
    sold.sort((a, b) => (this.docs[b].sold_date_timestamp ?? 0) - (this.docs[a].sold_date_timestamp ?? 0) || a - b);
    this.soldByDate = Int32Array.from(sold);
    this.soldDates = Float64Array.from(sold, (i) => this.docs[i].sold_date_timestamp ?? 0);

    for (const attribute of [...FACET_ATTRIBUTES, ...EXTRA_VALUE_ATTRIBUTES]) this.valueIndexes.set(attribute, this.buildValueIndex(attribute));

    for (const attribute of NUMERIC_COLUMNS) {
      const col = new Float64Array(n);
      for (let i = 0; i < n; i++) {
        const x = this.docs[i][attribute];
        col[i] = typeof x === "number" ? x : NaN;
      }
      this.numeric.set(attribute, col);
    }
    for (const attribute of RANGE_ATTRIBUTES) {
      const col = this.numeric.get(attribute)!;
      const ids: number[] = [];
      for (let i = 0; i < n; i++) if (!Number.isNaN(col[i])) ids.push(i);
      ids.sort((a, b) => col[a] - col[b] || a - b);
      this.ascending.set(attribute, new Int32Array(ids));
    }

    const idColumn = this.numeric.get("id")!;
    const byId = (a: number, b: number) => idColumn[a] - idColumn[b];
    const nullsLast = (col: Float64Array, dir: 1 | -1) => (a: number, b: number) => {
      const x = col[a];
      const y = col[b];
      const xn = Number.isNaN(x);
      const yn = Number.isNaN(y);
      if (xn || yn) return xn === yn ? byId(a, b) : xn ? 1 : -1;
      return (x - y) * dir || byId(a, b);
    };
    const num = (a: NumericColumn) => this.numeric.get(a)!;
    // Sold cars last in every sort, as in rank order: one run, so the collapse never depends on the sort.
    const soldLast = (cmp: (a: number, b: number) => number) => (a: number, b: number) => this.isSold[a] - this.isSold[b] || cmp(a, b);
    const comparators: Record<Exclude<SortOption, "rank:desc">, (a: number, b: number) => number> = {
      "price:asc": soldLast(nullsLast(num("price"), 1)),
      "price:desc": soldLast(nullsLast(num("price"), -1)),
      "year:desc": soldLast(nullsLast(num("year"), -1)),
      "km:asc": soldLast(nullsLast(num("km"), 1)),
      "created_at:desc": soldLast(nullsLast(num("created_at_timestamp"), -1)),
    };
    for (const [sort, cmp] of Object.entries(comparators) as [SortOption, (a: number, b: number) => number][]) {
      const order: number[] = new Array(n);
      for (let i = 0; i < n; i++) order[i] = i;
      const perm = new Int32Array(order.sort(cmp));
      const pos = new Int32Array(n);
      for (let k = 0; k < n; k++) pos[perm[k]] = k;
      this.sorts.set(sort, { perm, pos });
    }

    this.text = new TextIndex(n, (i) => {
      const { v, doc } = entries[i];
      return {
        names: [v.make, v.model],
        // The attributes shoppers name in a search: 'diesel', 'automatic', 'ute', '4wd', 'white', 'used'.
        words: [v.badge, v.series, v.colour, v.simple_body, v.body, doc.fuel, doc.transmission, doc.drive, v.car_type, v.item_type],
        exact: [v.year],
        identifiers: [v.stocknum, v.vin, v.regplate],
      };
    });
  }

  private buildValueIndex(attribute: string): ValueIndex {
    const n = this.size;
    const values: string[] = [""];
    const keys = new Map<string, number>();
    const lists: number[][] = [[]];
    const column = new Int32Array(n);
    const byRaw = new Map<unknown, number>();
    for (let i = 0; i < n; i++) {
      const raw = (this.docs[i] as unknown as Record<string, unknown>)[attribute];
      if (raw === null || raw === undefined || raw === "") continue;
      let id = byRaw.get(raw);
      if (id === undefined) {
        const value = String(raw);
        const key = value.toLowerCase();
        id = keys.get(key);
        if (id === undefined) {
          id = values.length;
          keys.set(key, id);
          values.push(value);
          lists.push([]);
        }
        byRaw.set(raw, id);
      }
      column[i] = id;
      lists[id].push(i);
    }
    const facet = (FACET_ATTRIBUTES as readonly string[]).includes(attribute) ? (attribute as FacetAttribute) : null;
    const labels = values.map((v, id) => (id === 0 || !facet ? v : facetLabel(facet, v)));
    const totals = Int32Array.from(lists, (l) => l.length);
    const postings = lists.map((l) => new Int32Array(l));
    const ids = values.map((_, id) => id).slice(1);
    const rank = new Int32Array(values.length);
    let fixedOrder = false;
    if (attribute === "car_type") {
      fixedOrder = true;
      const known = (v: string) => {
        const k = CAR_TYPE_ORDER.indexOf(v.toLowerCase());
        return k < 0 ? CAR_TYPE_ORDER.length : k;
      };
      ids.sort((a, b) => known(values[a]) - known(values[b]) || cmpText(labels[a], labels[b]));
    } else if (attribute === "price_range" || attribute === "weekly_price_range") {
      fixedOrder = true;
      ids.sort((a, b) => priceRangeOrder(labels[a]) - priceRangeOrder(labels[b]) || cmpText(labels[a], labels[b]));
    } else if (NUMERIC_FACETS.has(attribute)) {
      ids.sort((a, b) => Number(values[a]) - Number(values[b]));
    } else {
      ids.sort((a, b) => cmpText(labels[a], labels[b]));
    }
    ids.forEach((id, k) => (rank[id] = k));
    const hidden = new Uint8Array(values.length);
    hidden[0] = 1;
    values.forEach((v, id) => {
      if (attribute === "body" && canonicalBodyType(v) !== v) hidden[id] = 1;
      if (attribute === "certified" && this.certifiedOnly && v === "false") hidden[id] = 1;
    });
    return { attribute, values, labels, keys, column, postings, bits: new Array(values.length), totals, rank, fixedOrder, hidden };
  }

  private valueBits(index: ValueIndex, id: number): Bits {
    const cached = index.bits[id];
    if (cached) return cached;
    const bits = orIdsInto(emptyBits(this.size), index.postings[id]);
    // Keep bitsets of dense values and of small vocabularies; sparse ones are rebuilt on demand.
    if (index.values.length <= 64 || index.postings[id].length * 32 >= this.size) index.bits[id] = bits;
    return bits;
  }

  /** Documents whose attribute equals any of the values (case-insensitive). Always a fresh bitset. */
  private anyValueBits(index: ValueIndex, values: readonly string[], trim = true): Bits {
    const out = emptyBits(this.size);
    for (const v of values) {
      const id = index.keys.get((trim ? v.trim() : v).toLowerCase());
      if (id === undefined) continue;
      const cached = index.bits[id];
      if (cached) orInto(out, cached);
      else orIdsInto(out, index.postings[id]);
    }
    return out;
  }

  /** Documents whose numeric attribute lies in the range (inclusive unless told; no value never matches). */
  private rangeBits(attribute: string, range: NumericRange, exclusiveMin = false, exclusiveMax = false): Bits {
    const col = this.numeric.get(attribute)!;
    const lo = range.min ?? -Infinity;
    const hi = range.max ?? Infinity;
    const out = emptyBits(this.size);
    for (let i = 0; i < col.length; i++) {
      const x = col[i];
      if ((exclusiveMin ? x > lo : x >= lo) && (exclusiveMax ? x < hi : x <= hi)) out[i >>> 5] |= 1 << (i & 31);
    }
    return out;
  }

  /** The default stock filter at `now` and the sold documents it lists (shared: never mutate them). */
  private baseSet(now: Date): { bits: Bits; soldIds: Int32Array } {
    const cutoff = this.soldDays > 0 ? Math.floor(now.getTime() / 1000) - this.soldDays * DAY_SECONDS : Infinity;
    if (this.baseCache && this.baseCache.cutoff === cutoff) return this.baseCache;
    const bits = this.unsoldBits.slice();
    let k = 0;
    for (; k < this.soldByDate.length && this.soldDates[k] >= cutoff; k++) setBit(bits, this.soldByDate[k]);
    this.baseCache = { cutoff, bits, soldIds: this.soldByDate.subarray(0, k) };
    return this.baseCache;
  }

  /**
   * The cars a search can show before facets and ranges: the default stock filter at `now`, the extra filter, the text
   * query, and a price for price:asc where configured. A fresh bitset.
   */
  private matchingBits(now: Date, filter: string | FilterNode | null | undefined, text: TextMatch | null, sortBy: SortOption): Bits {
    const base = this.baseSet(now).bits.slice();
    const node = this.toFilterNode(filter);
    if (node) andInto(base, this.filterBits(node));
    if (text) andInto(base, text.bits);
    if (sortBy === "price:asc" && this.priceAscRequiresPrice) andInto(base, this.pricedBits);
    return base;
  }

  /** Evaluates a filter over the index into a fresh bitset. */
  filterBits(node: FilterNode): Bits {
    switch (node.type) {
      case "and": {
        const out = this.filterBits(node.children[0]);
        for (let k = 1; k < node.children.length; k++) andInto(out, this.filterBits(node.children[k]));
        return out;
      }
      case "or": {
        const out = this.filterBits(node.children[0]);
        for (let k = 1; k < node.children.length; k++) orInto(out, this.filterBits(node.children[k]));
        return out;
      }
      case "not":
        return andNotInto(this.all.slice(), this.filterBits(node.child));
      case "compare":
      case "in": {
        const index = NUMERIC_FACETS.has(node.attribute) ? undefined : this.valueIndexes.get(node.attribute);
        if (index && node.type === "in") return this.anyValueBits(index, node.values, false);
        if (index && node.type === "compare" && node.op === "=") return this.anyValueBits(index, [node.value], false);
        if (index && node.type === "compare" && node.op === "!=") return andNotInto(this.all.slice(), this.anyValueBits(index, [node.value], false));
        if (node.type === "compare" && node.op !== "=" && node.op !== "!=" && this.numeric.has(node.attribute)) {
          const x = Number(node.value);
          if (node.op === ">" || node.op === ">=") return this.rangeBits(node.attribute, { min: x }, node.op === ">");
          return this.rangeBits(node.attribute, { max: x }, false, node.op === "<");
        }
        return this.scanBits(node);
      }
      case "range":
        if (this.numeric.has(node.attribute)) return this.rangeBits(node.attribute, { min: node.from, max: node.to });
        return this.scanBits(node);
      default:
        return this.scanBits(node);
    }
  }

  private scanBits(node: FilterNode): Bits {
    const test = compileFilter(node);
    const out = emptyBits(this.size);
    for (let i = 0; i < this.size; i++) if (test(this.docs[i] as unknown as Record<string, unknown>)) setBit(out, i);
    return out;
  }

  private toFilterNode(filter: string | FilterNode | null | undefined): FilterNode | null {
    if (!filter) return null;
    return typeof filter === "string" ? parseFilter(filter) : filter;
  }

  /** Runs a search. `now` decides the sold window. */
  search(q: Partial<SearchQuery>, now: Date = new Date(), options: SearchOptions = {}): SearchResponse {
    const t0 = performance.now();
    const sortBy: SortOption = q.sortBy && isSortOption(q.sortBy) ? q.sortBy : DEFAULT_SORT;
    const hitsPerPage = Math.max(0, Math.floor(options.hitsPerPage ?? PAGE_SIZE));
    const page = Math.max(1, Math.floor(q.page ?? 1));
    const facetSelections: FacetSelections = q.facets ?? {};
    const rangeSelections: RangeSelections = q.ranges ?? {};

    // B: default stock filter, extra filter, text, price > 0 for price:asc where configured.
    const text = this.textMatch(q.query);
    const base = this.matchingBits(now, options.filter, text, sortBy);

    // One constraint per refined attribute: its chosen values OR-ed, AND its range.
    const constraints = new Map<string, Bits>();
    for (const attribute of FACET_ATTRIBUTES) {
      const chosen = facetSelections[attribute];
      if (chosen && chosen.length) constraints.set(attribute, this.anyValueBits(this.valueIndexes.get(attribute)!, chosen));
    }
    for (const attribute of RANGE_ATTRIBUTES) {
      const range = rangeSelections[attribute];
      if (!range || (range.min === undefined && range.max === undefined)) continue;
      const bits = this.rangeBits(attribute, range);
      const existing = constraints.get(attribute);
      constraints.set(attribute, existing ? andInto(existing, bits) : bits);
    }

    const result = base.slice();
    for (const bits of constraints.values()) andInto(result, bits);

    const infos = new Map<Bits, SetInfo>();
    const info = (bits: Bits): SetInfo => {
      let i = infos.get(bits);
      if (!i) infos.set(bits, (i = { bits, count: popcount(bits) }));
      return i;
    };
    const resultInfo = info(result);
    const withoutCache = new Map<string, SetInfo>();
    /** Results with every refinement except the attribute's own. */
    const without = (attribute: string): SetInfo => {
      if (!constraints.has(attribute)) return resultInfo;
      const key = `-${attribute}`;
      let cached = withoutCache.get(key);
      if (!cached) {
        const bits = base.slice();
        for (const [a, c] of constraints) if (a !== attribute) andInto(bits, c);
        withoutCache.set(key, (cached = info(bits)));
      }
      return cached;
    };

    const collapseSold = options.collapseSold !== false;
    let facets = emptyFacets();
    const facetStats: Partial<Record<RangeAttribute, FacetStat>> = {};
    if (options.facets !== false) {
      facets = {} as Record<FacetAttribute, FacetValue[]>;
      const soldIds = this.baseSet(now).soldIds;
      for (const attribute of FACET_ATTRIBUTES) {
        const index = this.valueIndexes.get(attribute)!;
        const set = without(attribute);
        const counts = this.countValues(index, set);
        if (collapseSold) this.collapseCounts(index, set, soldIds, counts);
        facets[attribute] = this.facetList(index, counts, facetSelections[attribute]);
      }
      for (const attribute of RANGE_ATTRIBUTES) {
        const stat = this.stat(attribute, without(attribute));
        if (stat) facetStats[attribute] = stat;
      }
    }

    const { hits, count } = this.page(result, resultInfo.count, sortBy, (page - 1) * hitsPerPage, hitsPerPage, collapseSold, text?.better);
    const pages = hitsPerPage > 0 ? Math.ceil(count / hitsPerPage) : 0;
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    return { hits, count, facets, facetStats, page, pages, ms };
  }

  /**
   * The whole stock at `now` with every facet and no hits: what the site's counts, nouns and home page read. Kept for the
   * last `now` asked (pages ask with a clock rounded to the minute), so a page pays for it once a minute, not per request.
   * Shared: never mutate it.
   */
  overview(now: Date = new Date()): SearchResponse {
    const at = now.getTime();
    if (this.overviewCache?.at !== at) this.overviewCache = { at, response: this.search({}, now, { hitsPerPage: 0 }) };
    return this.overviewCache.response;
  }

  /** Several independent searches (no facets); each filter applies on top of the default stock filter. */
  multiSearch(queries: readonly MultiSearchQuery[], now: Date = new Date()): MultiSearchResponse {
    return {
      results: queries.map((mq) => {
        let sortBy: SortOption = DEFAULT_SORT;
        for (const s of mq.sort ?? []) {
          if (isSortOption(s)) {
            sortBy = s;
            break;
          }
        }
        if (mq.sort?.length && !mq.sort.some(isSortOption)) throw new SearchInputError(`unknown sort "${mq.sort[0]}"; expected one of ${SORT_OPTIONS.join(", ")}`);
        const limit = Math.min(1000, Math.max(0, Math.floor(mq.limit ?? PAGE_SIZE)));
        const offset = Math.max(0, Math.floor(mq.offset ?? 0));
        const text = this.textMatch(mq.query);
        const base = this.matchingBits(now, mq.filter, text, sortBy);
        return this.page(base, popcount(base), sortBy, offset, limit, true, text?.better);
      }),
    };
  }

  /**
   * What a free-text query matches, by relevance (null without words). The last few are kept: a shopper refines,
   * sorts and pages with the same words, and the match does not depend on those. Treat the result as read-only.
   */
  private textMatch(query: string | undefined): TextMatch | null {
    if (!query) return null;
    const terms = understandQuery(query);
    if (terms.words.length === 0) return null;
    const key = terms.words.join(" ");
    let match = this.textCache.get(key);
    if (!match) this.textCache.set(key, (match = this.text.search(terms)!));
    return match;
  }

  /**
   * Sorts, collapses the run of sold cars, and slices one page. Sold cars come last in every sort, so the collapse keeps
   * the first sold car in sort order (all of them when nothing unsold matches) and the count is `listedCount`.
   * `better`: the text match's better subsets (best first), which lead the default sort: unsold cars by relevance,
   * then sold ones, so sold cars stay last.
   */
  private page(
    result: Bits,
    total: number,
    sortBy: SortOption,
    offset: number,
    limit: number,
    collapseSold: boolean,
    better: readonly Bits[] = [],
  ): { hits: SearchHit[]; count: number } {
    const hits: SearchHit[] = [];
    const soldCount = andCount(result, this.soldBits);
    const collapse = collapseSold && soldCount > 0 && soldCount < total;
    const count = collapse ? listedCount(total - soldCount, soldCount) : total;
    const end = Math.min(offset + limit, count);
    if (offset >= end) return { hits, count };
    const isSold = this.isSold;
    let kept = 0;
    let seenSold = false;
    // Returns false once the page is full.
    const visit = (doc: number): boolean => {
      if (collapse && isSold[doc] === 1) {
        if (seenSold) return true;
        seenSold = true;
      }
      if (kept >= offset) hits.push(this.hitAt(doc));
      kept++;
      return kept < end;
    };

    if (sortBy === "rank:desc" && better.length > 0 && !within(result, better[0])) {
      walkByRelevance(result, better, this.unsoldBits, this.soldBits, visit);
    } else if (sortBy === "rank:desc") {
      outer: for (let w = 0; w < result.length; w++) {
        let word = result[w];
        const base = w << 5;
        while (word !== 0) {
          const t = word & -word;
          if (!visit(base + 31 - Math.clz32(t))) break outer;
          word ^= t;
        }
      }
    } else {
      const { perm, pos } = this.sorts.get(sortBy)!;
      if (total * Math.log2(total + 2) * 4 > this.size) {
        for (let k = 0; k < perm.length; k++) {
          const doc = perm[k];
          if (hasBit(result, doc) && !visit(doc)) break;
        }
      } else {
        const ids = toIds(result, total);
        for (let k = 0; k < ids.length; k++) ids[k] = pos[ids[k]];
        ids.sort();
        for (let k = 0; k < ids.length; k++) if (!visit(perm[ids[k]])) break;
      }
    }
    return { hits, count };
  }

  /**
   * Turns a facet's match counts into listed counts (`listedCount` per value): the sold documents of the set are few (the
   * sold window), so they are counted per value by a scan of the window's sold list.
   */
  private collapseCounts(index: ValueIndex, set: SetInfo, soldIds: Int32Array, counts: Int32Array): void {
    if (soldIds.length === 0 || set.count === 0) return;
    const sold = new Int32Array(counts.length);
    let any = false;
    for (let k = 0; k < soldIds.length; k++) {
      const doc = soldIds[k];
      if (hasBit(set.bits, doc)) {
        sold[index.column[doc]]++;
        any = true;
      }
    }
    if (!any) return;
    for (let id = 1; id < counts.length; id++) if (sold[id] > 0) counts[id] = listedCount(counts[id] - sold[id], sold[id]);
  }

  private ids(set: SetInfo): Int32Array {
    if (!set.ids) set.ids = toIds(set.bits, set.count);
    return set.ids;
  }

  private countValues(index: ValueIndex, set: SetInfo): Int32Array {
    const v = index.values.length;
    const n = this.size;
    const counts = new Int32Array(v);
    if (set.count === 0) return counts;
    const scan = Math.min(set.count, n - set.count);
    if ((v - 1) * this.words <= scan) {
      for (let id = 1; id < v; id++) if (index.totals[id] > 0) counts[id] = andCount(set.bits, this.valueBits(index, id));
      return counts;
    }
    const column = index.column;
    if (set.count <= n - set.count) {
      const ids = this.ids(set);
      for (let k = 0; k < ids.length; k++) counts[column[ids[k]]]++;
      return counts;
    }
    if (!set.complementIds) {
      const complement = andNotInto(this.all.slice(), set.bits);
      set.complementIds = toIds(complement, n - set.count);
    }
    const ids = set.complementIds;
    for (let k = 0; k < ids.length; k++) counts[column[ids[k]]]++;
    for (let id = 0; id < v; id++) counts[id] = index.totals[id] - counts[id];
    return counts;
  }

  private facetList(index: ValueIndex, counts: Int32Array, chosen: readonly string[] | undefined): FacetValue[] {
    const ids: number[] = [];
    const selected = new Set<number>();
    if (chosen) {
      for (const c of chosen) {
        const id = index.keys.get(c.trim().toLowerCase());
        if (id !== undefined) selected.add(id);
      }
    }
    for (let id = 1; id < counts.length; id++) if ((counts[id] > 0 || selected.has(id)) && !index.hidden[id]) ids.push(id);
    const rank = index.rank;
    if (index.fixedOrder) ids.sort((a, b) => rank[a] - rank[b]);
    else ids.sort((a, b) => counts[b] - counts[a] || rank[a] - rank[b]);
    return ids.map((id) => ({ label: index.labels[id], value: index.values[id], count: counts[id] }));
  }

  private stat(attribute: RangeAttribute, set: SetInfo): FacetStat | null {
    if (set.count === 0) return null;
    const col = this.numeric.get(attribute)!;
    if (set.count * 8 < this.size) {
      let min = Infinity;
      let max = -Infinity;
      const ids = this.ids(set);
      for (let k = 0; k < ids.length; k++) {
        const x = col[ids[k]];
        if (x < min) min = x;
        if (x > max) max = x;
      }
      return min === Infinity ? null : { min, max };
    }
    const asc = this.ascending.get(attribute)!;
    let lo = 0;
    while (lo < asc.length && !hasBit(set.bits, asc[lo])) lo++;
    if (lo === asc.length) return null;
    let hi = asc.length - 1;
    while (!hasBit(set.bits, asc[hi])) hi--;
    return { min: col[asc[lo]], max: col[asc[hi]] };
  }

  /** What search path segments may name: makes, models and bodies in stock; all locations and dealerships. */
  /**
   * What path segments may name in this stock. Worked out once per index (it scans and sorts the whole stock: as costly
   * as the search itself at 1,400 vehicles, ten times it at 50,000) and shared, read-only, by every request.
   */
  pathContext(): PathContext {
    return (this.paths ??= Object.freeze(this.buildPathContext()));
  }

  private buildPathContext(): PathContext {
    const make = this.valueIndexes.get("make")!;
    const model = this.valueIndexes.get("model")!;
    const body = this.valueIndexes.get("body")!;
    const pairs = new Map<string, { make: string; model: string }>();
    for (let i = 0; i < this.size; i++) {
      const mk = make.values[make.column[i]];
      const md = model.values[model.column[i]];
      const key = `${mk.toLowerCase()}\u0000${md.toLowerCase()}`;
      if (!pairs.has(key)) pairs.set(key, { make: mk, model: md });
    }
    return {
      makes: make.values.slice(1).sort(cmpText),
      models: [...pairs.values()].sort((a, b) => cmpText(a.make, b.make) || cmpText(a.model, b.model)),
      bodies: body.values.slice(1).sort(cmpText),
      locations: [...this.ctx.locations.values()].map((l) => ({ slug: l.slug, name: l.name })),
      dealerships: [...this.ctx.dealerships.values()].map((d) => ({ slug: d.slug, name: d.name })),
    };
  }

  /** The indexed hit with this vehicle id (listable vehicles only), regardless of the sold window. */
  hit(id: number): SearchHit | undefined {
    if (!this.byId) this.byId = new Map(this.docs.map((d, i) => [d.id, i]));
    const i = this.byId.get(id);
    return i === undefined ? undefined : this.hitAt(i);
  }

  /**
   * The listable vehicle with this slug, regardless of the sold window: its document as stored (a hold's Reserved is
   * not in it) and as search shows it (`shown`: Reserved while a paid deposit holds it, else the same object). The
   * vehicle page reads a listed car from here, as fresh as the search results, instead of the database.
   */
  listedVehicle(slug: string): { stored: Vehicle; shown: Vehicle } | undefined {
    if (!this.bySlug) this.bySlug = new Map(this.vehicles.map((v, i) => [v.slug, i]));
    const i = this.bySlug.get(slug);
    if (i === undefined) return undefined;
    const shown = this.vehicles[i]!;
    return { stored: this.stored?.get(shown.id) ?? shown, shown };
  }

  private hitAt(doc: number): SearchHit {
    return (this.hitCache[doc] ??= toSearchHit(this.vehicles[doc], this.docs[doc]));
  }
}

/** Whether every document of `a` is in `b`. */
function within(a: Bits, b: Bits): boolean {
  for (let w = 0; w < a.length; w++) if ((a[w] & ~b[w]) !== 0) return false;
  return true;
}

/**
 * Visits the result by the text match's nested levels, best first (each document once), unsold documents before
 * sold ones so that the sold documents stay one run, as in the plain rank order. Stops when `visit` returns false.
 */
function walkByRelevance(result: Bits, better: readonly Bits[], unsold: Bits, sold: Bits, visit: (doc: number) => boolean): void {
  // better[0] ⊆ better[1] ⊆ … ⊆ everything: level k is better[k] minus better[k - 1], computed word by word.
  for (const group of [unsold, sold]) {
    for (let k = 0; k <= better.length; k++) {
      const inside = k < better.length ? better[k] : null;
      const outside = k > 0 ? better[k - 1] : null;
      for (let w = 0; w < result.length; w++) {
        let word = result[w] & group[w];
        if (inside) word &= inside[w];
        if (outside) word &= ~outside[w];
        const base = w << 5;
        while (word !== 0) {
          const t = word & -word;
          if (!visit(base + 31 - Math.clz32(t))) return;
          word ^= t;
        }
      }
    }
  }
}

/** Label order: accents and case ignored first ('Škoda' sorts with S), then exact text. */
function cmpText(a: string, b: string): number {
  const x = normalizeText(a);
  const y = normalizeText(b);
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

