/**
 * A CPU profile of the built server answering N requests to one path (two at a time), written to /tmp/prof/*.cpuprofile
 * (open it in Chrome's DevTools). Prints SKIP_MS: how far into the profile the measured requests start.
 * Usage: node scripts/cpu-profile.ts /path [N]
 */
import { spawn } from "node:child_process";
import { request } from "../tests/support/receivers.ts";
const [path, n = "300"] = process.argv.slice(2);
const port = 3403;
const spawned = Date.now();
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "server/index.ts"], { env: { ...process.env, PORT: String(port), DATA_DIR: "/tmp/fc-3401", SEED_DEMO: "1", NODE_ENV: "production", LOG_LEVEL: "warn", BENCH_CEILING: "1" }, stdio: "inherit" });
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 240 && !(await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 500));
const host = path!.startsWith("/bench") ? "127.0.0.1" : "apex-motor-group.localhost";
const go = async (k: number) => { for (let i = 0; i < k; i++) { const r = await request(base + path, { headers: { host } }); await r.text(); } };
await Promise.all([go(20), go(20)]);
const t0 = Date.now();
console.log(`SKIP_MS=${t0 - spawned}`);
await Promise.all([go(Number(n) / 2), go(Number(n) / 2)]);
console.log(`measured from +${((Date.now() - t0) / 1000).toFixed(1)}s`);
child.kill("SIGTERM");
await new Promise((r) => child.on("exit", r));
