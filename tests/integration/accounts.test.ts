import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { requestSignInCode, shopperForToken, verifySignInCode, type Shopper } from "../../app/accounts/accounts.server.ts";
import { listWatchlist, removeFromWatchlist, addToWatchlist } from "../../app/accounts/watchlist.server.ts";
import { confirmReservation, getReservation, reserveCar, sweepReservations, JUST_RESERVED } from "../../app/checkout/reservations.server.ts";
import { fileMissingReservationLeads, fileReservationLead } from "../../app/leads/reservation-lead.server.ts";
import { findLeadRow, listLeads } from "../../app/leads/lead-store.server.ts";
import { TEST_CARDS } from "../../app/checkout/payments.ts";
import { devSms, testPayments } from "../../app/db/schema.ts";
import { parseStockBatch, type Vehicle } from "../../app/stock/vehicle-schema.ts";
import { findVehicleById, replaceStock } from "../../app/stock/stock-store.server.ts";
import { findVehiclePage, vehiclePageData, vehiclePageSource, type VehiclePageFacts } from "../../app/vehicle/vehicle-page-data.server.ts";
import { carReserveState, carReserveStateFrom } from "../../app/checkout/checkout.server.ts";
import { countView, viewCount } from "../../app/platform/events.server.ts";
import { tenantDocumentSchema, type Tenant } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

async function makeTenant(s: Services, slug: string, checkout = true): Promise<Tenant> {
  const doc = tenantDocumentSchema.parse(tenantDoc(slug, { config: { checkout: { enabled: checkout } } }));
  const { id } = await saveTenant(s.database.db, slug, doc);
  const stock = parseStockBatch([vehicle(1), vehicle(2, { status: "sold" }), vehicle(3, { model: "Prado", payment_processors: [{ name: "Deposit", amount: 500 }] })]);
  if (!stock.ok) throw new Error("bad fixture");
  await replaceStock(s.database.db, id, stock.vehicles);
  await s.changed({ tenant: slug, kind: "tenant" });
  return s.tenants.get(slug)!;
}

async function lastCode(s: Services, tenant: Tenant): Promise<string> {
  const [m] = await s.database.db.select().from(devSms).where(eq(devSms.tenantId, tenant.id)).orderBy(desc(devSms.id)).limit(1);
  return /^(\d{6})/.exec(m!.body)![1]!;
}

async function signIn(s: Services, tenant: Tenant, phone: string): Promise<{ token: string; shopper: Shopper }> {
  expect((await requestSignInCode(s.database.db, s.sms, tenant, phone)).ok).toBe(true);
  const r = await verifySignInCode(s.database.db, tenant, phone, await lastCode(s, tenant));
  if (!r.ok) throw new Error(r.error);
  return r;
}

const card = (number: string) => ({ number, expiry: "12/30", cvc: "123", name: "Sam Smith" });

