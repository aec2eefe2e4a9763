import http from "node:http";
import type { AddressInfo } from "node:net";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { verifyWebhook } from "../../app/leads/webhook-signature.ts";
import { runStatusAction, saveVehicleEdit } from "../../app/console/stock-console.server.ts";
import type { ConsoleUser } from "../../app/staff/console-session.server.ts";
import { can } from "../../app/staff/permissions.ts";
import type { Staff } from "../../app/staff/staff-store.server.ts";
import { findVehicleById } from "../../app/stock/stock-store.server.ts";
import { vehicleFormDefaults } from "../../app/stock/vehicle-form.ts";
import { demoTenants } from "../../app/demo/demo-tenants.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";
import { request, until, webhookReceiver } from "../support/receivers.ts";
import { GOOGLE_FULFILLMENT_OPTIONS, GOOGLE_OPTIONAL, GOOGLE_REQUIRED, META_OPTIONAL, META_REQUIRED, brokenRules, csvRecords, googlePriceTypeAllowed } from "../support/feed-specs.ts";

const TOKEN = "test-admin-token-0123456789";

async function start(env: Record<string, string>) {
  const services = await createServices(
    parseEnv({ SEED_DEMO: "0", ADMIN_TOKEN: TOKEN, LOG_LEVEL: "silent", LEAD_RETRY_BASE_MS: "40", LEAD_RETRY_MAX_MS: "200", ...env }),
    createLogger("silent"),
  );
  const server = http.createServer(createHttpApp(services));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = async (method: string, p: string, body?: unknown) => {
    const res = await fetch(`${base}/api/admin${p}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: res.status === 204 ? null : await res.json() };
  };
  /** A feed URL from the API (…/feeds/{token}/{file} on {slug}.localhost), fetched on the tenant's host. */
  const get = (url: string, headers: Record<string, string> = {}) => {
    const u = new URL(url);
    return request(`${base}${u.pathname}`, { headers: { host: u.host, ...headers } });
  };
  return {
    services,
    admin,
    get,
    close: async () => {
      await new Promise((r) => server.close(r));
      await services.close();
    },
  };
}
type Harness = Awaited<ReturnType<typeof start>>;

const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "item" || name === "g:additional_image_link" || name === "g:vehicle_fulfillment" });

function consoleUser(s: Services, slug: string): ConsoleUser {
  const staff = { id: "00000000-0000-4000-8000-000000000001", name: "Max Manager", email: "max@example.com", role: "manager" } as Staff;
  return { staff, tenant: s.tenants.get(slug)!, can: (p) => can("manager", p), actor: { kind: "staff", id: staff.id, name: "Max Manager" } };
}

function suite(engine: "pglite" | "postgres") {
  let h: Harness;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  const bayside = demoTenants(new Date()).find((t) => t.slug === "bayside-ford")!;
  const sold = bayside.stock.find((v) => v.item_type === "car" && v.vin)!;
  const hidden = bayside.stock.find((v) => v !== sold && v.item_type === "car" && v.vin)!;

  beforeAll(async () => {
    const e = await engineEnv(engine);
    drop = e.drop;
    env = { DATA_DIR: tempDir("feeds-out-"), ...e.env };
    h = await start(env);
    expect((await h.admin("PUT", "/tenants/bayside-ford", bayside.document)).status).toBe(201);
    const stock = bayside.stock.map((v) => (v === sold ? { ...v, status: "sold" as const } : v === hidden ? { ...v, show_on_dealer_website: false } : v));
    expect((await h.admin("PUT", "/tenants/bayside-ford/stock", stock)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  it("the demo tenant's Google feed passes Google's field checks, item by item, and leaves sold and hidden cars out", async () => {
    const { body } = await h.admin("GET", "/tenants/bayside-ford/feeds");
    const res = await h.get(body.feeds["google.xml"]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(res.headers.get("cache-control")).toBe("private, max-age=300");
    const doc = xml.parse(await res.text());
    expect(doc.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
    const items = doc.rss.channel.item as Record<string, unknown>[];
    const listableCars = bayside.stock.filter((v) => v !== sold && v !== hidden && (v.status ?? "in_stock") !== "sold" && v.item_type !== "motorcycle");
    expect(items.length).toBeGreaterThan(listableCars.length / 2);
    for (const item of items) {
      const flat = Object.fromEntries(Object.entries(item).filter(([, v]) => typeof v === "string").map(([k, v]) => [k.replace(/^g:/, ""), v as string]));
      expect(brokenRules(flat, GOOGLE_REQUIRED, GOOGLE_OPTIONAL), `item ${flat.id}`).toEqual([]);
      expect(googlePriceTypeAllowed(flat.condition!, flat.vehicle_price_type!), `item ${flat.id}`).toBe(true);
      for (const link of (item["g:additional_image_link"] as string[] | undefined) ?? []) expect(GOOGLE_OPTIONAL.additional_image_link!(link)).toBe(true);
      const fulfilment = item["g:vehicle_fulfillment"] as Record<string, string>[];
      expect(fulfilment.length).toBeGreaterThanOrEqual(1);
      expect(fulfilment.length).toBeLessThanOrEqual(3);
      for (const f of fulfilment) {
        expect(GOOGLE_FULFILLMENT_OPTIONS).toContain(f["g:option"]);
        if (f["g:option"] !== "online") expect(f["g:store_code"]).toBeTruthy();
      }
      expect(flat.link).toMatch(/^http:\/\/bayside-ford\.localhost:\d+\/cars\//);
    }
    const ids = items.map((i) => i["g:id"]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(String(sold.id));
    expect(ids).not.toContain(String(hidden.id));
    expect(new Set(items.map((i) => i["g:VIN"])).size).toBe(items.length);
  });

  it("the demo tenant's Meta catalogue passes Meta's field checks, row by row", async () => {
    const { body } = await h.admin("GET", "/tenants/bayside-ford/feeds");
    const res = await h.get(body.feeds["meta.csv"]);
    expect(res.status).toBe(200);
    const rows = csvRecords(await res.text());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(brokenRules(row, META_REQUIRED, META_OPTIONAL), `vehicle ${row.vehicle_id}`).toEqual([]);
    const ids = rows.map((r) => r.vehicle_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(String(sold.id));
    expect(ids).not.toContain(String(hidden.id));
  });

  it("the JSON and CSV exports list every listable vehicle and nothing internal", async () => {
    const { body } = await h.admin("GET", "/tenants/bayside-ford/feeds");
    const json = await (await h.get(body.feeds["stock.json"])).json();
    const listable = bayside.stock.filter((v) => v !== sold && v !== hidden && (v.status ?? "in_stock") !== "sold" && v.show_on_dealer_website !== false && ["in_stock", "coming_soon", undefined].includes(v.status));
    expect(json.vehicles.map((v: { id: number }) => v.id).sort()).toEqual(listable.map((v) => v.id).sort());
    for (const v of json.vehicles) {
      expect(v).not.toHaveProperty("autograb_data");
      expect(v).not.toHaveProperty("views");
      for (const i of v.images) expect(i.url).toMatch(/^http:\/\//);
    }
    const rows = csvRecords(await (await h.get(body.feeds["stock.csv"])).text());
    expect(rows.map((r) => Number(r.id)).sort()).toEqual(listable.map((v) => v.id).sort());
  });

  it("answers 304 to its own ETag, and a new ETag once the stock changes", async () => {
    const { body } = await h.admin("GET", "/tenants/bayside-ford/feeds");
    const first = await h.get(body.feeds["google.xml"]);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await h.get(body.feeds["google.xml"], { "if-none-match": etag })).status).toBe(304);
    const v = bayside.stock.find((x) => x !== sold && x !== hidden && (x.status ?? "in_stock") === "in_stock" && x.show_on_dealer_website !== false)!;
    expect((await h.admin("POST", "/tenants/bayside-ford/stock", [{ ...v, price: (v.price ?? 10_000) + 1 }])).status).toBe(200);
    const after = await h.get(body.feeds["google.xml"], { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("a wrong token, another tenant's host or an unknown file is a 404; a rotated token stops the old URLs at once", async () => {
    const { body } = await h.admin("GET", "/tenants/bayside-ford/feeds");
    const url = new URL(body.feeds["google.xml"]);
    const wrong = `${url.origin}/feeds/${"A".repeat(43)}/google.xml`;
    expect((await h.get(wrong)).status).toBe(404);
    expect((await h.get(`${url.origin}/feeds/short/google.xml`)).status).toBe(404);
    expect((await h.get(body.feeds["google.xml"].replace("google.xml", "other.xml"))).status).toBe(404);
    expect((await h.get(body.feeds["google.xml"].replace("bayside-ford.localhost", "nobody.localhost"))).status).toBe(404);
    const rotated = await h.admin("POST", "/tenants/bayside-ford/feeds/rotate");
    expect(rotated.status).toBe(200);
    expect(rotated.body.feeds["google.xml"]).not.toBe(body.feeds["google.xml"]);
    expect((await h.get(body.feeds["google.xml"])).status).toBe(404);
    expect((await h.get(rotated.body.feeds["google.xml"])).status).toBe(200);
  });

  it("sends signed created, updated, sold and removed events for API writes and console edits; retries a 500", async () => {
    const slug = `hooks-${engine}`;
    let failFirst = true;
    const hook = await webhookReceiver(() => {
      if (failFirst) {
        failFirst = false;
        return 500;
      }
      return 200;
    });
    try {
      expect((await h.admin("PUT", `/tenants/${slug}`, tenantDoc(slug))).status).toBe(201);
      await h.admin("PUT", `/tenants/${slug}/stock`, [vehicle(1, { vin: "MR0FB8CD1P0123456" })]); // before the webhook: no event
      const added = await h.admin("POST", `/tenants/${slug}/stock-webhooks`, { url: hook.url });
      expect(added.status).toBe(201);
      const secret = added.body.secret as string;
      // created (API upsert)
      await h.admin("POST", `/tenants/${slug}/stock`, [vehicle(2, { vin: "MR0FB8CD1P0123457" })]);
      // replace-all with vehicle 1 unchanged and vehicle 2 changed: one "updated", nothing for 1
      await h.admin("PUT", `/tenants/${slug}/stock`, [vehicle(1, { vin: "MR0FB8CD1P0123456" }), vehicle(2, { vin: "MR0FB8CD1P0123457", price: 39_990 })]);
      // a console edit and a console status action
      const user = consoleUser(h.services, slug);
      const stored = (await findVehicleById(h.services.database.db, user.tenant.id, 1))!;
      const f = new FormData();
      for (const [k, v] of Object.entries({ ...vehicleFormDefaults(stored), colour: "Red" })) for (const x of Array.isArray(v) ? v : [v]) f.append(k, String(x));
      expect(await saveVehicleEdit(h.services, user, 1, f)).toMatchObject({ ok: true, changed: true });
      expect(await runStatusAction(h.services, user, 2, "sold")).toMatchObject({ ok: true, changed: true });
      // removed (API delete)
      expect((await h.admin("DELETE", `/tenants/${slug}/stock/1`)).status).toBe(204);

      await until(() => hook.received.length >= 5, 15_000);
      await new Promise((r) => setTimeout(r, 200));
      const events = hook.received.map((r) => {
        expect(verifyWebhook(secret, r.body, String(r.headers["x-forecourt-signature"]), Math.floor(Date.now() / 1000))).toBe(true);
        return JSON.parse(r.body);
      });
      expect(events.map((e) => [e.type, e.vehicle_id])).toEqual([
        ["created", 2],
        ["updated", 2],
        ["updated", 1],
        ["sold", 2],
        ["removed", 1],
      ]);
      expect(hook.attempts()).toBe(6); // the first send got a 500 and was sent again
      expect(events[0]).toMatchObject({ tenant: { slug }, vehicle: { id: 2, vin: "MR0FB8CD1P0123457", listable: true } });
      expect(events[0].vehicle).not.toHaveProperty("autograb_data");
      expect(events[2].vehicle.colour).toBe("Red");
      expect(events[3].vehicle).toMatchObject({ status: "sold", listable: false });
      expect(events[4].vehicle).toBeNull();
      expect(new Set(hook.received.map((r) => r.headers["idempotency-key"])).size).toBe(5);
      const listed = await h.admin("GET", `/tenants/${slug}/stock-webhooks`);
      expect(listed.body.webhooks[0]).toMatchObject({ url: hook.url, delivered: 5, pending: 0, dead: 0 });
      expect(listed.body.webhooks[0]).not.toHaveProperty("secret");
    } finally {
      await hook.close();
    }
  }, 30_000);

  it("loses nothing across a restart: events written while the receiver is down are delivered by the next process", async () => {
    const slug = `restart-${engine}`;
    const hook = await webhookReceiver();
    await hook.down();
    try {
      expect((await h.admin("PUT", `/tenants/${slug}`, tenantDoc(slug))).status).toBe(201);
      const added = await h.admin("POST", `/tenants/${slug}/stock-webhooks`, { url: hook.url });
      await h.admin("POST", `/tenants/${slug}/stock`, [vehicle(1, { vin: "MR0FB8CD1P0123456" }), vehicle(2, { vin: "MR0FB8CD1P0123457" })]);
      await h.admin("DELETE", `/tenants/${slug}/stock/2`);
      await new Promise((r) => setTimeout(r, 300)); // a few failed attempts
      await h.close();
      await hook.up();
      h = await start(env);
      await until(() => hook.received.length >= 3, 15_000);
      const events = hook.received.map((r) => JSON.parse(r.body));
      expect(events.map((e) => [e.type, e.vehicle_id])).toEqual([
        ["created", 1],
        ["created", 2],
        ["removed", 2],
      ]);
      for (const r of hook.received) expect(verifyWebhook(added.body.secret, r.body, String(r.headers["x-forecourt-signature"]), Math.floor(Date.now() / 1000))).toBe(true);
    } finally {
      await hook.close();
    }
  }, 60_000);

  it("refuses a bad webhook URL and a tenant key, and removes a webhook", async () => {
    expect((await h.admin("POST", "/tenants/bayside-ford/stock-webhooks", { url: "ftp://example.com/x" })).status).toBe(400);
    expect((await h.admin("POST", "/tenants/bayside-ford/stock-webhooks", { url: "https://user:pw@example.com/x" })).status).toBe(400);
    const added = await h.admin("POST", "/tenants/bayside-ford/stock-webhooks", { url: "https://example.com/stock" });
    expect(added.status).toBe(201);
    expect((await h.admin("DELETE", `/tenants/bayside-ford/stock-webhooks/${added.body.id}`)).status).toBe(204);
    expect((await h.admin("DELETE", `/tenants/bayside-ford/stock-webhooks/${added.body.id}`)).status).toBe(404);
  });
}

describe("listing feeds and stock webhooks on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("listing feeds and stock webhooks on PostgreSQL", () => suite("postgres"));
