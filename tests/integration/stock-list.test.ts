import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { countView, viewCountSql } from "../../app/platform/events.server.ts";
import { insertLead, leadCountSql } from "../../app/leads/lead-store.server.ts";
import {
  VehicleInvalidError,
  createVehicle,
  findVehicleById,
  latestArrivals,
  listStockPage,
  replaceStock,
  stockMakes,
  stockQualitySummary,
  stockStatusCounts,
  updateVehicles,
} from "../../app/stock/stock-store.server.ts";
import { listingQuality } from "../../app/stock/listing-quality.ts";
import { DEFAULT_STOCK_QUERY, type StockListQuery } from "../../app/stock/stock-list-query.ts";
import { deriveVehicleSlug, vehicleSchema, type Vehicle, type VehicleInput } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { findVehiclePage, vehiclePageSource } from "../../app/vehicle/vehicle-page-data.server.ts";
import { vehicleValuesById } from "../../app/stock/stock-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

const parsed = (input: VehicleInput): Vehicle => {
  const v = vehicleSchema.parse(input);
  return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
};

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n)).toISOString().replace(".000Z", "+00:00");
const images = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/media/demo/p${i}.webp` }));

/** 120 vehicles with varied makes, prices, photos and statuses, plus a few hand-made ones the tests look for. */
function stock(): Vehicle[] {
  const makes = ["Toyota", "Ford", "Mazda", "Kia"];
  const list: VehicleInput[] = Array.from({ length: 120 }, (_, i) =>
    vehicle(1000 + i, {
      make: makes[i % 4],
      model: ["HiLux", "Ranger", "CX-5", "Sportage"][i % 4],
      badge: i % 3 ? "GX" : null,
      price: i % 10 === 0 ? null : 20_000 + ((i * 7919) % 50_000),
      km: i % 7 === 0 ? null : 10_000 + i,
      car_type: (["new", "used", "demo"] as const)[i % 3],
      status: i % 15 === 0 ? "sold" : i % 17 === 0 ? "archived" : "in_stock",
      sold_date_timestamp: i % 15 === 0 ? 1_790_000_000 : null,
      show_on_dealer_website: i % 11 !== 0,
      location_id: i % 2 ? 10 : 11,
      created_at: day(i % 40),
      images: images(i % 10),
      spin_images: i % 4 === 0 ? ["/media/demo/s0.webp"] : [],
      dealercomments: i % 5 === 0 ? null : "One owner, full service history.",
      vin: i % 6 === 0 ? null : `JTMBFREV10D${String(100000 + i)}`,
      stocknum: `S${String(i).padStart(4, "0")}`,
      regplate: i % 2 ? `ABC ${String(100 + i)}` : null,
      views: i % 9,
    }),
  );
  return list.map(parsed);
}

function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let tenantId: number;
  let otherId: number;
  const q = (over: Partial<StockListQuery> = {}): StockListQuery => ({ ...DEFAULT_STOCK_QUERY, ...over });
  const page = (over: Partial<StockListQuery> = {}, size = 50) => listStockPage(s.database.db, tenantId, q(over), { views: viewCountSql(tenantId), leads: leadCountSql(tenantId) }, size);

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...engineDb.env }), createLogger("silent"));
    const db = s.database.db;
    tenantId = (await saveTenant(db, "list-a", tenantDocumentSchema.parse(tenantDoc("list-a")))).id;
    otherId = (await saveTenant(db, "list-b", tenantDocumentSchema.parse(tenantDoc("list-b")))).id;
    await replaceStock(db, tenantId, stock());
    await replaceStock(db, otherId, [parsed(vehicle(1001, { make: "Holden", model: "Commodore", stocknum: "S0001" }))]);
    // Vehicle 1005 has 3 leads and 1004 one; 1007 was viewed 20 times on the site (on top of its feed figure).
    for (const [carId, n] of [
      [1005, 3],
      [1004, 1],
    ])
      for (let i = 0; i < n; i++) await insertLead(db, { id: crypto.randomUUID(), tenantId, form: "enquiry", category: "Vehicle Enquiry", carId, data: {} });
    await insertLead(db, { id: crypto.randomUUID(), tenantId: otherId, form: "enquiry", category: "Vehicle Enquiry", carId: 1005, data: {} });
    for (let i = 0; i < 20; i++) await countView(db, tenantId, 1007, 0);
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  it("pages 50 at a time with the total, leaving archived vehicles out by default", async () => {
    const first = await page();
    const archived = stock().filter((v) => v.status === "archived").length;
    expect(first.total).toBe(120 - archived);
    expect(first.rows).toHaveLength(50);
    const third = await page({ page: 3 });
    expect(third.rows).toHaveLength(first.total - 100);
    const past = await page({ page: 9 });
    expect(past).toEqual({ rows: [], total: first.total });
    expect((await page({ status: "all" })).total).toBe(120);
    expect((await page({ status: "archived" })).rows.every((r) => r.status === "archived")).toBe(true);
  });

  it("filters by status, website, car type, make and location, only within the tenant", async () => {
    const sold = await page({ status: "sold" });
    expect(sold.total).toBe(stock().filter((v) => v.status === "sold").length);
    expect(sold.rows[0]).toMatchObject({ status: "sold", soldDateTimestamp: 1_790_000_000 });
    const hidden = await page({ website: "hidden", status: "all" });
    expect(hidden.total).toBe(stock().filter((v) => !v.show_on_dealer_website).length);
    expect(hidden.rows.every((r) => !r.published)).toBe(true);
    const fords = await page({ make: "ford", carType: "used", location: 10, status: "all" });
    expect(fords.total).toBe(stock().filter((v) => v.make === "Ford" && v.car_type === "used" && v.location_id === 10).length);
    expect(fords.rows.every((r) => r.make === "Ford" && r.carType === "used" && r.locationId === 10)).toBe(true);
    expect((await page({ make: "Holden" })).total).toBe(0);
  });

  it("searches stock number, VIN, rego with or without its space, and make/model words", async () => {
    expect((await page({ q: "s0013", status: "all" })).rows.map((r) => r.id)).toEqual([1013]);
    expect((await page({ q: "d100013", status: "all" })).rows.map((r) => r.id)).toEqual([1013]);
    expect((await page({ q: "ABC113", status: "all" })).rows.map((r) => r.id)).toEqual([1013]);
    // Every word must match somewhere: "abc" in a rego and "113" in a rego or an id.
    expect((await page({ q: "abc 113", status: "all" })).rows.map((r) => r.id).sort()).toEqual([1013, 1113]);
    const rangers = await page({ q: "ford ranger", status: "all" });
    expect(rangers.total).toBe(30);
    expect((await page({ q: "ford hilux" })).total).toBe(0);
    // LIKE wildcards in a search are plain characters.
    expect((await page({ q: "%" })).total).toBe(0);
    expect((await page({ q: "S00_1" })).total).toBe(0);
  });

  it("sorts by price (unpriced last), age, views and leads", async () => {
    const all = { status: "all" as const };
    const asc = (await page({ ...all, sort: "price_asc" }, 200)).rows;
    const prices = asc.map((r) => r.price);
    const priced = prices.filter((p) => p !== null) as number[];
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(prices.slice(priced.length).every((p) => p === null)).toBe(true);
    const desc = (await page({ ...all, sort: "price_desc" }, 200)).rows.map((r) => r.price).filter((p) => p !== null);
    expect(desc).toEqual([...priced].reverse().sort((a, b) => (b as number) - (a as number)));
    const oldest = (await page({ ...all, sort: "oldest" }, 200)).rows.map((r) => r.createdMs);
    expect(oldest).toEqual([...oldest].sort((a, b) => a - b));
    const newest = (await page({ ...all, sort: "newest" }, 200)).rows.map((r) => r.createdMs);
    expect(newest).toEqual([...oldest].reverse());
    const views = (await page({ ...all, sort: "views" })).rows;
    expect(views[0]).toMatchObject({ id: 1007, views: 20 + (7 % 9) });
    const leads = (await page({ ...all, sort: "leads" })).rows;
    expect(leads.slice(0, 2).map((r) => [r.id, r.leads])).toEqual([
      [1005, 3],
      [1004, 1],
    ]);
    expect(leads[2].leads).toBe(0);
  });

  it("scores listing quality in SQL exactly as listingQuality does, and sorts worst first", async () => {
    const rows = (await page({ status: "all", sort: "quality" }, 200)).rows;
    expect(rows).toHaveLength(120);
    for (const r of rows) expect([r.id, r.quality]).toEqual([r.id, listingQuality(r.facts).score]);
    const scores = rows.map((r) => r.quality);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const incomplete = await page({ status: "all", incomplete: true }, 200);
    expect(incomplete.total).toBe(rows.filter((r) => r.quality < 100).length);
    const summary = await stockQualitySummary(s.database.db, tenantId);
    const active = rows.filter((r) => r.status !== "archived");
    expect(summary.count).toBe(active.length);
    expect(summary.good + summary.fair + summary.poor).toBe(active.length);
    expect(summary.average).toBe(Math.round(active.reduce((t, r) => t + r.quality, 0) / active.length));
  });

  it("counts statuses and lists makes", async () => {
    const counts = await stockStatusCounts(s.database.db, tenantId);
    expect(counts.total).toBe(120);
    expect(counts.byStatus.sold).toBe(stock().filter((v) => v.status === "sold").length);
    expect(counts.hidden).toBe(stock().filter((v) => !v.show_on_dealer_website).length);
    expect(await stockMakes(s.database.db, tenantId)).toEqual(["Ford", "Kia", "Mazda", "Toyota"]);
  });

  it("lists the latest arrivals: the newest cars on the site first, gathering PGlite's planner statistics once", async () => {
    const onSite = stock().filter((v) => (v.status === "in_stock" || v.status === "coming_soon") && v.show_on_dealer_website !== false);
    const newest = onSite.map((v) => v.created_at).sort().reverse().slice(0, 8);
    const statistics = async () => {
      const result = (await s.database.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'vehicles'`)) as unknown as { rows: { n: number }[] };
      return result.rows[0]!.n;
    };
    const before = await statistics();
    await s.database.refreshStatistics();
    // PGlite has no autovacuum: no statistics until asked (PostgreSQL's autovacuum keeps its own).
    if (engine === "pglite") expect([before, (await statistics()) > 0]).toEqual([0, true]);
    const latest = await latestArrivals(s.database.db, tenantId, 8);
    expect(latest.map((v) => v.created_at)).toEqual(newest);
    expect(latest.every((v) => onSite.some((o) => o.id === v.id))).toBe(true);
  });

  it("reads a listed car's page from the search index with its facts from the database, any other car from the database", async () => {
    const db = s.database.db;
    const tenant = { ...tenantDocumentSchema.parse(tenantDoc("list-a")), id: tenantId, slug: "list-a" };
    const index = await s.indexes.get(tenant);
    const slugOf = async (id: number) => (await findVehicleById(db, tenantId, id))!.slug!;
    // 1007: listed, 7 views in its feed and 20 counted on the site; 1017: archived, not listed.
    const listed = await vehiclePageSource(db, tenant, index, await slugOf(1007), null);
    expect(index.listedVehicle(await slugOf(1007))?.stored).toBe(listed?.vehicle);
    expect(listed?.vehicle).toEqual((await findVehiclePage(db, tenant, await slugOf(1007)))?.vehicle);
    expect(listed?.facts).toEqual({ views: 20, listedReserved: false });
    const archived = await vehiclePageSource(db, tenant, index, await slugOf(1017), null);
    expect(index.listedVehicle(await slugOf(1017))).toBeUndefined();
    expect(archived?.vehicle.id).toBe(1017);
    expect(await vehiclePageSource(db, tenant, index, "no-such-car", null)).toBeNull();
    // Another tenant's car with the same id has its own facts.
    expect(await vehicleValuesById(db, 1007, { views: viewCountSql(otherId) })).toEqual({ views: null });
    expect(await vehicleValuesById(db, 1007, {})).toEqual({});
  });

  it("changes several vehicles at once, and stores nothing when one result is invalid", async () => {
    const db = s.database.db;
    const done = await updateVehicles(db, tenantId, [1001, 1002, 999_999], (v) => ({ ...v, price: 12_345 }));
    expect(done.map((d) => [d.before.id, d.after.price])).toEqual([
      [1001, 12_345],
      [1002, 12_345],
    ]);
    expect((await findVehicleById(db, tenantId, 1001))?.price).toBe(12_345);
    // Unchanged vehicles are not reported.
    expect(await updateVehicles(db, tenantId, [1001], (v) => ({ ...v }))).toEqual([]);
    await expect(updateVehicles(db, tenantId, [1001, 1002], (v) => (v.id === 1002 ? { ...v, price: -5 } : { ...v, price: 1 }))).rejects.toBeInstanceOf(VehicleInvalidError);
    expect((await findVehicleById(db, tenantId, 1001))?.price).toBe(12_345);
    // Another tenant's vehicle with the same id is untouched.
    await updateVehicles(db, tenantId, [1001], (v) => ({ ...v, status: "sold", sold_date_timestamp: 1 }));
    expect((await findVehicleById(db, otherId, 1001))?.status).toBe("in_stock");
  });

  it("adds a vehicle by hand with the next id and a derived slug", async () => {
    const db = s.database.db;
    const v = await createVehicle(db, tenantId, { year: 2024, make: "Ford", model: "Ranger", badge: "XLT", car_type: "new", price: 61_990, created_at: day(50) });
    expect(v).toMatchObject({ id: 1120, slug: "2024-ford-ranger-xlt-1120", status: "in_stock", show_on_dealer_website: true });
    expect((await findVehicleById(db, tenantId, 1120))?.price).toBe(61_990);
    await expect(createVehicle(db, tenantId, { year: 1800, make: "Ford", model: "T", car_type: "used", created_at: day(1) })).rejects.toBeInstanceOf(VehicleInvalidError);
    const again = await createVehicle(db, otherId, { year: 2020, make: "Kia", model: "Rio", car_type: "used", created_at: day(1) });
    expect(again.id).toBe(1002);
  });
}

describe("console stock list on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("console stock list on PostgreSQL", () => suite("postgres"));
