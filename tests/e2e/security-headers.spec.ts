import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The headers a bank's site would send, on the page types of a demo dealer: a Content-Security-Policy whose fresh
 * nonce is on every inline script, frame-ancestors, nosniff, Referrer-Policy, Permissions-Policy and a Cache-Control
 * that fits the page; and the pages still hydrate in a browser with no CSP violation.
 */

const DEALER = "cityline-cars"; // the demo dealer with a chat widget, finance and consent on forms
const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
// A car's page may be stale in a shared cache for ~30 s at most: a reservation shows within that (ADR 037).
const STOCK_PAGE = "public, max-age=0, s-maxage=10, stale-while-revalidate=20";

/** A GET of a dealer's page, as a cache or a script would see it (no browser). */
async function getPage(request: APIRequestContext, baseURL: string | undefined, slug: string, path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  const site = new URL(siteUrl(baseURL, slug));
  return request.get(`http://localhost:${site.port}${path}`, { headers: { host: site.host, ...headers }, maxRedirects: 0 });
}

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

/** The nonce the response's CSP names, after checking the script policy has no way around it. */
function nonceOf(res: APIResponse): string {
  const policy = directives(res.headers()["content-security-policy"] ?? "");
  const scripts = policy.get("script-src") ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain("*");
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'self'"]);
  expect(policy.get("frame-ancestors")?.[0]).toBe("'self'");
  const nonces = scripts.filter((s) => s.startsWith("'nonce-")).map((s) => s.slice("'nonce-".length, -1));
  expect(nonces).toHaveLength(1);
  expect(nonces[0].length).toBeGreaterThanOrEqual(22);
  return nonces[0];
}

/** Every script element of the HTML that a browser would run (JSON and JSON-LD blocks are data) must carry the nonce. */
function expectScriptsCarry(html: string, nonce: string): void {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]);
  const runnable = scripts.filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
  expect(runnable.length).toBeGreaterThan(0);
  for (const attrs of runnable) expect(attrs, "a script without this response's nonce").toContain(`nonce="${nonce}"`);
}

function expectCommonHeaders(res: APIResponse): void {
  const h = res.headers();
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  expect(h["permissions-policy"]).toContain("microphone=()");
  expect(h["permissions-policy"]).toContain("geolocation=()");
  // Plain HTTP here: HSTS is for HTTPS responses only.
  expect(h["strict-transport-security"]).toBeUndefined();
}

