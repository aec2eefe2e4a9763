import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { createFeedPhotoResolver } from "../../app/stock/feed-photos.server.ts";
import { engineImporter, stockFeedState, sweepStockFeeds, type FeedPullDeps, type PullImportOutcome } from "../../app/stock/feed-pull.server.ts";
import { listImports } from "../../app/stock/feed-import/import-store.server.ts";
import { listStock } from "../../app/stock/stock-store.server.ts";
import { tenantDocumentSchema, type Tenant } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { startFeedServer, type FeedServer } from "../support/feed-server.ts";
import { tenantDoc } from "../support/fixtures.ts";

/**
 * The scheduled stock feed pull (issue 14, ADR 043) against a real HTTP server on 127.0.0.1, on both engines, with an
 * injected clock: the due feed is pulled and imported, a changed feed is picked up at the next interval, a 304 imports
 * nothing, a 500 and a file that is not a feed change nothing and are recorded, a feed not yet due is not asked for,
 * and on PostgreSQL two processes sweeping at once pull a feed once.
 */

const CSV_1 = "stock_number,make,model\nA1,Ford,Ranger\nA2,Toyota,HiLux\n";
const CSV_2 = "stock_number,make,model\nA1,Ford,Ranger\nA3,Mazda,CX-5\nA4,Kia,Sportage\n";

/** The import engine's stand-in: a file starting with the feed's header imports its rows; anything else is refused. */
function recordingImporter() {
  const calls: { tenant: string; text: string; filename: string }[] = [];
  const importFeed = async (tenant: Tenant, feed: { bytes: Uint8Array; filename: string }): Promise<PullImportOutcome> => {
    const text = Buffer.from(feed.bytes).toString("utf8");
    calls.push({ tenant: tenant.slug, text, filename: feed.filename });
    if (!text.startsWith("stock_number,")) return { kind: "refused", error: "This file is not a stock feed: no header row with the feed's columns.", reportId: `r${calls.length}` };
    return { kind: "imported", summary: `${text.trim().split("\n").length - 1} rows read.`, reportId: `r${calls.length}` };
  };
  return { calls, importFeed };
}

