/**
 * The page-view beacon (ADR 047): what the dealer analytics count per page view (a vehicle page's view, a results page's
 * impressions) is counted by a tiny uncached image the page carries, not by the page's loader, so it still counts when
 * the page itself comes from a shared cache. An <img> loads without JavaScript too. The beacon's parser is in
 * page-view-query.ts, so the pages that carry the beacon do not ship zod (ADR 051).
 */
export const PAGE_VIEW_PATH = "/seen.gif";

/** Most vehicles one beacon names: more than a results page shows. */
export const MAX_BEACON_VEHICLES = 100;

export type PageView = { page: "vehicle"; vehicleId: number } | { page: "results"; vehicleIds: number[] };

export function pageViewHref(view: PageView): string {
  const ids = view.page === "vehicle" ? [view.vehicleId] : view.vehicleIds.slice(0, MAX_BEACON_VEHICLES);
  return `${PAGE_VIEW_PATH}?${new URLSearchParams({ p: view.page, v: ids.join(",") })}`;
}
