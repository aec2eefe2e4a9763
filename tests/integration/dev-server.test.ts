import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";
import { request } from "../support/receivers.ts";

/** `npm run dev` (server/dev.ts): the platform served through Vite, with a dealer site rendered from source. */

const TOKEN = "dev-admin-token-0123456789";
let child: ChildProcess;
let base: string;

beforeAll(async () => {
  child = spawn(process.execPath, ["--conditions=development", path.resolve("server/dev.ts")], {
    env: { ...process.env, NODE_ENV: "development", PORT: "0", HOST: "127.0.0.1", DATA_DIR: tempDir(), SEED_DEMO: "0", ADMIN_TOKEN: TOKEN, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      out += chunk;
      const m = /"port":(\d+)/.exec(out);
      if (m && /Forecourt \(development\)/.test(out)) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child.on("exit", (code) => reject(new Error(`dev server exited early (${code})`)));
  });
});

afterAll(() => {
  child?.kill("SIGTERM");
});

it("serves a dealer site rendered from source, with the modules and hot-reload runtime from Vite", async () => {
  const put = await request(`${base}/api/admin/tenants/dev-motors`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(tenantDoc("Dev Motors")),
  });
  expect(put.status).toBe(201);

  const page = await request(`${base}/`, { headers: { host: "dev-motors.localhost" } });
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Dev Motors");
  // Route modules come from source, not from a build, and the page loads React Router's hot-reload runtime.
  expect(html).toContain('import * as route0 from "/app/root.tsx"');
  expect(html).toContain("virtual:react-router/inject-hmr-runtime");

  const root = await request(`${base}/app/root.tsx`);
  expect(root.status).toBe(200);
  expect(root.headers.get("content-type")).toMatch(/javascript/);
  expect(await root.text()).toContain("import.meta.hot");
});