function suite(engine: "pglite" | "postgres") {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  let server: FeedServer;
  let tenant: Tenant;
  let clock = new Date("2026-11-24T09:00:00Z");
  const importer = recordingImporter();
  const slug = `feed-pull-${engine}`;
  const later = (min: number) => (clock = new Date(clock.getTime() + min * 60_000));
  const deps = (over: Partial<FeedPullDeps> = {}): FeedPullDeps => ({
    db: database.db,
    tenants: () => [tenant],
    importFeed: importer.importFeed,
    allowPrivate: true,
    logger: createLogger("silent"),
    now: () => clock,
    timeoutMs: 2_000,
    ...over,
  });
  const state = () => stockFeedState(database.db, tenant.id, clock);

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    url = engineDb.env.DATABASE_URL;
    const dataDir = tempDir("feed-pull-sweep-");
    database = await openDatabase({ databaseUrl: url ?? null, dataDir: url ? null : dataDir });
    server = await startFeedServer();
    const doc = tenantDoc(slug, { config: { tagline: "t", stock_feed: { url: server.url("/export/stock.csv"), interval_minutes: 15, enabled: true } } });
    await saveTenant(database.db, slug, tenantDocumentSchema.parse(doc));
    tenant = (await loadTenants(database.db, slug))[0]!;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await drop?.();
  });

  it("pulls and imports a due feed, then asks nothing until the interval has passed", async () => {
    server.serve("/export/stock.csv", { body: CSV_1, etag: '"v1"', contentType: "text/csv" });
    const outcomes = await sweepStockFeeds(deps());
    expect(outcomes).toEqual([{ tenant: slug, status: "imported", message: "2 rows read." }]);
    expect(importer.calls).toEqual([{ tenant: slug, text: CSV_1, filename: "stock.csv" }]);
    expect(await state()).toMatchObject({ status: "imported", lastCheckedAt: clock, nextDueAt: new Date(clock.getTime() + 15 * 60_000), lastImportId: "r1", error: null, running: false });

    later(10);
    expect(await sweepStockFeeds(deps())).toEqual([]);
    expect(server.count("/export/stock.csv")).toBe(1);
  });

  it("answers 304 to the conditional request when nothing changed: nothing imported, the check recorded", async () => {
    later(5);
    expect(await sweepStockFeeds(deps())).toEqual([{ tenant: slug, status: "unchanged", message: expect.stringContaining("304") }]);
    expect(server.requests.at(-1)).toMatchObject({ ifNoneMatch: '"v1"' });
    expect(importer.calls).toHaveLength(1);
    expect(await state()).toMatchObject({ status: "unchanged", lastCheckedAt: clock, lastImportId: "r1" });
  });

  it("picks up a changed feed at the next due sweep", async () => {
    server.serve("/export/stock.csv", { body: CSV_2, etag: '"v2"' });
    later(15);
    expect(await sweepStockFeeds(deps())).toEqual([{ tenant: slug, status: "imported", message: "3 rows read." }]);
    expect(importer.calls.at(-1)!.text).toBe(CSV_2);
  });

  it("changes nothing when the server answers 500, and records why", async () => {
    server.serve("/export/stock.csv", { status: 500 });
    later(15);
    const imports = importer.calls.length;
    expect(await sweepStockFeeds(deps())).toEqual([
      { tenant: slug, status: "failed", message: "The feed could not be downloaded: the server answered 500 Internal Server Error. Nothing was changed." },
    ]);
    expect(importer.calls).toHaveLength(imports);
    expect(await state()).toMatchObject({ status: "failed", error: "the server answered 500 Internal Server Error", lastImportId: "r2" });
  });

  it("records a file that is not a feed as failed, and downloads it again next time rather than trusting its ETag", async () => {
    server.serve("/export/stock.csv", { body: Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x13, 0x37]), etag: '"junk"' });
    later(15);
    expect(await sweepStockFeeds(deps())).toEqual([{ tenant: slug, status: "failed", message: expect.stringContaining("not a stock feed") }]);
    expect(await state()).toMatchObject({ status: "failed", error: expect.stringContaining("not a stock feed") });
    later(15);
    await sweepStockFeeds(deps());
    expect(server.requests.at(-1)).toMatchObject({ ifNoneMatch: '"v2"' });
  });

  it("does not import the same bytes twice from a server without validators", async () => {
    server.serve("/export/stock.csv", { body: CSV_1 });
    later(15);
    expect((await sweepStockFeeds(deps()))[0]!.status).toBe("imported");
    later(15);
    const imports = importer.calls.length;
    expect((await sweepStockFeeds(deps()))[0]).toMatchObject({ status: "unchanged", message: expect.stringContaining("same file") });
    expect(importer.calls).toHaveLength(imports);
  });

  it("pulls nothing for a tenant whose pull is off, and starts afresh when the address changes", async () => {
    const before = server.count();
    const off = { ...tenant, config: { ...tenant.config, stock_feed: { ...tenant.config.stock_feed, enabled: false } } };
    later(60);
    expect(await sweepStockFeeds(deps({ tenants: () => [off] }))).toEqual([]);
    expect(server.count()).toBe(before);

    server.serve("/export/other.csv", { body: CSV_2, etag: '"v2"' });
    const moved = { ...tenant, config: { ...tenant.config, stock_feed: { ...tenant.config.stock_feed, url: server.url("/export/other.csv") } } };
    expect((await sweepStockFeeds(deps({ tenants: () => [moved] })))[0]!.status).toBe("imported");
    // A new address: no validators of the old one are sent.
    expect(server.requests.at(-1)).toMatchObject({ path: "/export/other.csv", ifNoneMatch: null });
  });

  it("two processes sweeping at once pull a due feed once", async () => {
    if (engine !== "postgres" || !(await requirePostgres())) return;
    const second = await openDatabase({ databaseUrl: url!, dataDir: null });
    try {
      server.serve("/export/stock.csv", { body: CSV_1 + "A9,Holden,Commodore\n", etag: '"v9"', delayMs: 300 });
      later(60);
      const before = server.count("/export/stock.csv");
      const [a, b] = await Promise.all([sweepStockFeeds(deps()), sweepStockFeeds(deps({ db: second.db }))]);
      expect([...a, ...b]).toHaveLength(1);
      expect(server.count("/export/stock.csv") - before).toBe(1);
    } finally {
      await second.close();
    }
  });
}

describe("stock feed pull on PGlite", () => suite("pglite"));
describe("stock feed pull on PostgreSQL", () => suite("postgres"));

/**
 * The same pull on feed-import's real engine (importStockFeed) with the photo resolver: the AU DMS export imports with
 * its photos downloaded and stored, a changed feed is picked up at the next interval without fetching the photos
 * again, and a 500 or garbage bytes leave the stock exactly as it was.
 */
