import crypto from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { reservations } from "../db/schema.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import type { Shopper } from "../accounts/accounts.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import { cardErrors, type CardDetails, type PaymentProvider } from "./payments.ts";
import { isUuid } from "../lib/ids.ts";
import { PENDING_TIMEOUT_MS, reserveState, type ActiveHold } from "./availability.ts";
import { dealerDateTime } from "../tenants/dealer-clock.ts";

// The owner of the `reservations` table (ADR 023): every query on it lives here.

export const JUST_RESERVED = "Sorry, this car was just reserved by another shopper. You have not been charged.";

/** Checkout's answer while another shopper's payment for the car waits for their card authentication. */
export function paymentInProgressMessage(freeBy: string): string {
  return `Another shopper is paying a deposit for this car right now. If their payment doesn't go through, it can be reserved again from ${freeBy}. You have not been charged.`;
}

export type ReserveResult =
  | { ok: true; status: "held"; reservationId: string; holdUntil: Date; amount: number }
  | { ok: true; status: "requires_action"; reservationId: string }
  | { ok: false; status: 400 | 403 | 404 | 409; error: string; fields?: Record<string, string> };

/** The deposit for a car: its payment processors' amount, else the tenant's default ($200). */
export function depositFor(vehicle: { payment_processors: { amount: number }[] }, tenant: Pick<Tenant, "config">): number {
  return vehicle.payment_processors.find((p) => p.amount > 0)?.amount ?? tenant.config.checkout.deposit;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * Reserves a car with a deposit. The active-reservation row is written BEFORE any charge, under a
 * unique index, so of two shoppers racing for one car exactly one proceeds to payment; the other
 * is told the car was just reserved and is never charged. A shopper whose own earlier payment still
 * waits for authentication starts again (that attempt is cancelled); one who holds the car already is
 * answered with their hold, never charged twice.
 */
export async function reserveCar(
  deps: { db: Db; provider: PaymentProvider; tenant: Tenant; now?: Date },
  input: { shopper: Shopper; vehicleId: number; card: CardDetails },
): Promise<ReserveResult> {
  const { db, provider, tenant } = deps;
  const now = deps.now ?? new Date();
  if (!tenant.config.checkout.enabled) return { ok: false, status: 403, error: "Online reservations are not available on this site." };
  const car = await findVehicleById(db, tenant.id, input.vehicleId);
  if (!car) return { ok: false, status: 404, error: "That car is no longer available." };
  const fields = cardErrors(input.card, now);
  const active = await activeReservation(db, tenant.id, car.id);
  const state = reserveState(car, active, input.shopper.id, now);
  if (state.kind === "unavailable") return { ok: false, status: 409, error: "This car can't be reserved online." };
  if (state.kind === "reserved") return { ok: false, status: 409, error: JUST_RESERVED };
  if (state.kind === "mine") return { ok: true, status: "held", reservationId: state.reservationId, holdUntil: state.holdUntil, amount: active!.amount };
  if (state.kind === "paying") return { ok: false, status: 409, error: paymentInProgressMessage(dealerDateTime(tenant, state.freeBy)) };
  if (Object.keys(fields).length) return { ok: false, status: 400, error: "Please fix the following errors:", fields };
  if (state.kind === "my-payment") await abandonPayment(db, provider, active!);
  // An active row past its time (the sweep has not reached it yet) no longer holds the car.
  else if (active) await endStaleHold(db, active.id, now);

  const amount = depositFor(car, tenant);
  const id = crypto.randomUUID();
  try {
    await db.insert(reservations).values({ id, tenantId: tenant.id, vehicleId: input.vehicleId, shopperId: input.shopper.id, status: "pending", amount, createdAt: now, updatedAt: now });
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, status: 409, error: JUST_RESERVED };
    throw err;
  }
  const charge = await provider.charge({ amount, currency: "AUD", card: input.card, idempotencyKey: id, description: `Deposit ${vehicleTitle(car)}` });
  return settle(db, tenant, id, charge, now);
}

