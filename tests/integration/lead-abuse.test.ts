import http from "node:http";
import type { AddressInfo } from "node:net";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createPlatform as CreatePlatform } from "../../server/app.ts";
import { createHttpApp } from "../../server/http.ts";
import { createServices } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { countLeads } from "../../app/leads/lead-store.server.ts";
import { countEvents } from "../../app/platform/events.server.ts";
import { tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

/**
 * Issue 9, 'one client can shut off a dealer's lead intake': 30 source addresses filled the site's
 * shared lead limit and real shoppers got 429. Reproduced over real HTTP against the whole platform
 * (pages included, loaded through Vite in this process so the test can read the database), with a
 * trusted proxy in front naming the addresses; and, without TRUST_PROXY, X-Forwarded-For ignored.
 */

const TOKEN = "abuse-admin-token-0123456789";
const shopper = { name: "Sam", last_name: "Smith", email: "sam@example.com", phone: "0412 345 678", postcode: "4000", message: "Is it still available?" };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One HTTP request, optionally from a chosen local source address (all of 127.0.0.0/8 is loopback on Linux). */
function send(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method: init.method ?? "GET", headers: init.headers, localAddress: init.localAddress, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

const json = (a: Answer) => JSON.parse(a.body) as Record<string, unknown>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function listen(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function putTenant(base: string, slug: string) {
  const admin = (method: string, p: string, body: unknown) =>
    send(base, `/api/admin${p}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
  expect((await admin("PUT", `/tenants/${slug}`, tenantDoc(slug))).status).toBe(201);
  expect((await admin("PUT", `/tenants/${slug}/stock`, [vehicle(1)])).status).toBe(200);
}

describe("the whole platform behind a trusted proxy (TRUST_PROXY=loopback)", () => {
  let vite: ViteDevServer;
  let platform: Awaited<ReturnType<typeof CreatePlatform>>;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
    const { createPlatform } = (await vite.ssrLoadModule("/server/app.ts")) as { createPlatform: typeof CreatePlatform };
    platform = await createPlatform({
      DATA_DIR: tempDir(),
      SEED_DEMO: "0",
      ADMIN_TOKEN: TOKEN,
      LOG_LEVEL: "silent",
      DELIVERY_WORKER: "0",
      TRUST_PROXY: "loopback",
      // The attack of the issue at a tenth of the scale: 30 addresses × 2 leads fill a site budget of 60.
      LEAD_RATE_PER_IP: "2",
      LEAD_RATE_PER_TENANT: "60",
      EVENT_RATE_PER_IP: "20",
    });
    ({ server, base } = await listen(platform.app));
  });
  afterAll(async () => {
    server?.close();
    await platform?.services.close();
    await vite?.close();
  });

  const host = (slug: string) => `${slug}.localhost`;
  const from = (slug: string, address: string, extra: Record<string, string> = {}) => ({ host: host(slug), "x-forwarded-for": address, ...extra });
  const jsonLead = (slug: string, address: string, body: Record<string, unknown> = shopper) =>
    send(base, "/api/leads", { method: "POST", headers: from(slug, address, { "content-type": "application/json" }), body: JSON.stringify(body) });
  const formPost = (slug: string, address: string, fields: Record<string, string>) =>
    send(base, "/contact", { method: "POST", headers: from(slug, address, { "content-type": "application/x-www-form-urlencoded", origin: `http://${host(slug)}` }), body: new URLSearchParams(fields).toString() });
  /** Loads the contact page as a browser would and takes the form token out of its lead form. */
  async function pageToken(slug: string, address: string): Promise<string> {
    const page = await send(base, "/contact", { headers: from(slug, address) });
    expect(page.status).toBe(200);
    const token = /name="_form_token" value="([^"]+)"/.exec(page.body)?.[1];
    expect(token, "the lead form carries a form token").toBeTruthy();
    return token!;
  }
  const tenantId = (slug: string) => platform.services.tenants.get(slug)!.id;

  it("30 addresses fill the site's lead budget: the sprayers get 429, a shopper with the page's form token still gets through", async () => {
    const slug = "flooded-motors";
    await putTenant(base, slug);
    // Two shoppers open the contact page (the form token comes with it)…
    const formToken = await pageToken(slug, "198.51.100.1");
    const apiToken = await pageToken(slug, "198.51.100.2");
    const loaded = Date.now();

    // …while 30 addresses send leads as fast as the per-address limit allows, filling the site's budget.
    const flood = await Promise.all(Array.from({ length: 60 }, (_, i) => jsonLead(slug, `203.0.113.${(i % 30) + 1}`, { ...shopper, message: `spam ${i}` })));
    expect(flood.map((a) => a.status)).toEqual(Array(60).fill(201));

    // More spraying: fresh addresses find the site's budget spent, the 30 their own.
    for (let i = 31; i <= 35; i++) {
      const refused = await jsonLead(slug, `203.0.113.${i}`);
      expect(refused.status).toBe(429);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      expect(json(refused).error).toMatch(/receiving a lot of enquiries/);
    }
    expect((await jsonLead(slug, "203.0.113.7")).status).toBe(429);
    // A form post without the page's token is refused before it counts.
    const tokenless = await formPost(slug, "203.0.113.36", { ...shopper });
    expect(tokenless.status).toBe(400);
    expect(tokenless.body).toContain("This form could not be checked");

    // The shoppers send their forms (a person takes more than 2 s to fill one in).
    await sleep(Math.max(0, loaded + 2_100 - Date.now()));
    const sent = await formPost(slug, "198.51.100.1", { ...shopper, _form_token: formToken });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toMatch(/^\/success\?form=enquiry&lead=[0-9a-f-]{36}$/);
    const viaApi = await jsonLead(slug, "198.51.100.2", { ...shopper, form_token: apiToken });
    expect(viaApi.status).toBe(201);

    // A token is no pass for a script: past the budget it carries three leads, then it is refused.
    expect((await jsonLead(slug, "198.51.100.3", { ...shopper, form_token: apiToken })).status).toBe(201);
    expect((await jsonLead(slug, "198.51.100.4", { ...shopper, form_token: apiToken })).status).toBe(201);
    expect((await jsonLead(slug, "198.51.100.5", { ...shopper, form_token: apiToken })).status).toBe(429);

    expect(await countLeads(platform.services.database.db, tenantId(slug))).toBe(60 + 4);
  });

  it("refuses a form sent back within 2 s, a made-up token and another site's token, and keeps nothing", async () => {
    const slug = "careful-motors";
    await putTenant(base, slug);
    const quick = await formPost(slug, "198.51.100.20", { ...shopper, _form_token: await pageToken(slug, "198.51.100.20") });
    expect(quick.status).toBe(400);
    expect(quick.body).toContain("That was quick! Please check your details, then send the form again.");
    // The page comes back with the shopper's details and a fresh token.
    expect(quick.body).toContain('value="sam@example.com"');
    expect(quick.body).toMatch(/name="_form_token" value="[^"]+"/);

    await putTenant(base, "other-motors");
    const otherSite = await pageToken("other-motors", "198.51.100.21");
    const own = await pageToken(slug, "198.51.100.22");
    await sleep(2_100);
    const [issued, nonce, mac] = own.split(".") as [string, string, string];
    const madeUp = `${(parseInt(issued, 36) - 3_600_000).toString(36)}.${nonce}.${mac}`;
    for (const [address, token] of [
      ["198.51.100.23", otherSite],
      ["198.51.100.24", madeUp],
      ["198.51.100.25", "not-a-token"],
    ] as const) {
      const refused = await formPost(slug, address, { ...shopper, _form_token: token });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("This form could not be checked");
      const api = await jsonLead(slug, `${address}1`, { ...shopper, form_token: token });
      expect(api.status).toBe(400);
      expect(json(api).fields).toEqual({ form_token: "form_token is not a token this site issued." });
    }
    expect(await countLeads(platform.services.database.db, tenantId(slug))).toBe(0);
  });

  it("answers malformed X-Forwarded-Proto, -Host and -For from the trusted proxy with a 4xx or counts them under the proxy, never a 5xx", async () => {
    const slug = "header-motors";
    await putTenant(base, slug);
    const malformed: Record<string, string>[] = [{ "x-forwarded-proto": "javascript" }, { "x-forwarded-proto": "ht tp" }, { "x-forwarded-host": "exa mple.com" }, { "x-forwarded-host": `${host(slug)}:99999` }];
    for (const headers of malformed) {
      const page = await send(base, "/contact", { headers: { host: host(slug), ...headers } });
      expect(page.status, JSON.stringify(headers)).toBe(400);
    }
    const odd = await send(base, "/contact", { headers: { host: host(slug), "x-forwarded-for": "not-an-address, , ::zz" } });
    expect(odd.status).toBe(200);
    // Unreadable X-Forwarded-For: the lead counts under the proxy's own address (2 per minute here).
    const leads = [];
    for (const xff of ["garbage", "999.1.1.1", ""]) leads.push((await send(base, "/api/leads", { method: "POST", headers: { host: host(slug), "x-forwarded-for": xff, "content-type": "application/json" }, body: JSON.stringify(shopper) })).status);
    expect(leads).toEqual([201, 201, 429]);
  });

  it("counts one view per address per car, however often it is asked", async () => {
    const slug = "viewed-motors";
    await putTenant(base, slug);
    const stock = await send(base, `/api/admin/tenants/${slug}/stock`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const carSlug = (JSON.parse(stock.body) as { slug: string }[])[0]!.slug;
    const view = async (address: string) => {
      const a = await send(base, `/cars/${carSlug}/view.json`, { headers: from(slug, address, { accept: "application/json" }) });
      expect(a.status).toBe(200);
      return json(a).views as number;
    };
    const start = await view("198.51.100.30");
    const looped = [];
    for (let i = 0; i < 20; i++) looped.push(await view("198.51.100.30"));
    expect(looped).toEqual(Array(20).fill(start));
    expect(await view("198.51.100.31")).toBe(start + 1);
    expect(await view("198.51.100.31")).toBe(start + 1);
  });

  it("takes at most EVENT_RATE_PER_IP events and phone reveals per address per minute: 429 past it, nothing stored", async () => {
    const slug = "tracked-motors";
    await putTenant(base, slug);
    const post = (path: string, address: string, body: unknown) => send(base, path, { method: "POST", headers: from(slug, address, { "content-type": "application/json" }), body: JSON.stringify(body) });
    const events = [];
    for (let i = 0; i < 25; i++) events.push((await post("/api/events", "198.51.100.40", { event_id: 39, car_id: 1, label: "gallery" })).status);
    expect(events).toEqual([...Array(20).fill(200), ...Array(5).fill(429)]);
    const reveals = [];
    for (let i = 0; i < 22; i++) reveals.push((await post("/api/phone-reveal", "198.51.100.40", { car_id: 1 })).status);
    expect(reveals).toEqual([...Array(20).fill(200), 429, 429]);
    // Another shopper is not held back by that loop.
    expect((await post("/api/events", "198.51.100.41", { event_id: 39, car_id: 1 })).status).toBe(200);
    const db = platform.services.database.db;
    expect(await countEvents(db, tenantId(slug), "analytics")).toBe(21);
    expect(await countEvents(db, tenantId(slug), "phone-reveal")).toBe(20);
  });
});

describe("without TRUST_PROXY (the default)", () => {
  let services: Awaited<ReturnType<typeof createServices>>;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    services = await createServices(parseEnv({ DATA_DIR: tempDir(), SEED_DEMO: "0", ADMIN_TOKEN: TOKEN, LOG_LEVEL: "silent", DELIVERY_WORKER: "0", LEAD_RATE_PER_IP: "3", LEAD_RATE_PER_TENANT: "8" }), createLogger("silent"));
    ({ server, base } = await listen(createHttpApp(services)));
    await putTenant(base, "plain-motors");
  });
  afterAll(async () => {
    server?.close();
    await services?.close();
  });

  const lead = (headers: Record<string, string>, localAddress?: string) =>
    send(base, "/api/leads", { method: "POST", headers: { host: "plain-motors.localhost", "content-type": "application/json", ...headers }, body: JSON.stringify(shopper), localAddress });

  it("ignores X-Forwarded-For: a client that names a new address each time is still one address", async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push((await lead({ "x-forwarded-for": `203.0.113.${i}` }, "127.0.0.2")).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("counts each source address apart, and a refused address spends none of the site's budget", async () => {
    // 127.0.0.2 is spent (above); its refused posts did not count towards the site's 8.
    for (let i = 0; i < 5; i++) expect((await lead({}, "127.0.0.2")).status).toBe(429);
    const statuses = [];
    for (const address of ["127.0.0.3", "127.0.0.3", "127.0.0.3", "127.0.0.4", "127.0.0.4", "127.0.0.4"]) statuses.push((await lead({}, address)).status);
    // 3 + 5 = 8: the site's budget, then no more for anyone without a form token.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await lead({}, "127.0.0.5");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error).toMatch(/send yours from a form on the dealer's website/);
    expect(await countLeads(services.database.db, services.tenants.get("plain-motors")!.id)).toBe(8);
  });
});
