import { shopperPhones } from "../accounts/accounts.server.ts";
import { getReservation, listCurrentReservations, releaseReservation } from "../checkout/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import { formatPrice } from "../lib/format.ts";
import { findVehiclesByIds } from "../stock/stock-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";

/** One current hold as the console lists it: the car, the shopper's mobile, the deposit and when the hold ends. */
export type CurrentHold = {
  id: string;
  status: "pending" | "held";
  deposit: string;
  holdUntil: string | null;
  createdAt: string;
  phone: string | null;
  vehicle: { id: number; title: string; stockNumber: string | null; href: string; image: string | null } | null;
};

export async function currentHolds(db: Db, tenantId: number, now = new Date()): Promise<CurrentHold[]> {
  const rows = await listCurrentReservations(db, tenantId, now);
  const [vehicles, phones] = await Promise.all([findVehiclesByIds(db, tenantId, rows.map((r) => r.vehicleId)), shopperPhones(db, tenantId, rows.map((r) => r.shopperId))]);
  return rows.map((r) => {
    const v = vehicles.get(r.vehicleId);
    return {
      id: r.id,
      status: r.status === "pending" ? "pending" : "held",
      deposit: formatPrice(r.amount) ?? "$0",
      holdUntil: r.holdUntil?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      phone: phones.get(r.shopperId) ?? null,
      vehicle: v ? { id: v.id, title: vehicleFullTitle(v), stockNumber: v.stocknum, href: vehiclePath(v), image: v.images[0]?.url ?? null } : null,
    };
  });
}

/**
 * Releases one of the tenant's current holds (as the operator API's POST …/reservations/:id/release does) and says
 * what it was, for the audit log: the car and the deposit. Null when there is no such current hold.
 */
export async function releaseHold(db: Db, tenantId: number, id: string): Promise<{ subject: string; before: { status: string; deposit: string } } | null> {
  const reservation = await getReservation(db, tenantId, id);
  if (!reservation || !(await releaseReservation(db, tenantId, id))) return null;
  const vehicle = (await findVehiclesByIds(db, tenantId, [reservation.vehicleId])).get(reservation.vehicleId);
  const car = vehicle ? `${vehicle.stocknum ? `${vehicle.stocknum} · ` : ""}${vehicleFullTitle(vehicle)}` : `vehicle ${reservation.vehicleId}`;
  return { subject: `Reservation of ${car}`, before: { status: reservation.status, deposit: formatPrice(reservation.amount) ?? "$0" } };
}