/** A car from the dealer's results page. */
async function aVehiclePath(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const html = await (await getPage(request, baseURL, DEALER, "/search/new-used-and-demo-cars")).text();
  const path = /href="(\/cars\/[a-z0-9-]+)"/.exec(html)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

test("every page type gets a fresh nonce on every inline script, and the security headers", async ({ request, baseURL }) => {
  const pages = [
    { name: "home", path: "/", status: 200, cache: PUBLIC },
    { name: "results", path: "/search/new-used-and-demo-cars", status: 200, cache: PUBLIC },
    { name: "vehicle", path: await aVehiclePath(request, baseURL), status: 200, cache: STOCK_PAGE },
    { name: "sign-in", path: "/sign-in", status: 200, cache: "no-store" },
    // A form page carries a per-visit idempotency key and form token: a shared cache must not hand them to another shopper.
    { name: "contact form", path: "/contact", status: 200, cache: "private, no-store" },
    { name: "test drive form", path: "/book-test-drive", status: 200, cache: "private, no-store" },
    { name: "404", path: "/no-such-page-here", status: 404, cache: PUBLIC },
  ];
  for (const p of pages) {
    const [first, second] = [await getPage(request, baseURL, DEALER, p.path), await getPage(request, baseURL, DEALER, p.path)];
    for (const res of [first, second]) {
      expect(res.status(), p.name).toBe(p.status);
      expect(res.headers()["content-type"]).toMatch(/^text\/html/);
      expectCommonHeaders(res);
      expect(res.headers()["cache-control"], p.name).toBe(p.cache);
      if (p.cache.startsWith("public")) expect(res.headers()["vary"], p.name).toMatch(/\bCookie\b/);
      expectScriptsCarry(await res.text(), nonceOf(res));
    }
    expect(nonceOf(first), `${p.name}: the nonce is new for each response`).not.toBe(nonceOf(second));
  }
});

test("a page for a signed-in shopper, a form post's answer and the shopper's own pages are never stored", async ({ request, baseURL }) => {
  // Any session cookie makes the page personal (the header shows the shopper); a shared cache must not keep it.
  for (const path of ["/", "/search/new-used-and-demo-cars", "/no-such-page-here"]) {
    const res = await getPage(request, baseURL, DEALER, path, { cookie: "fc_session=not-a-real-session" });
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
  }
  // The answer to a form post shows what was sent.
  const site = new URL(siteUrl(baseURL, DEALER));
  const post = await request.post(`http://localhost:${site.port}/contact`, { headers: { host: site.host, origin: site.origin }, form: { name: "" }, maxRedirects: 0 });
  expect(post.status()).toBe(400);
  expect(post.headers()["cache-control"]).toBe("private, no-store");
  // A tenant whose garage is open to signed-out shoppers: the page itself is still private.
  const slug = `e2e-headers-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { name: "Headers Test Motors", template: "classic", config: { gated_routes: [] } },
  });
  expect(put.status(), await put.text()).toBe(201);
  const garage = await getPage(request, baseURL, slug, "/my-garage");
  expect(garage.status()).toBe(200);
  expect(garage.headers()["cache-control"]).toBe("private, no-store");
  // Client-side navigations fetch the same data as `.data`: same policy as the page.
  expect((await getPage(request, baseURL, slug, "/my-garage.data")).headers()["cache-control"]).toBe("private, no-store");
  expect((await getPage(request, baseURL, slug, "/search/new-used-and-demo-cars.data")).headers()["cache-control"]).toBe(PUBLIC);
});

test("frame-ancestors names the origins a tenant lets embed its site, and the operator API refuses anything but https origins", async ({ request, baseURL }) => {
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const slug = `e2e-frames-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const doc = (frame_ancestors: unknown) => ({ headers: auth, data: { name: "Frames Test Motors", template: "modern", config: { frame_ancestors } } });

  const refused = await request.put(`/api/admin/tenants/${slug}`, doc(["https://portal.example.com; script-src 'unsafe-inline'"]));
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain("config.frame_ancestors.0");
  expect((await request.put(`/api/admin/tenants/${slug}`, doc(["http://portal.example.com"]))).status()).toBe(400);
  expect((await request.get(`/api/admin/tenants/${slug}`, { headers: auth })).status()).toBe(404);

  expect((await request.put(`/api/admin/tenants/${slug}`, doc(["https://Portal.Example.com/"]))).status()).toBe(201);
  const embeddable = directives((await getPage(request, baseURL, slug, "/")).headers()["content-security-policy"]);
  expect(embeddable.get("frame-ancestors")).toEqual(["'self'", "https://portal.example.com"]);
  // Another dealer's pages keep the default: only the site itself.
  const other = directives((await getPage(request, baseURL, DEALER, "/")).headers()["content-security-policy"]);
  expect(other.get("frame-ancestors")).toEqual(["'self'"]);
});

test("nosniff and the CSP are on every response, not only pages", async ({ request, baseURL }) => {
  for (const path of ["/api/search", "/favicon.svg", "/healthz"]) {
    const res = await getPage(request, baseURL, DEALER, path);
    expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(res.headers()["content-security-policy"], path).toContain("object-src 'none'");
  }
});

/** Records CSP violations from the first script of every document the page opens. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test("pages hydrate under the CSP with no violation, and client-side navigation still works", async ({ page, baseURL, request }) => {
  const violations = await watchViolations(page);
  const vehicle = await aVehiclePath(request, baseURL);
  for (const path of ["/", "/search/new-used-and-demo-cars", vehicle, "/sign-in", "/no-such-page-here", "/locations", "/finance"]) {
    await page.goto(siteUrl(baseURL, DEALER, path));
    await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "true");
    expect(await violations(), path).toEqual([]);
  }

  // A client-side navigation: the route's code and data arrive by fetch and module import, under the same policy.
  await page.goto(siteUrl(baseURL, DEALER, "/"));
  const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await page.getByRole("link", { name: "Our Locations" }).last().click();
  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length), "no full page load").toBe(before);
  expect(await violations()).toEqual([]);
});
