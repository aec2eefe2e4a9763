import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { changeStaff, createStaff, listStaff, setPassword, type StaffRole } from "../../app/staff/staff-store.server.ts";
import { listCurrentReservations } from "../../app/checkout/reservations.server.ts";
import { currentHolds, releaseHold } from "../../app/console/reservations-data.server.ts";
import { reservations, shoppers } from "../../app/db/schema.ts";
import { replaceStock } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

/** The console's staff and reservations store functions on both engines: the last-owner rule and current holds. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let tenant: number;
  let n = 0;
  beforeAll(async () => {
    const e = await engineEnv(engine);
    drop = e.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...e.env }), createLogger("silent"));
    tenant = (await saveTenant(s.database.db, "staff-admin", tenantDocumentSchema.parse(tenantDoc("staff-admin")))).id;
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  async function person(role: StaffRole, status: "active" | "invited" = "active", tenantId = tenant) {
    const r = await createStaff(s.database.db, { tenantId, email: `p${++n}@dealer.com.au`, name: `Person ${n}`, role, status });
    if (!r.ok) throw new Error("create failed");
    if (status === "active") await setPassword(s.database.db, r.staff.id, "scrypt$fake");
    return r.staff;
  }

  it("keeps an active owner: the last one can be neither demoted nor disabled, another one can", async () => {
    const other = (await saveTenant(s.database.db, "staff-admin-2", tenantDocumentSchema.parse(tenantDoc("staff-admin-2")))).id;
    const db = s.database.db;
    const owner = await person("owner", "active", other);
    const manager = await person("manager", "active", other);
    expect(await changeStaff(db, other, owner.id, { role: "manager" })).toEqual({ ok: false, error: "last_owner" });
    expect(await changeStaff(db, other, owner.id, { status: "disabled" })).toEqual({ ok: false, error: "last_owner" });
    // An invited owner does not count.
    await person("owner", "invited", other);
    expect(await changeStaff(db, other, owner.id, { role: "sales" })).toEqual({ ok: false, error: "last_owner" });

    const promoted = await changeStaff(db, other, manager.id, { role: "owner" });
    expect(promoted).toMatchObject({ ok: true, before: { role: "manager" }, after: { role: "owner" } });
    const demoted = await changeStaff(db, other, owner.id, { role: "sales" });
    expect(demoted).toMatchObject({ ok: true, before: { role: "owner" }, after: { role: "sales", status: "active" } });
    expect(await changeStaff(db, other, manager.id, { status: "disabled" })).toEqual({ ok: false, error: "last_owner" });
    // Another tenant's id, or no id at all, is not found.
    expect(await changeStaff(db, tenant, manager.id, { role: "sales" })).toEqual({ ok: false, error: "not_found" });
    expect(await changeStaff(db, other, "nope", { role: "sales" })).toEqual({ ok: false, error: "not_found" });
  });

  it("lets only one of two owners demoting each other at once succeed", async () => {
    const other = (await saveTenant(s.database.db, "staff-admin-3", tenantDocumentSchema.parse(tenantDoc("staff-admin-3")))).id;
    const a = await person("owner", "active", other);
    const b = await person("owner", "active", other);
    const results = await Promise.all([changeStaff(s.database.db, other, a.id, { role: "manager" }), changeStaff(s.database.db, other, b.id, { role: "manager" })]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, error: "last_owner" }]);
    expect((await listStaff(s.database.db, other)).filter((p) => p.role === "owner")).toHaveLength(1);
  });

  it("disables and enables; an invitation can be withdrawn and given back, not turned into an account", async () => {
    const db = s.database.db;
    const invited = await person("sales", "invited");
    expect(await changeStaff(db, tenant, invited.id, { status: "active" })).toEqual({ ok: false, error: "not_accepted" });
    expect(await changeStaff(db, tenant, invited.id, { status: "disabled" })).toMatchObject({ ok: true, after: { status: "disabled" } });
    expect(await changeStaff(db, tenant, invited.id, { status: "active" })).toMatchObject({ ok: true, after: { status: "invited" } });
    const active = await person("manager");
    expect(await changeStaff(db, tenant, active.id, { status: "disabled" })).toMatchObject({ ok: true, before: { status: "active" }, after: { status: "disabled" } });
    expect(await changeStaff(db, tenant, active.id, { status: "active" })).toMatchObject({ ok: true, after: { status: "active" } });
    // Nothing to change is a success that changes nothing.
    expect(await changeStaff(db, tenant, active.id, { role: "manager" })).toMatchObject({ ok: true, before: { role: "manager" }, after: { role: "manager" } });
  });

  it("lists staff active first, then invited, then disabled, by name", async () => {
    const other = (await saveTenant(s.database.db, "staff-admin-4", tenantDocumentSchema.parse(tenantDoc("staff-admin-4")))).id;
    const db = s.database.db;
    const names = async () => (await listStaff(db, other)).map((p) => `${p.status}:${p.name}`);
    for (const [name, status] of [["zoe", "active"], ["Amy", "invited"], ["bob", "active"]] as const)
      await createStaff(db, { tenantId: other, email: `${name}@x.com`, name, role: "sales", status });
    const zoe = (await listStaff(db, other)).find((p) => p.name === "zoe")!;
    await changeStaff(db, other, zoe.id, { status: "disabled" });
    expect(await names()).toEqual(["active:bob", "invited:Amy", "disabled:zoe"]);
  });

  it("lists current holds with the car and the shopper's mobile, and releases one once", async () => {
    const db = s.database.db;
    const batch = parseStockBatch([vehicle(1, { stocknum: "U1" }), vehicle(2)]);
    if (!batch.ok) throw new Error("bad stock");
    await replaceStock(db, tenant, batch.vehicles);
    const shopperId = crypto.randomUUID();
    await db.insert(shoppers).values({ id: shopperId, tenantId: tenant, phone: "0412345678" });
    const now = new Date("2026-11-24T01:00:00Z");
    const held = crypto.randomUUID();
    const soon = new Date(now.getTime() + 3600_000);
    await db.insert(reservations).values([
      { id: held, tenantId: tenant, vehicleId: 1, shopperId, status: "held", amount: 200, holdUntil: soon, createdAt: now, updatedAt: now },
      { id: crypto.randomUUID(), tenantId: tenant, vehicleId: 2, shopperId, status: "held", amount: 200, holdUntil: new Date(now.getTime() - 1000), createdAt: now, updatedAt: now },
    ]);
    expect((await listCurrentReservations(db, tenant, now)).map((r) => r.id)).toEqual([held]);
    const holds = await currentHolds(db, tenant, now);
    expect(holds).toEqual([
      {
        id: held,
        status: "held",
        deposit: "$200",
        holdUntil: soon.toISOString(),
        createdAt: now.toISOString(),
        phone: "0412345678",
        vehicle: { id: 1, title: "2022 Toyota HiLux SR5", stockNumber: "U1", href: expect.stringMatching(/^\/cars\/2022-toyota-hilux-sr5-1$/), image: "/media/demo/ute-white-side.webp" },
      },
    ]);
    expect(await releaseHold(db, tenant + 999, held)).toBeNull();
    expect(await releaseHold(db, tenant, held)).toEqual({ subject: "Reservation of U1 · 2022 Toyota HiLux SR5", vehicleId: 1, before: { status: "held", deposit: "$200" } });
    expect(await releaseHold(db, tenant, held)).toBeNull();
    expect(await currentHolds(db, tenant, now)).toEqual([]);
  });
}

describe("console staff and holds on PGlite", () => suite("pglite"));
const postgres = await requirePostgres();
describe.skipIf(!postgres)("console staff and holds on PostgreSQL", () => suite("postgres"));
