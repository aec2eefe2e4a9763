/**
 * The dealer analytics page (ADR 035) at 5,000 vehicles × 365 days of roll-ups: the median time of each section's
 * query and of the whole page's data, for the 7, 30 and 90-day ranges, on embedded PGlite and, when one answers, on
 * PostgreSQL; the stock list with its 30-day view and lead figures; a flush of a busy few seconds; then the whole page
 * — GET /dealer/analytics as a signed-in owner, rendered by the built server (npm run build first) on PGlite.
 *
 *   node scripts/bench-analytics.ts [--vehicles=5000] [--days=365] [--runs=15] [--engines=pglite,postgres] [--pages=0]
 */

import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { openDatabase, type Database } from "../app/db/client.server.ts";
import { analyticsPageData, rangeWindow } from "../app/console/analytics-data.server.ts";
import { generateStock } from "../app/demo/stock-generator.ts";
import { responseTimesByStaff } from "../app/leads/lead-store.server.ts";
import { shiftDay } from "../app/platform/analytics-batch.ts";
import { AnalyticsRecorder } from "../app/platform/analytics-recorder.server.ts";
import { leadBreakdown, tenantDays, vehicleMetricSinceSql, vehicleRankings, vehicleTotals, windowTotalsSql } from "../app/platform/analytics-store.server.ts";
import type { RegisteredServices } from "../app/platform/contexts.ts";
import type { ConsoleUser } from "../app/staff/console-session.server.ts";
import { DEFAULT_STOCK_QUERY } from "../app/stock/stock-list-query.ts";
import { listStockPage, replaceStock, stockAge, vehicleSummaries } from "../app/stock/stock-store.server.ts";
import { deriveVehicleSlug, vehicleSchema, type Vehicle } from "../app/stock/vehicle-schema.ts";
import { dealerToday } from "../app/tenants/dealer-clock.ts";
import { tenantDocumentSchema, type Tenant } from "../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../app/tenants/tenant-store.server.ts";
import { tempDir } from "../tests/support/engines.ts";
import { tenantDoc } from "../tests/support/fixtures.ts";
import { request } from "../tests/support/receivers.ts";
import { writeAnalyticsHistory } from "./lib/analytics-history.ts";
import { eachEngine, timeMedian } from "./lib/bench-engines.ts";
import { signInConsoleOwner, startBuiltServer } from "./lib/built-server.ts";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"] as const;
  }),
);
const VEHICLES = Number(args.get("vehicles") ?? 5000);
const DAYS = Number(args.get("days") ?? 365);
const RUNS = Number(args.get("runs") ?? 15);
const ENGINES = (args.get("engines") ?? "pglite,postgres").split(",");
const PAGES = args.get("pages") !== "0" && fs.existsSync(path.resolve(process.env.BUILD_DIR ?? "build", "server"));
const SLUG = "bench-analytics";
const quietLogger = { warn: () => {}, info: () => {}, error: () => {} };

const time = (fn: () => Promise<unknown>, runs = RUNS) => timeMedian(fn, runs);

function benchStock(now: Date): Vehicle[] {
  const raw = generateStock(
    { count: VEHICLES, idOffset: 100_000, itemTypes: { car: 1 }, carTypes: { new: 1, used: 2, demo: 1 }, locations: [{ id: 10, dealershipId: 1 }] },
    11,
    now,
  );
  return raw.map((r) => {
    const v = vehicleSchema.parse(r);
    return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
  });
}

