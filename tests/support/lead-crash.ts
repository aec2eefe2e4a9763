import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createTestDatabase, tempDir } from "./engines.ts";
import { request, until, webhookReceiver } from "./receivers.ts";
import { tenantDoc } from "./fixtures.ts";

const TOKEN = "crash-admin-token-0123456789";

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("tests/support/api-server.ts")], {
      env: { ...process.env, ...env, PORT: "0", ADMIN_TOKEN: TOKEN, SEED_DEMO: "0", LOG_LEVEL: "error", LEAD_RATE_PER_IP: "100000", LEAD_RATE_PER_TENANT: "100000", LEAD_RETRY_BASE_MS: "50", LEAD_RETRY_MAX_MS: "500", LEAD_LEASE_MS: "2000" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (line: string) => {
      const m = /ready (\d+)/.exec(line);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.on("exit", (code) => reject(new Error(`server exited early (${code})`)));
  });
}

export type CrashFigures = { engine: string; fired: number; acknowledged: number; refusedOrCut: number; killedAfterMs: number; storedAfterRestart: number; acknowledgedStored: number; acknowledgedDelivered: number; deliveryMs: number };

/**
 * Fires `total` concurrent leads at a real server process, SIGKILLs it once `killAfter` have been
 * acknowledged, restarts it on the same data, and checks every acknowledged lead is stored and delivered.
 */
export async function runLeadCrash(engine: "pglite" | "postgres", total = 300, killAfter = 120): Promise<CrashFigures> {
  const hook = await webhookReceiver();
  const db = engine === "postgres" ? await createTestDatabase() : null;
  const env: Record<string, string> = { DATA_DIR: tempDir(), ...(db ? { DATABASE_URL: db.url } : {}) };
  let server = await startServer(env);
  try {
    const admin = (base: string, p: string, body: unknown) =>
      request(`${base}/api/admin${p}`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) });
    await admin(server.base, "/tenants/crash-motors", tenantDoc("Crash Motors", { config: { lead_destinations: [{ id: "crm", kind: "webhook", url: hook.url, secret: "crash-secret-0123456789" }] } }));
    const acknowledged: string[] = [];
    let refusedOrCut = 0;
    const started = Date.now();
    let killedAt = 0;
    const firstBase = server.base;
    const fire = (i: number) =>
      request(`${firstBase}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", host: "crash-motors.localhost" },
        body: JSON.stringify({ name: "Crash", last_name: `Tester ${"ABCDEFGHIJ"[i % 10]}`, email: `c${i}@example.com`, phone: "0412345678", postcode: "4000", message: `lead ${i}` }),
      })
        .then(async (res) => {
          if (res.status === 201) {
            acknowledged.push((await res.json()).lead_id);
            if (acknowledged.length === killAfter && !killedAt) {
              killedAt = Date.now();
              server.child.kill("SIGKILL");
            }
          } else {
            refusedOrCut++;
            if (process.env.CRASH_DEBUG) console.error(res.status, await res.text());
          }
        })
        .catch((err) => {
          refusedOrCut++;
          if (process.env.CRASH_DEBUG) console.error(String(err));
        });
    await Promise.all(Array.from({ length: total }, (_, i) => fire(i)));
    if (!killedAt) {
      killedAt = Date.now();
      server.child.kill("SIGKILL");
    }
    await new Promise((r) => server.child.once("exit", r).listenerCount("exit") || r(undefined));
    server = await startServer(env);
    const res = await request(`${server.base}/api/admin/tenants/crash-motors/leads`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const stored = new Set(((await res.json()).leads as { id: string }[]).map((l) => l.id));
    const deliveryStart = Date.now();
    await until(() => acknowledged.every((id) => hook.received.some((r) => r.headers["idempotency-key"] === id)), 60_000).catch(() => undefined);
    const delivered = new Set(hook.received.map((r) => String(r.headers["idempotency-key"])));
    return {
      engine,
      fired: total,
      acknowledged: acknowledged.length,
      refusedOrCut,
      killedAfterMs: killedAt - started,
      storedAfterRestart: stored.size,
      acknowledgedStored: acknowledged.filter((id) => stored.has(id)).length,
      acknowledgedDelivered: acknowledged.filter((id) => delivered.has(id)).length,
      deliveryMs: Date.now() - deliveryStart,
    };
  } finally {
    const exited = new Promise((r) => (server.child.exitCode !== null ? r(undefined) : server.child.once("exit", r)));
    server.child.kill("SIGTERM");
    const force = setTimeout(() => server.child.kill("SIGKILL"), 8_000);
    await exited;
    clearTimeout(force);
    await hook.close();
    await db?.drop().catch(() => undefined);
  }
}