function engineSuite(engine: "pglite" | "postgres") {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let server: FeedServer;
  let tenant: Tenant;
  let clock = new Date("2026-11-24T09:00:00Z");
  const slug = `feed-engine-${engine}`;
  const later = (min: number) => (clock = new Date(clock.getTime() + min * 60_000));
  const HEADER = "Stock Number,Condition,Year,Make,Model,Badge,Odometer,Drive Away Price,Status,Photo URLs";
  const csv = (rows: string[]) => [HEADER, ...rows].join("\r\n") + "\r\n";
  let deps: FeedPullDeps;
  const stock = async () => (await listStock(database.db, tenant.id)).map((v) => `${v.stocknum} ${v.make} ${v.model} ${v.status} ${v.price} ${v.images.length}`).sort();

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    const dataDir = tempDir("feed-pull-engine-");
    database = await openDatabase({ databaseUrl: engineDb.env.DATABASE_URL ?? null, dataDir: engineDb.env.DATABASE_URL ? null : dataDir });
    server = await startFeedServer();
    const doc = tenantDoc(slug, { config: { tagline: "t", stock_feed: { url: server.url("/dms/export.csv"), interval_minutes: 30, enabled: true } } });
    await saveTenant(database.db, slug, tenantDocumentSchema.parse(doc));
    tenant = (await loadTenants(database.db, slug))[0]!;
    const photos = createFeedPhotoResolver({ db: database.db, mediaDir: path.join(dataDir, "media"), tenantSlug: () => slug, allowPrivate: true, now: () => clock });
    deps = { db: database.db, tenants: () => [tenant], importFeed: engineImporter(database.db, { photos, now: () => clock }), allowPrivate: true, logger: createLogger("silent"), now: () => clock, timeoutMs: 2_000 };
    for (const [i, colour] of ["#aa2222", "#22aa22", "#2222aa"].entries())
      server.serve(`/photos/${i}.jpg`, { body: await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).jpeg().toBuffer(), etag: `"p${i}"` });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
    await drop?.();
  });

  it("imports the pulled feed with its photos stored, then a changed feed without fetching the photos again", async () => {
    const p = (i: number) => server.url(`/photos/${i}.jpg`);
    server.serve("/dms/export.csv", { body: csv([`PF1,Used,2021,Toyota,Corolla,Ascent,30000,25990,In Stock,${p(0)}|${p(1)}`, `PF2,Used,2020,Mazda,CX-5,Maxx,52000,29990,In Stock,${p(2)}`]), etag: '"f1"' });
    const [first] = await sweepStockFeeds(deps);
    expect(first).toEqual({ tenant: slug, status: "imported", message: "2 rows read: 2 added, 0 updated, 0 unchanged, 0 marked sold. 3 photos downloaded." });
    expect(await stock()).toEqual(["PF1 Toyota Corolla in_stock 25990 2", "PF2 Mazda CX-5 in_stock 29990 1"]);
    for (const v of await listStock(database.db, tenant.id)) for (const img of v.images) expect(img.url).toMatch(new RegExp(`^/media/uploads/${slug}/`));
    const state = await stockFeedState(database.db, tenant.id, clock);
    const imports = await listImports(database.db, tenant.id, 5);
    expect(state?.lastImportId).toBe(String(imports.rows[0]!.id));

    // The DMS drops the price of PF2 and adds PF3 whose photo is one already stored.
    server.serve("/dms/export.csv", { body: csv([`PF1,Used,2021,Toyota,Corolla,Ascent,30000,25990,In Stock,${p(0)}|${p(1)}`, `PF2,Used,2020,Mazda,CX-5,Maxx,52000,27990,In Stock,${p(2)}`, `PF3,Used,2019,Kia,Sportage,SX,61000,22990,In Stock,${p(2)}`]), etag: '"f2"' });
    later(30);
    const photoRequests = server.requests.filter((r) => r.path.startsWith("/photos/")).length;
    expect(await sweepStockFeeds(deps)).toEqual([{ tenant: slug, status: "imported", message: "3 rows read: 1 added, 1 updated, 1 unchanged, 0 marked sold." }]);
    expect(server.requests.filter((r) => r.path.startsWith("/photos/")).length).toBe(photoRequests);
    expect(await stock()).toEqual(["PF1 Toyota Corolla in_stock 25990 2", "PF2 Mazda CX-5 in_stock 27990 1", "PF3 Kia Sportage in_stock 22990 1"]);
  });

  it("leaves the stock untouched when the server answers 500, then garbage bytes, and records both", async () => {
    const before = await stock();
    server.serve("/dms/export.csv", { status: 500 });
    later(30);
    expect((await sweepStockFeeds(deps))[0]!.status).toBe("failed");
    expect(await stock()).toEqual(before);

    server.serve("/dms/export.csv", { body: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]), etag: '"zip"' });
    later(30);
    const [garbage] = await sweepStockFeeds(deps);
    expect(garbage).toMatchObject({ status: "failed", message: expect.stringMatching(/^The feed was downloaded but not imported\. .+ Nothing was changed\.$/) });
    expect(await stock()).toEqual(before);
    expect(await stockFeedState(database.db, tenant.id, clock)).toMatchObject({ status: "failed", error: expect.stringContaining("not a CSV") });
  });
}

describe("stock feed pull into the import engine on PGlite", () => engineSuite("pglite"));
describe("stock feed pull into the import engine on PostgreSQL", () => engineSuite("postgres"));
