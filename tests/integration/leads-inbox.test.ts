import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { leadAction, leadPageData, leadsCsvResponse, leadsInboxData, leadUpdates, type LeadPageData } from "../../app/console/leads-console.server.ts";
import { submitLead } from "../../app/leads/lead-service.server.ts";
import { findLeadRow, listLeadDeliveries, updateLead } from "../../app/leads/lead-store.server.ts";
import { listLeadEvents } from "../../app/leads/lead-history.server.ts";
import { listAudit } from "../../app/staff/audit-log.server.ts";
import type { ConsoleUser } from "../../app/staff/console-session.server.ts";
import { can } from "../../app/staff/permissions.ts";
import { createStaff, type Staff, type StaffRole } from "../../app/staff/staff-store.server.ts";
import { replaceStock } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema, type Tenant } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

/** A posted form as the browser sends it. */
function form(entries: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
}

const NOW = new Date("2026-11-25T01:00:00Z");
const at = (iso: string) => new Date(iso);

/** What a console action answered: a redirect's location, or a refusal's status (thrown or returned). */
async function answer(run: Promise<unknown>): Promise<{ status: number; location?: string; body?: unknown }> {
  try {
    const result = await run;
    if (result instanceof Response) return { status: result.status, location: result.headers.get("location") ?? undefined };
    const init = (result as { init?: ResponseInit | null; data?: unknown }).init;
    return { status: init?.status ?? 200, body: (result as { data?: unknown }).data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    const init = (thrown as { init?: ResponseInit | null }).init;
    if (init?.status) return { status: init.status };
    throw thrown;
  }
}

/** The console's leads inbox on both engines: listing, filters, search, visibility, pipeline, history, CSV and the poll. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let tenant: Tenant;
  let other: Tenant;
  const people: Record<string, Staff> = {};
  const ids: Record<string, string> = {};
  let poked = 0;

  const userOf = (person: Staff, t: Tenant = tenant): ConsoleUser => ({
    staff: person,
    tenant: t,
    can: (p) => can(person.role, p),
    actor: { kind: "staff", id: person.id, name: `${person.name} <${person.email}>` },
  });
  const manager = () => userOf(people.max!);
  const sue = () => userOf(people.sue!);
  const tom = () => userOf(people.tom!);
  const inbox = (user: ConsoleUser, qs = "", now = NOW) => leadsInboxData(s, user, new URL(`http://x.localhost/dealer/leads${qs ? `?${qs}` : ""}`), now);
  const names = async (user: ConsoleUser, qs = "") => (await inbox(user, qs)).rows.map((r) => r.name);
  // Each change a minute after the one before, so the history's order is the order of the test.
  let clock = NOW.getTime();
  const act = (user: ConsoleUser, lead: string, entries: Record<string, string>) => answer(leadAction(s, user, ids[lead], form(entries), new Date((clock += 60_000))));
  const page = async (user: ConsoleUser, lead: string): Promise<LeadPageData> => {
    const result = await leadPageData(s, user, ids[lead], new URL("http://x.localhost/"), NOW);
    if (result.kind !== "ok") throw new Error(result.kind);
    return result.page;
  };

  async function lead(t: Tenant, when: string, body: Record<string, unknown>): Promise<string> {
    const result = await submitLead({ db: s.database.db, tenant: t, isKnownPostcode: () => true, now: () => at(when) }, { postcode: "4000", ...body });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.leadId;
  }

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DELIVERY_WORKER: "0", DATA_DIR: tempDir(), ...engineDb.env }), createLogger("silent"));
    s.outbox.poke = () => void poked++;
    const db = s.database.db;
    const doc = tenantDoc("inbox-a", {
      config: { lead_destinations: [{ id: "crm", kind: "webhook", url: "https://crm.example.com/hook", secret: "whsec-0123456789abcdef" }] },
    });
    const gold = { ...doc.locations![0]!, id: 11, name: "inbox-a Gold Coast", slug: "gold-coast", primary: false };
    await saveTenant(db, "inbox-a", tenantDocumentSchema.parse({ ...doc, locations: [...doc.locations!, gold] }));
    await saveTenant(db, "inbox-b", tenantDocumentSchema.parse(tenantDoc("inbox-b")));
    [tenant] = (await loadTenants(db, "inbox-a")) as [Tenant];
    [other] = (await loadTenants(db, "inbox-b")) as [Tenant];
    const stock = parseStockBatch([vehicle(100, { stocknum: "S100" }), vehicle(101, { stocknum: "S101", make: "Mazda", model: "CX-5", badge: null, location_id: 11 })]);
    if (!stock.ok) throw new Error("stock");
    await replaceStock(db, tenant.id, stock.vehicles);
    await replaceStock(db, other.id, [stock.vehicles[0]!]);
    const staff = async (key: string, name: string, role: StaffRole, t = tenant, status: "active" | "disabled" = "active") => {
      const r = await createStaff(db, { tenantId: t.id, email: `${key}@example.com`, name, role, status });
      if (!r.ok) throw new Error("staff");
      people[key] = r.staff;
    };
    await staff("max", "Max Manager", "manager");
    await staff("sue", "Sue Sales", "sales");
    await staff("tom", "Tom Sales", "sales");
    await staff("dan", "Dan Gone", "sales", tenant, "disabled");
    await staff("bea", "Bea Elsewhere", "manager", other);

    ids.jane = await lead(tenant, "2026-11-20T00:00:00Z", { form: "enquiry", name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", message: "Do you take trade-ins?", location: 10, lead_attributes: { visited_pages: ["/search/used", "/cars/2022-toyota-hilux-sr5-100"], linked_query_params: { utm_source: "google" } } });
    ids.bob = await lead(tenant, "2026-11-21T23:30:00Z", { form: "test-drive", car_id: 100, name: "Bob", last_name: "Builder", email: "bob@example.com", phone: "0498 765 432", dateTime: "2026-11-28T10:00", location: 10 });
    ids.cara = await lead(tenant, "2026-11-23T05:00:00Z", { form: "finance", car_id: 101, name: "Cara", last_name: "Mia", email: "cara@example.org", phone: "0400 111 222", location: 11 });
    ids.pat = await lead(tenant, "2026-11-24T02:00:00Z", { form: "enquiry", subcategory: "Parts & Accessories", name: "Pat", last_name: "Parts", email: "pat@example.com", phone: "0400 333 444", message: "Floor mats", location: 10 });
    ids.eve = await lead(tenant, "2026-11-24T06:00:00Z", { form: "enquiry", name: "Eve", email: "eve@example.com", phone: "0400 555 666", message: "=HYPERLINK(\"http://evil.example\")", location: 10 });
    // A trade-in stopped after its first step, and another dealer's lead: neither is in this inbox.
    ids.half = await lead(tenant, "2026-11-24T07:00:00Z", { form: "trade-in", step: "rego", rego: "ABC123", regoState: "QLD", isLastStep: false });
    ids.elsewhere = await lead(other, "2026-11-24T08:00:00Z", { form: "enquiry", name: "Jane", last_name: "Other", email: "jane@example.com", phone: "0412 345 678", message: "Hi" });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  it("lists this tenant's finished leads only, newest first, with quick counts", async () => {
    const data = await inbox(manager());
    expect(data.rows.map((r) => r.name)).toEqual(["Eve", "Pat Parts", "Cara Mia", "Bob Builder", "Jane Citizen"]);
    expect(data.total).toBe(5);
    // Each lead's deadline is 15 minutes of the location's opening hours (Mondays 8–5): Jane's, Bob's and Cara's were
    // on Monday the 23rd; Pat and Eve came on Tuesday, due next Monday at 8:15.
    expect(data.counts).toEqual({ byStatus: { new: 5, contacted: 0, appointment: 0, sold: 0, lost: 0 }, overdue: 3, total: 5 });
    expect(data.rows.filter((r) => r.overdue).map((r) => r.name)).toEqual(["Cara Mia", "Bob Builder", "Jane Citizen"]);
    const bob = data.rows.find((r) => r.name === "Bob Builder")!;
    expect(bob).toMatchObject({ kind: "Test drive", vehicle: "2022 Toyota HiLux SR5", stockNumber: "S100", location: "inbox-a Brisbane", status: "new", assignee: null, phone: { shown: "0498 765 432", raw: "0498765432" } });
    expect(bob.received).toMatch(/^22 Nov 2026(,| at) 9:30\s?am$/);
    expect(data.rows.find((r) => r.name === "Pat Parts")!.kind).toBe("Parts enquiry");
  });

  it("filters by form, location, dates in the dealer's time zone and vehicle", async () => {
    expect(await names(manager(), "form=test-drive")).toEqual(["Bob Builder"]);
    expect(await names(manager(), "form=parts")).toEqual(["Pat Parts"]);
    expect(await names(manager(), "form=enquiry")).toEqual(["Eve", "Jane Citizen"]);
    expect(await names(manager(), "location=11")).toEqual(["Cara Mia"]);
    // Bob's lead came at 23:30 UTC on the 21st: the 22nd in Brisbane.
    expect(await names(manager(), "from=2026-11-22&to=2026-11-22")).toEqual(["Bob Builder"]);
    expect(await names(manager(), "to=2026-11-21")).toEqual(["Jane Citizen"]);
    expect(await names(manager(), "vehicle=s100")).toEqual(["Bob Builder"]);
    expect(await names(manager(), "vehicle=101")).toEqual(["Cara Mia"]);
    const filtered = await inbox(manager(), "form=enquiry");
    expect(filtered.counts.total).toBe(2);
  });

  it("searches names, phone numbers as typed, emails and stock numbers", async () => {
    expect(await names(manager(), "q=jane")).toEqual(["Jane Citizen"]);
    expect(await names(manager(), "q=0412+345+678")).toEqual(["Jane Citizen"]);
    expect(await names(manager(), `q=${encodeURIComponent("+61 498 765 432")}`)).toEqual(["Bob Builder"]);
    expect(await names(manager(), "q=cara%40example")).toEqual(["Cara Mia"]);
    expect(await names(manager(), "q=S101")).toEqual(["Cara Mia"]);
    expect(await names(manager(), "q=100%25")).toEqual([]);
  });

  it("flags a New lead past its deadline as overdue", async () => {
    for (const id of [ids.bob!, ids.cara!]) await updateLead(s.database.db, id, { respondBy: at("2026-11-25T03:00:00Z") });
    await updateLead(s.database.db, ids.jane!, { respondBy: at("2026-11-20T00:15:00Z") });
    await updateLead(s.database.db, ids.pat!, { respondBy: at("2026-11-25T02:00:00Z") });
    expect(await names(manager(), "status=overdue")).toEqual(["Jane Citizen"]);
    const data = await inbox(manager());
    expect(data.counts.overdue).toBe(1);
    expect(data.rows.filter((r) => r.overdue).map((r) => r.name)).toEqual(["Jane Citizen"]);
    expect((await page(manager(), "jane")).overdue).toBe(true);
  });

  it("assigns leads; sales see only their own and unassigned ones, in the list, on the page and in actions", async () => {
    expect(await act(manager(), "bob", { intent: "assign", assigned_to: people.sue!.id })).toEqual({ status: 302, location: `/dealer/leads/${ids.bob}?done=assigned` });
    expect(await act(manager(), "cara", { intent: "assign", assigned_to: people.tom!.id })).toMatchObject({ status: 302 });
    expect(await names(sue())).toEqual(["Eve", "Pat Parts", "Bob Builder", "Jane Citizen"]);
    expect(await names(tom())).toEqual(["Eve", "Pat Parts", "Cara Mia", "Jane Citizen"]);
    expect(await names(sue(), "assigned=me")).toEqual(["Bob Builder"]);
    expect(await names(sue(), "assigned=unassigned")).toEqual(["Eve", "Pat Parts", "Jane Citizen"]);
    // Naming someone else's leads in the address finds nothing for sales.
    expect(await names(sue(), `assigned=${people.tom!.id}`)).toEqual([]);
    expect(await names(manager(), `assigned=${people.tom!.id}`)).toEqual(["Cara Mia"]);
    expect((await inbox(sue())).counts.total).toBe(4);
    expect((await leadPageData(s, sue(), ids.cara, new URL("http://x.localhost/"), NOW)).kind).toBe("forbidden");
    expect((await leadPageData(s, manager(), ids.elsewhere, new URL("http://x.localhost/"), NOW)).kind).toBe("not_found");
    expect((await leadPageData(s, manager(), ids.half, new URL("http://x.localhost/"), NOW)).kind).toBe("not_found");
    expect(await act(sue(), "cara", { intent: "status", status: "contacted" })).toEqual({ status: 403 });
    expect(await act(sue(), "cara", { intent: "note", note: "mine now" })).toEqual({ status: 403 });
    expect(await act(sue(), "cara", { intent: "take" })).toEqual({ status: 403 });
    // Sales never assign, not even an unassigned lead to someone else; they take it.
    expect(await act(sue(), "jane", { intent: "assign", assigned_to: people.tom!.id })).toEqual({ status: 403 });
    expect(await act(sue(), "jane", { intent: "status", status: "contacted" })).toEqual({ status: 403 });
    expect(await act(sue(), "jane", { intent: "take" })).toEqual({ status: 302, location: `/dealer/leads/${ids.jane}?done=taken` });
    expect(await act(tom(), "jane", { intent: "take" })).toEqual({ status: 403 });
    expect(await act(sue(), "jane", { intent: "resend" })).toEqual({ status: 403 });
    // Only active staff of this tenant take leads.
    for (const person of [people.dan!, people.bea!]) {
      const refused = await act(manager(), "pat", { intent: "assign", assigned_to: person.id });
      expect(refused).toMatchObject({ status: 409, body: { intent: "assign", fieldErrors: { assigned_to: expect.stringContaining("no longer on the active staff list") } } });
    }
    expect((await findLeadRow(s.database.db, tenant.id, ids.pat!))!.assignedTo).toBeNull();
    expect(await act(manager(), "nope", { intent: "note", note: "x" })).toEqual({ status: 404 });
    expect(await act(manager(), "pat", { intent: "dance" })).toEqual({ status: 400 });
  });

  it("moves a lead through the pipeline: contacted_at once, Lost with a reason, every change in its history and the audit log", async () => {
    expect(await act(sue(), "bob", { intent: "status", status: "contacted" })).toEqual({ status: 302, location: `/dealer/leads/${ids.bob}?done=status` });
    const contactedAt = new Date(clock);
    expect((await findLeadRow(s.database.db, tenant.id, ids.bob!))!).toMatchObject({ status: "contacted", contactedAt });
    expect(await act(sue(), "bob", { intent: "status", status: "appointment" })).toMatchObject({ status: 302 });
    expect((await findLeadRow(s.database.db, tenant.id, ids.bob!))!).toMatchObject({ status: "appointment", contactedAt });
    const refused = await act(sue(), "bob", { intent: "status", status: "lost", lost_reason: "" });
    expect(refused).toMatchObject({ status: 400, body: { intent: "status", fieldErrors: { lost_reason: "Say why the lead was lost." }, values: { status: "lost" } } });
    expect(await act(sue(), "bob", { intent: "status", status: "new" })).toMatchObject({ status: 400 });
    expect(await act(sue(), "bob", { intent: "status", status: "lost", lost_reason: "Bought elsewhere" })).toMatchObject({ status: 302 });
    expect(await act(sue(), "bob", { intent: "status", status: "lost", lost_reason: "Bought elsewhere" })).toEqual({ status: 302, location: `/dealer/leads/${ids.bob}?done=unchanged` });
    expect(await act(sue(), "bob", { intent: "note", note: "  Called twice, left a voicemail.  " })).toMatchObject({ status: 302 });
    expect(await act(sue(), "bob", { intent: "note", note: " " })).toMatchObject({ status: 400, body: { intent: "note", fieldErrors: { note: "Write the note first." } } });
    // The assignment alert (lead-response.test.ts) is written in the background; the people's changes are these.
    const events = (await listLeadEvents(s.database.db, tenant.id, ids.bob!)).filter((e) => e.kind !== "notified");
    expect(events.map((e) => [e.kind, e.actorName, e.fromValue, e.toValue, e.note])).toEqual([
      ["assigned", "Max Manager", null, people.sue!.id, null],
      ["status", "Sue Sales", "new", "contacted", null],
      ["status", "Sue Sales", "contacted", "appointment", null],
      ["status", "Sue Sales", "appointment", "lost", "Bought elsewhere"],
      ["note", "Sue Sales", null, null, "Called twice, left a voicemail."],
    ]);
    const view = await page(sue(), "bob");
    expect(view.history.filter((h) => !h.text.startsWith("Notified")).map((h) => [h.text, h.who, h.note])).toEqual([
      ["Added a note", "Sue Sales", "Called twice, left a voicemail."],
      ["Marked lost (was Appointment)", "Sue Sales", "Reason: Bought elsewhere"],
      ["Moved from Contacted to Appointment", "Sue Sales", null],
      ["Moved from New to Contacted", "Sue Sales", null],
      ["Assigned to Sue Sales", "Max Manager", null],
      ["Lead received from the website", "The shopper", null],
    ]);
    expect(view).toMatchObject({ status: "lost", lostReason: "Bought elsewhere", mine: true, can: { move: true, assign: false, take: false, resend: false } });
    const audit = (await listAudit(s.database.db, tenant.id, { limit: 50, offset: 0 })).rows.filter((r) => r.subject === "Lead · Bob Builder · Test drive");
    expect(audit.map((r) => [r.action, r.actorName, r.before, r.after]).reverse()).toEqual([
      ["lead.assign", "Max Manager <max@example.com>", { assigned_to: "No one" }, { assigned_to: "Sue Sales" }],
      ["lead.status", "Sue Sales <sue@example.com>", { status: "New" }, { status: "Contacted" }],
      ["lead.status", "Sue Sales <sue@example.com>", { status: "Contacted" }, { status: "Appointment" }],
      ["lead.status", "Sue Sales <sue@example.com>", { status: "Appointment" }, { status: "Lost", lost_reason: "Bought elsewhere" }],
      ["lead.note", "Sue Sales <sue@example.com>", null, { note: "Called twice, left a voicemail." }],
    ]);
    expect(await names(manager(), "status=lost")).toEqual(["Bob Builder"]);
    expect((await inbox(manager())).counts.byStatus).toMatchObject({ new: 4, lost: 1 });
  });

  it("shows a lead's contact, vehicle, details, visited pages, source and CRM deliveries; a manager re-sends it", async () => {
    const view = await page(manager(), "jane");
    expect(view).toMatchObject({
      name: "Jane Citizen",
      kind: "General enquiry",
      contact: { email: "jane@example.com", phone: { shown: "0412 345 678", raw: "0412345678" }, postcode: "4000" },
      message: "Do you take trade-ins?",
      vehicle: null,
      location: "inbox-a Brisbane",
      visitedPages: ["/search/used", "/cars/2022-toyota-hilux-sr5-100"],
      assignee: { id: people.sue!.id, name: "Sue Sales" },
      can: { move: true, assign: true, take: false, resend: true },
      deliveries: [{ destination: "Webhook to crm.example.com", state: "Waiting to send", attempts: 0 }],
    });
    expect(view.source).toContainEqual({ label: "Source", value: "google" });
    const bob = await page(manager(), "bob");
    expect(bob.vehicle).toMatchObject({ title: "2022 Toyota HiLux SR5", stockNumber: "S100", price: "$45,990", image: "/media/demo/ute-white-side.webp", consoleHref: "/dealer/stock/100", gone: false });
    expect(bob.vehicle!.publicHref).toMatch(/^\/cars\//);
    expect(bob.details).toContainEqual({ label: "Preferred time", value: expect.stringMatching(/^Sat,? 28 Nov 2026(,| at) 10:00\s?am$/) });
    poked = 0;
    expect(await act(manager(), "jane", { intent: "resend" })).toEqual({ status: 302, location: `/dealer/leads/${ids.jane}?done=resent` });
    expect(poked).toBe(1);
    expect((await listLeadDeliveries(s.database.db, tenant.id, ids.jane!)).map((d) => [d.status, d.attempts])).toEqual([["pending", 0]]);
    const audit = (await listAudit(s.database.db, tenant.id, { limit: 100, offset: 0 })).rows;
    expect(audit.find((r) => r.action === "lead.resend")).toMatchObject({ subject: "Lead · Jane Citizen · General enquiry", after: { delivery: "pending" } });
  });

  it("exports the filtered list as formula-safe CSV, as the person may see it", async () => {
    const text = async (user: ConsoleUser, qs = "") => (await leadsCsvResponse(s, user, new URL(`http://x.localhost/dealer/leads.csv${qs}`), NOW)).text();
    const all = await text(manager());
    const lines = all.trim().split("\r\n");
    expect(lines[0]).toBe("id,created_at,form,category,subcategory,first_name,last_name,email,phone,postcode,message,car_id,vehicle,location_id,delivery,status,lost_reason,assigned_to,contacted_at,respond_by");
    expect(lines).toHaveLength(6);
    expect(all).toContain(`'=HYPERLINK(""http://evil.example"")`);
    expect(lines.find((l) => l.includes("Bob"))).toContain(",lost,Bought elsewhere,Sue Sales,");
    expect(all).not.toContain("Other");
    const sales = await text(tom());
    expect(sales).toContain("Cara");
    expect(sales).not.toContain("Bob");
    expect(sales).not.toContain("Jane");
    expect((await text(manager(), "?form=finance")).trim().split("\r\n")).toHaveLength(2);
    const response = await leadsCsvResponse(s, manager(), new URL("http://x.localhost/dealer/leads.csv"), NOW);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="leads-inbox-a-2026-11-25.csv"');
    const exports = (await listAudit(s.database.db, tenant.id, { limit: 100, offset: 0 })).rows.filter((r) => r.action === "leads.export");
    expect(exports.map((r) => [r.actorName, r.subject])).toContainEqual(["Tom Sales <tom@example.com>", "Leads CSV · 3 leads"]);
    expect(exports.map((r) => r.subject)).toContain("Leads CSV · 5 leads");
  });

  it("tells an open inbox how many leads arrived since it was loaded, as the person may see them", async () => {
    const since = (user: ConsoleUser, iso: string) => leadUpdates(s, user, new URL(`http://x.localhost/dealer/leads/updates.json?since=${iso}`), NOW);
    expect(await since(manager(), "2026-11-24T01:00:00.000Z")).toEqual({ fresh: 2, checkedAt: NOW.toISOString() });
    expect((await since(tom(), "2026-11-23T00:00:00.000Z")).fresh).toBe(3);
    expect((await since(sue(), "2026-11-23T00:00:00.000Z")).fresh).toBe(2);
    expect((await since(manager(), "not-a-time")).fresh).toBe(0);
    // Pipeline changes are not arrivals.
    expect((await since(manager(), "2026-11-24T07:00:00.000Z")).fresh).toBe(0);
    // A multi-step lead arrives when its last step does.
    await lead(tenant, "2026-11-25T00:30:00Z", { form: "trade-in", step: "offer", lead_id: ids.half, isLastStep: true });
    expect((await since(manager(), "2026-11-25T00:00:00.000Z")).fresh).toBe(1);
  });
}

describe("leads inbox on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("leads inbox on PostgreSQL", () => suite("postgres"));
