/**
 * What a tenant's /sitemap.xml lists (ADR 045), and the XML of the sitemaps protocol (sitemaps.org 0.9). Pure: the
 * route hands in the tenant, its search index, the time and the public origin.
 *
 * Listed: the home page; every listable vehicle in stock (in stock or coming soon, shown on the website, inside the
 * tenant's stock filter: the search index's own rule) with its last change; the stock landing pages that have stock
 * (all stock, each car type, make, make and model, body type, location and dealership: the paths the site links to,
 * each checked to read back as the facet it names); locations, offers, blog posts and categories, content pages,
 * models and brands pages. Not listed: recently sold cars (their pages answer 200 for the spec's days, but nobody
 * should land on them from a search engine), facet combinations, text searches, sorts and pages of results.
 */

import { blogCategories, postPath, publishedPosts } from "../blog/blog-posts.ts";
import { brandOverviewPath } from "../brands/brand-tiles.ts";
import { BUILT_IN_CONTENT_PAGES, contentPageFor } from "../content/content-pages.ts";
import { locationPath } from "../locations/location-view.ts";
import { modelPath } from "../models/model-lineup.ts";
import { offerPath, visibleOffers } from "../offers/offers.ts";
import type { StockIndex } from "../search/engine.ts";
import { allStockPath, bodyPath, carTypePath, makeModelPath, makePath, placePath, type CarType } from "../search/landing-paths.ts";
import { pathFilters } from "../search/query.ts";
import { emptyQuery, type FacetAttribute } from "../stock/attributes.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import { IN_STOCK_STATUSES } from "../stock/vehicle-status.ts";
import { dealerToday } from "../tenants/dealer-clock.ts";
import { stockBase } from "../tenants/stock-base.ts";
import type { Tenant } from "../tenants/tenant-document.ts";

export interface SitemapEntry {
  /** A path on the site ('/cars/x'); the XML makes it absolute on the public origin. */
  path: string;
  /** W3C datetime of the page's last change, when known. */
  lastmod?: string;
}

/** The sitemaps protocol's limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

/** The stock filter of cars that are for sale now (the sold ones the search still shows for a few days are left out). */
const FOR_SALE = `status IN [${IN_STOCK_STATUSES.join(", ")}]`;

function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const t = Date.parse(value);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString().replace(/\.000Z$/, "Z");
}

/** The vehicle pages: every car for sale on the site, newest first as the results list them. */
export function vehicleEntries(index: StockIndex, now: Date): SitemapEntry[] {
  const result = index.search(emptyQuery(), now, { filter: FOR_SALE, hitsPerPage: Math.max(1, index.size), facets: false, collapseSold: false });
  return result.hits.map((v) => ({ path: vehiclePath(v), lastmod: isoDate(v.updated_at ?? v.created_at) }));
}

/** The stock landing pages with at least one car for sale. */
export function landingEntries(tenant: Pick<Tenant, "config">, index: StockIndex, now: Date): SitemapEntry[] {
  const base = stockBase(tenant.config);
  const ctx = index.pathContext();
  const all = index.search(emptyQuery(), now, { filter: FOR_SALE, hitsPerPage: 0 });
  if (all.count === 0) return [];
  const values = (attribute: FacetAttribute) => all.facets[attribute].filter((f) => f.count > 0).map((f) => f.value);
  /** A path is listed only when the site reads it back as this very facet (a make named like a body wins, so the body's page is the make's). */
  const reads = (path: string, attribute: FacetAttribute, value: string) => {
    const facets = pathFilters(path.slice(base.length + 1).split("/"), ctx)?.facets;
    return facets?.[attribute]?.length === 1 && facets[attribute]![0] === value;
  };
  const paths: string[] = [allStockPath(base)];
  for (const carType of values("car_type")) if (["new", "used", "demo"].includes(carType)) paths.push(carTypePath(base, carType as CarType));
  for (const make of values("make")) {
    const path = makePath(base, make);
    if (!reads(path, "make", make)) continue;
    paths.push(path);
    const models = index.search({ ...emptyQuery(), facets: { make: [make] } }, now, { filter: FOR_SALE, hitsPerPage: 0 }).facets.model;
    for (const m of models) {
      const modelPath = makeModelPath(base, make, m.value);
      if (m.count > 0 && reads(modelPath, "model", m.value)) paths.push(modelPath);
    }
  }
  for (const body of values("body")) {
    const path = bodyPath(base, body);
    if (reads(path, "body", body)) paths.push(path);
  }
  for (const name of values("location_name")) {
    const place = ctx.locations.find((l) => l.name === name);
    if (place && reads(placePath(base, place.slug), "location_name", name)) paths.push(placePath(base, place.slug));
  }
  for (const name of values("dealership_name")) {
    const place = ctx.dealerships.find((d) => d.name === name);
    if (place && reads(placePath(base, place.slug), "dealership_name", name)) paths.push(placePath(base, place.slug));
  }
  return [...new Set(paths)].map((path) => ({ path }));
}

