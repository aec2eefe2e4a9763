import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// `npm start` (server/index.ts) started a second time by mistake: it must stop with a clear message before it touches
// any data. The server under test here is the one Playwright started (playwright.config.ts, webServer).

const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.resolve(`.e2e-data-${PORT}`);

function launch(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "build", SEED_DEMO: "1", LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    }),
  );
}

test("a second start on a port in use stops before it creates or opens a database", async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-launch-")), "data");
  const run = await launch({ PORT: String(PORT), DATA_DIR: dataDir });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`Port ${PORT} on 0.0.0.0 is already in use`);
  expect(fs.existsSync(dataDir)).toBe(false);
});

test("a second start on the DATA_DIR in use is refused, naming the running server's pid, which keeps serving", async ({ baseURL }) => {
  const holder = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "forecourt.pid"), "utf8")) as { pid: number };
  const run = await launch({ PORT: "0", DATA_DIR });
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`DATA_DIR ${DATA_DIR} is in use by process ${holder.pid} `);
  expect((await fetch(`${baseURL}/readyz`)).status).toBe(200);
});
