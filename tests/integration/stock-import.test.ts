import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { stockImportDeps } from "../../app/console/stock-import.server.ts";
import { confirmStockImport, discardStockImport, importStockFeed, type FeedPhotoResolver, type ImportOutcome } from "../../app/stock/feed-import/import-engine.server.ts";
import { listImports } from "../../app/stock/feed-import/import-store.server.ts";
import { createVehicle, listStock, updateVehicle } from "../../app/stock/stock-store.server.ts";
import type { Vehicle } from "../../app/stock/vehicle-schema.ts";
import { createApiKey } from "../../app/staff/api-keys.server.ts";
import { listAudit } from "../../app/staff/audit-log.server.ts";
import { tenantDocumentSchema, type Tenant } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant, updateTenantDocument } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";
import { generateFeed, stockNumber } from "../support/stock-feed.ts";

const TOKEN = "test-admin-token-0123456789";
const STAFF = { kind: "staff", id: "00000000-0000-4000-8000-000000000001", name: "Max Manager <max@example.com>" } as const;
const bytes = (s: string) => new TextEncoder().encode(s);

/** The report without what depends on the way in (the counts and problem lists must be the same). */
const essentials = (r: ImportOutcome["report"]) => ({ rows: r.rows, created: r.created, updated: r.updated, unchanged: r.unchanged, removed: r.removed, bad: r.bad, badRows: r.badRows, warnings: r.warnings });

