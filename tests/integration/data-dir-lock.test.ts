import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";
import { request } from "../support/receivers.ts";

// Two processes on one PGlite directory corrupt it: the second start is refused, naming the first, and a SIGKILL of
// the first leaves no lock behind that would keep a restart from opening the data.

const TOKEN = "lock-admin-token-0123456789";
const children: ChildProcess[] = [];

type Run = { child: ChildProcess; exited: Promise<number | null>; stderr: () => string };

function spawnServer(dataDir: string): Run {
  const child = spawn(process.execPath, [path.resolve("tests/support/api-server.ts")], {
    env: { ...process.env, PORT: "0", DATA_DIR: dataDir, ADMIN_TOKEN: TOKEN, SEED_DEMO: "0", LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let err = "";
  child.stderr!.setEncoding("utf8").on("data", (c: string) => (err += c));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, exited, stderr: () => err };
}

function ready(run: Run): Promise<string> {
  return new Promise((resolve, reject) => {
    run.child.stdout!.setEncoding("utf8").on("data", (line: string) => {
      const m = /ready (\d+)/.exec(line);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    void run.exited.then((code) => reject(new Error(`server exited early (${code}): ${run.stderr()}`)));
  });
}

const admin = (base: string, p: string, init: { method?: string; body?: unknown } = {}) =>
  request(`${base}/api/admin${p}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

it("refuses a second server on the same DATA_DIR, and opens the data after the first is SIGKILLed", async () => {
  const dataDir = tempDir();
  const first = spawnServer(dataDir);
  const firstBase = await ready(first);
  expect((await admin(firstBase, "/tenants/locked-motors", { method: "PUT", body: tenantDoc("Locked Motors") })).status).toBe(201);

  const second = spawnServer(dataDir);
  expect(await Promise.race([second.exited, ready(second).then(() => "it started serving", () => null)])).toBe(1);
  expect(second.stderr()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid} `);
  // The refused start touched nothing: the first still serves its data.
  const stillThere = await admin(firstBase, "/tenants/locked-motors");
  expect(stillThere.status).toBe(200);
  expect((await stillThere.json()).name).toBe("Locked Motors");

  first.child.kill("SIGKILL");
  await first.exited;
  const restarted = spawnServer(dataDir);
  const base = await ready(restarted);
  const after = await admin(base, "/tenants/locked-motors");
  expect(after.status).toBe(200);
  expect((await after.json()).name).toBe("Locked Motors");
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, "forecourt.pid"), "utf8")).pid).toBe(restarted.child.pid);

  // A clean stop releases the lock and says so: no holder is left on record.
  restarted.child.kill("SIGTERM");
  expect(await restarted.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "forecourt.pid"))).toBe(false);
}, 120_000);
