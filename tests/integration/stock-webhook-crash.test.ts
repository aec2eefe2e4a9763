import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";
import { until } from "../support/receivers.ts";

const TOKEN = "crash-admin-token-0123456789";

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("tests/support/api-server.ts")], {
      env: { ...process.env, ...env, PORT: "0", ADMIN_TOKEN: TOKEN, SEED_DEMO: "0", LOG_LEVEL: "error", LEAD_RETRY_BASE_MS: "50", LEAD_RETRY_MAX_MS: "500", LEAD_LEASE_MS: "1500" },
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

/** A receiver that holds the first request open (the sender dies mid-delivery) and answers 200 to the rest. */
async function holdingReceiver() {
  const answered: { key: string; body: { id: number; type: string; vehicle_id: number } }[] = [];
  let held = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (held++ === 0) return; // never answered
      answered.push({ key: String(req.headers["idempotency-key"]), body: JSON.parse(body) });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock`,
    answered,
    held: () => held,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  };
}

function suite(engine: "pglite" | "postgres") {
  it("a process killed while sending a stock event: the next process sends it again once the lease runs out", async () => {
    const e = await engineEnv(engine);
    const env = { DATA_DIR: tempDir("feeds-out-crash-"), ...e.env };
    const hook = await holdingReceiver();
    let server = await startServer(env);
    const admin = (base: string, method: string, p: string, body?: unknown) =>
      fetch(`${base}/api/admin${p}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: body === undefined ? undefined : JSON.stringify(body) });
    try {
      expect((await admin(server.base, "PUT", "/tenants/crash-motors", tenantDoc("crash-motors"))).status).toBe(201);
      expect((await admin(server.base, "POST", "/tenants/crash-motors/stock-webhooks", { url: hook.url })).status).toBe(201);
      expect((await admin(server.base, "POST", "/tenants/crash-motors/stock", [vehicle(7, { vin: "MR0FB8CD1P0123456" })])).status).toBe(200);
      await until(() => hook.held() === 1, 10_000); // the event is on the wire, unanswered
      server.child.kill("SIGKILL");
      await new Promise((r) => server.child.once("exit", r));
      server = await startServer(env);
      await until(() => hook.answered.length >= 1, 15_000);
      expect(hook.answered.map((a) => [a.body.type, a.body.vehicle_id])).toEqual([["created", 7]]);
      expect(hook.answered[0]!.key).toBe(`stock-event-${hook.answered[0]!.body.id}`);
    } finally {
      server.child.kill("SIGTERM");
      await hook.close();
      await e.drop();
    }
  }, 60_000);
}

describe("stock webhooks survive a crash on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("stock webhooks survive a crash on PostgreSQL", () => suite("postgres"));