function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    const extra = engineDb.env;
    // DEV_MAILBOX: the development provider keeps codes for /dev/sms, where lastCode reads them.
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), DEV_MAILBOX: "1", ...extra }), createLogger("silent"));
  });
  afterAll(async () => {
    await s.close();
    await drop?.();
  });

  it("signs in with a texted 6-digit code, once", async () => {
    const t = await makeTenant(s, "otp-motors");
    const sent = await requestSignInCode(s.database.db, s.sms, t, "+61 412 345 678");
    expect(sent).toEqual({ ok: true, phone: "0412345678" });
    const code = await lastCode(s, t);
    expect(code).toMatch(/^\d{6}$/);
    const ok = await verifySignInCode(s.database.db, t, "0412 345 678", code);
    expect(ok.ok && ok.shopper.phone).toBe("0412345678");
    expect(await verifySignInCode(s.database.db, t, "0412345678", code)).toMatchObject({ ok: false, status: 400 });
    expect((await shopperForToken(s.database.db, t, ok.ok ? ok.token : null))?.phone).toBe("0412345678");
  });

  it("locks a code after five wrong guesses, even for the right code", async () => {
    const t = await makeTenant(s, "guess-motors");
    await requestSignInCode(s.database.db, s.sms, t, "0412000111");
    const code = await lastCode(s, t);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verifySignInCode(s.database.db, t, "0412000111", wrong));
    expect(answers.map((a) => a.ok === false && a.status)).toEqual([400, 400, 400, 400, 429]);
    expect(await verifySignInCode(s.database.db, t, "0412000111", code)).toMatchObject({ ok: false, status: 429 });
  });

  it("expires codes and limits how many a phone can ask for", async () => {
    const t = await makeTenant(s, "limit-motors");
    await requestSignInCode(s.database.db, s.sms, t, "0412000222");
    const code = await lastCode(s, t);
    expect(await verifySignInCode(s.database.db, t, "0412000222", code, new Date(Date.now() + 6 * 60_000))).toMatchObject({ ok: false, error: expect.stringMatching(/expired/) });
    await requestSignInCode(s.database.db, s.sms, t, "0412000222");
    await requestSignInCode(s.database.db, s.sms, t, "0412000222");
    expect(await requestSignInCode(s.database.db, s.sms, t, "0412000222")).toMatchObject({ ok: false, status: 429 });
    expect(await requestSignInCode(s.database.db, s.sms, t, "07 3821 4000")).toMatchObject({ ok: false, status: 400 });
  });

  it("issues a new session id at every sign-in (no fixation) and keeps sessions to their site", async () => {
    const a = await makeTenant(s, "fix-motors");
    const b = await makeTenant(s, "other-motors");
    const first = await signIn(s, a, "0412000333");
    const second = await signIn(s, a, "0412000333");
    expect(second.token).not.toBe(first.token);
    expect(await shopperForToken(s.database.db, a, "attacker-chosen-token")).toBeNull();
    expect(await shopperForToken(s.database.db, b, second.token)).toBeNull();
  });

  it("saves and removes cars on the shopper's own watchlist only; sold cars can't be newly saved", async () => {
    const t = await makeTenant(s, "watch-motors");
    const { shopper } = await signIn(s, t, "0412000444");
    const { shopper: other } = await signIn(s, t, "0412000555");
    expect(await addToWatchlist(s.database.db, t.id, shopper, "0412000444", 1)).toEqual({ ok: true });
    expect(await addToWatchlist(s.database.db, t.id, shopper, "0412000555", 3)).toMatchObject({ ok: false, status: 403 });
    expect(await addToWatchlist(s.database.db, t.id, shopper, "0412000444", 2)).toMatchObject({ ok: false, status: 400, error: "This car has been sold and can't be saved." });
    expect((await listWatchlist(s.database.db, t.id, shopper)).map((v) => v.id)).toEqual([1]);
    expect(await listWatchlist(s.database.db, t.id, other)).toEqual([]);
    expect(await removeFromWatchlist(s.database.db, t.id, shopper, "0412000444", 1)).toEqual({ ok: true });
    expect(await listWatchlist(s.database.db, t.id, shopper)).toEqual([]);
    const elsewhere = await makeTenant(s, "watch-elsewhere");
    expect(await listWatchlist(s.database.db, elsewhere.id, shopper)).toEqual([]);
  });

  it("reserves a car with the test provider; a declined card reserves nothing", async () => {
    const t = await makeTenant(s, "reserve-motors");
    const { shopper } = await signIn(s, t, "0412000666");
    const deps = { db: s.database.db, provider: s.payments.test!, tenant: t };
    const declined = await reserveCar(deps, { shopper, vehicleId: 3, card: card(TEST_CARDS.declined) });
    expect(declined).toMatchObject({ ok: false, status: 400, error: "Your card was declined." });
    const held = await reserveCar(deps, { shopper, vehicleId: 3, card: card(TEST_CARDS.success) });
    expect(held).toMatchObject({ ok: true, status: "held", amount: 500 });
    if (held.ok && held.status === "held") expect(held.holdUntil.getTime() - Date.now()).toBeGreaterThan(47 * 3600_000);
    s.indexes.invalidate(t.slug);
    const index = await s.indexes.get(t);
    expect(index.search({ query: "prado" }).hits[0]?.reserved).toBe(true);
    expect(await reserveCar(deps, { shopper, vehicleId: 2, card: card(TEST_CARDS.success) })).toMatchObject({ ok: false, status: 409 });
    expect(await reserveCar(deps, { shopper, vehicleId: 1, card: { ...card("4242 4242 4242 4241"), expiry: "01/20" } })).toMatchObject({ ok: false, status: 400, fields: { card_number: expect.any(String), card_expiry: expect.any(String) } });
  });

  /**
   * A tenant (checkout on) whose car 3 is held for `shopper`, whose car 1's payment waits for `other`'s card
   * authentication (car 2 is sold), and car 3 viewed `views` times; `shown`: the tenant showing views.
   */
  async function heldAndWaiting(slug: string, phones: [string, string], views: number) {
    const t = await makeTenant(s, slug);
    const { shopper } = await signIn(s, t, phones[0]);
    const { shopper: other } = await signIn(s, t, phones[1]);
    const deps = { db: s.database.db, provider: s.payments.test!, tenant: t };
    for (let i = 0; i < views; i++) await countView(s.database.db, t.id, 3, 0);
    expect(await reserveCar(deps, { shopper, vehicleId: 3, card: card(TEST_CARDS.success) })).toMatchObject({ ok: true, status: "held" });
    expect(await reserveCar(deps, { shopper: other, vehicleId: 1, card: card(TEST_CARDS.authentication) })).toMatchObject({ ok: true, status: "requires_action" });
    return { t, shopper, other, shown: { ...t, config: { ...t.config, show_views: true } } };
  }

  it("reads the vehicle page's views and reservation with the car in one query, as the separate lookups do", async () => {
    const { t, shopper, other, shown } = await heldAndWaiting("facts-motors", ["0412001300", "0412001400"], 2);
    const db = s.database.db;
    for (const id of [1, 2, 3]) {
      const car = (await findVehicleById(db, t.id, id))!;
      const page = (await findVehiclePage(db, shown, car.slug))!;
      expect(page.vehicle).toEqual(car);
      expect(car.views + Number(page.facts.views ?? 0)).toBe(await viewCount(db, t.id, id, car.views));
      for (const who of [shopper, other, null]) expect(carReserveStateFrom(t, car, page.facts.hold, who, new Date())).toEqual(await carReserveState(db, t, car, who, new Date()));
    }
    expect(carReserveStateFrom(t, (await findVehicleById(db, t.id, 3))!, (await findVehiclePage(db, t, (await findVehicleById(db, t.id, 3))!.slug))!.facts.hold, shopper, new Date()).kind).toBe("mine");
    expect(await findVehiclePage(db, t, "no-such-car")).toBeNull();
  });

  it("draws a listed car's page from the index as from the database: the same views and reservation for every shopper", async () => {
    const { t, shopper, other, shown } = await heldAndWaiting("index-facts-motors", ["0412001500", "0412001600"], 1);
    const db = s.database.db;
    // The index built after the holds, as the reservation's change event would have it rebuilt.
    const index = await s.indexes.get(shown);
    const now = new Date();
    const draw = (vehicle: Vehicle, facts: VehiclePageFacts, who: Shopper | null) => {
      const page = vehiclePageData({ tenant: shown, vehicle, index, requestUrl: new URL("http://x.localhost/cars/x"), shopper: who, now, facts });
      return { views: page.views, reservation: page.reservation, reserve: page.reserve };
    };
    const kinds: (string | undefined)[] = [];
    for (const id of [1, 3]) {
      const slug = (await findVehicleById(db, t.id, id))!.slug!;
      const stored = (await findVehiclePage(db, shown, slug))!;
      for (const who of [shopper, other, null]) {
        const listed = (await vehiclePageSource(db, shown, index, slug, who))!;
        expect(listed.vehicle).toEqual(stored.vehicle);
        const drawn = draw(listed.vehicle, listed.facts, who);
        expect(drawn).toEqual(draw(stored.vehicle, stored.facts, who));
        kinds.push(drawn.reservation?.kind);
      }
    }
    // Car 1: the waiting payment is `other`'s to resume; car 3: `shopper`'s hold, Reserved to everyone else.
    expect(kinds).toEqual([undefined, "my-payment", undefined, "mine", "reserved", "reserved"]);
  });

  it("lets exactly one of two racing shoppers reserve a car; the other is not charged", async () => {
    const t = await makeTenant(s, "race-motors");
    const a = await signIn(s, t, "0412000777");
    const b = await signIn(s, t, "0412000888");
    const deps = { db: s.database.db, provider: s.payments.test!, tenant: t };
    const before = (await s.database.db.select().from(testPayments)).length;
    const results = await Promise.all([
      reserveCar(deps, { shopper: a.shopper, vehicleId: 1, card: card(TEST_CARDS.success) }),
      reserveCar(deps, { shopper: b.shopper, vehicleId: 1, card: card(TEST_CARDS.success) }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409, error: JUST_RESERVED });
    expect((await s.database.db.select().from(testPayments)).length - before).toBe(1);
  });

  it("finishes a payment that needs authentication, only for its own shopper, and releases expired holds", async () => {
    const t = await makeTenant(s, "auth-motors");
    const { shopper } = await signIn(s, t, "0412000999");
    const { shopper: stranger } = await signIn(s, t, "0412001000");
    const deps = { db: s.database.db, provider: s.payments.test!, tenant: t };
    const pending = await reserveCar(deps, { shopper, vehicleId: 1, card: card(TEST_CARDS.authentication) });
    expect(pending).toMatchObject({ ok: true, status: "requires_action" });
    const id = pending.ok ? pending.reservationId : "";
    expect(await confirmReservation(deps, stranger, id, true)).toMatchObject({ ok: false, status: 404 });
    expect(await confirmReservation(deps, shopper, id, true)).toMatchObject({ ok: true, status: "held" });
    const later = new Date(Date.now() + 49 * 3600_000);
    expect(await sweepReservations(s.database.db, later)).toContain(t.id);
    expect(await reserveCar({ ...deps, now: later }, { shopper: stranger, vehicleId: 1, card: card(TEST_CARDS.success) })).toMatchObject({ ok: true, status: "held" });
  });

  it("lets a shopper who left the card check start again, tells others a payment is in progress, and files one Reservation lead", async () => {
    const t = await makeTenant(s, "again-motors");
    const { shopper } = await signIn(s, t, "0412001100");
    const { shopper: other } = await signIn(s, t, "0412001200");
    const deps = { db: s.database.db, provider: s.payments.test!, tenant: t };
    const first = await reserveCar(deps, { shopper, vehicleId: 1, card: card(TEST_CARDS.authentication) });
    expect(first).toMatchObject({ ok: true, status: "requires_action" });
    // Someone else is not charged and is told why they must wait.
    const waiting = await reserveCar(deps, { shopper: other, vehicleId: 1, card: card(TEST_CARDS.success) });
    expect(waiting).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("Another shopper is paying a deposit for this car right now") });
    // The same shopper starts again: held, and the abandoned payment can no longer succeed.
    const again = await reserveCar(deps, { shopper, vehicleId: 1, card: card(TEST_CARDS.success) });
    expect(again).toMatchObject({ ok: true, status: "held" });
    const firstId = first.ok ? first.reservationId : "";
    expect(await confirmReservation(deps, shopper, firstId, true)).toMatchObject({ ok: false, status: 404 });
    expect((await getReservation(s.database.db, t.id, firstId))?.status).toBe("failed");
    // Paying again for a car already held for them answers their hold, with no second charge.
    const before = (await s.database.db.select().from(testPayments)).length;
    const twice = await reserveCar(deps, { shopper, vehicleId: 1, card: card(TEST_CARDS.success) });
    expect(twice).toMatchObject({ ok: true, status: "held", reservationId: again.ok ? again.reservationId : "" });
    expect((await s.database.db.select().from(testPayments)).length).toBe(before);

    // The dealer hears of it once: the hold's lead, filed by the checkout or else by the sweep.
    const heldId = again.ok ? again.reservationId : "";
    expect(await fileMissingReservationLeads(s.database.db, (id) => (id === t.id ? t : undefined))).toBeGreaterThanOrEqual(1);
    const leadId = await fileReservationLead({ db: s.database.db, tenant: t }, heldId);
    const listed = await listLeads(s.database.db, t.id, {});
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: leadId, form: "car-enquiry", subcategory: "Reservation", car_id: 1, form_completed: true });
    expect(String(listed[0]!.fields.message)).toContain("$200 deposit paid");
    expect((await getReservation(s.database.db, t.id, heldId))?.leadId).toBe(leadId);
    // It has a response deadline like any lead (ADR 034).
    expect((await findLeadRow(s.database.db, t.id, leadId!))?.respondBy).toBeInstanceOf(Date);
  });

  it("counts a coming-soon car as in stock: it can be reserved", async () => {
    const t = await makeTenant(s, "soon-motors");
    const { shopper } = await signIn(s, t, "0412001300");
    const stock = parseStockBatch([vehicle(7, { status: "coming_soon" })]);
    if (!stock.ok) throw new Error("bad fixture");
    await replaceStock(s.database.db, t.id, stock.vehicles);
    const deps = { db: s.database.db, provider: s.payments.test!, tenant: t };
    expect(await reserveCar(deps, { shopper, vehicleId: 7, card: card(TEST_CARDS.success) })).toMatchObject({ ok: true, status: "held" });
  });
}

describe("accounts and reservations on PGlite", () => suite("pglite"));
const postgres = await requirePostgres();
describe.skipIf(!postgres)("accounts and reservations on PostgreSQL", () => suite("postgres"));
