import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { listAudit, type AuditActor } from "../../app/staff/audit-log.server.ts";
import { loadTenants } from "../../app/tenants/tenant-store.server.ts";
import type { TenantDocument } from "../../app/tenants/tenant-document.ts";
import { parseFormSubmission } from "../../app/lib/form-submission.ts";
import { editTenantDocument } from "../../app/console/tenant-edit.server.ts";
import { formToSettings, settingsFormSchema, settingsIssueField, settingsToForm } from "../../app/console/settings-form.ts";
import { formToOffer, offerFormSchema, offerIssueField, withOffer, withoutOffer } from "../../app/console/offer-form.ts";
import { dayField, formToHours, holidayField, holidayRowsPosted, hoursFormSchema, hoursToForm, withLocation } from "../../app/console/location-hours-form.ts";
import { contentPageFormSchema, formToContentPage, withContentPage } from "../../app/console/content-page-form.ts";
import { changedFields } from "../../app/staff/audit-log.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";

/**
 * Issue 11: "A change made in the console and the same change made through the operator API leave the database in the
 * same state." Two tenants start from one document; the console's save (the code its actions run after parsing the
 * form) changes one, an operator makes the same change to the other with GET → edit the JSON → PUT, and the stored
 * rows of the two are compared. Both engines.
 */
const TOKEN = "test-admin-token-0123456789";
const ACTOR: AuditActor = { kind: "staff", id: null, name: "Test Owner <owner@example.com>" };
const TODAY = "2026-11-24";

function form<T>(schema: { safeParse(v: unknown): unknown }, values: Record<string, string>): T {
  const parsed = parseFormSubmission(Object.entries(values), schema as never);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.data as T;
}

