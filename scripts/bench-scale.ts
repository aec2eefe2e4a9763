/**
 * Many dealers on one process and one PostgreSQL (issue 15):
 *
 *   npm run bench:scale -- [--dealers=1000] [--vehicles=300] [--load-max=5000] [--budget-mb=1024] [--seconds=15]
 *
 * Writes the dealers straight into a throwaway database on the machine's PostgreSQL (the API's own write functions,
 * not HTTP, so setting up 300,000 vehicles takes a minute rather than ten), then starts the built server on it and
 * prints:
 *   - loading tenants: milliseconds per 1,000 dealers at 1,000 and at --load-max dealers (linear means equal);
 *   - the server's start-up time and RSS after one search of every dealer (within INDEX_MEMORY_MB = --budget-mb);
 *   - cold (first) and warm search p50/p99 across random dealers;
 *   - throughput and p99 of searches of other dealers for --seconds without edits, then for --seconds while one
 *     dealer's document is saved through the operator API twice a second, and the ratios.
 * Every request goes to 127.0.0.1; every loop is bounded in count and time.
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "../app/db/client.server.ts";
import { generateStock, type StockProfile } from "../app/demo/stock-generator.ts";
import { parseStockBatch } from "../app/stock/vehicle-schema.ts";
import { replaceStock } from "../app/stock/stock-store.server.ts";
import { tenantDocumentSchema } from "../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../app/tenants/tenant-store.server.ts";
import { createTestDatabase, postgresReachable } from "../tests/support/engines.ts";
import { tenantDoc } from "../tests/support/fixtures.ts";
import { request } from "../tests/support/receivers.ts";
import { median } from "./lib/bench-engines.ts";
import { startBuiltServer } from "./lib/built-server.ts";

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"] as const;
  }),
);
const DEALERS = Number(args.get("dealers") ?? 1000);
const VEHICLES = Number(args.get("vehicles") ?? 300);
const LOAD_MAX = Math.max(DEALERS, Number(args.get("load-max") ?? 5000));
const BUDGET_MB = Number(args.get("budget-mb") ?? 1024);
const SECONDS = Number(args.get("seconds") ?? 15);
const ADMIN_TOKEN = "bench-admin-token-0123456789";
const NOW = new Date();
const STOCK_VARIANTS = 20;

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const slugOf = (i: number) => `scale-${String(i).padStart(5, "0")}`;

const reachable = await postgresReachable();
if (!reachable.ok) throw new Error(`bench:scale needs PostgreSQL: ${reachable.reason}`);
const created = await createTestDatabase();
const database = await openDatabase({ databaseUrl: created.url });
let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
try {
  // ---- Set-up: DEALERS dealers with VEHICLES vehicles (a few stock mixes, reused), then LOAD_MAX - DEALERS without.
  const profile: StockProfile = {
    count: VEHICLES,
    idOffset: 0,
    itemTypes: { car: 90, motorcycle: 5, truck: 5 },
    carTypes: { new: 40, used: 48, demo: 12 },
    locations: [{ id: 10, dealershipId: 1, weight: 1 }],
  };
  const stocks = Array.from({ length: STOCK_VARIANTS }, (_, i) => {
    const parsed = parseStockBatch(generateStock(profile, 5000 + i, NOW));
    if (!parsed.ok) throw new Error("generated stock is invalid");
    return parsed.vehicles;
  });
  const setupStarted = performance.now();
  const writeDealers = async (from: number, to: number, withStock: boolean) => {
    for (let i = from; i < to; i++) {
      const { id } = await saveTenant(database.db, slugOf(i), tenantDocumentSchema.parse(tenantDoc(`Scale Motors ${i}`)));
      if (withStock) await replaceStock(database.db, id, stocks[i % STOCK_VARIANTS]!);
    }
  };
  await writeDealers(0, DEALERS, true);
  console.log(`set-up: ${DEALERS.toLocaleString("en-AU")} dealers × ${VEHICLES} vehicles written in ${((performance.now() - setupStarted) / 1000).toFixed(0)} s`);

  // ---- Loading tenants, in this process: time per 1,000 at DEALERS and at LOAD_MAX.
  const timeLoad = async () => {
    const xs: number[] = [];
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      await loadTenants(database.db);
      xs.push(performance.now() - t);
    }
    return median(xs);
  };
  const loadSmall = await timeLoad();
  if (LOAD_MAX > DEALERS) await writeDealers(DEALERS, LOAD_MAX, false);
  const loadLarge = await timeLoad();
  console.log(
    `loading tenants: ${DEALERS.toLocaleString("en-AU")} in ${ms(loadSmall)} (${ms((loadSmall / DEALERS) * 1000)} per 1,000); ` +
      `${LOAD_MAX.toLocaleString("en-AU")} in ${ms(loadLarge)} (${ms((loadLarge / LOAD_MAX) * 1000)} per 1,000)`,
  );

  // ---- The server on that database.
  const started = performance.now();
  server = await startBuiltServer({ DATABASE_URL: created.url, SEED_DEMO: "0", PLATFORM_DIRECTORY: "0", ADMIN_TOKEN, INDEX_MEMORY_MB: String(BUDGET_MB), DELIVERY_WORKER: "0" });
  const base = server.base;
  console.log(`server ready in ${((performance.now() - started) / 1000).toFixed(1)} s with ${LOAD_MAX.toLocaleString("en-AU")} dealers`);
  const search = async (i: number) => {
    const t = performance.now();
    const res = await request(`${base}/api/search?sortBy=price:asc`, { headers: { host: `${slugOf(i)}.localhost` } });
    await res.text();
    if (res.status !== 200) throw new Error(`search of ${slugOf(i)} answered ${res.status}`);
    return performance.now() - t;
  };

  // ---- One search per dealer (cold), then RSS.
  const cold: number[] = [];
  for (let i = 0; i < DEALERS; i++) cold.push(await search(i));
  console.log(`cold search (first of each dealer): p50 ${ms(percentile(cold, 50))}, p99 ${ms(percentile(cold, 99))}`);
  const figures = async () => {
    const res = await request(`${base}/api/admin/process`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    const p = (await res.json()) as { memory_mb: { rss: number; heap_used: number; heap_total: number; external: number }; search_indexes: { built: number; estimated_mb: number } };
    return `RSS ${p.memory_mb.rss.toFixed(0)} MB: heap used ${p.memory_mb.heap_used.toFixed(0)} of ${p.memory_mb.heap_total.toFixed(0)} MB, external ${p.memory_mb.external.toFixed(0)} MB; ${p.search_indexes.built} indexes charged ${p.search_indexes.estimated_mb.toFixed(0)} MB of INDEX_MEMORY_MB ${BUDGET_MB}`;
  };
  console.log(`after searching every dealer once: ${await figures()}`);

  // ---- Warm searches across random dealers (some were evicted past the budget and are cold again).
  const warm: number[] = [];
  for (let n = 0; n < 2000; n++) warm.push(await search(Math.floor(Math.random() * DEALERS)));
  console.log(`search across random dealers (2,000): p50 ${ms(percentile(warm, 50))}, p99 ${ms(percentile(warm, 99))}`);
  console.log(`after them: ${await figures()}`);

  // ---- Other dealers' searches, without and with one dealer being edited. The hot set fits any budget: 50 dealers.
  const HOT = Math.min(50, DEALERS - 1);
  const window = async (edits: boolean) => {
    const deadline = performance.now() + SECONDS * 1000;
    const times: number[] = [];
    let editing = edits;
    const editor = (async () => {
      let n = 0;
      while (editing && performance.now() < deadline && n < SECONDS * 4) {
        n++;
        const res = await request(`${base}/api/admin/tenants/${slugOf(DEALERS - 1)}`, {
          method: "PUT",
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
          body: JSON.stringify(tenantDoc(`Scale Motors ${DEALERS - 1}`, { config: { tagline: `Edit ${n}` } })),
        });
        if (res.status !== 200) throw new Error(`edit answered ${res.status}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    const client = async () => {
      for (let n = 0; n < 100_000 && performance.now() < deadline; n++) times.push(await search(Math.floor(Math.random() * HOT)));
    };
    for (let i = 0; i < HOT; i++) await search(i); // warm the hot set
    await Promise.all([client(), client(), client(), client()]);
    editing = false;
    await editor;
    return { rate: times.length / SECONDS, p99: percentile(times, 99), p50: percentile(times, 50) };
  };
  const quiet = await window(false);
  const edited = await window(true);
  console.log(`other dealers' searches, ${SECONDS} s each, 4 clients over ${HOT} dealers:`);
  console.log(`  no edits:          ${quiet.rate.toFixed(0)} req/s, p50 ${ms(quiet.p50)}, p99 ${ms(quiet.p99)}`);
  console.log(`  one dealer edited: ${edited.rate.toFixed(0)} req/s, p50 ${ms(edited.p50)}, p99 ${ms(edited.p99)}`);
  console.log(`  ratio (edited / no edits): throughput ${(edited.rate / quiet.rate).toFixed(2)}, p99 ${(edited.p99 / quiet.p99).toFixed(2)}`);
} finally {
  server?.stop();
  await database.close();
  await created.drop();
}
