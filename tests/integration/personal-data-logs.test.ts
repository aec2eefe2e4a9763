import http from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientContext, servicesContext, siteContext } from "../../app/platform/contexts.ts";
import { tenants } from "../../app/db/schema.ts";
import { handleFormPost } from "../../app/leads/form-action.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { createHttpApp } from "../../server/http.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";
import { request } from "../support/receivers.ts";

/**
 * A lead insert that fails for real (the tenant's row was deleted under a running process, so the
 * insert breaks its foreign key) must not put the shopper's details in the log: Drizzle's error
 * message lists every parameter of the failed query, and PostgreSQL's detail echoes row values.
 */
const TOKEN = "test-admin-token-0123456789";
const shopper = { name: "Zebedee", last_name: "Quonsetfield", email: "zebedee.q@example.com", phone: "0491 570 156", postcode: "4000", message: "Call me about the Xylophone trim" };
const personal = ["Zebedee", "Quonsetfield", "zebedee.q@example.com", "491 570 156", "491570156", "Xylophone"];

function suite(engine: "pglite" | "postgres") {
  const lines: string[] = [];
  let services: Services;
  let server: http.Server;
  let base: string;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    const extra = engineDb.env;
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    services = await createServices(
      parseEnv({ SEED_DEMO: "0", ADMIN_TOKEN: TOKEN, DATA_DIR: tempDir(), DELIVERY_WORKER: "0", LEAD_RATE_PER_IP: "1000", LEAD_FORM_MIN_SECONDS: "0", ...extra }),
      createLogger("trace", capture),
    );
    server = http.createServer(createHttpApp(services));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const put = await fetch(`${base}/api/admin/tenants/gone-motors`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(tenantDoc("gone-motors")),
    });
    expect(put.status).toBe(201);
    // Deleted behind the process's back: it still serves the site from memory, and every lead insert fails.
    await services.database.db.delete(tenants).where(eq(tenants.slug, "gone-motors"));
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await services.close();
    await drop?.();
  });

  const logged = () => lines.join("");
  const expectNoPersonalData = (text: string) => {
    for (const value of personal) expect(text, `the log carries ${value}`).not.toContain(value);
  };

  it("POST /api/leads: a failing insert is logged by its SQLSTATE, without the shopper's details", async () => {
    lines.length = 0;
    const res = await request(`${base}/api/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", host: "gone-motors.localhost" },
      body: JSON.stringify({ form: "car-enquiry", url: "http://gone-motors.localhost/", ...shopper }),
    });
    expect(res.status).toBe(500);
    const text = logged();
    expect(text).toContain("lead submission failed");
    expectNoPersonalData(text);
    expect(text).toContain('"code":"23503"');
  });

  it("a lead form post: the same failure, logged with the form's name only", async () => {
    lines.length = 0;
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(clientContext, { ip: "203.0.113.9" });
    context.set(siteContext, { kind: "tenant", tenant: services.tenants.get("gone-motors")! });
    const request = new Request("http://gone-motors.localhost/contact-us", {
      method: "POST",
      headers: { origin: "http://gone-motors.localhost", host: "gone-motors.localhost" },
      // The form as the page served it: with its form token.
      body: new URLSearchParams({ ...shopper, _form_token: services.formTokens.issue(services.tenants.get("gone-motors")!.id) }),
    });
    const answer = await handleFormPost(request, context, "car-enquiry");
    expect(answer.init?.status).toBe(500);
    const text = logged();
    expect(text).toContain("form lead submission failed");
    expect(text).toContain('"form":"car-enquiry"');
    expectNoPersonalData(text);
    expect(text).toContain('"code":"23503"');
  });
}

describe("personal data in logs on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("personal data in logs on PostgreSQL", () => suite("postgres"));
