import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices } from "../../app/platform/services.server.ts";
import type { TenantDocumentInput } from "../../app/tenants/tenant-document.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { countLeads } from "../../app/leads/lead-store.server.ts";
import { verifyWebhook } from "../../app/leads/webhook-signature.ts";
import { createTestDatabase, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";
import { request, smtpReceiver, until, webhookReceiver } from "../support/receivers.ts";

const TOKEN = "test-admin-token-0123456789";
const SECRET = "whsec-0123456789abcdef";

async function start(env: Record<string, string>) {
  const services = await createServices(
    parseEnv({ SEED_DEMO: "0", ADMIN_TOKEN: TOKEN, LOG_LEVEL: "silent", LEAD_RETRY_BASE_MS: "40", LEAD_RETRY_MAX_MS: "300", LEAD_RATE_PER_IP: "1000", ...env }),
    createLogger("silent"),
  );
  const server = http.createServer(createHttpApp(services));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = (method: string, p: string, body?: unknown) =>
    fetch(`${base}/api/admin${p}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${TOKEN}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  const lead = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
    request(`${base}/api/leads`, { method: "POST", headers: { "content-type": "application/json", host: `${slug}.localhost`, ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) });
  return {
    services,
    admin,
    lead,
    close: async () => {
      await new Promise((r) => server.close(r));
      await services.close();
    },
  };
}

const shopper = { name: "Sam", last_name: "Smith", email: "sam@example.com", phone: "0412 345 678", postcode: "4000", message: "Is it still available?" };

type Destinations = NonNullable<NonNullable<TenantDocumentInput["config"]>["lead_destinations"]>;

async function tenantWith(h: Awaited<ReturnType<typeof start>>, slug: string, destinations: Destinations, config: Record<string, unknown> = {}) {
  expect((await h.admin("PUT", `/tenants/${slug}`, tenantDoc(slug, { config: { lead_destinations: destinations, ...config } }))).status).toBe(201);
  await h.admin("PUT", `/tenants/${slug}/stock`, [vehicle(1, { stocknum: "U1", vin: "MR0FB8CD1P0123456" })]);
  return h.services.tenants.get(slug)!;
}

describe("leads on PGlite", () => {
  let h: Awaited<ReturnType<typeof start>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = tempDir();
    h = await start({ DATA_DIR: dataDir });
  });
  afterAll(() => h.close());

  it("acknowledges a lead and delivers it, signed, to the dealer's webhook with the lead id as idempotency key", async () => {
    const hook = await webhookReceiver();
    await tenantWith(h, "hook-motors", [{ id: "crm", kind: "webhook", url: hook.url, secret: SECRET }]);
    const res = await h.lead("hook-motors", { form: "car-enquiry", car_id: 1, url: "http://hook-motors.localhost/cars/x", lead_attributes: { visited_pages: ["/", "/cars/x"] }, ...shopper });
    expect(res.status).toBe(201);
    const { lead_id } = await res.json();
    await until(() => hook.received.length === 1);
    const got = hook.received[0]!;
    expect(got.headers["idempotency-key"]).toBe(lead_id);
    expect(verifyWebhook(SECRET, got.body, String(got.headers["x-forecourt-signature"]), Math.floor(Date.now() / 1000))).toBe(true);
    const payload = JSON.parse(got.body);
    expect(payload.lead).toMatchObject({
      id: lead_id,
      form: "car-enquiry",
      category: "Vehicle Enquiry",
      customer: { first_name: "Sam", email: "sam@example.com", phone: "0412345678", postcode: "4000" },
      vehicle: { id: 1, make: "Toyota", model: "HiLux", stocknum: "U1" },
      lead_attributes: { visited_pages: ["/", "/cars/x"] },
    });
    const listed = await (await h.admin("GET", "/tenants/hook-motors/leads")).json();
    expect(listed.leads[0].deliveries[0]).toMatchObject({ destination: "crm", status: "delivered", attempts: 1 });
    await hook.close();
  });

  it("answers a repeated idempotency key with the same lead id and stores it once", async () => {
    const tenant = await tenantWith(h, "idem-motors", []);
    const first = await h.lead("idem-motors", { ...shopper, idempotency_key: "abc-12345-xyz" });
    const again = await h.lead("idem-motors", { ...shopper, idempotency_key: "abc-12345-xyz" });
    const viaHeader = await h.lead("idem-motors", shopper, { "idempotency-key": "abc-12345-xyz" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const id = (await first.json()).lead_id;
    expect((await again.json()).lead_id).toBe(id);
    expect((await viaHeader.json()).lead_id).toBe(id);
    expect(await countLeads(h.services.database.db, tenant.id)).toBe(1);
  });

  it("refuses every kind of bad input with a clear 4xx and stores nothing", async () => {
    const tenant = await tenantWith(h, "strict-motors", [], { consent_required: true });
    const ok = { ...shopper, terms_conditions: true };
    const cases: [string, unknown][] = [];
    for (const field of ["name", "email", "phone", "postcode", "message"]) {
      cases.push([`${field} missing`, { ...ok, [field]: undefined }]);
      cases.push([`${field} over-long`, { ...ok, [field]: "9".repeat(3000) }]);
      cases.push([`${field} wrong type`, { ...ok, [field]: { nested: true } }]);
      cases.push([`${field} script`, { ...ok, [field]: '<script>alert("x")</script>' }]);
      cases.push([`${field} odd unicode`, { ...ok, [field]: "Sam\u0000\u202E\u2066" }]);
    }
    cases.push(["no consent", { ...shopper }]);
    cases.push(["unknown postcode", { ...ok, postcode: "0000" }]);
    cases.push(["unknown car", { ...ok, form: "car-enquiry", car_id: 999 }]);
    cases.push(["bad form", { ...ok, form: "nonsense" }]);
    cases.push(["bad lead_id", { ...ok, lead_id: "not-a-uuid" }]);
    cases.push(["unknown lead_id", { ...ok, lead_id: "6f1c2a3b-1111-4222-8333-944455556666" }]);
    cases.push(["array body", [ok]]);
    cases.push(["string body", '"hello"']);
    cases.push(["broken JSON", "{not json"]);
    cases.push(["huge body", { ...ok, message: "x".repeat(40_000) }]);
    for (const [label, body] of cases) {
      const res = await h.lead("strict-motors", body);
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      const json = await res.json();
      expect(typeof json.error, label).toBe("string");
    }
    const noConsent = await (await h.lead("strict-motors", shopper)).json();
    expect(noConsent.fields.terms_conditions).toBe("*You must agree to the terms of use before submitting.");
    const postcode = await (await h.lead("strict-motors", { ...ok, postcode: "40" })).json();
    expect(postcode.fields.postcode).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect((await (await h.lead("strict-motors", { ...ok, postcode: "0000" })).json()).fields.postcode).toBe("Invalid postcode");
    expect(await countLeads(h.services.database.db, tenant.id)).toBe(0);
  });

  it("files career enquiries as General Enquiry / Career Enquiry", async () => {
    await tenantWith(h, "career-motors", []);
    const res = await h.lead("career-motors", { ...shopper, category: "Careers" });
    const { lead_id } = await res.json();
    const lead = await (await h.admin("GET", `/tenants/career-motors/leads/${lead_id}`)).json();
    expect(lead).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  it("accepts honeypot submissions silently without storing them", async () => {
    const tenant = await tenantWith(h, "honey-motors", []);
    const res = await h.lead("honey-motors", { ...shopper, company_website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect(await countLeads(h.services.database.db, tenant.id)).toBe(0);
  });

  it("needs JSON: a cross-site form post cannot create a lead", async () => {
    await tenantWith(h, "csrf-motors", []);
    const res = await h.lead("csrf-motors", new URLSearchParams(shopper).toString(), { "content-type": "application/x-www-form-urlencoded" });
    expect(res.status).toBe(415);
  });

  it("delivers every lead through a receiver that fails half the time and goes down for a while", async () => {
    const hook = await webhookReceiver((n) => (n % 2 === 0 ? 503 : 200));
    const tenant = await tenantWith(h, "flaky-motors", [{ id: "crm", kind: "webhook", url: hook.url, secret: SECRET }]);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await (await h.lead("flaky-motors", { ...shopper, message: `lead ${i}` })).json()).lead_id);
    await hook.down();
    for (let i = 10; i < 20; i++) ids.push((await (await h.lead("flaky-motors", { ...shopper, message: `lead ${i}` })).json()).lead_id);
    await new Promise((r) => setTimeout(r, 600));
    await hook.up();
    await until(() => new Set(hook.received.map((r) => r.headers["idempotency-key"])).size === 20, 20_000);
    expect(new Set(hook.received.map((r) => r.headers["idempotency-key"]))).toEqual(new Set(ids));
    expect(hook.attempts()).toBeGreaterThan(20);
    await until(async () => (await (await h.admin("GET", "/tenants/flaky-motors/leads?delivery=pending")).json()).leads.length === 0);
    expect(await countLeads(h.services.database.db, tenant.id)).toBe(20);
    await hook.close();
  });

  it("dead-letters after the bounded number of tries and re-sends on the operator's request", async () => {
    const hook = await webhookReceiver(() => 500);
    await tenantWith(h, "dead-motors", [{ id: "crm", kind: "webhook", url: hook.url, secret: SECRET }]);
    const { lead_id } = await (await h.lead("dead-motors", shopper)).json();
    await until(async () => (await (await h.admin("GET", "/tenants/dead-motors/leads?delivery=dead")).json()).leads.length === 1, 20_000);
    expect(hook.attempts()).toBe(h.services.env.LEAD_MAX_ATTEMPTS);
    await hook.close();
    const good = await webhookReceiver();
    await h.admin("PUT", "/tenants/dead-motors", tenantDoc("dead-motors", { config: { lead_destinations: [{ id: "crm", kind: "webhook", url: good.url, secret: SECRET }] } }));
    expect((await h.admin("POST", `/tenants/dead-motors/leads/${lead_id}/resend`)).status).toBe(202);
    await until(() => good.received.length === 1);
    expect(good.received[0]!.headers["idempotency-key"]).toBe(lead_id);
    await good.close();
  });

  it("emails each lead of a tenant without a destination to its location's address, and says so when it is saved", async () => {
    const doc = tenantDoc("no-crm-motors");
    doc.locations![0]!.contact_detail!.email = "sales@no-crm.example";
    doc.locations!.push({ ...doc.locations![0]!, id: 11, name: "No CRM Motors Ipswich", slug: "ipswich", primary: false, contact_detail: { ...doc.locations![0]!.contact_detail!, email: "ipswich@no-crm.example" } });
    const saved = await h.admin("PUT", "/tenants/no-crm-motors", doc);
    expect(saved.status).toBe(201);
    const body = await saved.json();
    expect(body.warnings).toEqual([expect.stringMatching(/^No lead destination: each lead is emailed to its location's address \(sales@no-crm\.example, ipswich@no-crm\.example;/)]);
    await h.admin("PUT", "/tenants/no-crm-motors/stock", [vehicle(1, { stocknum: "U1", location_id: 11 })]);
    const tenant = h.services.tenants.get("no-crm-motors")!;

    const carLead = await h.lead("no-crm-motors", { form: "car-enquiry", car_id: 1, ...shopper, location: 11 });
    expect(carLead.status).toBe(201);
    const { lead_id } = await carLead.json();
    const general = await h.lead("no-crm-motors", { form: "service", ...shopper, location: 10 });
    expect(general.status).toBe(201);
    const generalId = (await general.json()).lead_id;
    // The development email provider (EMAIL_PROVIDER=dev) writes each message to DATA_DIR/dev-outbox/mail.log.
    const mailLog = path.join(dataDir, "dev-outbox", "mail.log");
    const messages = () => (fs.existsSync(mailLog) ? fs.readFileSync(mailLog, "utf8").split(/^=== /m).filter((m) => m.includes(`tenant ${tenant.id}\n`)) : []);
    await until(() => messages().length === 2);
    const about = messages().find((m) => m.includes(lead_id))!;
    expect(about).toContain("To: ipswich@no-crm.example\n"); // its location
    expect(about).toContain("Subject: New lead: Vehicle enquiry from Sam Smith about the 2022 Toyota HiLux SR5\n");
    expect(about).toContain("Is it still available?");
    expect(messages().find((m) => m.includes(generalId))).toContain("To: sales@no-crm.example\n");
    const listed = await (await h.admin("GET", `/tenants/no-crm-motors/leads/${lead_id}`)).json();
    expect(listed.deliveries).toEqual([expect.objectContaining({ destination: "location-11", status: "delivered" })]);

    // With a CRM connected the warning goes, and so do the location emails.
    const connected = await h.admin("PUT", "/tenants/no-crm-motors", { ...doc, config: { ...doc.config, lead_destinations: [{ id: "adf-drop", kind: "adf" }] } });
    expect((await connected.json()).warnings).toEqual([]);
  });

  it("writes ADF 1.0 XML to the file drop when no SMTP server is configured", async () => {
    await tenantWith(h, "adf-motors", [{ id: "adf", kind: "adf", email: "sales@adf.example" }]);
    const { lead_id } = await (await h.lead("adf-motors", { form: "test-drive", car_id: 1, ...shopper, dateTime: "2026-12-05T10:30" })).json();
    const file = path.join(dataDir, "lead-drop", "adf-motors", `${lead_id}-adf.adf.xml`);
    await until(() => fs.existsSync(file));
    const doc = new XMLParser({ ignoreAttributes: false }).parse(fs.readFileSync(file, "utf8"));
    expect(doc.adf.prospect.vehicle).toMatchObject({ "@_interest": "test-drive", "@_status": "used", make: "Toyota", model: "HiLux" });
    expect(doc.adf.prospect.customer.contact.email).toBe("sam@example.com");
  });

  it("exports leads as CSV, safe for spreadsheets, and filters by form", async () => {
    await tenantWith(h, "csv-motors", []);
    await h.lead("csv-motors", { ...shopper, name: "Ann", message: "=HYPERLINK(\"x\")" });
    await h.lead("csv-motors", { form: "test-drive", ...shopper });
    const csv = await (await h.admin("GET", "/tenants/csv-motors/leads.csv")).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,form,category/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await (await h.admin("GET", "/tenants/csv-motors/leads?form=test-drive")).json()).leads).toHaveLength(1);
    expect((await h.admin("GET", "/tenants/csv-motors/leads?from=yesterday")).status).toBe(400);
  });

  it("runs the trade-in valuation as steps of one lead and saves the valuation", async () => {
    await tenantWith(h, "trade-motors", []);
    const year = new Date().getFullYear() - 3;
    const step1 = await (await h.lead("trade-motors", { form: "trade-in", step: "rego", isLastStep: false, rego: "ABC123", regoState: "QLD" })).json();
    const step2 = await (await h.lead("trade-motors", { form: "trade-in", step: "vehicle", isLastStep: false, lead_id: step1.lead_id, year, make: "Mazda", model: "CX-5", kms: "45,000" })).json();
    expect(step2.lead_id).toBe(step1.lead_id);
    expect(step2.valuation.low).toBeGreaterThan(10_000);
    expect(step2.valuation.high).toBeGreaterThan(step2.valuation.low);
    const old = await (await h.lead("trade-motors", { form: "trade-in", step: "vehicle", isLastStep: false, year: year - 6, make: "Mazda", model: "3", kms: 50_000 })).json();
    expect(old.valuation).toBeNull();
    await h.lead("trade-motors", { form: "trade-in", step: "contact", isLastStep: false, lead_id: step1.lead_id, ...shopper, PreferredContactMethod: "SMS", finance: "Yes" });
    const done = await h.lead("trade-motors", { form: "trade-in", step: "offer", isLastStep: true, lead_id: step1.lead_id, offer_accepted: true });
    expect(done.status).toBe(201);
    const lead = await (await h.admin("GET", `/tenants/trade-motors/leads/${step1.lead_id}`)).json();
    expect(lead).toMatchObject({ form_completed: true, fields: { rego: "ABC123", make: "Mazda", PreferredContactMethod: "SMS" } });
    expect(lead.valuation).toEqual(step2.valuation);
    expect((await h.lead("trade-motors", { form: "trade-in", step: "offer", lead_id: step1.lead_id })).status).toBe(400);
  });
});

describe("lead limits", () => {
  it("answers 429 with Retry-After past the per-IP limit", async () => {
    const h = await start({ DATA_DIR: tempDir(), LEAD_RATE_PER_IP: "3" });
    try {
      await tenantWith(h, "busy-motors", []);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await h.lead("busy-motors", shopper)).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await h.lead("busy-motors", shopper);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await h.close();
    }
  });

  it("emails ADF over SMTP when SMTP_URL is set", async () => {
    const smtp = await smtpReceiver();
    const h = await start({ DATA_DIR: tempDir(), SMTP_URL: smtp.url });
    try {
      await tenantWith(h, "mail-motors", [{ id: "adf-mail", kind: "adf", email: "crm@dealer.example" }]);
      const { lead_id } = await (await h.lead("mail-motors", { form: "car-enquiry", car_id: 1, ...shopper })).json();
      await until(() => smtp.messages.length === 1);
      expect(smtp.messages[0]!.to).toEqual(["crm@dealer.example"]);
      expect(smtp.messages[0]!.raw).toContain(`X-Forecourt-Lead: ${lead_id}`);
      expect(smtp.messages[0]!.raw).toContain("ADF VERSION");
      expect(smtp.messages[0]!.raw).toContain(`filename=lead-${lead_id}.xml`);
    } finally {
      await h.close();
      await smtp.close();
    }
  });
});

const postgres = await requirePostgres();
describe.skipIf(!postgres)("leads on PostgreSQL with two processes", () => {
  it("never claims one outbox entry twice (FOR UPDATE SKIP LOCKED)", async () => {
    const db = await createTestDatabase();
    const hook = await webhookReceiver(() => {
      const until = Date.now() + 15;
      while (Date.now() < until); // a slow receiver widens the window for double claims
      return 200;
    });
    const one = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    const two = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    try {
      await tenantWith(one, "pg-motors", [{ id: "crm", kind: "webhook", url: hook.url, secret: SECRET }]);
      await until(() => !!two.services.tenants.get("pg-motors"));
      const ids = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? one : two).lead("pg-motors", { ...shopper, message: `m${i}` }).then((r) => r.json().then((j) => j.lead_id as string))));
      await until(() => hook.received.length >= 60, 20_000);
      await new Promise((r) => setTimeout(r, 300));
      const keys = hook.received.map((r) => String(r.headers["idempotency-key"]));
      expect(new Set(keys)).toEqual(new Set(ids));
      expect(keys).toHaveLength(60);
    } finally {
      await one.close();
      await two.close();
      await hook.close();
      await db.drop();
    }
  });
});
