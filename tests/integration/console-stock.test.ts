import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { addVehicle, runBulkAction, runStatusAction, saveVehicleEdit, vehicleSubject } from "../../app/console/stock-console.server.ts";
import { listAudit } from "../../app/staff/audit-log.server.ts";
import type { ConsoleUser } from "../../app/staff/console-session.server.ts";
import { can } from "../../app/staff/permissions.ts";
import type { Staff } from "../../app/staff/staff-store.server.ts";
import { findVehicleById, replaceStock, upsertStock } from "../../app/stock/stock-store.server.ts";
import { vehicleFormDefaults } from "../../app/stock/vehicle-form.ts";
import { parseStockBatch, type Vehicle } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

const NOW = new Date("2026-11-25T01:00:00Z");

function stock(): Vehicle[] {
  const parsed = parseStockBatch([
    vehicle(1, { stocknum: "A1", price: 20_000 }),
    vehicle(2, { stocknum: "A2", price: 30_000, make: "Mazda", model: "CX-5", badge: null }),
    vehicle(3, { stocknum: "A3", price: null }),
    vehicle(4, { stocknum: "A4", price: 900 }),
  ]);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.vehicles;
}

/** A posted form as the browser sends it. */
function form(entries: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
}

/** The console's stock changes on both engines: stored, re-validated, audited (changed fields only) and announced. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let user: ConsoleUser;
  const announced: unknown[] = [];

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...engineDb.env }), createLogger("silent"));
    await saveTenant(s.database.db, "cs-a", tenantDocumentSchema.parse(tenantDoc("cs-a")));
    const [tenant] = await loadTenants(s.database.db, "cs-a");
    await replaceStock(s.database.db, tenant!.id, stock());
    const staff = { id: "00000000-0000-4000-8000-000000000001", name: "Max Manager", email: "max@example.com", role: "manager" } as Staff;
    user = { staff, tenant: tenant!, can: (p) => can("manager", p), actor: { kind: "staff", id: staff.id, name: "Max Manager <max@example.com>" } };
    const changed = s.changed.bind(s);
    s.changed = async (event) => {
      announced.push(event);
      await changed(event);
    };
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  const audit = async () => (await listAudit(s.database.db, user.tenant.id, { limit: 100, offset: 0 })).rows;
  const stored = async (id: number) => (await findVehicleById(s.database.db, user.tenant.id, id))!;
  const editForm = async (id: number, change: Record<string, string>) => form({ ...vehicleFormDefaults(await stored(id)), ...change });

  it("saves an edit: only the changed fields are audited, and the site is told", async () => {
    announced.length = 0;
    const result = await saveVehicleEdit(s, user, 1, await editForm(1, { price: "18,500", colour: "Red" }), NOW);
    expect(result).toMatchObject({ ok: true, changed: true });
    expect(await stored(1)).toMatchObject({ price: 18_500, colour: "Red", make: "Toyota", updated_at: NOW.toISOString() });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "vehicle.update", subject: "Vehicle A1 · 2022 Toyota HiLux SR5", actorName: "Max Manager <max@example.com>" });
    expect(entry!.before).toEqual({ price: 20_000, colour: null });
    expect(entry!.after).toEqual({ price: 18_500, colour: "Red" });
    expect(announced).toEqual([{ tenant: "cs-a", kind: "stock", vehicles: [1] }]);
  });

  it("refuses a bad edit with field errors and stores, audits and announces nothing", async () => {
    announced.length = 0;
    const before = await audit();
    const result = await saveVehicleEdit(s, user, 2, await editForm(2, { year: "1800", price: "-1", vin: "SHORT" }), NOW);
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { year: "Year must be 1900 or more", vin: "VIN must be 17 characters without I, O or Q", price: "Price can't be negative" } });
    expect(await stored(2)).toMatchObject({ year: 2022, price: 30_000, vin: null });
    expect(await audit()).toHaveLength(before.length);
    expect(announced).toEqual([]);
    expect(await saveVehicleEdit(s, user, 999, await editForm(2, {}), NOW)).toEqual({ ok: false, status: 404 });
  });

  it("an unchanged form saves nothing new", async () => {
    const before = await audit();
    expect(await saveVehicleEdit(s, user, 2, await editForm(2, {}), NOW)).toMatchObject({ ok: true, changed: false });
    expect(await audit()).toHaveLength(before.length);
  });

  it("marks sold with the sale time, and the same change through the operator API leaves the same vehicle", async () => {
    expect(await runStatusAction(s, user, 2, "sold", NOW)).toEqual({ ok: true, changed: true });
    const sold = await stored(2);
    expect(sold).toMatchObject({ status: "sold", sold_date_timestamp: NOW.getTime() / 1000 });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "vehicle.status", before: { status: "in_stock", sold_date_timestamp: null }, after: { status: "sold", sold_date_timestamp: NOW.getTime() / 1000 } });
    // The operator sends the vehicle with the same status and stamp (and the same updated_at): the rows are equal.
    const viaApi = parseStockBatch([{ ...stock()[1], status: "sold", sold_date_timestamp: NOW.getTime() / 1000, updated_at: sold.updated_at }]);
    if (!viaApi.ok) throw new Error("invalid");
    await saveTenant(s.database.db, "cs-b", tenantDocumentSchema.parse(tenantDoc("cs-b")));
    const [b] = await loadTenants(s.database.db, "cs-b");
    await upsertStock(s.database.db, b!.id, viaApi.vehicles);
    expect(await findVehicleById(s.database.db, b!.id, 2)).toEqual(sold);
    // Marking sold again changes nothing.
    expect(await runStatusAction(s, user, 2, "sold", new Date(NOW.getTime() + 60_000))).toEqual({ ok: true, changed: false });
  });

  it("a bulk price change reprices by percent, skips vehicles without a price and audits each vehicle", async () => {
    const before = (await audit()).length;
    const result = await runBulkAction(s, user, form({ ids: ["1", "3", "4"], bulk_action: "price", price_mode: "percent", price_value: "-10" }), NOW);
    expect(result).toEqual({ ok: true, action: "price", count: 2, skipped: 1 });
    expect((await stored(1)).price).toBe(16_650);
    expect((await stored(3)).price).toBeNull();
    expect((await stored(4)).price).toBe(810);
    const entries = (await audit()).slice(0, (await audit()).length - before);
    expect(entries.map((e) => [e.action, e.subject, e.before, e.after]).sort()).toEqual(
      [
        ["vehicle.bulk", "Vehicle A1 · 2022 Toyota HiLux SR5", { price: 18_500 }, { price: 16_650 }],
        ["vehicle.bulk", "Vehicle A4 · 2022 Toyota HiLux SR5", { price: 900 }, { price: 810 }],
      ].sort(),
    );
  });

  it("refuses a bulk change that would take a price to $0 or below, changing nothing", async () => {
    const before = (await audit()).length;
    const result = await runBulkAction(s, user, form({ ids: ["1", "4"], bulk_action: "price", price_mode: "amount", price_value: "-1000" }), NOW);
    expect(result).toMatchObject({ ok: false, status: 400, error: "Nothing was changed: the price change that would take 1 vehicle to $0 or below (A4)." });
    expect((await stored(1)).price).toBe(16_650);
    expect(await audit()).toHaveLength(before);
    expect(await runBulkAction(s, user, form({ bulk_action: "sold" }), NOW)).toMatchObject({ ok: false, fieldErrors: { ids: "Select at least one vehicle" } });
  });

  it("bulk unpublish and mark sold", async () => {
    expect(await runBulkAction(s, user, form({ ids: ["1", "4", "12345"], bulk_action: "unpublish" }), NOW)).toEqual({ ok: true, action: "unpublish", count: 2, skipped: 0 });
    expect((await stored(4)).show_on_dealer_website).toBe(false);
    expect(await runBulkAction(s, user, form({ ids: ["1", "4"], bulk_action: "sold" }), NOW)).toMatchObject({ ok: true, count: 2 });
    expect(await stored(1)).toMatchObject({ status: "sold", sold_date_timestamp: NOW.getTime() / 1000 });
  });

  it("adds a vehicle by hand with the next id, audited", async () => {
    const result = await addVehicle(s, user, form({ year: "2024", make: "Kia", model: "Sportage", car_type: "new", status: "coming_soon", price: "45,990", show_on_dealer_website: "on" }), NOW);
    expect(result.ok && result.vehicle).toMatchObject({ id: 5, slug: "2024-kia-sportage-5", status: "coming_soon", price: 45_990, created_at: NOW.toISOString() });
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "vehicle.create", subject: vehicleSubject({ id: 5, stocknum: null, year: 2024, make: "Kia", model: "Sportage", badge: null }) });
    expect(entry!.after).toMatchObject({ id: 5, make: "Kia", price: 45_990 });
    expect(await addVehicle(s, user, form({ year: "", make: "Kia" }), NOW)).toMatchObject({ ok: false, fieldErrors: { year: "Enter the year", model: "Enter the model" } });
  });
}

describe("console stock changes on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("console stock changes on PostgreSQL", () => suite("postgres"));
