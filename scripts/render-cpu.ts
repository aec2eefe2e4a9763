import { readFileSync } from "node:fs";
import { request } from "../tests/support/receivers.ts";

/**
 * Render cost that survives a busy machine: the CPU time a server process spends per results page, from
 * /proc/<pid>/stat around sequential requests, for two running servers (e.g. a before and an after build, each started
 * with its own DATA_DIR and the demo dealers) interleaved in blocks. Throughput (bench:pages) swings with whatever else
 * runs; a process's own CPU time per request much less.
 * Usage: node scripts/render-cpu.ts NAME=http://127.0.0.1:PORT@PID NAME=http://127.0.0.1:PORT@PID [--rounds=8] [--block=15]
 * [--paths=/a,/b] (default: three results pages) [--warmup=200]
 *
 * Each server first answers `--warmup` requests per page, unmeasured: a freshly started server otherwise pays for its
 * JIT's compiling in the measured rounds (a change once measured 7.7 against 7.8 ms that was 5.7 against 7.2 warm).
 */
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const servers = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--"))
  .map((a) => {
    const m = /^([^=]+)=(.+)@(\d+)$/.exec(a);
    if (!m) throw new Error(`expected NAME=BASE@PID, got ${a}`);
    return { name: m[1]!, base: m[2]!, pid: Number(m[3]) };
  });
const rounds = arg("rounds", 8);
const block = arg("block", 15);
const host = "apex-motor-group.localhost";
const pathsArg = process.argv.find((a) => a.startsWith("--paths="))?.slice("--paths=".length);
const paths = pathsArg ? pathsArg.split(",") : ["/search/new-used-and-demo-cars", "/search/used-cars?make=Toyota&price=10000:60000&sortBy=price:asc", "/search/new-used-and-demo-cars?query=ranger&page=2"];
const ticksPerMs = 100 / 1000; // USER_HZ
const cpuTicks = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime
};
const get = async (url: string) => (await request(url, { headers: { host } })).text();

const warmup = arg("warmup", 200);
for (const s of servers) for (const p of paths) for (let i = 0; i < Math.max(1, warmup); i++) await get(s.base + p);
const totals = new Map<string, { ticks: number; n: number; ms: number }>();
for (let round = 0; round < rounds; round++) {
  for (const s of round % 2 ? [...servers].reverse() : servers) {
    for (const path of paths) {
      const t0 = cpuTicks(s.pid);
      const w0 = performance.now();
      for (let i = 0; i < block; i++) await get(s.base + path);
      const key = `${path}\t${s.name}`;
      const t = totals.get(key) ?? { ticks: 0, n: 0, ms: 0 };
      totals.set(key, { ticks: t.ticks + cpuTicks(s.pid) - t0, n: t.n + block, ms: t.ms + performance.now() - w0 });
    }
  }
}
console.log("| page | server | CPU ms/request | wall ms/request | requests |\n|---|---|--:|--:|--:|");
for (const [key, t] of [...totals].sort()) {
  const [path, name] = key.split("\t");
  console.log(`| ${path} | ${name} | ${(t.ticks / ticksPerMs / t.n).toFixed(1)} | ${(t.ms / t.n).toFixed(1)} | ${t.n} |`);
}
