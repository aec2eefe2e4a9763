/**
 * The console stock list's URL contract: search text, filters, sort and page live in the query string only (a GET
 * form and plain links, so the list works without JavaScript). Reading is forgiving: a value that is not one of ours
 * falls back to its default instead of failing the page.
 */

import { CAR_TYPES, STATUSES } from "./vehicle-schema.ts";

export const STOCK_PAGE_SIZE = 50;
/** Deeper than this is not a list anyone pages through; search or filter instead. */
export const MAX_STOCK_PAGE = 1000;
export const MAX_SEARCH_LENGTH = 100;
/** Words of a search beyond this are ignored (each is one LIKE over the row). */
export const MAX_SEARCH_WORDS = 6;

export const STOCK_SORTS = ["newest", "oldest", "price_asc", "price_desc", "views", "leads", "quality"] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
export const STOCK_SORT_LABELS: Record<StockSort, string> = {
  newest: "Newest first",
  oldest: "Longest in stock",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  views: "Most viewed (30 days)",
  leads: "Most leads (30 days)",
  quality: "Quality: worst first",
};

/** "active": everything but archived (the default view); "all": archived too; or one stored status. */
export const STATUS_FILTERS = ["active", "all", ...STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const WEBSITE_FILTERS = ["any", "shown", "hidden"] as const;
export type WebsiteFilter = (typeof WEBSITE_FILTERS)[number];

export interface StockListQuery {
  q: string;
  status: StatusFilter;
  website: WebsiteFilter;
  carType: (typeof CAR_TYPES)[number] | null;
  make: string;
  location: number | null;
  sort: StockSort;
  page: number;
  /** Only listings that are missing something (the listing quality page). */
  incomplete?: boolean;
}

export const DEFAULT_STOCK_QUERY: StockListQuery = { q: "", status: "active", website: "any", carType: null, make: "", location: null, sort: "newest", page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T => (value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback);

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

export function parseStockListQuery(params: URLSearchParams): StockListQuery {
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    status: oneOf(STATUS_FILTERS, params.get("status"), "active"),
    website: oneOf(WEBSITE_FILTERS, params.get("website"), "any"),
    carType: oneOf([...CAR_TYPES, ""] as const, params.get("type"), "") || null,
    make: (params.get("make") ?? "").trim().slice(0, 60),
    location: positiveInt(params.get("location"), 2 ** 31 - 1),
    sort: oneOf(STOCK_SORTS, params.get("sort"), "newest"),
    page: positiveInt(params.get("page"), MAX_STOCK_PAGE) ?? 1,
  };
}

/** The query string of a list (defaults left out), e.g. "?q=hilux&sort=price_asc&page=2"; "" for the default list. */
export function stockListSearch(query: StockListQuery): string {
  const p = new URLSearchParams();
  if (query.q) p.set("q", query.q);
  if (query.status !== "active") p.set("status", query.status);
  if (query.website !== "any") p.set("website", query.website);
  if (query.carType) p.set("type", query.carType);
  if (query.make) p.set("make", query.make);
  if (query.location !== null) p.set("location", String(query.location));
  if (query.sort !== "newest") p.set("sort", query.sort);
  if (query.page > 1) p.set("page", String(query.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** The words of a search, lower-cased, at most MAX_SEARCH_WORDS. */
export function searchWords(q: string): string[] {
  return q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Whether the list is narrowed by anything (the empty state then offers to clear it). */
export function isFiltered(query: StockListQuery): boolean {
  return Boolean(query.q || query.status !== "active" || query.website !== "any" || query.carType || query.make || query.location !== null);
}
