import autocannon from "autocannon";
import { sampleVehicleSlug, startBuiltServer } from "./lib/built-server.ts";
import { VARNISHD, startVarnish } from "./lib/varnish.ts";

/**
 * Page throughput: the server-rendered search results and vehicle pages beside a static file and the framework's ceiling
 * (a trivial page through the same build, /bench/ceiling) served by the same server, 50 connections each, one after the
 * other in one run; each as a share of the static file's rate. Needs a build (npm run build).
 * With varnishd installed, the results and vehicle pages again through Varnish (deploy/varnish/default.vcl, on
 * VARNISH_BENCH_PORT, default 6193), every request a cache hit, as browsers ask (Accept-Encoding: gzip).
 * Usage: node scripts/bench-pages.ts [--seconds=10] [--connections=50]
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const server = await startBuiltServer({ BENCH_CEILING: "1" });
const { base } = server;
const host = "apex-motor-group.localhost";
const slug = await sampleVehicleSlug(base, host);
const varnish = VARNISHD ? await startVarnish({ port: Number(process.env.VARNISH_BENCH_PORT ?? 6193), backendPort: Number(new URL(base).port), dir: `/tmp/varnish-bench-${process.pid}` }) : null;
if (!varnish) console.warn("varnishd is not installed: no Varnish rows (apt-get install varnish varnish-modules)");
const targets: { name: string; path: string; host?: string; base?: string; gzip?: boolean }[] = [
  { name: "static file (/favicon.svg)", path: "/favicon.svg" },
  { name: "framework ceiling (trivial page)", path: "/bench/ceiling" },
  { name: "results page, all stock", path: "/search/new-used-and-demo-cars", host },
  { name: "results page, make + price + sort", path: "/search/used-cars?make=Toyota&price=10000:60000&sortBy=price:asc", host },
  { name: "results page, text query page 2", path: "/search/new-used-and-demo-cars?query=ranger&page=2", host },
  { name: "JSON /api/search, all stock", path: "/api/search", host },
  { name: "vehicle page (/cars/{slug})", path: `/cars/${slug}`, host },
  ...(varnish
    ? [
        { name: "results page, all stock, Varnish hit", path: "/search/new-used-and-demo-cars", host, base: varnish.base, gzip: true },
        { name: "vehicle page, Varnish hit", path: `/cars/${slug}`, host, base: varnish.base, gzip: true },
      ]
    : []),
];
const headersOf = (t: (typeof targets)[number]): Record<string, string> => ({ ...(t.host ? { host: t.host } : {}), ...(t.gzip ? { "accept-encoding": "gzip" } : {}) });

// Warm up: builds the tenant's index and the route modules.
for (const t of targets) await autocannon({ url: (t.base ?? base) + t.path, connections: 1, amount: 3, headers: headersOf(t) });

const rows: string[][] = [];
for (const t of targets) {
  const result = await autocannon({ url: (t.base ?? base) + t.path, connections, duration: seconds, headers: headersOf(t) });
  if (result.non2xx) console.warn(`${t.name}: ${result.non2xx} non-2xx answers`);
  rows.push([t.name, result.requests.average.toFixed(0), result.latency.p50.toFixed(1), result.latency.p99.toFixed(1), (result.throughput.average / 1024 / 1024).toFixed(1)]);
}
const staticRps = Number(rows[0]![1]);
for (const r of rows) r.push(((100 * Number(r[1])) / staticRps).toFixed(1) + "%");
await varnish?.stop();
server.stop();

const header = ["target", "req/s", "p50 ms", "p99 ms", "MB/s", "of static"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => "| " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
console.log(`\n${connections} connections, ${seconds} s each, one server process (${process.version})\n`);
console.log(line(header));
console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of rows) console.log(line(r));
const ceilingRps = Number(rows[1]![1]);
for (const r of rows.slice(2)) console.log(`${r[0]}: ${(Number(r[1]) / ceilingRps).toFixed(3)} × the framework ceiling's req/s`);
