import type { RouterContextProvider } from "react-router";
import { shopperPhones } from "../accounts/accounts.server.ts";
import { getReservation, reservationsWithoutLead, setReservationLead } from "../checkout/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import { formatPrice } from "../lib/format.ts";
import { getServices } from "../platform/request-context.server.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { dealerDateTime } from "../tenants/dealer-clock.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { FORM_CATEGORY } from "./lead-forms.ts";
import { RESERVATION_SUBCATEGORY } from "./lead-kinds.ts";
import { recordSiteLead, type LeadDeps } from "./lead-service.server.ts";

/**
 * Every paid deposit tells the dealer: a Reservation lead (lead-kinds.ts), delivered through the outbox like any
 * other lead. Filed as soon as the hold starts; the services' sweep files any that a crash left unfiled (ADR 037).
 */
type Deps = Pick<LeadDeps, "db" | "tenant" | "poke" | "analytics" | "alerts" | "now">;

/** The lead of one held reservation, once (keyed by the reservation); null when there is nothing to file. */
export async function fileReservationLead(deps: Deps, reservationId: string): Promise<string | null> {
  const { db, tenant } = deps;
  const r = await getReservation(db, tenant.id, reservationId);
  if (!r || r.status !== "held" || !r.holdUntil) return null;
  if (r.leadId) return r.leadId;
  const vehicle = await findVehicleById(db, tenant.id, r.vehicleId);
  if (!vehicle) return null;
  const phone = (await shopperPhones(db, tenant.id, [r.shopperId])).get(r.shopperId) ?? "";
  const deposit = formatPrice(r.amount) ?? `$${r.amount}`;
  const reference = r.id.slice(0, 8).toUpperCase();
  const message = [
    `Reserved online: ${deposit} deposit paid for the ${vehicleFullTitle(vehicle)}${vehicle.stocknum ? ` (stock ${vehicle.stocknum})` : ""}.`,
    `Held until ${dealerDateTime(tenant, r.holdUntil)}. Reservation ${reference}${r.paymentRef ? `, payment ${r.paymentRef}` : ""}.`,
    "Please call the shopper to arrange an inspection, test drive or delivery.",
  ].join("\n");
  const { leadId } = await recordSiteLead(deps, {
    idempotencyKey: `reservation:${r.id}`,
    form: "car-enquiry",
    category: FORM_CATEGORY["car-enquiry"],
    subcategory: RESERVATION_SUBCATEGORY,
    vehicle,
    url: vehiclePath(vehicle),
    fields: { name: "", last_name: "", email: "", phone, message, reservation_id: r.id, deposit: r.amount, hold_until: r.holdUntil.toISOString() },
  });
  await setReservationLead(db, r.id, leadId);
  return leadId;
}

/**
 * A hold has just started (checkout, the payment check, the purchase journey): the Reserved state shows in search at
 * once and the dealer hears of it. A lead that fails to file here is filed by the sweep.
 */
export async function reservationHeld(context: Readonly<RouterContextProvider>, tenant: Tenant, reservationId: string, vehicleId?: number): Promise<void> {
  const services = getServices(context);
  await services.changed({ tenant: tenant.slug, kind: "stock", vehicles: vehicleId === undefined ? undefined : [vehicleId] });
  await fileReservationLead({ db: services.database.db, tenant, poke: () => services.outbox.poke(), analytics: services.analytics, alerts: services.leadAlerts }, reservationId).catch((err) =>
    services.logger.error({ err }, "filing a reservation lead failed; the sweep will retry"),
  );
}

/** The sweep: files the lead of every current hold that has none (tenants by id). Answers how many were filed. */
export async function fileMissingReservationLeads(db: Db, tenantById: (id: number) => Tenant | undefined, extra: Omit<Deps, "db" | "tenant"> = {}): Promise<number> {
  let filed = 0;
  for (const r of await reservationsWithoutLead(db)) {
    const tenant = tenantById(r.tenantId);
    if (tenant && (await fileReservationLead({ ...extra, db, tenant }, r.id))) filed++;
  }
  return filed;
}
