/**
 * Listing feeds at scale (ADR 044): a tenant with N vehicles (the demo generator's cars, renumbered), on PGlite or
 * PostgreSQL (`--postgres`, TEST_DATABASE_URL). Prints the time and size of each feed, the server's RSS growth while
 * it writes them, the 304 answer, and what the stock-event trigger costs a replace-all with and without a webhook.
 * Usage: node scripts/bench-feeds.ts [--vehicles=10000] [--postgres]
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHttpApp } from "../server/http.ts";
import { createServices } from "../app/platform/services.server.ts";
import { parseEnv } from "../app/platform/env.server.ts";
import { createLogger } from "../app/platform/logger.server.ts";
import { demoTenants } from "../app/demo/demo-tenants.ts";
import { parseStockBatch } from "../app/stock/vehicle-schema.ts";
import { replaceStock } from "../app/stock/stock-store.server.ts";
import { addStockWebhook, feedToken } from "../app/feeds/feed-store.server.ts";
import { FEED_FILES } from "../app/feeds/listing-formats.ts";
import { createTestDatabase } from "../tests/support/engines.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}`))?.split("=")[1];
const N = Number(arg("vehicles") ?? 10_000);
const pg = process.argv.includes("--postgres") ? await createTestDatabase() : null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-feeds-"));
const services = await createServices(
  parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: dataDir, DELIVERY_WORKER: "0", ...(pg ? { DATABASE_URL: pg.url } : {}) }),
  createLogger("silent"),
);
const demo = demoTenants(new Date()).find((t) => t.slug === "apex-motor-group")!;
const db = services.database.db;
const { saveTenant } = await import("../app/tenants/tenant-store.server.ts");
const { tenantDocumentSchema } = await import("../app/tenants/tenant-document.ts");
await saveTenant(db, "bench", tenantDocumentSchema.parse({ ...demo.document, hosts: [] }));
await services.tenants.refresh();
const tenant = services.tenants.get("bench")!;
const base = demo.stock;
const input = Array.from({ length: N }, (_, i) => {
  const v = base[i % base.length]!;
  const id = i + 1;
  return { ...v, id, slug: undefined, stocknum: `B${id}`, vin: v.vin ? `${v.vin.slice(0, 11)}${String(id).padStart(6, "0")}` : v.vin, status: "in_stock" as const, show_on_dealer_website: true };
});
const parsed = parseStockBatch(input);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems.slice(0, 3)));
const ms = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return Math.round(performance.now() - t);
};

const rows: [string, string][] = [];
rows.push(["replace-all, no webhook (first load)", `${await ms(() => replaceStock(db, tenant.id, parsed.vehicles))} ms`]);
rows.push(["replace-all, no webhook (same stock again)", `${await ms(() => replaceStock(db, tenant.id, parsed.vehicles))} ms`]);
await addStockWebhook(db, tenant.id, "http://127.0.0.1:9/never");
rows.push(["replace-all, one webhook, nothing changed (events folded away)", `${await ms(() => replaceStock(db, tenant.id, parsed.vehicles))} ms`]);
const changed = parsed.vehicles.map((v) => ({ ...v, price: (v.price ?? 0) + 1 }));
rows.push(["replace-all, one webhook, every price changed (N updated events)", `${await ms(() => replaceStock(db, tenant.id, changed))} ms`]);

{
  const { listableStockPage, listableStockVersion } = await import("../app/stock/stock-store.server.ts");
  let after = 0;
  let n = 0;
  const t = performance.now();
  for (;;) {
    const page = await listableStockPage(db, tenant.id, after, 500);
    n += page.length;
    if (page.length < 500) break;
    after = page[page.length - 1]!.id;
  }
  rows.push([`read every listable vehicle, 500 a page (${n})`, `${Math.round(performance.now() - t)} ms`]);
  rows.push(["listable stock version (the ETag's query)", `${await ms(() => listableStockVersion(db, tenant.id))} ms`]);
}
const server = http.createServer(createHttpApp(services));
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
const port = (server.address() as AddressInfo).port;
const { token } = await feedToken(db, tenant.id);
const get = (file: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; bytes: number; etag: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: `/feeds/${token}/${file}`, headers: { host: "bench.localhost", ...headers } }, (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => (bytes += c.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, etag: String(res.headers.etag) }));
      })
      .on("error", reject);
  });
for (const file of FEED_FILES) {
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const t = performance.now();
  const r = await get(file);
  const took = Math.round(performance.now() - t);
  clearInterval(timer);
  const t304 = performance.now();
  const again = await get(file, { "if-none-match": r.etag });
  rows.push([`GET ${file}`, `${r.status}, ${(r.bytes / 1e6).toFixed(1)} MB in ${took} ms; RSS +${Math.round((peak - rss0) / 1e6)} MB; If-None-Match → ${again.status} in ${Math.round(performance.now() - t304)} ms`]);
}
server.close();
await services.close();
await pg?.drop();
console.log(`\nListing feeds, ${N} vehicles, ${pg ? "PostgreSQL" : "PGlite"} (${new Date().toISOString().slice(0, 10)})\n`);
for (const [k, v] of rows) console.log(`${k.padEnd(68)} ${v}`);
