/**
 * Server CPU milliseconds per request (utime+stime of the server process from /proc), which moves far less with other
 * load on the machine than throughput does. Starts the built server with the demo dealers (CPU_PORT, CPU_DATA), warms
 * up, then sends 200 requests per path, four at a time.
 * Usage: node scripts/cpu-per-request.ts "<node flags>" /path [/path…]   (run it in two checkouts for a before/after)
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "../tests/support/receivers.ts";
const [flags = "", ...paths] = process.argv.slice(2);
const port = Number(process.env.CPU_PORT ?? 3402);
const child = spawn(process.execPath, [...flags.split(" ").filter(Boolean), "server/index.ts"], { env: { ...process.env, PORT: String(port), DATA_DIR: process.env.CPU_DATA ?? "/tmp/fc-3401", SEED_DEMO: "1", NODE_ENV: "production", LOG_LEVEL: "warn", BENCH_CEILING: "1" }, stdio: "ignore" });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240 && !(await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 500));
const cpu = () => { const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]!.split(" "); return (Number(f[11]) + Number(f[12])) * 10; };
const N = 200;
for (const p of paths) {
  const host = p.startsWith("/bench") ? "127.0.0.1" : "apex-motor-group.localhost";
  const go = async (n: number) => { for (let i = 0; i < n; i++) { const r = await request(base + p, { headers: { host } }); await r.text(); if (r.status !== 200) throw new Error(`${p} ${r.status}`); } };
  await Promise.all([go(20), go(20)]);
  const c0 = cpu();
  await Promise.all([go(N / 4), go(N / 4), go(N / 4), go(N / 4)]);
  console.log(`${(cpu() - c0) / N} ms CPU/request  ${p}`);
}
child.kill("SIGTERM");
