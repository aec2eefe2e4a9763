import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { demoTenants } from "../demo/demo-tenants.ts";
import { StockIndex } from "../search/engine.ts";
import { pathFilters } from "../search/query.ts";
import { searchContextFromTenant } from "../search/search-document.ts";
import { deriveVehicleSlug, vehicleSchema, type Vehicle } from "../stock/vehicle-schema.ts";
import { tenantDocumentSchema, type Tenant } from "../tenants/tenant-document.ts";
import { escapeXml, planSitemap, sitemapGroups, urlsetXml } from "./sitemap-entries.ts";
import { sitemapResponseBody } from "./sitemap-files.ts";

const NOW = new Date("2026-11-24T02:00:00Z");
const ORIGIN = "https://www.example.com.au";

function demo(slug: string): { tenant: Tenant; vehicles: Vehicle[]; index: StockIndex } {
  const t = demoTenants(NOW).find((d) => d.slug === slug)!;
  const tenant: Tenant = { ...tenantDocumentSchema.parse(t.document), id: 7, slug };
  const vehicles = t.stock.map((input) => {
    const v = vehicleSchema.parse(input);
    return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
  });
  const c = tenant.config;
  const index = new StockIndex(vehicles, searchContextFromTenant(tenant), {
    manufacturer: c.manufacturer,
    search_filters: c.search_filters,
    include_sold_cars_days: c.include_sold_cars_days,
    certified_only: c.certified_only,
  });
  return { tenant, vehicles, index };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" });

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as {
    urlset?: { "@_xmlns": string; url: { loc: string; lastmod?: string }[] };
    sitemapindex?: { "@_xmlns": string; sitemap: { loc: string; lastmod?: string }[] };
  };
}

describe("the sitemap of a demo tenant", () => {
  const { tenant, vehicles, index } = demo("apex-motor-group");
  const forSale = vehicles.filter((v) => v.show_on_dealer_website && (v.status === "in_stock" || v.status === "coming_soon"));
  const xml = sitemapResponseBody(tenant, index, NOW, ORIGIN, null)!;
  const urls = parse(xml).urlset!.url;
  const locs = urls.map((u) => u.loc);

  it("is one valid urlset in the sitemaps namespace, every URL on the public origin, each once", () => {
    expect(parse(xml).urlset!["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists every vehicle for sale with its last change, and no sold, held, archived or hidden one", () => {
    expect(forSale.length).toBeGreaterThan(100);
    const byLoc = new Map(urls.map((u) => [u.loc, u.lastmod]));
    for (const v of forSale) {
      const lastmod = byLoc.get(`${ORIGIN}/cars/${v.slug}`);
      expect(lastmod, v.slug).toBeDefined();
      expect(Date.parse(lastmod!)).toBe(Date.parse(v.updated_at ?? v.created_at));
    }
    const carPages = locs.filter((l) => l.includes("/cars/"));
    expect(carPages).toHaveLength(forSale.length);
    const notForSale = vehicles.filter((v) => !forSale.includes(v));
    expect(notForSale.length).toBeGreaterThan(0);
    for (const v of notForSale) expect(byLoc.has(`${ORIGIN}/cars/${v.slug}`)).toBe(false);
  });

  it("lists the landing pages of each make, make and model, body and location with stock, and they read back as that facet", () => {
    const ctx = index.pathContext();
    const landing = locs.filter((l) => l.startsWith(`${ORIGIN}/search/`)).map((l) => l.slice(`${ORIGIN}/search/`.length));
    const makes = new Set(forSale.map((v) => v.make));
    for (const make of makes) expect(landing.some((p) => pathFilters([p], ctx)?.facets.make?.[0] === make), make).toBe(true);
    const pairs = new Set(forSale.map((v) => `${v.make}|${v.model}`));
    const listedPairs = new Set(landing.filter((p) => p.includes("/")).map((p) => pathFilters(p.split("/"), ctx)!.facets).map((f) => `${f.make![0]}|${f.model![0]}`));
    expect(listedPairs).toEqual(pairs);
    for (const l of tenant.locations.filter((x) => x.visible && forSale.some((v) => v.location_id === x.id))) expect(landing).toContain(l.slug);
    expect(landing).toContain("new-used-and-demo-cars");
    expect(landing.some((p) => pathFilters([p], ctx)?.facets.body)).toBe(true);
  });

  it("lists the home, location, offer, blog and content pages", () => {
    for (const path of ["/", "/locations", "/special-offers", "/blog", "/about-us", "/privacy-policy"]) expect(locs).toContain(new URL(path, ORIGIN).href);
    for (const l of tenant.locations.filter((x) => x.visible)) expect(locs).toContain(`${ORIGIN}/locations/${l.slug}`);
    expect(locs.some((l) => /\/offers\/.+/.test(l))).toBe(true);
    expect(locs.some((l) => /\/blog\/.+/.test(l))).toBe(true);
  });

  it("splits into an index whose parts together list everything once, each within the limit", () => {
    const limits = { maxUrls: 40, maxBytes: 52_428_800 };
    const indexXml = sitemapResponseBody(tenant, index, NOW, ORIGIN, null, limits)!;
    const parts = parse(indexXml).sitemapindex!.sitemap;
    expect(parse(indexXml).sitemapindex!["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parts.length).toBeGreaterThan(2);
    const listed: string[] = [];
    for (const p of parts) {
      expect(p.loc).toMatch(new RegExp(`^${ORIGIN}/sitemaps/(pages|vehicles)-\\d+\\.xml$`));
      const body = sitemapResponseBody(tenant, index, NOW, ORIGIN, p.loc.split("/").pop()!, limits);
      const partUrls = parse(body!).urlset!.url;
      expect(partUrls.length).toBeLessThanOrEqual(40);
      listed.push(...partUrls.map((u) => u.loc));
    }
    expect(listed.sort()).toEqual([...locs].sort());
    expect(sitemapResponseBody(tenant, index, NOW, ORIGIN, "vehicles-999.xml", limits)).toBeNull();
    expect(sitemapResponseBody(tenant, index, NOW, ORIGIN, "vehicles-1.xml")).toBeNull();
  });

  it("splits by bytes as well as by count", () => {
    const plan = planSitemap(ORIGIN, sitemapGroups(tenant, index, NOW), { maxUrls: 50_000, maxBytes: 20_000 });
    expect(plan.kind).toBe("index");
    if (plan.kind === "index") for (const p of plan.parts) expect(Buffer.byteLength(urlsetXml(ORIGIN, p.entries))).toBeLessThanOrEqual(20_000);
  });
});

describe("sitemap XML", () => {
  it("escapes what XML and the protocol need escaped", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = urlsetXml(ORIGIN, [{ path: "/search/used-cars?make=A&B" }]);
    expect(xml).toContain("<loc>https://www.example.com.au/search/used-cars?make=A&amp;B</loc>");
    expect(parse(xml).urlset!.url[0]!.loc).toBe("https://www.example.com.au/search/used-cars?make=A&B");
  });

  it("lists a car of a make-locked site's other make nowhere", () => {
    const { tenant, index, vehicles } = demo("bayside-ford");
    const locs = parse(sitemapResponseBody(tenant, index, NOW, ORIGIN, null)!).urlset!.url.map((u) => u.loc);
    const other = vehicles.filter((v) => v.make !== "Ford");
    for (const v of other) expect(locs).not.toContain(`${ORIGIN}/cars/${v.slug}`);
  });
});
