import type { Vehicle } from "./vehicle-schema.ts";

/** A vehicle's page on the tenant's site (spec 001 §2 'Routes'). The one place that builds it. */
export function vehiclePath(vehicle: Pick<Vehicle, "slug">): string {
  return `/cars/${vehicle.slug}`;
}

/**
 * Where 'Find Me Something Similar' goes (a car that is not in stock: its card, its page's sidebar): the contact page's
 * find-similar enquiry about this car. The contact page also reads the older `?subcategory=find-me-something-similar`.
 */
export function findSimilarHref(vehicle: Pick<Vehicle, "id">): string {
  return `/contact?form=find-similar&car_id=${vehicle.id}`;
}
