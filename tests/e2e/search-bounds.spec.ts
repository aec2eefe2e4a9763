import type { APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * Issue 9, response amplification: a results page whose URL chooses very many filter values stays
 * small (values past the bounds are left out, with a note), and its size grows in step with the
 * number of values, not with its square. The JSON API refuses what the page leaves out.
 * HTTP only: no browser.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const ALL = "/search/new-used-and-demo-cars";
const DAY = 86_400_000;

async function makeDealer(request: APIRequestContext): Promise<string> {
  const slug = `e2e-bounds-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Bounds Test Motors",
      template: "classic",
      locations: [
        {
          id: 1,
          name: "Bounds Test Ipswich",
          slug: "ipswich",
          primary: true,
          address: { street: "1 Brisbane St", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.61, long: 152.76 },
          contact_detail: { phone: "+61 7 3281 0000" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const stock = Array.from({ length: 30 }, (_, i) => ({
    id: 1 + i,
    year: 2018 + (i % 6),
    make: ["Toyota", "Mazda", "Kia"][i % 3],
    model: ["Corolla", "CX-5", "Sportage"][i % 3],
    car_type: "used",
    colour: "White",
    price: 20_000 + i * 1000,
    km: 10_000 + i * 1000,
    created_at: new Date(Date.now() - (20 + i) * DAY).toISOString(),
    location_id: 1,
    images: [{ url: "/media/not-found.webp" }],
  }));
  const res = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: stock });
  expect(res.status()).toBe(200);
  return slug;
}

/** Requests to a tenant's site: to localhost with the site's Host header (Node does not resolve *.localhost). */
function site(request: APIRequestContext, baseURL: string | undefined, slug: string) {
  const headers = { host: new URL(siteUrl(baseURL, slug)).host };
  return {
    get: (pathAndQuery: string, options: { maxRedirects?: number } = {}) => request.get(pathAndQuery, { ...options, headers }),
    post: (path: string, data: unknown) => request.post(path, { data, headers }),
  };
}

/** Every value of every facet the Apex demo dealer offers (and made-up ones to make 50 each): the URL of the report. */
async function everyValueQuery(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const res = await site(request, baseURL, "apex-motor-group").get("/api/search");
  const { facets } = (await res.json()) as { facets: Record<string, { value: string }[]> };
  const parts: string[] = [];
  for (const [attribute, list] of Object.entries(facets)) {
    const values = list.map((v) => v.value).slice(0, 50);
    for (let i = 0; values.length < 50; i++) values.push(`x${i}`);
    for (const v of values) parts.push(`${attribute}=${encodeURIComponent(v)}`);
  }
  return parts.join("&");
}

test("a results page choosing every facet value of a big dealer answers under 1 MB and says what it left out", async ({ request, baseURL }) => {
  const query = await everyValueQuery(request, baseURL);
  expect(query.length).toBeGreaterThan(10_000);
  const res = await site(request, baseURL, "apex-motor-group").get(`${ALL}?${query}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  // Before the bounds: 40 MB, one chip link per value each carrying every value.
  expect(html.length).toBeLessThan(1_000_000);
  expect(html.replace(/<!-- -->/g, "")).toMatch(/This link chose more filters than we apply at once \(\w+ has more than 40 values\), so \d+ values were left out/);
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
});

test("the page grows in step with the number of chosen values, not with its square", async ({ request, baseURL }) => {
  const dealer = site(request, baseURL, await makeDealer(request));
  // One colour every car has, then colours none has: the same cars on every page, only the chosen values grow.
  const size = async (n: number) => {
    const query = ["colour=White", ...Array.from({ length: n - 1 }, (_, i) => `colour=Shade+${String(i).padStart(2, "0")}`)].join("&");
    const res = await dealer.get(`${ALL}?${query}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('role="note"');
    return html.length;
  };
  const [s10, s20, s40] = [await size(10), await size(20), await size(40)];
  const perValue = (s20 - s10) / 10;
  const ratio = (s40 - s20) / (s20 - s10);
  // Linear: ten more values cost as much from 20 to 40 as from 10 to 20 (ratio 2); a page of n² grows by 4 or more.
  expect(ratio).toBeGreaterThan(1.6);
  expect(ratio).toBeLessThan(2.4);
  expect(perValue).toBeLessThan(4_000);
});

test("a chip's remove button without JavaScript answers with the search minus that filter", async ({ request, baseURL }) => {
  const dealer = site(request, baseURL, await makeDealer(request));
  const res = await dealer.get("/search/toyota?colour=White&colour=Red&sortBy=price:asc&page=2&remove=colour:red", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/search/toyota?colour=White&sortBy=price:asc");
  const leaving = await dealer.get("/search/toyota?colour=White&remove=make:Toyota", { maxRedirects: 0 });
  expect(leaving.headers().location).toBe(`${ALL}?colour=White`);
});

test("the JSON search APIs refuse what the page leaves out, with a 400 that says why", async ({ request, baseURL }) => {
  const dealer = site(request, baseURL, await makeDealer(request));
  const makes = Array.from({ length: 41 }, (_, i) => `make=m${i}`).join("&");
  const search = await dealer.get(`/api/search?${makes}`);
  expect(search.status()).toBe(400);
  expect((await search.json()).error).toBe("make has more than 40 values (at most 40 values per filter, 80 in all and 2000 characters in all)");
  expect((await dealer.get(`/api/search?${makes.split("&").slice(0, 40).join("&")}`)).status()).toBe(200);

  const list = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`).join(", ");
  const multi = (filter: string) => dealer.post("/api/multi-search", { queries: [{ filter }] });
  const tooMany = await multi(`make IN [${list(41)}]`);
  expect(tooMany.status()).toBe(400);
  expect((await tooMany.json()).error).toMatch(/^queries\.0\.filter: filter names more than 40 values of make/);
  expect((await multi(`make IN [${list(40)}]`)).status()).toBe(200);
});
