import autocannon from "autocannon";
import { sampleVehicleSlug, startBuiltServer } from "./lib/built-server.ts";

/**
 * Page throughput: the server-rendered search results and vehicle pages beside a static file served by the same
 * server, 50 connections each, one after the other in one run. Needs a build (npm run build).
 * Usage: node scripts/bench-pages.ts [--seconds=10] [--connections=50]
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const server = await startBuiltServer();
const { base } = server;
const host = "apex-motor-group.localhost";
const slug = await sampleVehicleSlug(base, host);
const targets: { name: string; path: string; host?: string }[] = [
  { name: "static file (/favicon.svg)", path: "/favicon.svg" },
  { name: "results page, all stock", path: "/search/new-used-and-demo-cars", host },
  { name: "results page, make + price + sort", path: "/search/used-cars?make=Toyota&price=10000:60000&sortBy=price:asc", host },
  { name: "results page, text query page 2", path: "/search/new-used-and-demo-cars?query=ranger&page=2", host },
  { name: "JSON /api/search, all stock", path: "/api/search", host },
  { name: "vehicle page (/cars/{slug})", path: `/cars/${slug}`, host },
];

// Warm up: builds the tenant's index and the route modules.
for (const t of targets) await autocannon({ url: base + t.path, connections: 1, amount: 3, headers: t.host ? { host: t.host } : {} });

const rows: string[][] = [];
for (const t of targets) {
  const result = await autocannon({ url: base + t.path, connections, duration: seconds, headers: t.host ? { host: t.host } : {} });
  if (result.non2xx) console.warn(`${t.name}: ${result.non2xx} non-2xx answers`);
  rows.push([t.name, result.requests.average.toFixed(0), result.latency.p50.toFixed(1), result.latency.p99.toFixed(1), (result.throughput.average / 1024 / 1024).toFixed(1)]);
}
server.stop();

const header = ["target", "req/s", "p50 ms", "p99 ms", "MB/s"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => "| " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
console.log(`\n${connections} connections, ${seconds} s each, one server process (${process.version})\n`);
console.log(line(header));
console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of rows) console.log(line(r));
const staticRps = Number(rows[0]![1]);
for (const r of rows.slice(1)) console.log(`${r[0]}: ${(Number(r[1]) / staticRps).toFixed(3)} × the static file's req/s`);
