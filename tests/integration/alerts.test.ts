import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import { shoppers } from "../../app/db/schema.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import type { EmailMessage, EmailProvider } from "../../app/platform/email.server.ts";
import type { SmsMessage, SmsProvider } from "../../app/accounts/sms.server.ts";
import { addToWatchlist } from "../../app/accounts/watchlist.server.ts";
import { alertCounts, savedSearchDemand, setAlertEmail, updateSavedSearch } from "../../app/alerts/alert-store.server.ts";
import { sweepAlerts, type AlertSweepDeps } from "../../app/alerts/alert-sweeper.server.ts";
import { saveShopperSearch, setShopperWatchAlert } from "../../app/alerts/shopper-alerts.server.ts";
import { unsubscribeByToken } from "../../app/alerts/unsubscribe.server.ts";
import { StockIndexes } from "../../app/search/stock-indexes.server.ts";
import { updateVehicle, upsertStock } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema, type Tenant } from "../../app/tenants/tenant-document.ts";
import { loadTenants, saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

/**
 * Saved searches and alerts (issue 16, ADR 048) on both engines, with an injected clock and recording providers: a new
 * matching car is announced once, a daily search batches its cars into one message when due, a watched car's price drop
 * sends one alert, the daily cap holds messages back until the day has passed, an unsubscribe link stops them, and two
 * processes sweeping at once send each message once.
 */

class RecordingSms implements SmsProvider {
  readonly id = "dev";
  sent: SmsMessage[] = [];
  async send(m: SmsMessage) {
    this.sent.push(m);
  }
}
class RecordingEmail implements EmailProvider {
  readonly id = "dev";
  sent: EmailMessage[] = [];
  async send(m: EmailMessage) {
    this.sent.push(m);
  }
}

function suite(engine: "pglite" | "postgres") {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  let tenant: Tenant;
  let clock = new Date("2026-11-24T09:00:00Z");
  const sms = new RecordingSms();
  const email = new RecordingEmail();
  const slug = `alerts-${engine}`;
  const shopper = { id: crypto.randomUUID(), phone: "0412000111" };
  const key = Buffer.from("a".repeat(32));
  let indexes: StockIndexes;
  const deps = (over: Partial<AlertSweepDeps> = {}): AlertSweepDeps => ({
    db: database.db,
    tenant: (id) => (id === tenant.id ? tenant : undefined),
    index: (t) => indexes.get(t),
    sms,
    email,
    originOf: () => "https://alerts.example",
    secret: async () => key,
    logger: createLogger("silent"),
    maxPerDay: 5,
    now: () => clock,
    ...over,
  });
  const later = (min: number) => (clock = new Date(clock.getTime() + min * 60_000));
  const stock = async (...cars: Parameters<typeof vehicle>[]) => {
    const parsed = parseStockBatch(cars.map(([id, over]) => vehicle(id, over)));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    await upsertStock(database.db, tenant.id, parsed.vehicles);
    indexes.invalidate(tenant.slug);
  };
  const mine = () => sms.sent.filter((m) => m.to === shopper.phone);

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    url = engineDb.env.DATABASE_URL;
    database = await openDatabase({ databaseUrl: url ?? null, dataDir: url ? null : tempDir("alerts-") });
    await saveTenant(database.db, slug, tenantDocumentSchema.parse(tenantDoc(slug)));
    tenant = (await loadTenants(database.db, slug))[0]!;
    indexes = new StockIndexes(database.db);
    await database.db.insert(shoppers).values({ id: shopper.id, tenantId: tenant.id, phone: shopper.phone });
    await stock([1, { make: "Toyota", model: "HiLux", price: 45_990 }], [2, { make: "Mazda", model: "CX-5", badge: "Maxx", price: 31_990 }]);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  let searchId = "";

  it("saves a search with what it matches now as its mark: those cars are never announced", async () => {
    const saved = await saveShopperSearch(database.db, await indexes.get(tenant), tenant, shopper, { search: "/search/toyota", name: "Toyotas", frequency: "instant" }, clock);
    expect(saved.ok).toBe(true);
    searchId = saved.ok ? saved.id : "";
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 0 });
    expect(mine()).toHaveLength(0);
  });

  it("announces a new matching car once, with the search's link and an unsubscribe link", async () => {
    await stock([3, { make: "Toyota", model: "Corolla", badge: "Ascent", price: 24_990 }], [4, { make: "Kia", model: "Sportage", badge: "S", price: 29_990 }]);
    later(1);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 1 });
    expect(mine()).toHaveLength(1);
    expect(mine()[0]!.body).toContain('1 new car for "Toyotas"');
    expect(mine()[0]!.body).toContain("2022 Toyota Corolla Ascent $24,990");
    expect(mine()[0]!.body).not.toContain("HiLux");
    expect(mine()[0]!.body).toContain("See them: https://alerts.example/search/toyota");
    expect(mine()[0]!.body).toMatch(/Stop: https:\/\/alerts\.example\/alerts\/unsubscribe\/s[0-9a-f]{32}\.[\w-]{22}/);
    later(1);
    await stock([2, { make: "Mazda", model: "CX-5", badge: "Maxx", price: 30_990 }]);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 0 });
    expect(mine()).toHaveLength(1);
  });

  it("two processes sweeping at once send a new car's alert once", async () => {
    await stock([5, { make: "Toyota", model: "RAV4", badge: "GX", price: 39_990 }]);
    later(1);
    const second = url ? await openDatabase({ databaseUrl: url, dataDir: null }) : database;
    const otherIndexes = new StockIndexes(second.db);
    try {
      const [a, b] = await Promise.all([sweepAlerts(deps()), sweepAlerts(deps({ db: second.db, index: (t) => otherIndexes.get(t) }))]);
      expect(a.sent + b.sent).toBe(1);
      expect(mine()).toHaveLength(2);
      expect(mine()[1]!.body).toContain("RAV4");
    } finally {
      if (second !== database) await second.close();
    }
  });

  it("sends a watched car's price drop once, by SMS and by email with one-click unsubscribe headers", async () => {
    expect((await addToWatchlist(database.db, tenant.id, shopper, shopper.phone, 2)).ok).toBe(true);
    expect(await setShopperWatchAlert(database.db, tenant, shopper, { vehicle_id: 2, price_alert: "any", price_below: null, stock_alert: true })).toBe(true);
    await setAlertEmail(database.db, tenant.id, shopper.id, "sam@example.com");
    later(1);
    await updateVehicle(database.db, tenant.id, 2, (v) => ({ ...v, price: 28_990 }));
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 1 });
    expect(mine()).toHaveLength(3);
    expect(mine()[2]!.body).toContain("now $28,990 (was $30,990)");
    expect(email.sent).toHaveLength(1);
    expect(email.sent[0]).toMatchObject({ to: "sam@example.com", headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } });
    expect(email.sent[0]!.headers!["List-Unsubscribe"]).toMatch(/^<https:\/\/alerts\.example\/alerts\/unsubscribe\/w[0-9a-f]{32}\.[\w-]{22}>$/);
    later(1);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 0 });
    // A rise is not news; the next drop is measured from the new price.
    await updateVehicle(database.db, tenant.id, 2, (v) => ({ ...v, price: 29_990 }));
    later(1);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 0 });
    await setAlertEmail(database.db, tenant.id, shopper.id, null);
  });

  it("tells the watcher when the car is sold", async () => {
    await updateVehicle(database.db, tenant.id, 2, (v) => ({ ...v, status: "sold", sold_date_timestamp: Math.floor(clock.getTime() / 1000) }));
    later(1);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 1 });
    expect(mine().at(-1)!.body).toContain("has been sold");
  });

  it("batches a daily search's new cars into one message when it is due", async () => {
    const saved = await saveShopperSearch(database.db, await indexes.get(tenant), tenant, shopper, { search: "/search?make=Kia", name: "Kias", frequency: "daily" }, clock);
    expect(saved.ok).toBe(true);
    await stock([6, { make: "Kia", model: "Cerato", badge: "S", price: 21_990 }], [7, { make: "Kia", model: "Seltos", badge: "Sport", price: 33_990 }]);
    const before = mine().length;
    later(60);
    await sweepAlerts(deps());
    expect(mine()).toHaveLength(before);
    later(24 * 60);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 1 });
    expect(mine()).toHaveLength(before + 1);
    expect(mine().at(-1)!.body).toContain('2 new cars for "Kias"');
  });

  it("holds messages past the daily cap back, and sends them once the day has passed", async () => {
    const before = mine().length;
    await stock([8, { make: "Toyota", model: "Yaris", badge: "SX", price: 19_990 }]);
    later(1);
    expect(await sweepAlerts(deps({ maxPerDay: 1 }))).toMatchObject({ sent: 0, deferred: 1 });
    expect(mine()).toHaveLength(before);
    later(24 * 60);
    expect(await sweepAlerts(deps({ maxPerDay: 1 }))).toMatchObject({ sent: 1 });
    expect(mine().at(-1)!.body).toContain("Yaris");
  });

  it("stops a search's alerts through its unsubscribe link, and refuses a forged one", async () => {
    const token = /unsubscribe\/(s[0-9a-f]{32}\.[\w-]{22})/.exec(mine()[0]!.body)![1]!;
    expect(await unsubscribeByToken(database.db, key, tenant, `${token.slice(0, -2)}xx`)).toBe(false);
    expect(await unsubscribeByToken(database.db, key, tenant, token)).toBe(true);
    await stock([9, { make: "Toyota", model: "Camry", badge: "Ascent", price: 34_990 }]);
    later(1);
    const before = mine().length;
    await sweepAlerts(deps());
    expect(mine()).toHaveLength(before);
    // Turned back on: the car that arrived meanwhile is new to it.
    await updateSavedSearch(database.db, tenant.id, shopper.id, searchId, { name: "Toyotas", frequency: "instant" }, clock);
    await stock([10, { make: "Toyota", model: "Prado", badge: "GXL", price: 74_990 }]);
    later(1);
    expect(await sweepAlerts(deps())).toMatchObject({ sent: 1 });
  });

  it("gives the dealer the saved searches and the alerts sent", async () => {
    const demand = await savedSearchDemand(database.db, tenant.id);
    expect(demand.total).toBe(2);
    expect(demand.top.map((d) => d.search).sort()).toEqual(["/search/toyota", "/search?make=Kia"]);
    const counts = await alertCounts(database.db, tenant.id, new Date("2026-11-01T00:00:00Z"), new Date("2027-01-01T00:00:00Z"));
    expect(counts.byKind).toMatchObject({ "new-matches": 5, "price-drop": 1, sold: 1 });
  });
}

describe("alerts on PGlite", () => suite("pglite"));
describe.runIf(await requirePostgres())("alerts on PostgreSQL", () => suite("postgres"));