function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let base: string;
  let server: http.Server;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const e = await engineEnv(engine);
    drop = e.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", ADMIN_TOKEN: TOKEN, LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...e.env }), createLogger("silent"));
    server = http.createServer(createHttpApp(s));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await s.close();
    await drop();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return res.json();
  };

  /** Both tenants from one document (each with its own slug). */
  async function twins(name: string) {
    const start = tenantDoc(name, {
      config: { tagline: "Since 1987", offers: [{ id: "old-offer", name: "Old offer", start: "2026-01-01", expiry: "2026-02-01" }] },
      locations: [
        {
          id: 10,
          name: `${name} Brisbane`,
          slug: "brisbane",
          primary: true,
          address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
          contact_detail: { opening_hours: [{ weekday: 1, status: "Open", open: "08:00", close: "17:00" }] },
          special_hours: [{ date: "2026-12-25", name: "Christmas Day", status: "Closed" }],
        },
      ],
      dealerships: [],
    });
    const console = `${name.toLowerCase().replace(/\s+/g, "-")}-console`;
    const operator = `${name.toLowerCase().replace(/\s+/g, "-")}-operator`;
    await api("PUT", `/tenants/${console}`, start);
    await api("PUT", `/tenants/${operator}`, start);
    return { console: s.tenants.get(console)!, operator };
  }

  /** The stored rows of a tenant, without what differs by identity (id, slug). */
  async function stored(slug: string) {
    const [t] = await loadTenants(s.database.db, slug);
    const { id: _id, slug: _slug, ...rest } = t!;
    return rest;
  }

  async function consoleEdit(tenant: { id: number; slug: string }, change: (doc: TenantDocument) => TenantDocument, fieldOf = (_: readonly PropertyKey[]) => null as string | null) {
    const result = await editTenantDocument(s, tenant, ACTOR, { change, fieldOf, audit: () => ({ action: "settings.update", subject: "test" }) });
    expect(result.ok, JSON.stringify(result)).toBe(true);
  }

  it("site settings: the console's save and the operator's PUT store the same rows", async () => {
    const { console: tenant, operator } = await twins("Settings Motors");
    const values = { ...settingsToForm(tenant), tagline: "Family owned", theme_colour: "#0B4EA2", enquire_button_text: "Ask us", consent_required: "on", checkout_enabled: "on", deposit: "500", hold_hours: "24", cards_per_row: "4", phone_reveal: "immediate" };
    await consoleEdit(tenant, (doc) => formToSettings(doc, form(settingsFormSchema, values), { logo: "/media/uploads/x/logo.png" }), settingsIssueField);

    const doc = await api("GET", `/tenants/${operator}`);
    doc.config.tagline = "Family owned";
    doc.config.brand_color = "#0b4ea2";
    doc.config.logo = "/media/uploads/x/logo.png";
    doc.config.enquire_button_text = "Ask us";
    doc.config.consent_required = true;
    doc.config.checkout = { ...doc.config.checkout, enabled: true, deposit: 500, hold_hours: 24 };
    doc.config.cards_per_row = 4;
    doc.config.phone_reveal = "immediate";
    await api("PUT", `/tenants/${operator}`, doc);

    expect(await stored(tenant.slug)).toEqual(await stored(operator));
    // And every process sees it: the directory was refreshed by services.changed.
    expect(s.tenants.get(tenant.slug)?.config.tagline).toBe("Family owned");
  });

  it("offers: create, hide, delete through the console equal the same edits through the API", async () => {
    const { console: tenant, operator } = await twins("Offer Motors");
    const created = formToOffer(
      form(offerFormSchema, { name: "Ranger bonus", category: "Special offer", manufacturer: "Ford", description: "Save $2,000.", disclaimer: "", model_name: "Ranger", start: "2026-12-01", expiry: "2026-12-31", image: "/media/uploads/x/ranger.jpg" }),
      null,
      { tenantId: tenant.id, id: "ranger-bonus" },
    );
    await consoleEdit(tenant, (doc) => withOffer(doc, created, tenant.id), (p) => offerIssueField(p, 0));
    await consoleEdit(tenant, (doc) => withOffer(doc, { ...created, excluded_website_ids: [tenant.id] }, tenant.id));
    await consoleEdit(tenant, (doc) => withoutOffer(doc, "old-offer"));

    const doc = await api("GET", `/tenants/${operator}`);
    doc.config.offers = [
      {
        id: "ranger-bonus",
        name: "Ranger bonus",
        category: "Special offer",
        manufacturer: "Ford",
        description: "Save $2,000.",
        image: "/media/uploads/x/ranger.jpg",
        model: { name: "Ranger", slug: "ranger" },
        excluded_website_ids: [tenant.id],
        start: "2026-12-01",
        expiry: "2026-12-31",
      },
    ];
    await api("PUT", `/tenants/${operator}`, doc);
    expect(await stored(tenant.slug)).toEqual(await stored(operator));
  });

  it("opening hours and content pages: the same rows either way", async () => {
    const { console: tenant, operator } = await twins("Hours Motors");
    const location = tenant.locations[0]!;
    const { values } = hoursToForm(location, TODAY);
    const posted = { ...values, [dayField(6, "status")]: "Open", [dayField(6, "open")]: "09:00", [dayField(6, "close")]: "12:00", [holidayField(1, "date")]: "2026-12-26", [holidayField(1, "name")]: "Boxing Day", [holidayField(1, "status")]: "Open", [holidayField(1, "start")]: "10:00", [holidayField(1, "end")]: "14:00" };
    const rows = holidayRowsPosted(Object.entries(posted));
    const hours = form<Record<string, unknown>>(hoursFormSchema(rows), posted);
    await consoleEdit(tenant, (doc) => withLocation(doc, formToHours(doc.locations[0]!, hours, rows, TODAY)));
    const page = form<Parameters<typeof formToContentPage>[0]>(contentPageFormSchema, { title: "About Hours Motors", intro: "", body: "We sell cars.\n\n## Where\n- Brisbane", cta_label: "Visit us", cta_href: "/locations" });
    await consoleEdit(tenant, (doc) => withContentPage(withContentPage(doc, "about-us", formToContentPage(page)), "fleet", false));

    const doc = await api("GET", `/tenants/${operator}`);
    const l = doc.locations[0];
    l.contact_detail.opening_hours = [
      { weekday: 1, status: "Open", open: "08:00", close: "17:00" },
      { weekday: 2, status: "Closed", open: null, close: null },
      { weekday: 3, status: "Closed", open: null, close: null },
      { weekday: 4, status: "Closed", open: null, close: null },
      { weekday: 5, status: "Closed", open: null, close: null },
      { weekday: 6, status: "Open", open: "09:00", close: "12:00" },
      { weekday: 0, status: "Closed", open: null, close: null },
    ];
    l.special_hours = [
      { date: "2026-12-25", name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null },
      { date: "2026-12-26", name: "Boxing Day", status: "Open", start_hour: "10:00", end_hour: "14:00" },
    ];
    doc.config.content_pages = { "about-us": { title: "About Hours Motors", body: "We sell cars.\n\n## Where\n- Brisbane", cta: { label: "Visit us", href: "/locations" } }, fleet: false };
    await api("PUT", `/tenants/${operator}`, doc);
    expect(await stored(tenant.slug)).toEqual(await stored(operator));
  });

  it("stores nothing, records nothing and keeps the site as it was when the document check refuses the change", async () => {
    const { console: tenant } = await twins("Refused Motors");
    const before = await stored(tenant.slug);
    const result = await editTenantDocument(s, tenant, ACTOR, {
      change: (doc) => ({ ...doc, config: { ...doc.config, tagline: "x".repeat(161), checkout: { ...doc.config.checkout, hold_hours: 0 } } }),
      fieldOf: settingsIssueField,
      audit: () => ({ action: "settings.update", subject: "never" }),
    });
    expect(result).toEqual({ ok: false, fieldErrors: { tagline: expect.stringMatching(/160/), hold_hours: expect.stringMatching(/1/) }, problems: [] });
    expect(await stored(tenant.slug)).toEqual(before);
    expect((await listAudit(s.database.db, tenant.id, { limit: 10, offset: 0 })).total).toBe(0);
  });

  it("records who changed what, with only the changed fields before and after", async () => {
    const { console: tenant } = await twins("Audit Motors");
    const result = await editTenantDocument(s, tenant, ACTOR, {
      change: (doc) => formToSettings(doc, form(settingsFormSchema, { ...settingsToForm(doc), tagline: "New line", deposit: "300" })),
      fieldOf: settingsIssueField,
      audit: (b, a) => {
        const diff = changedFields(settingsToForm(b), settingsToForm(a));
        return diff && { action: "settings.update", subject: "Site settings", ...diff };
      },
    });
    expect(result.ok).toBe(true);
    const { rows } = await listAudit(s.database.db, tenant.id, { limit: 10, offset: 0 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorKind: "staff", actorName: ACTOR.name, action: "settings.update", subject: "Site settings", before: { tagline: "Since 1987", deposit: "200" }, after: { tagline: "New line", deposit: "300" } });
  });
}

describe("console edits of the tenant document on PGlite", () => suite("pglite"));
const postgres = await requirePostgres();
describe.skipIf(!postgres)("console edits of the tenant document on PostgreSQL", () => suite("postgres"));
