import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { API_KEY_PATTERN, createApiKey, listApiKeys, revokeApiKey, tenantForApiKey } from "../../app/staff/api-keys.server.ts";
import { apiKeys } from "../../app/db/schema.ts";
import { listAudit } from "../../app/staff/audit-log.server.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

const TOKEN = "test-admin-token-0123456789";

type Harness = { services: Services; base: string; close: () => Promise<void> };

async function start(env: Record<string, string>): Promise<Harness> {
  const services = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...env }), createLogger("silent"));
  const server = http.createServer(createHttpApp(services));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    services,
    base,
    close: async () => {
      await new Promise((r) => server.close(r));
      await services.close();
    },
  };
}

function call(base: string, credential: string | null, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api/admin${path}`, {
    method,
    headers: { "content-type": "application/json", ...(credential ? { authorization: `Bearer ${credential}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function suite(engine: "pglite" | "postgres") {
  let h: Harness;
  let drop: (() => Promise<void>) | undefined;
  let own: number;
  let other: number;
  const operator = (method: string, path: string, body?: unknown) => call(h.base, TOKEN, method, path, body);

  beforeAll(async () => {
    const e = await engineEnv(engine);
    drop = e.drop;
    h = await start({ ADMIN_TOKEN: TOKEN, ...e.env });
    for (const slug of ["keys-own", "keys-other"]) {
      expect((await operator("PUT", `/tenants/${slug}`, tenantDoc(slug))).status).toBe(201);
      expect((await operator("PUT", `/tenants/${slug}/stock`, [vehicle(1), vehicle(2)])).status).toBe(200);
    }
    own = h.services.tenants.get("keys-own")!.id;
    other = h.services.tenants.get("keys-other")!.id;
  });
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  it("creates a key shown once, stored only as its hash with a short prefix", async () => {
    const db = h.services.database.db;
    const { key, raw } = await createApiKey(db, own, "  DMS feed  ", null);
    expect(raw).toMatch(API_KEY_PATTERN);
    expect(key).toMatchObject({ name: "DMS feed", prefix: raw.slice(0, 12), createdBy: null, lastUsedAt: null, revokedAt: null });
    const stored = await db.select().from(apiKeys);
    expect(stored.some((r) => r.keyHash === raw || r.keyHash.includes(raw.slice(4)))).toBe(false);
    expect(stored.find((r) => r.id === key.id)?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    const second = await createApiKey(db, own, "Second", null);
    expect(second.raw).not.toBe(raw);
    await expect(createApiKey(db, own, "   ", null)).rejects.toThrow(RangeError);
    await expect(createApiKey(db, own, "x".repeat(81), null)).rejects.toThrow(RangeError);
  });

  it("finds the tenant for a key, notes its use at most once a minute, and forgets it once revoked", async () => {
    const db = h.services.database.db;
    const { key, raw } = await createApiKey(db, own, "Clocked", null);
    const t0 = new Date("2026-11-24T01:00:00Z");
    expect(await tenantForApiKey(db, raw, t0)).toEqual({ keyId: key.id, tenantId: own, name: "Clocked" });
    const lastUsed = async () => (await listApiKeys(db, own)).find((k) => k.id === key.id)?.lastUsedAt;
    expect(await lastUsed()).toEqual(t0);
    await tenantForApiKey(db, raw, new Date(t0.getTime() + 30_000));
    expect(await lastUsed()).toEqual(t0);
    const later = new Date(t0.getTime() + 61_000);
    await tenantForApiKey(db, raw, later);
    expect(await lastUsed()).toEqual(later);

    expect(await tenantForApiKey(db, "fck_" + "A".repeat(43))).toBeNull();
    expect(await tenantForApiKey(db, raw + "x")).toBeNull();
    expect(await tenantForApiKey(db, "")).toBeNull();

    expect(await revokeApiKey(db, other, key.id)).toBeNull();
    expect(await revokeApiKey(db, own, "not-a-uuid")).toBeNull();
    const revoked = await revokeApiKey(db, own, key.id, later);
    expect(revoked).toMatchObject({ id: key.id, revokedAt: later });
    expect(await revokeApiKey(db, own, key.id)).toBeNull();
    expect(await tenantForApiKey(db, raw)).toBeNull();
  });

  it("lists a tenant's keys only, active newest first, revoked last", async () => {
    const db = h.services.database.db;
    const a = await createApiKey(db, other, "Older", null, new Date("2026-11-01T00:00:00Z"));
    const b = await createApiKey(db, other, "Newer", null, new Date("2026-11-02T00:00:00Z"));
    const c = await createApiKey(db, other, "Gone", null, new Date("2026-11-03T00:00:00Z"));
    await revokeApiKey(db, other, c.key.id);
    expect((await listApiKeys(db, other)).map((k) => k.name)).toEqual(["Newer", "Older", "Gone"]);
    expect((await listApiKeys(db, own)).some((k) => [a.key.id, b.key.id].includes(k.id))).toBe(false);
  });

  it("lets a key use its own tenant's stock, leads and reservations", async () => {
    const { raw } = await createApiKey(h.services.database.db, own, "Integration", null);
    const key = (method: string, path: string, body?: unknown) => call(h.base, raw, method, path, body);
    const list = await key("GET", "/tenants/keys-own/stock");
    expect(list.status).toBe(200);
    expect((await list.json()).map((v: { id: number }) => v.id)).toEqual([1, 2]);
    expect((await key("POST", "/tenants/keys-own/stock", [vehicle(3, { price: 39990 })])).status).toBe(200);
    expect((await key("PUT", "/tenants/keys-own/stock", [vehicle(1), vehicle(2), vehicle(3)])).status).toBe(200);
    expect((await key("DELETE", "/tenants/keys-own/stock/3")).status).toBe(204);
    expect((await key("DELETE", "/tenants/keys-own/stock/3")).status).toBe(404);
    expect((await key("GET", "/tenants/keys-own/leads")).status).toBe(200);
    expect((await key("GET", "/tenants/keys-own/leads.csv")).status).toBe(200);
    expect((await key("GET", "/tenants/keys-own/leads/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await (await key("GET", "/tenants/keys-own/reservations")).json()).toEqual({ reservations: [] });
    expect((await key("POST", "/tenants/keys-own/reservations/00000000-0000-4000-8000-000000000000/release")).status).toBe(404);
    // Process figures are the operator's alone.
    expect((await key("GET", "/process")).status).toBe(403);
    // The change reached the public site's stock.
    expect((await (await operator("GET", "/tenants/keys-own/stock")).json()).map((v: { id: number }) => v.id)).toEqual([1, 2]);

    // Each write is in the tenant's audit log under the key's name; reads and refused calls are not.
    const { rows } = await listAudit(h.services.database.db, own, { limit: 10, offset: 0, actorKind: "api_key" });
    expect(rows.map((r) => [r.action, r.actorName, r.subject])).toEqual([
      ["vehicle.delete", "Integration", "Vehicle 3 · 2022 Toyota HiLux SR5"],
      ["stock.replace", "Integration", "All stock replaced (3 vehicles)"],
      ["stock.upsert", "Integration", "Stock batch of 1 vehicle"],
    ]);
    expect(rows[2]).toMatchObject({ actorKind: "api_key", after: { created: 1, updated: 0 } });
    expect(rows.every((r) => r.actorId === rows[0]!.actorId && r.actorId !== null)).toBe(true);
    const operatorRows = await listAudit(h.services.database.db, own, { limit: 10, offset: 0, actorKind: "operator" });
    expect(operatorRows.rows.map((r) => [r.action, r.actorName])).toEqual([["stock.replace", "Platform operator"]]);
  });

  it("refuses a key everywhere else with 403 and changes nothing", async () => {
    const { raw } = await createApiKey(h.services.database.db, own, "Scoped", null);
    const key = (method: string, path: string, body?: unknown) => call(h.base, raw, method, path, body);
    const refused: [string, string, unknown?][] = [
      ["GET", "/tenants/keys-other/stock"],
      ["PUT", "/tenants/keys-other/stock", [vehicle(9)]],
      ["POST", "/tenants/keys-other/stock", [vehicle(9)]],
      ["DELETE", "/tenants/keys-other/stock/1"],
      ["GET", "/tenants/keys-other/leads"],
      ["GET", "/tenants/keys-other/leads.csv"],
      ["GET", "/tenants/keys-other/reservations"],
      ["GET", "/TENANTS/keys-other/STOCK"],
      ["GET", "/tenants/no-such-tenant/stock"],
      ["GET", "/tenants"],
      ["GET", "/tenants/keys-own"],
      ["PUT", "/tenants/keys-own", tenantDoc("Taken over")],
      ["POST", "/tenants/keys-own/staff", { email: "x@example.com", name: "X", role: "owner" }],
      ["GET", "/tenants/keys-own/anything-else"],
    ];
    for (const [method, path, body] of refused) {
      const res = await key(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).error, `${method} ${path}`).toMatch(/API key/);
    }
    expect((await (await operator("GET", "/tenants/keys-other/stock")).json()).map((v: { id: number }) => v.id)).toEqual([1, 2]);
    expect((await (await operator("GET", "/tenants/keys-own")).json()).name).toBe("keys-own");
  });

  it("answers 401 to a revoked or unknown key, and still takes the operator's token everywhere", async () => {
    const db = h.services.database.db;
    const { key, raw } = await createApiKey(db, own, "Soon revoked", null);
    expect((await call(h.base, raw, "GET", "/tenants/keys-own/stock")).status).toBe(200);
    await revokeApiKey(db, own, key.id);
    for (const credential of [raw, "fck_" + "B".repeat(43), "fck_short", null, "not-the-token-at-all"]) {
      const res = await call(h.base, credential, "GET", "/tenants/keys-own/stock");
      expect(res.status, String(credential)).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe("Bearer");
    }
    expect((await operator("GET", "/tenants")).status).toBe(200);
    expect((await operator("GET", "/tenants/keys-other/stock")).status).toBe(200);
  });
}

describe("API keys on PGlite", () => suite("pglite"));
const postgres = await requirePostgres();
describe.skipIf(!postgres)("API keys on PostgreSQL", () => suite("postgres"));

describe("API keys without ADMIN_TOKEN", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({});
  });
  afterAll(async () => h?.close());

  it("serves a tenant's key on its own routes while the operator's routes stay shut", async () => {
    const db = h.services.database.db;
    const { id } = await saveTenant(db, "keys-alone", tenantDocumentSchema.parse(tenantDoc("keys-alone")));
    await h.services.changed({ tenant: "keys-alone", kind: "tenant" });
    const { raw } = await createApiKey(db, id, "Only way in", null);
    const put = await call(h.base, raw, "PUT", "/tenants/keys-alone/stock", [vehicle(1)]);
    expect(put.status).toBe(200);
    expect((await (await call(h.base, raw, "GET", "/tenants/keys-alone/stock")).json()).map((v: { id: number }) => v.id)).toEqual([1]);
    expect((await call(h.base, raw, "GET", "/tenants")).status).toBe(403);
    for (const credential of [null, "anything-sixteen-chars-long"]) expect((await call(h.base, credential, "GET", "/tenants")).status).toBe(401);
  });
});
