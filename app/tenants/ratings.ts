/**
 * One rating per dealership (ADR 036). A dealership's rating is its locations' ratings taken together: their review
 * counts summed and their averages weighted by count. Only a dealership none of whose locations is rated shows the
 * figures configured on the dealership itself. So the location card, the vehicle page and /reviews name the same
 * number of reviews (they read 842, 963 and 8 for one Apex dealership).
 */
import type { Dealership, Location } from "./tenant-document.ts";

export interface Rating {
  /** One decimal. */
  average: number;
  count: number;
}

type RatedLocation = Pick<Location, "dealership_id" | "average_rating" | "review_count">;

/** A location's own rating, or null when it has none. */
export function locationRating(location: Pick<Location, "average_rating" | "review_count">): Rating | null {
  return location.average_rating !== null && location.review_count > 0 ? { average: location.average_rating, count: location.review_count } : null;
}

export function dealershipRating(dealership: Pick<Dealership, "id" | "average_rating" | "review_count">, locations: readonly RatedLocation[]): Rating | null {
  const rated = locations.filter((l) => l.dealership_id === dealership.id).flatMap((l) => locationRating(l) ?? []);
  if (rated.length === 0) return dealership.average_rating !== null && dealership.review_count > 0 ? { average: dealership.average_rating, count: dealership.review_count } : null;
  const count = rated.reduce((n, r) => n + r.count, 0);
  const average = rated.reduce((sum, r) => sum + r.average * r.count, 0) / count;
  return { average: Math.round(average * 10 + 1e-9) / 10, count };
}
