import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { findVehicleBySlug, listStock } from "../../app/stock/stock-store.server.ts";
import { ADMIN_TOKEN, type ApiHarness, startApi } from "../support/api-harness.ts";
import { createTestDatabase, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

const TOKEN = ADMIN_TOKEN;

type Harness = ApiHarness;
const start = startApi;

function api(base: string, method: string, path: string, body?: unknown, token: string | null = TOKEN) {
  return fetch(`${base}/api/admin${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

function operatorApiSuite(engine: "pglite" | "postgres") {
  let h: Harness;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (engine === "postgres") {
      const db = await createTestDatabase();
      drop = db.drop;
      h = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    } else {
      h = await start({ DATA_DIR: tempDir() });
    }
  });
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  it("answers health and readiness", async () => {
    expect((await fetch(`${h.base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${h.base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", database: engine });
  });

  it("tells the operator this process's memory and search-index figures", async () => {
    const res = await api(h.base, "GET", "/process");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.pid).toBe(process.pid);
    expect(body.memory_mb.rss).toBeGreaterThan(body.memory_mb.heap_used / 4);
    expect(body.search_indexes).toEqual({ built: expect.any(Number), estimated_mb: expect.any(Number), budget_mb: 1024 });
    expect((await api(h.base, "GET", "/process", undefined, null)).status).toBe(401);
  });

  it("refuses calls without the right bearer token", async () => {
    expect((await api(h.base, "GET", "/tenants/anything", undefined, null)).status).toBe(401);
    expect((await api(h.base, "GET", "/tenants/anything", undefined, "wrong-token-wrong-token")).status).toBe(401);
  });

  it("rejects an invalid tenant document with every problem listed, and stores nothing", async () => {
    const res = await api(h.base, "PUT", "/tenants/broken-site", { name: "", template: "nope", config: { cards_per_row: 5, unknown_switch: true }, locations: [{ id: 1 }] });
    expect(res.status).toBe(400);
    const body = await res.json();
    const paths = body.problems.map((p: { path: string }) => p.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "template", "config.cards_per_row", "locations.0.name", "locations.0.address"]));
    expect(body.problems.find((p: { path: string; message: string }) => p.path === "config").message).toMatch(/unknown_switch/);
    expect((await api(h.base, "GET", "/tenants/broken-site")).status).toBe(404);
  });

  it("rejects bad JSON and a bad slug with 400", async () => {
    expect((await api(h.base, "PUT", "/tenants/ok-slug", "{not json")).status).toBe(400);
    expect((await api(h.base, "PUT", "/tenants/Bad_Slug", tenantDoc("X"))).status).toBe(400);
  });

  it("creates, reads and replaces a tenant; the site resolves at once", async () => {
    const created = await api(h.base, "PUT", "/tenants/round-trip-motors", tenantDoc("Round Trip Motors", { hosts: ["www.roundtrip.example"] }));
    expect(created.status).toBe(201);
    const doc = await (await api(h.base, "GET", "/tenants/round-trip-motors")).json();
    expect(doc.name).toBe("Round Trip Motors");
    expect(doc.config.include_sold_cars_days).toBe(3);
    expect(doc.locations[0].slug).toBe("brisbane");
    expect(h.services.tenants.resolve("www.roundtrip.example:3000").tenant?.slug).toBe("round-trip-motors");
    expect(h.services.tenants.resolve("round-trip-motors.localhost").tenant?.name).toBe("Round Trip Motors");

    const replaced = await api(h.base, "PUT", "/tenants/round-trip-motors", tenantDoc("Round Trip Motors Group", { template: "bold" }));
    expect(replaced.status).toBe(200);
    expect((await replaced.json()).template).toBe("bold");
    expect(h.services.tenants.resolve("www.roundtrip.example").ref.kind).toBe("unknown");
  });

  it("refuses a host another tenant already uses", async () => {
    await api(h.base, "PUT", "/tenants/host-owner", tenantDoc("Host Owner", { hosts: ["cars.owner.example"] }));
    const res = await api(h.base, "PUT", "/tenants/host-thief", tenantDoc("Host Thief", { hosts: ["cars.owner.example"] }));
    expect(res.status).toBe(409);
    expect((await res.json()).problems[0]).toEqual({ path: "hosts.0", message: "host cars.owner.example is already used by tenant host-owner" });
    expect((await api(h.base, "GET", "/tenants/host-thief")).status).toBe(404);
  });

  it("replaces, upserts and deletes stock; a bad batch changes nothing", async () => {
    await api(h.base, "PUT", "/tenants/stock-motors", tenantDoc("Stock Motors"));
    const put = await api(h.base, "PUT", "/tenants/stock-motors/stock", [vehicle(1), vehicle(2, { make: "Mazda", model: "CX-5", badge: null })]);
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ count: 2 });

    const tenant = h.services.tenants.get("stock-motors")!;
    const stock = await listStock(h.services.database.db, tenant.id);
    expect(stock.map((v) => v.slug).sort()).toEqual(["2022-mazda-cx-5-2", "2022-toyota-hilux-sr5-1"]);

    const bad = await api(h.base, "POST", "/tenants/stock-motors/stock", [vehicle(3), { ...vehicle(4), vin: "BAD", year: "2020" }]);
    expect(bad.status).toBe(400);
    const problems = (await bad.json()).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 1, id: 4, path: "vin", message: "must be 17 characters without I, O or Q" },
        expect.objectContaining({ row: 1, id: 4, path: "year" }),
      ]),
    );
    expect(await listStock(h.services.database.db, tenant.id)).toHaveLength(2);

    const upsert = await api(h.base, "POST", "/tenants/stock-motors/stock", [vehicle(2, { price: 29990, make: "Mazda", model: "CX-5", badge: null }), vehicle(3)]);
    expect(await upsert.json()).toEqual({ created: 1, updated: 1 });
    const cx5 = await findVehicleBySlug(h.services.database.db, tenant.id, "2022-mazda-cx-5-2");
    expect(cx5?.price).toBe(29990);

    const clash = await api(h.base, "POST", "/tenants/stock-motors/stock", [vehicle(9, { slug: "2022-mazda-cx-5-2" })]);
    expect(clash.status).toBe(409);

    expect((await api(h.base, "DELETE", "/tenants/stock-motors/stock/3")).status).toBe(204);
    expect((await api(h.base, "DELETE", "/tenants/stock-motors/stock/3")).status).toBe(404);
    expect((await api(h.base, "DELETE", "/tenants/stock-motors/stock/abc")).status).toBe(400);
    expect(await listStock(h.services.database.db, tenant.id)).toHaveLength(2);

    const replaced = await api(h.base, "PUT", "/tenants/stock-motors/stock", [vehicle(7)]);
    expect(await replaced.json()).toEqual({ count: 1 });
    expect((await listStock(h.services.database.db, tenant.id)).map((v) => v.id)).toEqual([7]);
  });

  it("keeps each tenant's stock to itself", async () => {
    await api(h.base, "PUT", "/tenants/tenant-a", tenantDoc("Tenant A"));
    await api(h.base, "PUT", "/tenants/tenant-b", tenantDoc("Tenant B"));
    await api(h.base, "PUT", "/tenants/tenant-a/stock", [vehicle(1, { model: "Secret Model" })]);
    await api(h.base, "PUT", "/tenants/tenant-b/stock", [vehicle(1, { model: "Other" })]);
    const a = h.services.tenants.get("tenant-a")!;
    const b = h.services.tenants.get("tenant-b")!;
    expect((await listStock(h.services.database.db, b.id)).map((v) => v.model)).toEqual(["Other"]);
    expect(await findVehicleBySlug(h.services.database.db, b.id, "2022-toyota-secret-model-sr5-1")).toBeNull();
    expect((await findVehicleBySlug(h.services.database.db, a.id, "2022-toyota-secret-model-sr5-1"))?.model).toBe("Secret Model");
    const viaApi = await (await api(h.base, "GET", "/tenants/tenant-b/stock")).json();
    expect(viaApi.map((v: { model: string }) => v.model)).toEqual(["Other"]);
  });
}

describe("operator API on PGlite", () => operatorApiSuite("pglite"));

const postgres = await requirePostgres();
describe.skipIf(!postgres)("operator API on PostgreSQL", () => operatorApiSuite("postgres"));

describe.skipIf(!postgres)("several processes on one PostgreSQL", () => {
  it("a tenant saved through one process resolves in another within a second", async () => {
    const db = await createTestDatabase();
    const one = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    const two = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    try {
      expect((await api(one.base, "PUT", "/tenants/shared-motors", tenantDoc("Shared Motors"))).status).toBe(201);
      const deadline = Date.now() + 1000;
      while (!two.services.tenants.get("shared-motors") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(two.services.tenants.get("shared-motors")?.name).toBe("Shared Motors");
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });
});

describe("operator API without ADMIN_TOKEN", () => {
  // Tenant API keys still work then (tests/integration/api-keys.test.ts); no other bearer token does.
  it("answers 401 to every bearer token that is not a tenant's API key", async () => {
    const services = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir() }), createLogger("silent"));
    const server = http.createServer(createHttpApp(services));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/tenants`, { headers: { authorization: "Bearer x" } });
      expect(res.status).toBe(401);
    } finally {
      await new Promise((r) => server.close(r));
      await services.close();
    }
  });
});
