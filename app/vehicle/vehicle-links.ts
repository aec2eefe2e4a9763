/**
 * Where the vehicle page's calls to action go (spec 001 §2 'Routes'). One place builds every
 * link, so the sidebar, the sticky header and the mobile bar always agree.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";

export { findSimilarHref, vehiclePath } from "../stock/vehicle-paths.ts";
import type { SiteConfig } from "../tenants/tenant-document.ts";

type LinkVehicle = Pick<Vehicle, "id" | "slug" | "price">;

export function enquireHref(vehicle: Pick<Vehicle, "id">): string {
  return `/contact?form=car-enquiry&car_id=${vehicle.id}`;
}

export function testDriveHref(vehicle: Pick<Vehicle, "id">): string {
  return `/book-test-drive/?car_id=${vehicle.id}`;
}

/** The finance page, pre-filled with the car and its price, scrolled to the form. */
export function financeHref(vehicle: LinkVehicle): string {
  const params = new URLSearchParams({ car_id: String(vehicle.id) });
  if (vehicle.price !== null && vehicle.price > 0) params.set("vehiclePriceBudget", String(vehicle.price));
  return `/finance?${params}#finance-form`;
}

export function tradeInHref(vehicle: Pick<Vehicle, "id">): string {
  return `/cars/trade-in?car_id=${vehicle.id}`;
}

/** Reserve online (checkout or buy-online, per tenant), or null when the tenant has no checkout. */
export function reserveHref(vehicle: Pick<Vehicle, "slug">, config: Pick<SiteConfig, "checkout">): string | null {
  return config.checkout.enabled ? `${vehiclePath(vehicle)}/${config.checkout.path}` : null;
}

export function printPdfHref(vehicle: Pick<Vehicle, "slug">): string {
  return `${vehiclePath(vehicle)}/print.pdf`;
}

/** Google Maps directions to an address (opens the app on phones). */
export function directionsHref(address: { street: string; city: string; state: string; postcode: string }): string {
  const destination = `${address.street}, ${address.city} ${address.state} ${address.postcode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