/** The shopper starts their payment again: the attempt left waiting for authentication is cancelled, never charged. */
async function abandonPayment(db: Db, provider: PaymentProvider, r: { id: string; paymentRef: string | null }): Promise<void> {
  const [left] = await db
    .update(reservations)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(eq(reservations.id, r.id), eq(reservations.status, "pending")))
    .returning({ id: reservations.id });
  if (left && r.paymentRef) await provider.cancel(r.paymentRef);
}

/** Ends one active row that is past its time: a hold past its end, or a payment past the authentication window. */
async function endStaleHold(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(reservations)
    .set({ status: sql`case when ${reservations.status} = 'held' then 'expired' else 'failed' end`, updatedAt: now })
    .where(
      and(
        eq(reservations.id, id),
        or(and(eq(reservations.status, "held"), lt(reservations.holdUntil, now)), and(eq(reservations.status, "pending"), lt(reservations.createdAt, new Date(now.getTime() - PENDING_TIMEOUT_MS)))),
      ),
    );
}

async function settle(db: Db, tenant: Tenant, id: string, charge: Awaited<ReturnType<PaymentProvider["charge"]>>, now: Date): Promise<ReserveResult> {
  if (charge.status === "declined") {
    await db.update(reservations).set({ status: "failed", updatedAt: now }).where(eq(reservations.id, id));
    return { ok: false, status: 400, error: charge.message };
  }
  if (charge.status === "requires_action") {
    await db.update(reservations).set({ paymentRef: charge.ref, updatedAt: now }).where(eq(reservations.id, id));
    return { ok: true, status: "requires_action", reservationId: id };
  }
  const holdUntil = new Date(now.getTime() + tenant.config.checkout.hold_hours * 3600_000);
  const [row] = await db.update(reservations).set({ status: "held", paymentRef: charge.ref, holdUntil, updatedAt: now }).where(eq(reservations.id, id)).returning({ amount: reservations.amount });
  return { ok: true, status: "held", reservationId: id, holdUntil, amount: row!.amount };
}

/** Finishes a reservation whose payment needed extra authentication. */
export async function confirmReservation(deps: { db: Db; provider: PaymentProvider; tenant: Tenant; now?: Date }, shopper: Shopper, reservationId: string, passed: boolean): Promise<ReserveResult> {
  const now = deps.now ?? new Date();
  if (!isUuid(reservationId)) return { ok: false, status: 404, error: "That reservation is no longer waiting for payment." };
  const r = await findShopperReservation(deps.db, deps.tenant.id, shopper.id, reservationId);
  if (!r || r.status !== "pending" || !r.paymentRef) return { ok: false, status: 404, error: "That reservation is no longer waiting for payment." };
  return settle(deps.db, deps.tenant, r.id, await deps.provider.confirm(r.paymentRef, passed), now);
}

export async function getReservation(db: Db, tenantId: number, id: string) {
  if (!isUuid(id)) return null;
  const [r] = await db.select().from(reservations).where(and(eq(reservations.id, id), eq(reservations.tenantId, tenantId)));
  return r ?? null;
}

/** A reservation of this tenant that belongs to this shopper, or null. */
export async function findShopperReservation(db: Db, tenantId: number, shopperId: string, id: string) {
  if (!isUuid(id)) return null;
  const [r] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.tenantId, tenantId), eq(reservations.shopperId, shopperId)));
  return r ?? null;
}

/** The shopper's reservations in the held state, newest first (some may be past their hold time). */
export async function listHeldReservations(db: Db, tenantId: number, shopperId: string) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.shopperId, shopperId), eq(reservations.status, "held")))
    .orderBy(desc(reservations.createdAt));
}

/** The car's active reservation (payment in progress or held), if any. */
export async function activeReservation(db: Db, tenantId: number, vehicleId: number) {
  const [r] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.vehicleId, vehicleId), inArray(reservations.status, ["pending", "held"])));
  return r ?? null;
}

