import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsPageData } from "../../app/console/analytics-data.server.ts";
import { stockListData } from "../../app/console/stock-console.server.ts";
import { submitLead } from "../../app/leads/lead-service.server.ts";
import { insertLead } from "../../app/leads/lead-store.server.ts";
import { shiftDay } from "../../app/platform/analytics-batch.ts";
import { addRollups, tenantDays, vehicleRankings } from "../../app/platform/analytics-store.server.ts";
import { clientContext, servicesContext, siteContext } from "../../app/platform/contexts.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import type { ConsoleUser } from "../../app/staff/console-session.server.ts";
import { can } from "../../app/staff/permissions.ts";
import { countShopperActivity } from "../../app/staff/shopper-traffic.server.ts";
import { createStaffSession } from "../../app/staff/staff-sessions.server.ts";
import { createStaff, type Staff } from "../../app/staff/staff-store.server.ts";
import { replaceStock } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema, type Tenant } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { dateIn } from "../../app/lib/time-zones.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

// The recorder counts on the real clock, so the test does too: the fixture dealer's clock is Brisbane's.
const NOW = new Date();
const TODAY = dateIn(NOW, "Australia/Brisbane");
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000 - 3_600_000).toISOString();
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Recording → flush → roll-ups → the page's queries, on both engines, with bots and staff left out. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let tenant: Tenant;
  let other: Tenant;
  let owner: Staff;
  let seller: Staff;
  let user: ConsoleUser;

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ANALYTICS_FLUSH_MS: "600000", ...engineDb.env }), createLogger("silent"));
    const db = s.database.db;
    await saveTenant(db, "an-a", tenantDocumentSchema.parse(tenantDoc("an-a")));
    await saveTenant(db, "an-b", tenantDocumentSchema.parse(tenantDoc("an-b")));
    [tenant] = (await loadTenants(db, "an-a")) as [Tenant];
    [other] = (await loadTenants(db, "an-b")) as [Tenant];
    const parsed = parseStockBatch([
      vehicle(1, { stocknum: "A1", created_at: daysAgo(116) }),
      vehicle(2, { stocknum: "A2", make: "Mazda", model: "CX-5", badge: null, created_at: daysAgo(5) }),
      vehicle(3, { stocknum: "A3", make: "Ford", model: "Ranger", badge: "XLT", created_at: daysAgo(85) }),
    ]);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    await replaceStock(db, tenant.id, parsed.vehicles);
    await replaceStock(db, other.id, parsed.vehicles);
    const made = await createStaff(db, { tenantId: tenant.id, email: "owner@example.com", name: "Olive Owner", role: "owner", status: "active" });
    const sales = await createStaff(db, { tenantId: tenant.id, email: "sam@example.com", name: "Sam Seller", role: "sales", status: "active" });
    if (!made.ok || !sales.ok) throw new Error("staff not created");
    owner = made.staff;
    seller = sales.staff;
    user = { staff: owner, tenant, can: (p) => can("owner", p), actor: { kind: "staff", id: owner.id, name: owner.name } };
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  const context = (t: Tenant, ip = "203.0.113.7") => {
    const c = new RouterContextProvider();
    c.set(servicesContext, s);
    c.set(clientContext, { ip });
    c.set(siteContext, { kind: "tenant", tenant: t });
    return c;
  };
  const req = (headers: Record<string, string> = {}) => new Request("http://an-a.localhost/search", { headers: { "user-agent": CHROME, ...headers } });
  const page = (days = 30) => analyticsPageData(s, user, new URL(`http://an-a.localhost/dealer/analytics?days=${days}`), NOW);

  it("counts a shopper's impressions and views, but not a robot's, a prefetch or the dealer's staff", async () => {
    const db = s.database.db;
    const staffSession = await createStaffSession(db, owner);
    const results = [1, 2, 3];
    expect(await countShopperActivity(context(tenant), req(), tenant, "impressions", { vehicleIds: results })).toBe(true);
    expect(await countShopperActivity(context(tenant), req(), tenant, "impressions", { vehicleIds: [1, 2] })).toBe(true);
    expect(await countShopperActivity(context(tenant), req({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }), tenant, "impressions", { vehicleIds: results })).toBe(false);
    expect(await countShopperActivity(context(tenant), req({ "sec-purpose": "prefetch" }), tenant, "impressions", { vehicleIds: results })).toBe(false);
    expect(await countShopperActivity(context(tenant), req({ cookie: `fc_console=${staffSession.token}` }), tenant, "impressions", { vehicleIds: results })).toBe(false);
    // A cookie that is no live session is a shopper's (a signed-out browser keeps a stale cookie).
    expect(await countShopperActivity(context(tenant), req({ cookie: "fc_console=not-a-session-token-000000" }), tenant, "views", { vehicleIds: [2], oncePerVisitor: "view:2" })).toBe(true);
    // A reload within half an hour is not another view; another visitor's is.
    expect(await countShopperActivity(context(tenant), req(), tenant, "views", { vehicleIds: [2], oncePerVisitor: "view:2" })).toBe(false);
    expect(await countShopperActivity(context(tenant, "198.51.100.4"), req(), tenant, "views", { vehicleIds: [2], oncePerVisitor: "view:2" })).toBe(true);
    // Staff of this tenant browsing another dealer's site are shoppers there; a vehicle id the browser sent must be the tenant's.
    expect(await countShopperActivity(context(other), req({ cookie: `fc_console=${staffSession.token}` }), other, "phone", { vehicleIds: [3], fromBrowser: true })).toBe(true);
    expect(await countShopperActivity(context(tenant), req(), tenant, "phone", { vehicleIds: [999], fromBrowser: true })).toBe(false);
  });

  it("adds the counts into the roll-ups at a flush, and a second flush adds to them", async () => {
    await s.analytics.flush();
    expect(s.analytics.pending).toBe(0);
    const db = s.database.db;
    const [day] = await tenantDays(db, tenant.id, TODAY, TODAY);
    expect(day).toMatchObject({ day: TODAY, impressions: 5, views: 2, phone: 0 });
    expect((await tenantDays(db, other.id, TODAY, TODAY))[0]).toMatchObject({ phone: 1, impressions: 0 });
    await countShopperActivity(context(tenant, "192.0.2.9"), req(), tenant, "views", { vehicleIds: [2], oncePerVisitor: "view:2" });
    await s.analytics.flush();
    const ranked = await vehicleRankings(db, tenant.id, TODAY, TODAY);
    expect(ranked.byViews.map((v) => [v.vehicleId, v.views, v.impressions])).toEqual([[2, 3, 2]]);
    expect(ranked.withActivity).toBe(3);
  });

  it("counts a lead from the site by form, source and vehicle", async () => {
    const result = await submitLead(
      { db: s.database.db, tenant, isKnownPostcode: () => true, now: () => NOW, analytics: s.analytics },
      { form: "car-enquiry", car_id: 2, isLastStep: true, name: "Pat", last_name: "Shopper", email: "pat@example.com", phone: "0412 345 678", postcode: "4000", message: "Is it available?" },
    );
    expect(result).toMatchObject({ ok: true, duplicate: false });
    const data = await page();
    expect(data.totals).toMatchObject({ impressions: 5, views: 3, leads: 1 });
    expect(data.totals.conversion).toBeCloseTo(1 / 3);
    expect(data.topLeads.map((v) => [v.id, v.title, v.leads])).toEqual([[2, "2022 Mazda CX-5", 1]]);
    expect(data.topViewed.map((v) => v.title)).toEqual(["2022 Mazda CX-5"]);
    expect(data.viewedNoLeads).toEqual([]);
    expect(data.sources).toEqual([{ source: "direct", leads: 1, share: 1 }]);
    expect(data.forms).toEqual([{ form: "car-enquiry", label: "Vehicle enquiry", leads: 1 }]);
  });

  it("answers the whole page for the chosen range: every day, stock age and response times", async () => {
    const db = s.database.db;
    // Two leads for Sam, first contacted after 10 and 30 minutes; one not yet contacted; one nobody has.
    const at = (min: number) => new Date(NOW.getTime() - 3 * 3600_000 + min * 60_000);
    const lead = (id: string, assignedTo: string | null, contactedAfterMin: number | null) =>
      insertLead(db, {
        id,
        tenantId: tenant.id,
        form: "enquiry",
        category: "General Enquiry",
        data: {},
        createdAt: at(0),
        assignedTo,
        status: contactedAfterMin === null ? "new" : "contacted",
        contactedAt: contactedAfterMin === null ? null : at(contactedAfterMin),
      });
    await lead("00000000-0000-4000-8000-00000000a001", seller.id, 10);
    await lead("00000000-0000-4000-8000-00000000a002", seller.id, 30);
    await lead("00000000-0000-4000-8000-00000000a003", seller.id, null);
    await lead("00000000-0000-4000-8000-00000000a004", null, null);
    const data = await page(7);
    expect(data.days).toBe(7);
    expect(data.daily.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => shiftDay(TODAY, i - 6)));
    expect(data.daily.at(-1)).toMatchObject({ views: 3, leads: 1, impressions: 5 });
    expect(data.daily[0]).toMatchObject({ views: 0, leads: 0, conversion: null });
    expect(data.stock).toMatchObject({ inStock: 3, aged: 2 });
    expect(data.stock.oldest.map((v) => [v.stocknum, v.days])).toEqual([
      ["A1", 116],
      ["A3", 85],
    ]);
    const sam = data.responseTimes.find((r) => r.name === "Sam Seller");
    expect(sam).toMatchObject({ leads: 3, contacted: 2, medianSeconds: 20 * 60 });
    expect(data.responseTimes.at(-1)).toMatchObject({ name: "Not assigned", contacted: 0, medianSeconds: null });
  });

  it("shows 30-day views and leads in the stock table", async () => {
    // A view 40 days ago is out of the stock list's 30 days.
    const old = shiftDay(TODAY, -40);
    await addRollups(s.database.db, {
      vehicles: [{ tenantId: tenant.id, day: old, vehicleId: 1, counts: { impressions: 0, views: 50, gallery: 0, phone: 0, calculator: 0, shares: 0, prints: 0, saves: 0, leads: 2 } }],
      tenants: [],
      sources: [],
    });
    const list = await stockListData(s, user, new URL("http://an-a.localhost/dealer/stock?sort=views&status=all"), NOW.getTime());
    expect(list.rows.map((r) => [r.id, r.views, r.leads])).toEqual([
      [2, 3, 1],
      [1, 0, 0],
      [3, 0, 0],
    ]);
  });

  it("prunes roll-ups older than 13 months", async () => {
    const db = s.database.db;
    const counts = { impressions: 1, views: 1, gallery: 0, phone: 0, calculator: 0, shares: 0, prints: 0, saves: 0, leads: 0 };
    await addRollups(db, {
      vehicles: [
        { tenantId: tenant.id, day: "2025-10-01", vehicleId: 1, counts },
        { tenantId: tenant.id, day: "2025-11-01", vehicleId: 1, counts },
      ],
      tenants: [
        { tenantId: tenant.id, day: "2025-10-01", counts },
        { tenantId: tenant.id, day: "2025-11-01", counts },
      ],
      sources: [{ tenantId: tenant.id, day: "2025-10-01", form: "enquiry", source: "direct", leads: 1 }],
    });
    expect(await s.analytics.prune(new Date("2026-11-25T01:00:00Z"))).toBe(3);
    expect((await tenantDays(db, tenant.id, "2025-01-01", "2025-12-31")).map((d) => d.day)).toEqual(["2025-11-01"]);
    expect((await vehicleRankings(db, tenant.id, "2025-01-01", "2025-12-31")).byViews.map((v) => v.vehicleId)).toEqual([1]);
  });
}

describe("analytics on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("analytics on PostgreSQL", () => suite("postgres"));
