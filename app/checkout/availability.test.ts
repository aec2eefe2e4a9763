import { describe, expect, it } from "vitest";
import { PENDING_TIMEOUT_MS, reserveState, showsReserved, type ActiveHold } from "./availability.ts";

const now = new Date("2026-11-24T05:00:00Z");
const inStock = { status: "in_stock" as const, reserved: false };
const hold = (extra: Partial<ActiveHold>): ActiveHold => ({ id: "r1", shopperId: "me", status: "held", holdUntil: new Date(now.getTime() + 3600_000), createdAt: new Date(now.getTime() - 60_000), ...extra });

describe("reserveState", () => {
  it("counts in_stock and coming_soon as in stock, nothing else (spec 001 §4)", () => {
    expect(reserveState(inStock, null, null, now)).toEqual({ kind: "available" });
    expect(reserveState({ status: "coming_soon", reserved: false }, null, null, now)).toEqual({ kind: "available" });
    for (const status of ["sold", "on_hold", "archived"] as const) expect(reserveState({ status, reserved: false }, null, null, now)).toEqual({ kind: "unavailable" });
  });

  it("shows a hold as Reserved to everyone and as theirs to the holder", () => {
    const h = hold({});
    expect(reserveState(inStock, h, null, now)).toEqual({ kind: "reserved" });
    expect(reserveState(inStock, h, "someone", now)).toEqual({ kind: "reserved" });
    expect(reserveState(inStock, h, "me", now)).toEqual({ kind: "mine", reservationId: "r1", holdUntil: h.holdUntil });
    expect(showsReserved(reserveState(inStock, h, "me", now))).toBe(true);
    // The stock feed's own Reserved flag.
    expect(reserveState({ status: "in_stock", reserved: true }, null, "me", now)).toEqual({ kind: "reserved" });
  });

  it("a pending payment is its shopper's to resume; to others the car stays available until it times out", () => {
    const p = hold({ status: "pending", holdUntil: null });
    expect(reserveState(inStock, p, "me", now)).toEqual({ kind: "my-payment", reservationId: "r1" });
    const theirs = reserveState(inStock, p, "someone", now);
    expect(theirs).toEqual({ kind: "paying", freeBy: new Date(p.createdAt.getTime() + PENDING_TIMEOUT_MS) });
    expect(showsReserved(theirs)).toBe(false);
    expect(reserveState(inStock, p, null, new Date(p.createdAt.getTime() + PENDING_TIMEOUT_MS + 1))).toEqual({ kind: "available" });
  });

  it("a hold past its end no longer holds the car, even before the sweep", () => {
    expect(reserveState(inStock, hold({ holdUntil: new Date(now.getTime() - 1) }), "someone", now)).toEqual({ kind: "available" });
  });
});
