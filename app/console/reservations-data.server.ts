import { data } from "react-router";
import { shopperPhones } from "../accounts/accounts.server.ts";
import { getReservation, listCurrentReservations, releaseReservation } from "../checkout/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import { formatPrice } from "../lib/format.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { isUuid } from "../lib/ids.ts";
import { formatPhone } from "../lib/phone.ts";
import { shortDateTimeIn } from "../lib/time-zones.ts";
import type { RegisteredServices as Services } from "../platform/contexts.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { rowIdSchema } from "./key-forms.ts";
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
export async function releaseHold(db: Db, tenantId: number, id: string): Promise<{ subject: string; vehicleId: number; before: { status: string; deposit: string } } | null> {
  const reservation = await getReservation(db, tenantId, id);
  if (!reservation || !(await releaseReservation(db, tenantId, id))) return null;
  const vehicle = (await findVehiclesByIds(db, tenantId, [reservation.vehicleId])).get(reservation.vehicleId);
  const car = vehicle ? `${vehicle.stocknum ? `${vehicle.stocknum} · ` : ""}${vehicleFullTitle(vehicle)}` : `vehicle ${reservation.vehicleId}`;
  return { subject: `Reservation of ${car}`, vehicleId: reservation.vehicleId, before: { status: reservation.status, deposit: formatPrice(reservation.amount) ?? "$0" } };
}

/** A hold as the Reservations page shows it: times in the dealer's time zone, the mobile number spaced for reading. */
export type HoldRow = Omit<CurrentHold, "holdUntil" | "createdAt" | "phone"> & { holdUntil: string | null; reserved: string; phone: { shown: string; raw: string } | null };

/** The Reservations page (/dealer/reservations, reservations.read; releasing needs reservations.write). */
export async function reservationsPageData(db: Db, user: ConsoleUser, url: URL) {
  const zone = dealerTimeZone(user.tenant);
  const holds: HoldRow[] = (await currentHolds(db, user.tenant.id)).map((h) => ({
    ...h,
    holdUntil: h.holdUntil ? shortDateTimeIn(new Date(h.holdUntil), zone) : null,
    reserved: shortDateTimeIn(new Date(h.createdAt), zone),
    phone: h.phone ? { shown: formatPhone(h.phone), raw: h.phone } : null,
  }));
  const canRelease = user.can("reservations.write");
  // ?release=<id>: the confirmation without JavaScript.
  const releasing = url.searchParams.get("release");
  const confirming = canRelease && isUuid(releasing) ? (holds.find((h) => h.id === releasing) ?? null) : null;
  return { dealerName: user.tenant.name, holds, canRelease, confirming, checkoutOn: user.tenant.config.checkout.enabled, holdHours: user.tenant.config.checkout.hold_hours };
}

/** Releases a hold from the console: the same as the operator API's release, recorded under the staff member's name. */
export async function reservationsAction(services: Services, user: ConsoleUser, form: FormData) {
  const checked = parseFormSubmission(form, rowIdSchema);
  const released = checked.ok ? await releaseHold(services.database.db, user.tenant.id, checked.data.id) : null;
  if (!released) return data(formFailure(null, "That hold has already ended or been released.", { status: 404 }), { status: 404 });
  await recordAudit(services.database.db, user.tenant.id, user.actor, { action: "reservation.release", subject: released.subject, before: released.before, after: { status: "released" } });
  await services.changed({ tenant: user.tenant.slug, kind: "stock", vehicles: [released.vehicleId] });
  return { ok: true as const, notice: `${released.subject.replace(/^Reservation of /, "")} is released: it can be reserved again on the website.` };
}