/**
 * The car's active reservation (pending or held) as a scalar subquery over its id, for a page that reads it with the car
 * in one query (stock-store's `findVehicleBySlugWith`); `activeHoldFrom` reads the value.
 */
export function activeHoldSql(tenantId: number): (vehicleId: SQL) => SQL {
  return (vehicleId) =>
    sql`(select json_build_object('id', ${reservations.id}, 'shopperId', ${reservations.shopperId}, 'status', ${reservations.status}, 'holdUntil', ${reservations.holdUntil}, 'createdAt', ${reservations.createdAt}) from ${reservations} where ${reservations.tenantId} = ${tenantId} and ${reservations.vehicleId} = ${vehicleId} and ${reservations.status} in ('pending', 'held'))`;
}

/** The hold `activeHoldSql` answered (JSON, or null when the car has none). */
export function activeHoldFrom(value: unknown): ActiveHold | null {
  if (value === null || value === undefined) return null;
  const j = (typeof value === "string" ? JSON.parse(value) : value) as { id: string; shopperId: string; status: string; holdUntil: string | null; createdAt: string };
  return { id: j.id, shopperId: j.shopperId, status: j.status, holdUntil: j.holdUntil === null ? null : new Date(j.holdUntil), createdAt: new Date(j.createdAt) };
}

/** Ids of this tenant's cars under a current hold: they carry the Reserved tag. */
export async function heldVehicleIds(db: Db, tenantId: number, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ vehicleId: reservations.vehicleId })
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), eq(reservations.status, "held"), gt(reservations.holdUntil, now)));
  return new Set(rows.map((r) => r.vehicleId));
}

/** The dealer releases a hold (operator API). */
export async function releaseReservation(db: Db, tenantId: number, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const released = await db
    .update(reservations)
    .set({ status: "released", updatedAt: new Date() })
    .where(and(eq(reservations.id, id), eq(reservations.tenantId, tenantId), inArray(reservations.status, ["held", "pending"])))
    .returning({ id: reservations.id });
  return released.length > 0;
}

/**
 * The tenant's current reservations, for the console: payment in progress, or held and not yet past the hold time
 * (the sweep expires those within a minute). Soonest to expire first; at most `limit`.
 */
export async function listCurrentReservations(db: Db, tenantId: number, now = new Date(), limit = 500) {
  return db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, tenantId), inArray(reservations.status, ["pending", "held"]), or(isNull(reservations.holdUntil), gt(reservations.holdUntil, now))))
    .orderBy(sql`${reservations.holdUntil} asc nulls last`, desc(reservations.createdAt))
    .limit(limit);
}

export async function listReservations(db: Db, tenantId: number) {
  return db.select().from(reservations).where(eq(reservations.tenantId, tenantId)).orderBy(desc(reservations.createdAt));
}

/** Expires holds past their time and abandons stale pending payments; answers the tenants whose stock changed. */
export async function sweepReservations(db: Db, now = new Date()): Promise<number[]> {
  const expired = await db
    .update(reservations)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(reservations.status, "held"), lt(reservations.holdUntil, now)))
    .returning({ tenantId: reservations.tenantId });
  await db
    .update(reservations)
    .set({ status: "failed", updatedAt: now })
    .where(and(eq(reservations.status, "pending"), lt(reservations.createdAt, new Date(now.getTime() - PENDING_TIMEOUT_MS))));
  return [...new Set(expired.map((e) => e.tenantId))];
}

/** Current holds the dealer has not yet been told of (no lead filed), oldest first, across tenants. */
export async function reservationsWithoutLead(db: Db, limit = 50) {
  return db
    .select()
    .from(reservations)
    .where(and(isNull(reservations.leadId), eq(reservations.status, "held")))
    .orderBy(reservations.createdAt)
    .limit(limit);
}

/** Records the lead that told the dealer of a reservation. */
export async function setReservationLead(db: Db, id: string, leadId: string): Promise<void> {
  await db.update(reservations).set({ leadId }).where(and(eq(reservations.id, id), isNull(reservations.leadId)));
}
