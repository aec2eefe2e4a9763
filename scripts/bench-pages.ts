import autocannon from "autocannon";
import { sampleVehicleSlug, startBuiltServer } from "./lib/built-server.ts";
import { VARNISHD, startVarnish } from "./lib/varnish.ts";
import { median } from "./lib/median.ts";

/**
 * Page throughput: the server-rendered search results and vehicle pages beside a static file and the framework's ceiling
 * (a trivial page through the same build, /bench/ceiling) served by the same server, 50 connections each, one after the
 * other in one run; each as a share of the static file's rate. Needs a build (npm run build).
 * With varnishd installed, the results and vehicle pages again through Varnish (deploy/varnish/default.vcl, on
 * VARNISH_BENCH_PORT, default 6193), every request a cache hit, as browsers ask (Accept-Encoding: gzip).
 * Usage: node scripts/bench-pages.ts [--seconds=10] [--connections=50] [--rounds=1] [--warmup=2]
 *
 * Every target is first loaded for `--warmup` seconds, unmeasured: a freshly started server's first seconds are its JIT
 * compiling the render (the p99 of the first rounds was seconds). With `--rounds=N` the whole list is measured N times,
 * one target after the other, and each column is the median of the rounds: the static file's own rate swings most
 * between runs, so its median and each target's, measured in the same rounds, are the steadier comparison.
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const seconds = arg("seconds", 10);
const connections = arg("connections", 50);
const rounds = arg("rounds", 1);
const warmup = arg("warmup", 2);
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

// Warm up: builds the tenant's index and the route modules, then lets the JIT compile each page's render.
for (const t of targets) await autocannon({ url: (t.base ?? base) + t.path, connections: 1, amount: 3, headers: headersOf(t) });
if (warmup > 0) for (const t of targets) await autocannon({ url: (t.base ?? base) + t.path, connections, duration: warmup, headers: headersOf(t) });

const measured = targets.map(() => ({ rps: [] as number[], p50: [] as number[], p99: [] as number[], mbps: [] as number[] }));
for (let round = 0; round < rounds; round++) {
  for (const [i, t] of targets.entries()) {
    const result = await autocannon({ url: (t.base ?? base) + t.path, connections, duration: seconds, headers: headersOf(t) });
    if (result.non2xx) console.warn(`${t.name}: ${result.non2xx} non-2xx answers`);
    const m = measured[i]!;
    m.rps.push(result.requests.average);
    m.p50.push(result.latency.p50);
    m.p99.push(result.latency.p99);
    m.mbps.push(result.throughput.average / 1024 / 1024);
  }
  if (rounds > 1) console.log(`round ${round + 1}: ${targets.map((t, i) => `${t.name} ${measured[i]!.rps.at(-1)!.toFixed(0)}`).join(", ")}`);
}
const rows: string[][] = targets.map((t, i) => {
  const m = measured[i]!;
  return [t.name, median(m.rps).toFixed(0), median(m.p50).toFixed(1), median(m.p99).toFixed(1), median(m.mbps).toFixed(1)];
});
const staticRps = Number(rows[0]![1]);
for (const r of rows) r.push(((100 * Number(r[1])) / staticRps).toFixed(1) + "%");
await varnish?.stop();
server.stop();

const header = ["target", "req/s", "p50 ms", "p99 ms", "MB/s", "of static"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => "| " + r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
console.log(`\n${connections} connections, ${seconds} s each${rounds > 1 ? `, median of ${rounds} rounds` : ""}, after ${warmup} s of warm-up per target, one server process (${process.version})\n`);
console.log(line(header));
console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of rows) console.log(line(r));
const ceilingRps = Number(rows[1]![1]);
for (const r of rows.slice(2)) console.log(`${r[0]}: ${(Number(r[1]) / ceilingRps).toFixed(3)} × the framework ceiling's req/s`);
