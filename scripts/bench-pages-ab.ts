import autocannon from "autocannon";
import { median } from "./lib/median.ts";

/**
 * Two builds' page throughput side by side: both servers run at once (start each from its own checkout, with its own
 * DATA_DIR and BENCH_CEILING=1), and every round loads each target on one server, then on the other (the order
 * alternating by round), 50 connections for `--seconds` each; the medians of the rounds and their ratio are printed.
 * On this project's noisy 2-core machines a page's rate swings ±30% between rounds; measured this way both builds meet
 * the same swings (ADR 061). Loads 127.0.0.1 only, for a bounded time.
 * Usage: node scripts/bench-pages-ab.ts http://127.0.0.1:PORT_BEFORE http://127.0.0.1:PORT_AFTER CAR_SLUG [--rounds=5] [--seconds=6]
 */
const [before, after, slug] = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (!before || !after || !slug) throw new Error("usage: bench-pages-ab.ts BEFORE_BASE AFTER_BASE CAR_SLUG [--rounds=5] [--seconds=6]");
for (const base of [before, after]) if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error(`only local servers: ${base}`);
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const rounds = arg("rounds", 5);
const seconds = arg("seconds", 6);
const servers = [["before", before], ["after", after]] as const;
const host = "apex-motor-group.localhost";
const targets = [
  ["framework ceiling", "/bench/ceiling", undefined],
  ["results page, all stock", "/search/new-used-and-demo-cars", host],
  ["results page, make + price + sort", "/search/used-cars?make=Toyota&price=10000:60000&sortBy=price:asc", host],
  ["vehicle page", `/cars/${slug}`, host],
  ["/about-us", "/about-us", host],
] as const;
const load = (base: string, path: string, h: string | undefined, duration: number) => autocannon({ url: base + path, connections: 50, duration, headers: h ? { host: h } : {} });

// Warm up: each page's render is compiled by the JIT in its first seconds.
for (const [, base] of servers) for (const [, path, h] of targets) await load(base, path, h, 3);
const rates: Record<string, number[]> = {};
for (let round = 0; round < rounds; round++) {
  for (const [name, base] of round % 2 ? [...servers].reverse() : servers)
    for (const [target, path, h] of targets) {
      const result = await load(base, path, h, seconds);
      if (result.non2xx) console.warn(`${name} ${target}: ${result.non2xx} non-2xx answers`);
      (rates[`${target}\t${name}`] ??= []).push(result.requests.average);
    }
  console.log(`round ${round + 1}: ${Object.entries(rates).map(([k, v]) => `${k.replace("\t", " / ")} ${v.at(-1)!.toFixed(0)}`).join(", ")}`);
}
console.log(`\n${rounds} rounds, ${seconds} s per target and server, medians\n\n| target | before (req/s) | after (req/s) | ratio |\n|---|--:|--:|--:|`);
for (const [target] of targets) {
  const b = median(rates[`${target}\tbefore`]!);
  const a = median(rates[`${target}\tafter`]!);
  console.log(`| ${target} | ${b.toFixed(0)} | ${a.toFixed(0)} | ${(a / b).toFixed(2)} |`);
}
