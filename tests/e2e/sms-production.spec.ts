import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tenantDoc } from "../support/fixtures.ts";
import { request } from "../support/receivers.ts";
import { twilioApi } from "../support/sms-apis.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Sign-in codes on a production server (NODE_ENV=production, as `npm start` runs): each test starts
 * the built server itself, without DEV_MAILBOX, on a port of its own and a fresh data directory.
 * With no SMS provider configured the codes reach only a file under DATA_DIR; /dev/sms is the
 * ordinary 404; with Twilio configured they go through its API. No code or number is ever logged.
 */

const ADMIN = "sms-e2e-admin-token-0123456789";
const SID = "AC0123456789abcdef0123456789abcdef";
const TWILIO_TOKEN = "twilio-e2e-token";

type Server = { port: number; dataDir: string; output: () => string; stop: () => Promise<void> };

/** The environment of the test runner without anything that would change what is under test. */
function cleanEnv(): Record<string, string | undefined> {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^(DEV_MAILBOX|SMS_|EMAIL_|SMTP_URL$|TWILIO_|MESSAGEMEDIA_|DATABASE_URL$|DATA_DIR$|PORT$|NODE_ENV$)/.test(key)) delete env[key];
  return env;
}

function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...cleanEnv(), BUILD_DIR: process.env.BUILD_DIR ?? "build", NODE_ENV: "production", PORT: "0", SEED_DEMO: "0", ADMIN_TOKEN: ADMIN, LOG_LEVEL: "trace", DELIVERY_WORKER: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString("utf8")));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-sms-e2e-"));
  const { child, output, exited } = spawnServer({ DATA_DIR: dataDir, ...env });
  let port = 0;
  const deadline = Date.now() + 120_000;
  while (!port) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output()}`);
    port = Number(/"port":(\d+),[^\n]*Forecourt listening/.exec(output())?.[1] ?? 0);
    if (!port) await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    dataDir,
    output,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createSite(server: Server, slug: string, name: string) {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/admin/tenants/${slug}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN}` },
    body: JSON.stringify(tenantDoc(name)),
  });
  expect(res.status, await res.text()).toBe(201);
}

