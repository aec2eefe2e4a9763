import type { Location } from "./tenant-document.ts";

/** A location's own page (spec 000 §2 /locations/{slug}). The one place that builds it; vehicle pages link their seller to it. */
export function locationPath(location: Pick<Location, "slug">): string {
  return `/locations/${location.slug}`;
}
