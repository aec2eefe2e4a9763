/**
 * The dealer console's stock list at 5,000 vehicles: the median time of the list query (filter, search, sort and page
 * in SQL, with view and lead counts and the listing-quality score) for the queries staff make, on embedded PGlite and,
 * when one answers, on PostgreSQL; then the whole page — GET /dealer/stock as a signed-in owner, rendered by the built
 * server (npm run build first) on PGlite — for a few of them.
 *
 *   node scripts/bench-console-stock.ts [--vehicles=5000] [--runs=25] [--engines=pglite,postgres] [--pages=0]
 */

import crypto from "node:crypto";
import type { Database } from "../app/db/client.server.ts";
import { generateStock } from "../app/demo/stock-generator.ts";
import { insertLead, leadCountSql } from "../app/leads/lead-store.server.ts";
import { countView, viewCountSql } from "../app/platform/events.server.ts";
import { DEFAULT_STOCK_QUERY, type StockListQuery } from "../app/stock/stock-list-query.ts";
import { listStockPage, replaceStock, stockMakes, stockQualitySummary, stockStatusCounts } from "../app/stock/stock-store.server.ts";
import { deriveVehicleSlug, vehicleSchema, type Vehicle } from "../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../app/tenants/tenant-document.ts";
import { saveTenant } from "../app/tenants/tenant-store.server.ts";
import { tempDir } from "../tests/support/engines.ts";
import { request } from "../tests/support/receivers.ts";
import { eachEngine, timeMedian } from "./lib/bench-engines.ts";
import { signInConsoleOwner, startBuiltServer } from "./lib/built-server.ts";
import { tenantDoc } from "../tests/support/fixtures.ts";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"] as const;
  }),
);
const VEHICLES = Number(args.get("vehicles") ?? 5000);
const RUNS = Number(args.get("runs") ?? 25);
const ENGINES = (args.get("engines") ?? "pglite,postgres").split(",");
const PAGES = args.get("pages") !== "0";

const QUERIES: [string, Partial<StockListQuery>][] = [
  ["default list (newest, page 1)", {}],
  ["page 40 (deep)", { page: 40, status: "all" }],
  ["search 'ranger'", { q: "ranger" }],
  ["search stock no. / VIN part", { q: "10d1002" }],
  ["status sold + used + make", { status: "sold", carType: "used", make: "Toyota" }],
  ["sort price high to low", { sort: "price_desc" }],
  ["sort longest in stock", { sort: "oldest" }],
  ["sort most viewed", { sort: "views" }],
  ["sort most leads", { sort: "leads" }],
  ["sort quality (worst first)", { sort: "quality" }],
  ["quality page (incomplete, worst first)", { sort: "quality", incomplete: true }],
];

const time = (fn: () => Promise<unknown>) => timeMedian(fn, RUNS, 3);

function benchStock(): Vehicle[] {
  const raw = generateStock(
    { count: VEHICLES, idOffset: 100_000, itemTypes: { car: 1 }, carTypes: { new: 1, used: 2, demo: 1 }, locations: [{ id: 10, dealershipId: 1 }] },
    11,
    new Date(),
  );
  return raw.map((r) => {
    const v = vehicleSchema.parse(r);
    return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
  });
}

async function seed(database: Database): Promise<number> {
  const db = database.db;
  const tenantId = (await saveTenant(db, "bench-console", tenantDocumentSchema.parse(tenantDoc("bench-console")))).id;
  const list = benchStock();
  await replaceStock(db, tenantId, list);
  // Some traffic: 2,000 leads and view counters on 3,000 vehicles.
  for (let i = 0; i < 2000; i++) await insertLead(db, { id: crypto.randomUUID(), tenantId, form: "enquiry", category: "Vehicle Enquiry", carId: list[(i * 7) % list.length].id, data: {} });
  for (let i = 0; i < 3000; i++) await countView(db, tenantId, list[i].id, 0);
  return tenantId;
}

const results: string[][] = [];
await eachEngine(ENGINES, async (engine, database) => {
  const tenantId = await seed(database);
  const db = database.db;
  const counts = { views: viewCountSql(tenantId), leads: leadCountSql(tenantId) };
  for (const [name, over] of QUERIES) {
    const q = { ...DEFAULT_STOCK_QUERY, ...over };
    const page = await listStockPage(db, tenantId, q, counts);
    const ms = await time(() => listStockPage(db, tenantId, q, counts));
    results.push([engine, name, String(page.total), String(page.rows.length), ms.toFixed(1)]);
  }
  // Everything the stock page loads besides the list (status tabs, make filter options) and the quality page's summary.
  const extras = await time(() => Promise.all([stockStatusCounts(db, tenantId), stockMakes(db, tenantId)]));
  results.push([engine, "status counts + makes (page extras)", "", "", extras.toFixed(1)]);
  const summary = await time(() => stockQualitySummary(db, tenantId));
  results.push([engine, "quality summary", "", "", summary.toFixed(1)]);
});

/** GET /dealer/stock… on the built server as a signed-in owner: the whole server-rendered page. */
async function pageRenders(): Promise<void> {
  const token = "bench-console-token-0123456789";
  const server = await startBuiltServer({ SEED_DEMO: "0", DATA_DIR: tempDir("bench-console-"), ADMIN_TOKEN: token });
  try {
    const host = "bench-console.localhost";
    const api = (method: string, path: string, body: unknown) =>
      request(`${server.base}${path}`, { method, headers: { Authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const doc = tenantDoc("bench-console");
    if ((await api("PUT", "/api/admin/tenants/bench-console", doc)).status >= 300) throw new Error("tenant not created");
    const stock = await api("PUT", "/api/admin/tenants/bench-console/stock", benchStock());
    if (stock.status !== 200) throw new Error(`stock not stored: ${await stock.text()}`);
    const cookie = await signInConsoleOwner(server.base, "bench-console", token);
    for (const [name, path] of [
      ["page: default list", "/dealer/stock"],
      ["page: search 'ranger'", "/dealer/stock?q=ranger"],
      ["page: sort most leads, page 20", "/dealer/stock?sort=leads&page=20"],
      ["page: listing quality", "/dealer/stock/quality"],
    ] as const) {
      const get = async () => {
        const res = await request(`${server.base}${path}`, { headers: { host, cookie } });
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
        return res.text();
      };
      const html = await get();
      const ms = await time(get);
      results.push(["http", name, "", `${Math.round(html.length / 1024)} KB`, ms.toFixed(1)]);
    }
  } finally {
    server.stop();
  }
}

if (PAGES) await pageRenders();

const header = ["engine", "query", "matches", "rows (page: HTML size)", "median ms"];
const widths = header.map((h, i) => Math.max(h.length, ...results.map((r) => r[i].length)));
const line = (r: string[]) => "| " + r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ") + " |";
console.log(`\nConsole stock list, ${VEHICLES} vehicles, median of ${RUNS} runs (${process.version})\n`);
console.log(line(header));
console.log("|" + widths.map((w, i) => (i < 2 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of results) console.log(line(r));