/** The CSV import on both engines (issue 14): exact report, same through the API, idempotent, ownership, the guard. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let base: string;
  let server: http.Server;
  const announced: unknown[] = [];
  const feed = generateFeed();

  const tenant = async (slug: string): Promise<Tenant> => (await loadTenants(s.database.db, slug))[0]!;
  const stock = async (slug: string) => new Map((await listStock(s.database.db, (await tenant(slug)).id)).map((v) => [v.stocknum ?? `#${v.id}`, v]));
  const run = async (slug: string, csv: string, photos?: FeedPhotoResolver) => importStockFeed(s.database.db, await tenant(slug), { bytes: bytes(csv), source: "console", filename: "stock.csv", actor: STAFF }, stockImportDeps(s, photos));

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", ADMIN_TOKEN: TOKEN, DATA_DIR: tempDir(), ...engineDb.env }), createLogger("silent"));
    for (const slug of ["si-console", "si-api", "si-small", "si-own"]) {
      await saveTenant(s.database.db, slug, tenantDocumentSchema.parse(tenantDoc(slug)));
      await s.changed({ tenant: slug, kind: "tenant" });
    }
    const changed = s.changed.bind(s);
    s.changed = async (event) => {
      announced.push(event);
      await changed(event);
    };
    server = http.createServer(createHttpApp(s));
    // Idle connections stay open longer than fetch keeps them, so a request never races the server closing one.
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await s?.close();
    await drop?.();
  });

  it("imports 2,000 AU DMS rows: 1,980 added, the 20 bad rows listed by line and column, unknown statuses warned", async () => {
    announced.length = 0;
    const outcome = await run("si-console", feed.csv);
    expect(outcome.status).toBe("applied");
    expect(outcome.report).toMatchObject({ rows: 2000, created: 1980, updated: 0, unchanged: 0, removed: 0, bad: 20, warningCount: 3, reason: null, encoding: "utf-8", delimiter: ",", preset: "au_dms" });
    expect(outcome.report.badRows).toEqual(feed.badRows);
    expect(outcome.report.warnings).toEqual(feed.warnings);
    // Lines count the embedded newlines of the multi-line comments (rows 100, 200, … each take three lines).
    expect(feed.badRows.at(-1)!.line).toBe(1818 + 1 + 2 * 18);

    const cars = await stock("si-console");
    expect(cars.size).toBe(1980);
    expect(cars.get(stockNumber(100))).toMatchObject({
      year: 2016,
      make: "Toyota",
      model: "HiLux",
      badge: "SR5",
      car_type: "used",
      price: 21_100,
      price_type: "Drive Away",
      regplate: "W100QA",
      rego_expiry: "2026-12-31",
      build_date: "2016-05-01",
      km: 13_700,
      simple_transmission: "Manual",
      simple_drive: "4WD",
      location_id: 10,
      dealercomments: 'One owner, full history.\nNew "Bridgestone" tyres.\nDrive away today!',
      standardEquipment: ["Reversing Camera", "Bluetooth", "Cruise Control"],
      images: [{ url: "https://img.example.com/S00100/1.jpg" }, { url: "https://img.example.com/S00100/2.jpg" }],
      status: "in_stock",
    });
    expect(cars.get(stockNumber(101))).toBeUndefined();
    expect(cars.get(stockNumber(1))).toMatchObject({ price: 19_011, price_type: "Excl. Govt. Charges", car_type: "used" });
    expect(cars.get(stockNumber(42))).toMatchObject({ status: "on_hold", status_original: "Wholesale" });
    expect(announced).toEqual([{ tenant: "si-console", kind: "stock" }]);
    const [entry] = (await listAudit(s.database.db, (await tenant("si-console")).id, { limit: 5, offset: 0 })).rows;
    expect(entry).toMatchObject({ action: "stock.import", subject: "Stock feed stock.csv: 1980 added, 0 updated, 0 marked sold", actorName: STAFF.name });
  });

  it("answers the same report for the same file through the operator API, with the tenant's API key", async () => {
    const t = await tenant("si-api");
    const { raw } = await createApiKey(s.database.db, t.id, "DMS", null);
    const res = await fetch(`${base}/api/admin/tenants/si-api/stock.csv`, { method: "POST", headers: { authorization: `Bearer ${raw}`, "content-type": "text/csv" }, body: feed.csv });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ImportOutcome["report"] & { status: string; import_id: number };
    expect(body.status).toBe("applied");
    const [console] = (await listImports(s.database.db, (await tenant("si-console")).id)).rows;
    expect(essentials(body)).toEqual(essentials(console!.report));
    expect((await stock("si-api")).size).toBe(1980);
    const [stored] = (await listImports(s.database.db, t.id)).rows;
    expect(stored).toMatchObject({ id: body.import_id, source: "api", actorName: "DMS", status: "applied" });
    // Not a CSV, or another tenant's slug: refused.
    expect((await fetch(`${base}/api/admin/tenants/si-api/stock.csv`, { method: "POST", headers: { authorization: `Bearer ${raw}`, "content-type": "application/json" }, body: "[]" })).status).toBe(415);
    expect((await fetch(`${base}/api/admin/tenants/si-console/stock.csv`, { method: "POST", headers: { authorization: `Bearer ${raw}`, "content-type": "text/csv" }, body: feed.csv })).status).toBe(403);
    // Larger than 20 MB: refused before it is read.
    const huge = await fetch(`${base}/api/admin/tenants/si-api/stock.csv`, { method: "POST", headers: { authorization: `Bearer ${raw}`, "content-type": "text/csv" }, body: "x".repeat(20 * 1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
  });

  it("changes nothing on a second import of the same file, and fetches no photo again", async () => {
    announced.length = 0;
    let fetched = 0;
    const counting: FeedPhotoResolver = async (_t, urls) => ((fetched += urls.length), { images: urls.map((url) => ({ url })), problems: [], fetched: urls.length });
    const before = await stock("si-console");
    const outcome = await run("si-console", feed.csv, counting);
    expect(outcome.report).toMatchObject({ rows: 2000, created: 0, updated: 0, unchanged: 1980, removed: 0, bad: 20 });
    expect(outcome.report.photos.fetched).toBe(0);
    expect(fetched).toBe(0);
    expect(await stock("si-console")).toEqual(before);
    expect(announced).toEqual([]);
  });

  it("keeps a person's photo order and comments; the price goes back to the feed's unless the tenant keeps it", async () => {
    const t = await tenant("si-own");
    expect((await run("si-own", generateFeed({ to: 10 }).csv)).report).toMatchObject({ created: 10, bad: 0 });
    let cars = await stock("si-own");
    const id = (n: number) => (cars.get(stockNumber(n)) as Vehicle).id;
    await updateVehicle(s.database.db, t.id, id(1), (v) => ({ ...v, images: [...v.images].reverse(), dealercomments: "Our own words." }));
    await updateVehicle(s.database.db, t.id, id(2), (v) => ({ ...v, price: 1000 }));
    const changedFeed = generateFeed({ to: 10, change: (i) => (i === 1 ? { "Photo URLs": "https://img.example.com/S00001/1.jpg|https://img.example.com/S00001/2.jpg|https://img.example.com/S00001/3.jpg" } : {}) });
    const outcome = await run("si-own", changedFeed.csv);
    expect(outcome.report).toMatchObject({ created: 0, updated: 2, unchanged: 8, removed: 0 });
    cars = await stock("si-own");
    expect(cars.get(stockNumber(1))).toMatchObject({
      dealercomments: "Our own words.",
      // The person's order first, the feed's new photo after.
      images: [{ url: "https://img.example.com/S00001/2.jpg" }, { url: "https://img.example.com/S00001/1.jpg" }, { url: "https://img.example.com/S00001/3.jpg" }],
    });
    expect(cars.get(stockNumber(2))!.price).toBe(20_022);

    await updateTenantDocument(s.database.db, "si-own", (doc) => ({ ...doc, config: { ...doc.config, stock_import: { ...doc.config.stock_import, keep_console: { price: true } } } }));
    await updateVehicle(s.database.db, t.id, id(2), (v) => ({ ...v, price: 1000 }));
    const kept = await run("si-own", changedFeed.csv);
    expect(kept.report).toMatchObject({ updated: 0, unchanged: 10 });
    expect((await stock("si-own")).get(stockNumber(2))!.price).toBe(1000);
  });

  it("holds an import that would mark 60% sold; confirming applies it, and hand-added cars stay", async () => {
    const t = await tenant("si-console");
    const byHand = await createVehicle(s.database.db, t.id, { year: 2024, make: "Kia", model: "Picanto", car_type: "new", created_at: new Date().toISOString() });
    const part = generateFeed({ to: 800 });
    announced.length = 0;
    const held = await run("si-console", part.csv);
    expect(held.status).toBe("held");
    // Rows 1–800 less their 9 bad rows are present: 1,980 − 791 = 1,189 of 1,981 active vehicles would be sold.
    expect(held.report).toMatchObject({ rows: 800, removed: 1189, bad: 9, removalPercent: 60, guardPercent: 30, created: 0, updated: 0 });
    expect(held.report.reason).toBe("This import would mark 1,189 of 1,981 vehicles sold (60%, more than the 30% allowed): it is held until a person confirms or discards it. Nothing was changed.");
    expect([...(await stock("si-console")).values()].filter((v) => v.status === "sold")).toHaveLength(0);
    expect(announced).toEqual([]);

    const confirmed = await confirmStockImport(s.database.db, await tenant("si-console"), held.id, STAFF, stockImportDeps(s));
    expect(confirmed).toMatchObject({ id: held.id, status: "confirmed", report: { removed: 1189, unchanged: 791 } });
    expect(await confirmStockImport(s.database.db, await tenant("si-console"), held.id, STAFF, stockImportDeps(s))).toBeNull();
    const cars = await stock("si-console");
    expect(cars.get(stockNumber(801))).toMatchObject({ status: "sold", sold_date_timestamp: expect.any(Number) });
    expect(cars.get(stockNumber(800))!.status).toBe("in_stock");
    expect(cars.size).toBe(1981); // marked sold, never deleted
    expect(cars.get(`#${byHand.id}`)!.status).toBe("in_stock");
    expect(announced).toEqual([{ tenant: "si-console", kind: "stock" }]);
    const [row] = (await listImports(s.database.db, t.id)).rows;
    expect(row).toMatchObject({ id: held.id, status: "confirmed", decidedBy: STAFF.name });

    // A held import discarded changes nothing; the full file brings the sold cars back.
    const again = await run("si-console", generateFeed({ to: 100 }).csv);
    expect(again.status).toBe("held");
    expect(await discardStockImport(s.database.db, await tenant("si-console"), again.id, STAFF)).toBe(true);
    const back = await run("si-console", feed.csv);
    expect(back.report).toMatchObject({ created: 0, updated: 1189, unchanged: 791, removed: 0 });
    expect((await stock("si-console")).get(stockNumber(801))).toMatchObject({ status: "in_stock", sold_date_timestamp: null });
  });

  it("changes nothing for a file that is not a feed, and says why", async () => {
    const before = await stock("si-small");
    for (const [file, reason] of [
      ["", "The file is empty. Nothing was changed."],
      ["hello,world\n1,2\n", "No recognisable stock feed header: Year, Make, Model, Stock number or VIN not found in the first line. Nothing was changed."],
    ] as const) {
      const outcome = await run("si-small", file);
      expect(outcome).toMatchObject({ status: "failed", report: { reason, created: 0 } });
    }
    const binary = await importStockFeed(s.database.db, await tenant("si-small"), { bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0]), source: "api", actor: STAFF }, stockImportDeps(s));
    expect(binary.status).toBe("failed");
    expect(await stock("si-small")).toEqual(before);
  });

  it("reads a Windows-1252 file with semicolons and CRLF line ends", async () => {
    const text = "Stock Number;Year;Make;Model;Dealer Comments;Drive Away Price\r\nW1;2021;Škoda;Octavia;“Café” – as new;$31.990\r\n";
    // Windows-1252 has no Š: the DMS would write S; this file has é “ ” – in 1252 bytes.
    const file = Uint8Array.from([...text.replace("Š", "S")].map((c) => ({ "“": 0x93, "”": 0x94, "–": 0x96, é: 0xe9 })[c] ?? c.charCodeAt(0)));
    const outcome = await importStockFeed(s.database.db, await tenant("si-small"), { bytes: file, source: "console", actor: STAFF }, stockImportDeps(s));
    expect(outcome.report).toMatchObject({ encoding: "windows-1252", delimiter: ";", created: 0, bad: 1 });
    expect(outcome.report.badRows).toEqual([{ line: 2, column: "Drive Away Price", message: 'Drive-away price "$31.990" is not a price (write an amount such as 34990)' }]);
    const fixed = Uint8Array.from([...file].map((b, i, all) => (b === 0x2e && all[i - 2] === 0x33 ? 0x2c : b)));
    const ok = await importStockFeed(s.database.db, await tenant("si-small"), { bytes: fixed, source: "console", actor: STAFF }, stockImportDeps(s));
    expect(ok.report).toMatchObject({ created: 1, bad: 0 });
    expect((await stock("si-small")).get("W1")).toMatchObject({ make: "Skoda", dealercomments: "“Café” – as new", price: 31_990 });
  });

  it("takes an unknown status in a JSON batch as on hold with a warning, instead of refusing the batch", async () => {
    const res = await fetch(`${base}/api/admin/tenants/si-small/stock`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify([{ id: 900, year: 2020, make: "Mazda", model: "3", car_type: "used", created_at: "2026-11-01T00:00:00+10:00", status: "Wholesale" }]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      created: 1,
      updated: 0,
      warnings: [{ row: 0, id: 900, path: "status", message: 'unknown status "Wholesale": stored as on_hold (not in stock), the original kept in status_original' }],
    });
    expect([...(await stock("si-small")).values()].find((v) => v.id === 900)).toMatchObject({ status: "on_hold", status_original: "Wholesale" });
  });
}

describe("stock feed import on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("stock feed import on PostgreSQL", () => suite("postgres"));