/** The tenant, its stock and DAYS of roll-ups ending today; answers the tenant as the console sees it. */
async function seed(database: Database, now: Date): Promise<Tenant> {
  const db = database.db;
  const started = performance.now();
  const tenantId = (await saveTenant(db, SLUG, tenantDocumentSchema.parse(tenantDoc(SLUG)))).id;
  const list = benchStock(now);
  await replaceStock(db, tenantId, list);
  const tenant = (await loadTenants(db, SLUG))[0]!;
  const written = await writeAnalyticsHistory(db, tenantId, list.map((v) => v.id), { days: DAYS, today: dealerToday(tenant, now) });
  await db.execute("analyze");
  console.warn(`${database.kind}: ${VEHICLES} vehicles, ${written.vehicleRows.toLocaleString("en-AU")} vehicle-day rows, ${written.leads} leads written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return tenant;
}

const results: string[][] = [];
const row = (engine: string, section: string, range: string, ms: number, note = "") => results.push([engine, section, range, note, ms.toFixed(1)]);

async function benchEngine(engine: string, database: Database, now: Date) {
  const tenant = await seed(database, now);
  const db = database.db;
  const recorder = new AnalyticsRecorder(db, quietLogger, { flushMs: 60_000 });
  const services = { database, analytics: recorder, logger: quietLogger } as unknown as RegisteredServices;
  const user = { tenant, staff: { name: "Bench" }, can: () => true } as unknown as ConsoleUser;
  const today = dealerToday(tenant, now);
  for (const days of [7, 30, 90] as const) {
    const { from, to } = rangeWindow(today, days);
    const range = `${days} days`;
    row(engine, "daily series (tenant roll-ups)", range, await time(() => tenantDays(db, tenant.id, from, to)));
    const ranked = await vehicleRankings(db, tenant.id, from, to);
    row(engine, "vehicle lists (most viewed, most leads, viewed no leads)", range, await time(() => vehicleRankings(db, tenant.id, from, to)), `${ranked.withActivity} vehicles`);
    row(engine, "leads by source and by form", range, await time(() => leadBreakdown(db, tenant.id, from, to)));
    row(engine, "stock age (average, aged, oldest 10)", range, await time(() => stockAge(db, tenant.id, now)));
    row(engine, "response times per salesperson (median)", range, await time(() => responseTimesByStaff(db, tenant.id, new Date(now.getTime() - days * 86_400_000))));
    const ids = [...ranked.byViews, ...ranked.byLeads, ...ranked.viewedNoLeads].map((t) => t.vehicleId);
    row(engine, "vehicle names + aged stock's figures", range, await time(() => Promise.all([vehicleSummaries(db, tenant.id, ids), vehicleTotals(db, tenant.id, ids.slice(0, 10), from, to)])));
    const url = new URL(`http://${SLUG}.localhost/dealer/analytics?days=${days}`);
    row(engine, "WHOLE PAGE DATA (every section, as the loader runs them)", range, await time(() => analyticsPageData(services, user, url, now)));
  }
  const from30 = shiftDay(today, -29);
  const counts = { views: vehicleMetricSinceSql(tenant.id, "views", from30), leads: vehicleMetricSinceSql(tenant.id, "leads", from30), totals: windowTotalsSql(tenant.id, from30, today), withFeedViews: false };
  row(engine, "stock list page 1 with 30-day views and leads", "30 days", await time(() => listStockPage(db, tenant.id, DEFAULT_STOCK_QUERY, counts)));
  row(engine, "stock list sorted by 30-day views", "30 days", await time(() => listStockPage(db, tenant.id, { ...DEFAULT_STOCK_QUERY, sort: "views" }, counts)));
  // A busy few seconds on the site: 400 results pages (24 cards each), 300 vehicle views, 20 phone reveals, 5 leads.
  const stock = benchStock(now).map((v) => v.id);
  const flushOnce = async () => {
    for (let p = 0; p < 400; p++) recorder.record({ tenantId: tenant.id, timeZone: "Australia/Brisbane", metric: "impressions", vehicleIds: stock.slice((p * 24) % (stock.length - 24), ((p * 24) % (stock.length - 24)) + 24) }, now);
    for (let v = 0; v < 300; v++) recorder.record({ tenantId: tenant.id, timeZone: "Australia/Brisbane", metric: "views", vehicleIds: [stock[(v * 13) % stock.length]!] }, now);
    for (let v = 0; v < 20; v++) recorder.record({ tenantId: tenant.id, timeZone: "Australia/Brisbane", metric: "phone", vehicleIds: [stock[v]!] }, now);
    for (let v = 0; v < 5; v++) recorder.record({ tenantId: tenant.id, timeZone: "Australia/Brisbane", metric: "leads", vehicleIds: [stock[v]!], lead: { form: "car-enquiry", source: "google" } }, now);
    await recorder.flush();
  };
  row(engine, "flush: 400 results pages, 300 views, 20 reveals, 5 leads", "", await time(flushOnce, Math.min(RUNS, 9)), "9,600 impressions");
}

const now = new Date();
await eachEngine(ENGINES, (engine, database) => benchEngine(engine, database, now));

/** GET /dealer/analytics on the built server, on a PGlite data directory holding the same data, as a signed-in owner. */
async function pageRenders(): Promise<void> {
  const dataDir = tempDir("bench-analytics-");
  const database = await openDatabase({ dataDir });
  try {
    await seed(database, now);
  } finally {
    await database.close();
  }
  const token = "bench-analytics-token-0123456789";
  const server = await startBuiltServer({ SEED_DEMO: "0", DATA_DIR: dataDir, ADMIN_TOKEN: token });
  try {
    const host = `${SLUG}.localhost`;
    const cookie = await signInConsoleOwner(server.base, SLUG, token);
    for (const days of [7, 30, 90]) {
      const get = async () => {
        const res = await request(`${server.base}/dealer/analytics?days=${days}`, { headers: { host, cookie } });
        if (res.status !== 200) throw new Error(`analytics: ${res.status}`);
        return res.text();
      };
      const html = await get();
      row("http (pglite)", "GET /dealer/analytics (whole page, server-rendered)", `${days} days`, await time(get), `${Math.round(html.length / 1024)} KB`);
    }
  } finally {
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (PAGES) await pageRenders();

const header = ["engine", "section", "range", "note", "median ms"];
const widths = header.map((h, i) => Math.max(h.length, ...results.map((r) => r[i]!.length)));
const line = (r: string[]) => "| " + r.map((c, i) => (i < 4 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
console.log(`\nDealer analytics, ${VEHICLES} vehicles × ${DAYS} days of roll-ups, median of ${RUNS} runs (${process.version})\n`);
console.log(line(header));
console.log("|" + widths.map((w, i) => (i < 4 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of results) console.log(line(r));