/** A form post to a site page as a browser sends it (the site's Host and Origin, form-encoded). */
function postForm(server: Server, slug: string, pathname: string, fields: Record<string, string>, cookie?: string) {
  const host = `${slug}.localhost:${server.port}`;
  return request(`http://127.0.0.1:${server.port}${pathname}`, {
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const getPage = (server: Server, slug: string, pathname: string) => request(`http://127.0.0.1:${server.port}${pathname}`, { headers: { host: `${slug}.localhost:${server.port}` } });

/** Neither the code nor the number, in any of the ways a number is written, appears in what the server printed. */
function expectLogsClean(output: string, secrets: { code?: string; national: string }) {
  const digits = secrets.national.slice(1); // 491570156: in 0491570156, +61491570156 and 61491570156
  const spaced = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  expect(output, "the server log carries the phone number").not.toContain(digits);
  expect(output, "the server log carries the phone number").not.toContain(spaced);
  if (secrets.code) expect(output, "the server log carries the sign-in code").not.toContain(secrets.code);
}

test.describe("sign-in codes on a production server", () => {
  test.describe.configure({ timeout: 180_000 });

  test("without an SMS provider: /dev/sms is a 404 and the code reaches only a file under DATA_DIR", async ({ page }) => {
    const server = await startServer();
    try {
      const outbox = path.join(server.dataDir, "dev-outbox", "sms.log");
      // The one start-up line that tells whoever runs the server where the codes go.
      expect(server.output()).toContain(`sign-in codes are written to ${outbox}`);
      await createSite(server, "outbox-motors", "Outbox Motors");

      const devPage = await getPage(server, "outbox-motors", "/dev/sms");
      expect(devPage.status).toBe(404);
      expect(await devPage.text()).not.toContain("Development SMS");
      // The development mailbox is off the web too: emails reach only mail.log beside sms.log.
      const devMail = await getPage(server, "outbox-motors", "/dev/mail");
      expect(devMail.status).toBe(404);
      expect(await devMail.text()).not.toContain("Development mail");
      expect(server.output()).toContain(`messages are written to ${path.join(server.dataDir, "dev-outbox", "mail.log")}"`);

      await page.goto(`http://outbox-motors.localhost:${server.port}/sign-in?redirect=/my-garage`);
      await expect(page.getByText("Codes are written to a file on the server")).toBeVisible();
      await expect(page.getByRole("link", { name: "development SMS page" })).toHaveCount(0);
      await page.getByLabel("Mobile number").fill("0491 570 156");
      await page.getByRole("button", { name: "Send code" }).click();
      await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();

      const dir = fs.statSync(path.dirname(outbox));
      expect(dir.mode & 0o777, "the outbox directory is the server user's only").toBe(0o700);
      expect(fs.statSync(outbox).mode & 0o777, "the outbox file is the server user's only").toBe(0o600);
      const line = fs.readFileSync(outbox, "utf8").trimEnd().split("\n").at(-1) ?? "";
      const [at, site, to, body] = line.split("\t");
      expect(Date.now() - Date.parse(at!)).toBeLessThan(60_000);
      expect([site, to]).toEqual(["outbox-motors", "0491570156"]);
      const code = /^(\d{6}) is your Outbox Motors sign-in code/.exec(body ?? "")?.[1];
      expect(code, `a code in ${line}`).toMatch(/^\d{6}$/);

      await page.getByLabel("6-digit code").fill(code!);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/my-garage$/);
      // Signed in: the sign-in page now sends the shopper straight on.
      await page.goto(`http://outbox-motors.localhost:${server.port}/sign-in?redirect=/my-garage`);
      await expect(page).toHaveURL(/\/my-garage$/);

      expect(server.output()).toContain('"msg":"request"'); // the log was written at trace level throughout
      expectLogsClean(server.output(), { code, national: "0491570156" });
    } finally {
      await server.stop();
    }
  });

  test("with Twilio: the code goes through its Messages API; a refused number gets a clear message, not a 500", async () => {
    const api = await twilioApi(SID, TWILIO_TOKEN);
    const server = await startServer({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TWILIO_FROM: "+61491570006", TWILIO_API_URL: api.url });
    try {
      await createSite(server, "twilio-motors", "Twilio Motors");
      expect((await getPage(server, "twilio-motors", "/dev/sms")).status).toBe(404);

      const sent = await postForm(server, "twilio-motors", "/sign-in", { intent: "send", step: "phone", phone: "0491 570 157", redirect: "/my-garage" });
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain("Enter your code");
      expect(api.received).toHaveLength(1);
      const sms = new URLSearchParams(api.received[0]!.body);
      expect(sms.get("To")).toBe("+61491570157");
      const code = /^(\d{6}) is your Twilio Motors sign-in code/.exec(sms.get("Body") ?? "")?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verified = await postForm(server, "twilio-motors", "/sign-in", { intent: "verify", step: "code", phone: "0491570157", code: code!, redirect: "/my-garage" });
      expect(verified.status).toBe(302);
      expect(verified.headers.get("location")).toBe("/my-garage");
      expect(String(verified.headers.get("set-cookie"))).toMatch(/fc_session=/);
      expect(fs.existsSync(path.join(server.dataDir, "dev-outbox", "sms.log"))).toBe(false);

      api.refuse.add("+61491570158");
      const refused = await postForm(server, "twilio-motors", "/sign-in", { intent: "send", step: "phone", phone: "0491 570 158", redirect: "/my-garage" });
      expect(refused.status).toBe(200);
      const html = await refused.text();
      expect(html).toContain("We could not send the code to that number");
      expect(html).toContain("Send code"); // still on the phone step, to try again
      await expect.poll(() => server.output()).toContain("a sign-in code could not be sent");
      expect(server.output()).toContain("twilio: message refused (HTTP 400, error 21211)");
      expectLogsClean(server.output(), { code, national: "0491570157" });
      expectLogsClean(server.output(), { national: "0491570158" });
    } finally {
      await server.stop();
      await api.close();
    }
  });

  test("choosing Twilio without its credentials stops the server with a message naming them", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-sms-e2e-"));
    try {
      const { output, exited } = spawnServer({ DATA_DIR: dataDir, SMS_PROVIDER: "twilio" });
      expect(await exited).toBe(1);
      expect(output()).toContain("TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio");
      expect(output()).toContain("TWILIO_AUTH_TOKEN: required when SMS_PROVIDER=twilio");
      expect(output()).toContain("set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
