import type { RouterContextProvider } from "react-router";
import type { SQL } from "drizzle-orm";
import type { Shopper } from "../accounts/accounts.server.ts";
import type { Db } from "../db/client.server.ts";
import { findVehiclesByIds } from "../stock/stock-store.server.ts";
import { getServices } from "../platform/request-context.server.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { CardDetails, PaymentProvider } from "./payments.ts";
import { dealerDateTime } from "../tenants/dealer-clock.ts";
import { activeHoldFrom, activeHoldSql, activeReservation, findShopperReservation, listHeldReservations } from "./reservations.server.ts";
import { reserveState, type ReserveState } from "./availability.ts";

/** What the checkout pages show of a car. */
export function checkoutCar(tenant: Tenant, v: Vehicle) {
  const location = v.location_id ? tenant.locations.find((l) => l.id === v.location_id) : null;
  return {
    id: v.id,
    slug: v.slug,
    title: vehicleTitle(v),
    subtitle: [v.badge, v.series].filter(Boolean).join(" · "),
    price: v.price,
    priceType: v.price_type,
    km: v.km,
    carType: v.car_type,
    stocknum: v.stocknum,
    image: v.images[0]?.url ?? "/media/not-found.webp",
    location: location ? { name: location.name, city: location.address.city, state: location.address.state } : null,
  };
}
export type CheckoutCar = ReturnType<typeof checkoutCar>;

export { dealerDateTime };

/** The deposit payment provider this tenant names, or null when it names one this server lacks. */
export function paymentProvider(context: Readonly<RouterContextProvider>, tenant: Tenant): PaymentProvider | null {
  return getServices(context).payments[tenant.config.checkout.payment_provider] ?? null;
}

/** Card fields of a posted form, trimmed and bounded (validation is reserveCar's). */
export function readCard(form: FormData): CardDetails {
  const field = (name: string, max: number) => String(form.get(name) ?? "").trim().slice(0, max);
  return { name: field("card_name", 120), number: field("card_number", 40), expiry: field("card_expiry", 10), cvc: field("card_cvc", 8) };
}

/** A reservation of this tenant that belongs to this shopper, or null (someone else's is as good as missing). */
export function shopperReservation(db: Db, tenant: Tenant, shopper: Shopper, id: string) {
  return findShopperReservation(db, tenant.id, shopper.id, id);
}

/** The shopper's current holds, newest first, with their cars. */
export async function heldReservations(db: Db, tenant: Tenant, shopper: Shopper, now = new Date()) {
  const rows = await listHeldReservations(db, tenant.id, shopper.id);
  const current = rows.filter((r) => r.holdUntil && r.holdUntil > now);
  if (!current.length) return [];
  const byId = await findVehiclesByIds(db, tenant.id, current.map((r) => r.vehicleId));
  return current.flatMap((r) => {
    const v = byId.get(r.vehicleId);
    return v ? [{ id: r.id, amount: r.amount, holdUntil: dealerDateTime(tenant, r.holdUntil!), car: checkoutCar(tenant, v) }] : [];
  });
}

export { activeReservation };

/** The column the vehicle page reads with the car (stock-store's `findVehicleBySlugWith`) when this tenant takes deposits. */
export function activeHoldColumn(tenant: Tenant): ((vehicleId: SQL) => SQL) | undefined {
  return tenant.config.checkout.enabled ? activeHoldSql(tenant.id) : undefined;
}

/** `carReserveState` from the value `activeHoldColumn` answered with the car. */
export function carReserveStateFrom(tenant: Tenant, vehicle: Pick<Vehicle, "status" | "reserved">, hold: unknown, shopper: Pick<Shopper, "id"> | null, now: Date): ReserveState {
  if (!tenant.config.checkout.enabled) return reserveState(vehicle, null, null, now);
  return reserveState(vehicle, activeHoldFrom(hold), shopper?.id ?? null, now);
}

/** The car's reservation state for this shopper (null: signed out), from its active reservation (availability.ts). */
export async function carReserveState(db: Db, tenant: Tenant, vehicle: Pick<Vehicle, "id" | "status" | "reserved">, shopper: Pick<Shopper, "id"> | null, now = new Date()): Promise<ReserveState> {
  if (!tenant.config.checkout.enabled) return reserveState(vehicle, null, null, now);
  return reserveState(vehicle, await activeReservation(db, tenant.id, vehicle.id), shopper?.id ?? null, now);
}
