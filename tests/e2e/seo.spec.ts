import type { APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Search engines (issue 14, ADR 045): robots.txt and sitemap.xml per tenant on its public origin, canonical URLs on the
 * tenant's primary host, 410 Gone for a car that is no longer listed, and the JSON-LD of real rendered pages.
 * Over HTTP only (a crawler's view), on a seeded demo tenant and on tenants of our own.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" || name === "sitemap" });

/** GET a path of a tenant's site (Host: {slug}.localhost:{port}), as a crawler would: no redirects followed. */
async function get(request: APIRequestContext, baseURL: string | undefined, slug: string, path: string, headers: Record<string, string> = {}) {
  const port = new URL(baseURL ?? "http://localhost:3100").port;
  return request.get(`http://localhost:${port}${path}`, { headers: { Host: `${slug}.localhost:${port}`, ...headers }, maxRedirects: 0 });
}

function siteOrigin(baseURL: string | undefined, slug: string): string {
  return `http://${slug}.localhost:${new URL(baseURL ?? "http://localhost:3100").port}`;
}

function urlsOf(xml: string): { loc: string; lastmod?: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = parser.parse(xml) as { urlset?: { "@_xmlns": string; url: { loc: string; lastmod?: string }[] } };
  expect(doc.urlset?.["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return doc.urlset!.url;
}

/** Every JSON-LD block of an HTML page, parsed. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON-LD is checked property by property below
function jsonLdOf(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;

test("a demo tenant's robots.txt allows the site, keeps crawlers out of private paths and names its sitemap", async ({ request, baseURL }) => {
  const res = await get(request, baseURL, "bayside-ford", "/robots.txt");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await res.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  for (const path of ["/dealer", "/api/", "/dev/", "/feeds/", "/checkout", "/sign-in", "/my-garage", "/compare", "/print", "/search/*?"])
    expect(text.split("\n"), path).toContain(`Disallow: ${path}`);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${siteOrigin(baseURL, "bayside-ford")}/sitemap.xml`);
  // Cacheable, and answered 304 while it has not changed.
  expect(res.headers()["cache-control"]).toMatch(/public/);
  const again = await get(request, baseURL, "bayside-ford", "/robots.txt", { "If-None-Match": res.headers()["etag"]! });
  expect(again.status()).toBe(304);
});

test("a demo tenant's sitemap lists every car for sale with its last change and no other car, and its landing pages", async ({ request, baseURL }) => {
  const slug = "bayside-ford";
  const origin = siteOrigin(baseURL, slug);
  const res = await get(request, baseURL, slug, "/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/xml/);
  const urls = urlsOf(await res.text());
  expect(urls.every((u) => u.loc.startsWith(`${origin}/`))).toBe(true);
  expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);

  const stock = (await (await request.get(`/api/admin/tenants/${slug}/stock`, { headers: auth })).json()) as { slug: string; status: string; show_on_dealer_website: boolean; updated_at?: string; created_at: string }[];
  const bySlug = new Map(stock.map((v) => [v.slug, v]));
  const cars = urls.filter((u) => u.loc.includes("/cars/"));
  for (const u of cars) {
    const v = bySlug.get(u.loc.slice(`${origin}/cars/`.length))!;
    expect(v, u.loc).toBeDefined();
    expect(v.show_on_dealer_website && ["in_stock", "coming_soon"].includes(v.status), u.loc).toBe(true);
    expect(Date.parse(u.lastmod!)).toBe(Date.parse(v.updated_at ?? v.created_at));
  }
  // As many as the site's own search finds for sale.
  const port = new URL(baseURL!).port;
  const search = await request.post(`http://localhost:${port}/api/multi-search`, {
    headers: { Host: `${slug}.localhost:${port}`, Origin: origin },
    data: { queries: [{ filter: "status IN [in_stock, coming_soon]", limit: 1 }] },
  });
  expect(search.status()).toBe(200);
  expect(cars).toHaveLength((await search.json()).results[0].count);
  expect(stock.some((v) => v.status === "sold")).toBe(true);

  const locs = urls.map((u) => u.loc);
  for (const path of ["/", "/locations", "/search/new-used-and-demo-cars", "/search/ford", "/about-us"]) expect(locs, path).toContain(`${origin}${path}`);
  expect(locs.some((l) => /\/search\/ford\/[a-z0-9-]+$/.test(l))).toBe(true);
  // A landing page listed is a page that answers.
  const landing = locs.find((l) => /\/search\/ford\/[a-z0-9-]+$/.test(l))!;
  expect((await get(request, baseURL, slug, new URL(landing).pathname)).status()).toBe(200);
});

/** A tenant of our own with a public host, a canonical host setting, and cars in every state. */
async function makeDealer(request: APIRequestContext, canonical: string | null) {
  const slug = `e2e-seo-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Coastline Motors",
      template: "classic",
      hosts: [`${slug}.example.com.au`],
      config: {
        canonical_host: canonical,
        include_sold_cars_days: 3,
        blog_posts: [{ slug: "winter-tyres", heading: "Winter tyres", category: "Tips", date: isoDay(-5), description: "Tyres for winter.", body: "Tread depth matters." }],
        offers: [{ id: "free-servicing", name: "Free servicing", description: "Three years of free servicing." }],
      },
      locations: [
        {
          id: 1,
          name: "Coastline Motors Mooloolaba",
          slug: "mooloolaba",
          primary: true,
          address: { street: "1 Parkyn Pde", city: "Mooloolaba", state: "QLD", postcode: "4557", lat: -26.68, long: 153.12 },
          contact_detail: {
            phone: "07 5444 0000",
            email: "sales@coastline.example.com.au",
            opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30" })).concat([{ weekday: 6, status: "Open", open: "09:00", close: "13:00" }, { weekday: 0, status: "Closed", open: null, close: null }] as never),
          },
          special_hours: [{ date: isoDay(10), name: "Show Day", status: "Closed" }, { date: isoDay(12), name: "Late night", status: "Open", start_hour: "09:00", end_hour: "20:00" }],
        },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  const created = new Date(Date.now() - 2 * DAY_S * 1000).toISOString();
  const car = (id: number, over: object) => ({ id, year: 2022, make: "Mazda", model: "CX-5", badge: "Maxx", car_type: "used", created_at: created, price: 34990, km: 41000, vin: `JM0KF4W7A0${String(id).padStart(7, "0")}`, location_id: 1, ...over });
  const stock = [
    car(1, { updated_at: new Date(Date.now() - 3600_000).toISOString() }),
    car(2, { make: "Toyota", model: "HiLux", badge: "SR5", simple_body: "Ute", status: "coming_soon" }),
    car(3, { status: "sold", sold_date_timestamp: nowS() - DAY_S }),
    car(4, { make: "Kia", model: "Sportage", status: "sold", sold_date_timestamp: nowS() - 30 * DAY_S }),
    car(5, { show_on_dealer_website: false }),
    car(6, { status: "archived" }),
    car(7, { status: "on_hold" }),
  ];
  const res = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: stock });
  expect(res.status(), await res.text()).toBe(200);
  const stored = (await (await request.get(`/api/admin/tenants/${slug}/stock`, { headers: auth })).json()) as { id: number; slug: string }[];
  const slugOf = (id: number) => stored.find((v) => v.id === id)!.slug;
  return { slug, slugOf };
}

test("everything search engines read names the canonical host, and the sitemap lists only what is for sale", async ({ request, baseURL }) => {
  const { slug, slugOf } = await makeDealer(request, "www.coastlinemotors.com.au");
  const origin = "https://www.coastlinemotors.com.au";

  const robots = await (await get(request, baseURL, slug, "/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

  const urls = urlsOf(await (await get(request, baseURL, slug, "/sitemap.xml")).text());
  const locs = urls.map((u) => u.loc);
  expect(locs.every((l) => l.startsWith(`${origin}/`))).toBe(true);
  const cars = locs.filter((l) => l.includes("/cars/")).sort();
  expect(cars).toEqual([`${origin}/cars/${slugOf(1)}`, `${origin}/cars/${slugOf(2)}`].sort());
  expect(urls.find((u) => u.loc === `${origin}/cars/${slugOf(1)}`)!.lastmod).toBeTruthy();
  for (const path of ["/", "/search/new-used-and-demo-cars", "/search/used-cars", "/search/mazda", "/search/mazda/cx-5", "/search/toyota/hilux", "/search/ute", "/search/mooloolaba", "/locations/mooloolaba", "/blog/winter-tyres", "/blog/tips", "/special-offers", "/offers/free-servicing", "/about-us"])
    expect(locs, path).toContain(`${origin}${path}`);
  // Kia is only in a car sold long ago: no landing page for it.
  expect(locs).not.toContain(`${origin}/search/kia`);

  const page = await (await get(request, baseURL, slug, `/cars/${slugOf(1)}`)).text();
  const carUrl = `${origin}/cars/${slugOf(1)}`;
  expect(attr(page, /<link rel="canonical" href="([^"]+)"/)).toBe(carUrl);
  expect(attr(page, /<meta property="og:url" content="([^"]+)"/)).toBe(carUrl);
  const car = jsonLdOf(page).find((j) => j["@type"] === "Car")!;
  expect(car.url).toBe(carUrl);
  expect(car.offers.url).toBe(carUrl);
  expect(page).not.toContain("localhost");
});

test("with no canonical_host the first host is the public origin", async ({ request, baseURL }) => {
  const { slug } = await makeDealer(request, null);
  const robots = await (await get(request, baseURL, slug, "/robots.txt")).text();
  expect(robots).toContain(`Sitemap: https://${slug}.example.com.au/sitemap.xml`);
  const content = await (await get(request, baseURL, slug, "/about-us")).text();
  expect(attr(content, /<link rel="canonical" href="([^"]+)"/)).toBe(`https://${slug}.example.com.au/about-us`);
});

test("a car no longer listed answers 410 with similar cars and its make and model search; a sold car keeps its page for the spec's days", async ({ request, baseURL }) => {
  const { slug, slugOf } = await makeDealer(request, "www.coastlinemotors.com.au");
  for (const id of [4, 5, 6]) {
    const res = await get(request, baseURL, slug, `/cars/${slugOf(id)}`);
    expect(res.status(), `car ${id}`).toBe(410);
    const html = await res.text();
    expect(html).toContain("This car is no longer available");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('href="/search/new-used-and-demo-cars"');
  }
  // Its make and model still in stock: the search for them, and the similar cars.
  const gone = await (await get(request, baseURL, slug, `/cars/${slugOf(5)}`)).text();
  expect(gone).toContain('href="/search/mazda/cx-5"');
  expect(gone).toContain("Mazda CX-5 in stock");
  expect(gone).toContain(`/cars/${slugOf(1)}`);

  // Sold yesterday: the SOLD page (spec 001 §4), kept out of search engines; on hold: its page, likewise.
  for (const id of [3, 7]) {
    const res = await get(request, baseURL, slug, `/cars/${slugOf(id)}`);
    expect(res.status(), `car ${id}`).toBe(200);
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex"/);
  }
  const listed = await (await get(request, baseURL, slug, `/cars/${slugOf(1)}`)).text();
  expect(listed).not.toMatch(/<meta name="robots"/);
  // An address we never had stays a 404.
  expect((await get(request, baseURL, slug, "/cars/2019-mazda-cx-5-maxx-999999")).status()).toBe(404);
});

test("the JSON-LD of vehicle, location and content pages carries schema.org's required properties", async ({ request, baseURL }) => {
  const { slug, slugOf } = await makeDealer(request, "www.coastlinemotors.com.au");
  const origin = "https://www.coastlinemotors.com.au";

  const vehicle = jsonLdOf(await (await get(request, baseURL, slug, `/cars/${slugOf(1)}`)).text());
  const car = vehicle.find((j) => j["@type"] === "Car")!;
  expect(car["@context"]).toBe("https://schema.org");
  expect(car).toMatchObject({ name: "2022 Mazda CX-5 Maxx", model: "CX-5", vehicleModelDate: "2022", vehicleIdentificationNumber: "JM0KF4W7A00000001", brand: { "@type": "Brand", name: "Mazda" } });
  expect(car.mileageFromOdometer).toEqual({ "@type": "QuantitativeValue", value: 41000, unitCode: "KMT" });
  expect(car.offers).toMatchObject({ "@type": "Offer", price: 34990, priceCurrency: "AUD", availability: "https://schema.org/InStock", url: `${origin}/cars/${slugOf(1)}` });
  expect(car.offers.seller).toMatchObject({ "@type": "AutoDealer", name: "Coastline Motors Mooloolaba", "@id": `${origin}/locations/mooloolaba#dealer` });
  const vehicleCrumbs = vehicle.find((j) => j["@type"] === "BreadcrumbList")!;
  expect(vehicleCrumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3, 4, 5]);
  expect(vehicleCrumbs.itemListElement[2]).toMatchObject({ "@type": "ListItem", name: "Mazda", item: `${origin}/search/mazda` });
  expect(vehicleCrumbs.itemListElement[4].item).toBe(`${origin}/cars/${slugOf(1)}`);

  const location = jsonLdOf(await (await get(request, baseURL, slug, "/locations/mooloolaba")).text());
  const dealer = location.find((j) => j["@type"] === "AutoDealer")!;
  expect(dealer).toMatchObject({
    "@id": `${origin}/locations/mooloolaba#dealer`,
    name: "Coastline Motors Mooloolaba",
    url: `${origin}/locations/mooloolaba`,
    telephone: "+61754440000",
    address: { "@type": "PostalAddress", streetAddress: "1 Parkyn Pde", addressLocality: "Mooloolaba", addressRegion: "QLD", postalCode: "4557", addressCountry: "AU" },
    geo: { "@type": "GeoCoordinates", latitude: -26.68, longitude: 153.12 },
  });
  expect(dealer.openingHoursSpecification).toContainEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "08:30", closes: "17:30" });
  expect(dealer.openingHoursSpecification).toHaveLength(6);
  expect(dealer.specialOpeningHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", name: "Show Day", validFrom: isoDay(10), validThrough: isoDay(10), opens: "00:00", closes: "00:00" },
    { "@type": "OpeningHoursSpecification", name: "Late night", validFrom: isoDay(12), validThrough: isoDay(12), opens: "09:00", closes: "20:00" },
  ]);
  expect(location.find((j) => j["@type"] === "BreadcrumbList")!.itemListElement.at(-1)).toMatchObject({ position: 3, name: "Coastline Motors Mooloolaba", item: `${origin}/locations/mooloolaba` });

  const content = jsonLdOf(await (await get(request, baseURL, slug, "/about-us")).text());
  expect(content.find((j) => j["@type"] === "BreadcrumbList")!.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
    { "@type": "ListItem", position: 2, name: expect.any(String), item: `${origin}/about-us` },
  ]);
});
