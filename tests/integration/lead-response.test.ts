import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { listDevMail } from "../../app/platform/email.server.ts";
import { listDevSms } from "../../app/accounts/sms.server.ts";
import { leadAction } from "../../app/console/leads-console.server.ts";
import { sweepUnansweredLeads } from "../../app/leads/lead-allocation.server.ts";
import { submitLead } from "../../app/leads/lead-service.server.ts";
import { findLeadRow, updateLead } from "../../app/leads/lead-store.server.ts";
import { listLeadEvents } from "../../app/leads/lead-history.server.ts";
import type { ConsoleUser } from "../../app/staff/console-session.server.ts";
import { can } from "../../app/staff/permissions.ts";
import { createStaff, setLeadAlerts, type Staff, type StaffRole } from "../../app/staff/staff-store.server.ts";
import { replaceStock } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema, type Tenant, type TenantDocumentInput } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

// Brisbane wall-clock time (UTC+10 all year) as an instant; 2026-11-23 is a Monday.
const bne = (local: string) => new Date(`${local}+10:00`);
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

const WEEKDAYS_8_TO_5 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:00" }));

/** Response times on both engines: deadlines at intake, source kept, round-robin, the re-allocation sweep and alerts. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let tenant: Tenant;
  const people: Record<string, Staff> = {};
  const alerts: Promise<void>[] = [];
  const made: string[] = [];

  async function saveDoc(slug: string, doc: TenantDocumentInput): Promise<Tenant> {
    await saveTenant(s.database.db, slug, tenantDocumentSchema.parse(doc));
    return ((await loadTenants(s.database.db, slug)) as [Tenant])[0];
  }
  const doc = (config: Record<string, unknown>): TenantDocumentInput => {
    const base = tenantDoc("resp-a", { config: { tagline: "t", ...config } });
    base.locations![0]!.contact_detail = { phone: "+61 7 3000 0000", opening_hours: WEEKDAYS_8_TO_5 };
    return base;
  };

  /** Sends a lead as the site does, the alert awaited (the intake sends it in the background). */
  async function lead(when: Date, body: Record<string, unknown> = {}): Promise<string> {
    const result = await submitLead(
      {
        db: s.database.db,
        tenant,
        isKnownPostcode: () => true,
        now: () => when,
        alerts: { assigned: (...args) => (alerts.push(s.leadAlerts.assigned(...args)), alerts.at(-1)!) },
      },
      { form: "enquiry", name: "Jane Citizen", email: "jane@example.com", phone: "0412 345 678", message: "Is it still there?", postcode: "4000", car_id: 100, ...body },
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    await Promise.all(alerts);
    made.push(result.leadId);
    return result.leadId;
  }
  /** Every lead made so far answered, so a sweep sees only the test's own. */
  const answerAll = () => Promise.all(made.map((id) => updateLead(s.database.db, id, { status: "contacted" })));
  const row = async (id: string) => (await findLeadRow(s.database.db, tenant.id, id))!;
  const sweep = async (now: Date) => {
    const handed = await sweepUnansweredLeads(s.database.db, [tenant], now);
    await Promise.all(handed.map((h) => s.leadAlerts.assigned(h.tenant, h.leadId, h.to, "handed-on", now)));
    return handed;
  };

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DELIVERY_WORKER: "0", DATA_DIR: tempDir(), NODE_ENV: "test", ...engineDb.env }), createLogger("silent"));
    tenant = await saveDoc("resp-a", doc({}));
    const stock = parseStockBatch([vehicle(100, { make: "Ford", model: "Ranger", badge: "XLT", year: 2024 })]);
    if (!stock.ok) throw new Error("stock");
    await replaceStock(s.database.db, tenant.id, stock.vehicles);
    const staff = async (key: string, name: string, role: StaffRole, created: string, status: "active" | "disabled" = "active") => {
      const r = await createStaff(s.database.db, { tenantId: tenant.id, email: `${key}@example.com`, name, role, status }, new Date(created));
      if (!r.ok) throw new Error("staff");
      people[key] = r.staff;
    };
    // The round goes by account age: Ann, Ben, Cat. The manager and a disabled salesperson are not in it.
    await staff("max", "Max Manager", "manager", "2026-01-01T00:00:00Z");
    await staff("ann", "Ann Sales", "sales", "2026-01-02T00:00:00Z");
    await staff("ben", "Ben Sales", "sales", "2026-01-03T00:00:00Z");
    await staff("dan", "Dan Gone", "sales", "2026-01-04T00:00:00Z", "disabled");
    await staff("cat", "Cat Sales", "sales", "2026-01-05T00:00:00Z");
    await setLeadAlerts(s.database.db, tenant.id, people.ben!.id, { phone: "0400111222", leadSms: true });
    await setLeadAlerts(s.database.db, tenant.id, people.cat!.id, { phone: "0400333444", leadSms: false });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  it("sets the response deadline in the location's opening hours when a lead is taken", async () => {
    expect((await row(await lead(bne("2026-11-23T10:00:00")))).respondBy).toEqual(bne("2026-11-23T10:15:00"));
    // 16:55 with close at 17:00: 5 minutes on Monday, 10 on Tuesday morning.
    expect((await row(await lead(bne("2026-11-23T16:55:00")))).respondBy).toEqual(bne("2026-11-24T08:10:00"));
    // Saturday: closed all weekend, due 15 minutes after Monday's opening.
    expect((await row(await lead(bne("2026-11-28T11:00:00")))).respondBy).toEqual(bne("2026-11-30T08:15:00"));
    // The tenant's own target.
    tenant = await saveDoc("resp-a", doc({ lead_response: { target_minutes: 45 } }));
    expect((await row(await lead(bne("2026-11-23T10:00:00")))).respondBy).toEqual(bne("2026-11-23T10:45:00"));
  });

  it("keeps where the shopper came from: utm tags of the landing page and the referring host, checked", async () => {
    const id = await lead(bne("2026-11-23T10:00:00"), {
      lead_attributes: { visited_pages: ["/"], linked_query_params: { utm_source: "facebook", utm_medium: "paid social", utm_campaign: "ranger-<script>" }, referrer_host: "L.Facebook.com" },
    });
    expect(await row(id)).toMatchObject({ utmSource: "facebook", utmMedium: "paid social", utmCampaign: null, referrerHost: "l.facebook.com" });
    const odd = await lead(bne("2026-11-23T10:00:00"), { lead_attributes: { visited_pages: [], linked_query_params: { utm_source: "x".repeat(101) }, referrer_host: "not a host" } });
    expect(await row(odd)).toMatchObject({ utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null });
  });

  it("leaves new leads unassigned while auto-assign is off", async () => {
    expect((await row(await lead(bne("2026-11-23T10:00:00")))).assignedTo).toBeNull();
  });

  it("assigns new leads in turn to active sales staff and alerts each by email, and by text who opted in", async () => {
    tenant = await saveDoc("resp-a", doc({ lead_response: { auto_assign: true } }));
    const when = bne("2026-11-23T11:00:00");
    const ids = [await lead(when), await lead(minutes(when, 1)), await lead(minutes(when, 2)), await lead(minutes(when, 3))];
    const assignees = await Promise.all(ids.map(async (id) => (await row(id)).assignedTo));
    expect(assignees).toEqual([people.ann!.id, people.ben!.id, people.cat!.id, people.ann!.id]);
    expect((await row(ids[0]!)).assignedAt).toEqual(when);
    const history = await listLeadEvents(s.database.db, tenant.id, ids[1]!);
    expect(history.map((e) => [e.kind, e.actorKind, e.toValue, e.note])).toEqual([
      ["assigned", "system", people.ben!.id, "New lead, assigned in turn"],
      ["notified", "system", people.ben!.id, "By email and text message"],
    ]);

    const mail = (await listDevMail(s.database.db, tenant.id, 50)).filter((m) => m.to === "ben@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Lead for you: Jane · 2024 Ford Ranger XLT");
    expect(mail[0]!.text).toContain(`http://resp-a.localhost:3000/dealer/leads/${ids[1]}`);
    // First name and vehicle only: no surname, email, phone or message.
    for (const secret of ["Citizen", "jane@example.com", "0412", "still there"]) expect(mail[0]!.text).not.toContain(secret);
    const texts = await listDevSms(s.database.db, tenant.id);
    // Ben opted in; Cat gave a number but not the choice; Ann has no number.
    expect(texts.map((t) => t.to)).toEqual(["0400111222"]);
    expect(texts[0]!.body).toBe(`resp-a: lead for you, Jane · 2024 Ford Ranger XLT. http://resp-a.localhost:3000/dealer/leads/${ids[1]}`);
  });

  it("hands an untouched New lead to the next salesperson after the set time, once round the team", async () => {
    await answerAll();
    tenant = await saveDoc("resp-a", doc({ lead_response: { auto_assign: true, reassign_after_minutes: 20 } }));
    const start = bne("2026-11-24T09:00:00");
    const id = await lead(start);
    const first = (await row(id)).assignedTo!;
    const order = [people.ann!.id, people.ben!.id, people.cat!.id];
    const after = (p: string) => order[(order.indexOf(p) + 1) % 3]!;

    expect(await sweep(minutes(start, 19))).toEqual([]);
    expect((await row(id)).assignedTo).toBe(first);

    const handed = await sweep(minutes(start, 20));
    expect(handed.map((h) => [h.leadId, h.to])).toEqual([[id, after(first)]]);
    expect(await row(id)).toMatchObject({ assignedTo: after(first), assignedAt: minutes(start, 20), handovers: 1 });
    // The next hand-over counts from the last one.
    expect(await sweep(minutes(start, 39))).toEqual([]);
    expect((await sweep(minutes(start, 40))).map((h) => h.to)).toEqual([after(after(first))]);
    // Everyone has had it once: it stays with the last one.
    expect(await sweep(minutes(start, 60))).toEqual([]);
    expect(await sweep(minutes(start, 600))).toEqual([]);
    expect((await row(id)).assignedTo).toBe(after(after(first)));

    const events = (await listLeadEvents(s.database.db, tenant.id, id)).filter((e) => e.kind === "assigned");
    expect(events.map((e) => [e.actorKind, e.actorName, e.fromValue, e.toValue])).toEqual([
      ["system", "Automatic", null, first],
      ["system", "Automatic", first, after(first)],
      ["system", "Automatic", after(first), after(after(first))],
    ]);
    expect(events[1]!.note).toBe("Not answered within 20 minutes: handed to the next salesperson");
    const handedMail = (await listDevMail(s.database.db, tenant.id, 100)).filter((m) => m.text.includes(id) && m.text.startsWith("A lead that was not answered in time"));
    expect(handedMail).toHaveLength(2);
  });

  it("leaves a lead alone once it left New or someone wrote a note on it", async () => {
    await answerAll();
    const start = bne("2026-11-25T09:00:00");
    const contacted = await lead(start);
    const noted = await lead(minutes(start, 1));
    const untouched = await lead(minutes(start, 2));
    const holderOf = async (id: string) => (await row(id)).assignedTo!;
    const userOf = (person: Staff): ConsoleUser => ({ staff: person, tenant, can: (p) => can(person.role, p), actor: { kind: "staff", id: person.id, name: person.name } });
    const byId = (id: string) => Object.values(people).find((p) => p.id === id)!;
    const form = (entries: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(entries)) f.append(k, v);
      return f;
    };
    await leadAction(s, userOf(byId(await holderOf(contacted))), contacted, form({ intent: "status", status: "contacted" }), minutes(start, 5)).catch((r: unknown) => r);
    await leadAction(s, userOf(byId(await holderOf(noted))), noted, form({ intent: "note", note: "Left a voicemail" }), minutes(start, 6)).catch((r: unknown) => r);
    const handed = await sweep(minutes(start, 30));
    expect(handed.map((h) => h.leadId)).toEqual([untouched]);
  });

  it("alerts the person a manager assigns a lead to", async () => {
    tenant = await saveDoc("resp-a", doc({ lead_response: { auto_assign: false } }));
    const id = await lead(bne("2026-11-26T09:00:00"));
    const manager: ConsoleUser = { staff: people.max!, tenant, can: (p) => can("manager", p), actor: { kind: "staff", id: people.max!.id, name: "Max" } };
    const f = new FormData();
    f.append("intent", "assign");
    f.append("assigned_to", people.cat!.id);
    await leadAction(s, manager, id, f, bne("2026-11-26T09:05:00")).catch((r: unknown) => r);
    await expect.poll(async () => (await listLeadEvents(s.database.db, tenant.id, id)).map((e) => [e.kind, e.toValue])).toEqual([
      ["assigned", people.cat!.id],
      ["notified", people.cat!.id],
    ]);
    const mail = (await listDevMail(s.database.db, tenant.id, 100)).find((m) => m.to === "cat@example.com" && m.text.includes(id));
    expect(mail?.text).toMatch(/^A lead has been assigned to you at resp-a/);
  });

  it("never hands one lead on twice when several processes sweep at once", async () => {
    await answerAll();
    tenant = await saveDoc("resp-a", doc({ lead_response: { auto_assign: true, reassign_after_minutes: 10 } }));
    const start = bne("2026-11-27T09:00:00");
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push(await lead(minutes(start, i / 10)));
    const at = minutes(start, 15);
    const results = await Promise.all([1, 2, 3, 4].map(() => sweepUnansweredLeads(s.database.db, [tenant], at)));
    const handed = results.flat().map((h) => h.leadId);
    expect(handed.toSorted()).toEqual(ids.toSorted());
    for (const id of ids) {
      const moves = (await listLeadEvents(s.database.db, tenant.id, id)).filter((e) => e.kind === "assigned" && e.fromValue !== null);
      expect(moves).toHaveLength(1);
      expect((await row(id)).handovers).toBe(1);
    }
  });
}

describe("lead response times on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("lead response times on PostgreSQL", () => suite("postgres"));
