import { isInStock } from "../stock/vehicle-status.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";

/**
 * Whether a car can be reserved online, and by whom: one answer for the vehicle page, the checkout pages and the
 * reservation itself, so no page offers what the next one refuses (ADR 037). Pure.
 */

/** A car's active reservation as the rule needs it (a row of `reservations` in the pending or held state). */
export type ActiveHold = { id: string; shopperId: string; status: string; holdUntil: Date | null; createdAt: Date };

/** How long a payment may wait for the shopper's card authentication before the car is free again. */
export const PENDING_TIMEOUT_MS = 15 * 60_000;

export type ReserveState =
  /** Not in stock (spec 001 §4): nothing to reserve. */
  | { kind: "unavailable" }
  /** Held for someone else (a paid deposit, or the dealer's stock feed marks it reserved). */
  | { kind: "reserved" }
  /** Held for this shopper. */
  | { kind: "mine"; reservationId: string; holdUntil: Date }
  /** This shopper's own payment is waiting for card authentication: they may resume it or start again. */
  | { kind: "my-payment"; reservationId: string }
  /** Another shopper's payment is in progress: free to everyone's eyes, but checkout has to wait for it. */
  | { kind: "paying"; freeBy: Date }
  | { kind: "available" };

/** The hold still counts: held and not past its time, or a payment not yet timed out. */
export function holdIsCurrent(hold: ActiveHold, now: Date): boolean {
  if (hold.status === "held") return hold.holdUntil !== null && hold.holdUntil > now;
  if (hold.status === "pending") return hold.createdAt.getTime() + PENDING_TIMEOUT_MS > now.getTime();
  return false;
}

/**
 * The car's state for one shopper (null: signed out). A pending payment is the paying shopper's business: to everyone
 * else the car reads as available on every page (search, the vehicle page), and only their checkout says to wait.
 */
export function reserveState(vehicle: Pick<Vehicle, "status" | "reserved">, hold: ActiveHold | null, shopperId: string | null, now: Date): ReserveState {
  if (!isInStock(vehicle)) return { kind: "unavailable" };
  const current = hold && holdIsCurrent(hold, now) ? hold : null;
  const mine = current !== null && shopperId !== null && current.shopperId === shopperId;
  if (current?.status === "held") return mine ? { kind: "mine", reservationId: current.id, holdUntil: current.holdUntil! } : { kind: "reserved" };
  if (vehicle.reserved) return { kind: "reserved" };
  if (current?.status === "pending") return mine ? { kind: "my-payment", reservationId: current.id } : { kind: "paying", freeBy: new Date(current.createdAt.getTime() + PENDING_TIMEOUT_MS) };
  return { kind: "available" };
}

/** Whether the public sees the car as reserved (the Reserved tag in search, the Reserved state on its page). */
export function showsReserved(state: ReserveState): boolean {
  return state.kind === "reserved" || state.kind === "mine";
}