/** Home, locations, offers, blog, content, models and brands pages: what the tenant's document says it shows today. */
export function pageEntries(tenant: Tenant, now: Date): SitemapEntry[] {
  const c = tenant.config;
  const today = dealerToday(tenant, now);
  const entries: SitemapEntry[] = [{ path: "/" }];
  const locations = tenant.locations.filter((l) => l.visible);
  if (locations.length) entries.push({ path: "/locations" }, ...locations.map((l) => ({ path: locationPath(l) })));
  const offers = visibleOffers(c, tenant.id, today);
  if (offers.length) entries.push({ path: "/special-offers" }, ...offers.map((o) => ({ path: offerPath(o, c) })));
  const posts = publishedPosts(c.blog_posts, today);
  if (posts.length) {
    entries.push({ path: "/blog", lastmod: posts[0]?.date });
    entries.push(...blogCategories(posts).map((cat) => ({ path: cat.href })));
    entries.push(...posts.map((p) => ({ path: postPath(p), lastmod: p.date })));
  }
  const contentSlugs = [...new Set([...BUILT_IN_CONTENT_PAGES, ...Object.keys(c.content_pages)])];
  for (const slug of contentSlugs) if (contentPageFor(tenant, slug)) entries.push({ path: `/${slug}` });
  if (c.models.length) {
    entries.push({ path: "/models" });
    for (const m of c.models) if (!m.override_url) entries.push({ path: modelPath(m) });
  }
  const brandPages = c.brands.filter((b) => !b.skipPage);
  if (c.brands.length) entries.push({ path: "/brands" }, ...brandPages.map((b) => ({ path: brandOverviewPath(b) })));
  if (!c.reviews.hidden && c.reviews.items.length) entries.push({ path: "/reviews" });
  return entries;
}

/** Everything the tenant's sitemap lists, in two groups (a large sitemap is split by group into files). */
export function sitemapGroups(tenant: Tenant, index: StockIndex, now: Date): { pages: SitemapEntry[]; vehicles: SitemapEntry[] } {
  const pages = [...pageEntries(tenant, now), ...landingEntries(tenant, index, now)];
  const seen = new Set<string>();
  return { pages: pages.filter((e) => !seen.has(e.path) && seen.add(e.path)), vehicles: vehicleEntries(index, now) };
}

// ---- XML ----------------------------------------------------------------------------------------

const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** XML text with &, <, >, " and ' escaped (sitemaps.org: entity-escape every URL). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);
}

function urlElement(origin: string, e: SitemapEntry): string {
  const loc = escapeXml(new URL(e.path, `${origin}/`).href);
  return `<url><loc>${loc}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ""}</url>\n`;
}

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.map((e) => urlElement(origin, e)).join("")}</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: readonly SitemapEntry[]): string {
  const items = parts.map((p) => `<sitemap><loc>${escapeXml(new URL(p.path, `${origin}/`).href)}</loc>${p.lastmod ? `<lastmod>${escapeXml(p.lastmod)}</lastmod>` : ""}</sitemap>\n`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${items.join("")}</sitemapindex>\n`;
}

export interface SitemapLimits {
  /** URLs per file (the protocol's 50,000; tests force a split with a few). */
  maxUrls: number;
  /** Bytes per file (the protocol's 50 MB). */
  maxBytes: number;
}

export const DEFAULT_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES };

/** A part of a split sitemap: /sitemaps/{group}-{n}.xml. */
export interface SitemapPart {
  name: string;
  entries: SitemapEntry[];
}

const OVERHEAD = HEAD.length + `<urlset xmlns="${NS}">\n</urlset>\n`.length;

/** Cuts a group into files within the limits (by URLs and by bytes), named {group}-1, {group}-2, … */
function chunk(group: string, origin: string, entries: readonly SitemapEntry[], limits: SitemapLimits): SitemapPart[] {
  const parts: SitemapPart[] = [];
  let current: SitemapEntry[] = [];
  let bytes = OVERHEAD;
  for (const e of entries) {
    const size = Buffer.byteLength(urlElement(origin, e));
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push({ name: `${group}-${parts.length + 1}`, entries: current });
      current = [];
      bytes = OVERHEAD;
    }
    current.push(e);
    bytes += size;
  }
  if (current.length) parts.push({ name: `${group}-${parts.length + 1}`, entries: current });
  return parts;
}

export type SitemapPlan = { kind: "single"; entries: SitemapEntry[] } | { kind: "index"; parts: SitemapPart[] };

/** One urlset when everything fits in one file; else an index over the groups' parts. */
export function planSitemap(origin: string, groups: { pages: SitemapEntry[]; vehicles: SitemapEntry[] }, limits: SitemapLimits = DEFAULT_LIMITS): SitemapPlan {
  const all = [...groups.pages, ...groups.vehicles];
  const parts = [...chunk("pages", origin, groups.pages, limits), ...chunk("vehicles", origin, groups.vehicles, limits)];
  if (chunk("all", origin, all, limits).length <= 1) return { kind: "single", entries: all };
  return { kind: "index", parts };
}

/** The newest lastmod of a part's entries (the index's <lastmod> for it). */
export function newestLastmod(entries: readonly SitemapEntry[]): string | undefined {
  let newest: string | undefined;
  for (const e of entries) if (e.lastmod && (!newest || Date.parse(e.lastmod) > Date.parse(newest))) newest = e.lastmod;
  return newest;
}

/** The path of a part of a split sitemap. */
export function sitemapPartPath(name: string): string {
  return `/sitemaps/${name}.xml`;
}
