import { z } from "zod";

/**
 * The page-view beacon (ADR 047): what the dealer analytics count per page view (a vehicle page's view, a results page's
 * impressions) is counted by a tiny uncached image the page carries, not by the page's loader, so it still counts when
 * the page itself comes from a shared cache. An <img> loads without JavaScript too.
 */
export const PAGE_VIEW_PATH = "/seen.gif";

/** Most vehicles one beacon names: more than a results page shows. */
export const MAX_BEACON_VEHICLES = 100;

export type PageView = { page: "vehicle"; vehicleId: number } | { page: "results"; vehicleIds: number[] };

export function pageViewHref(view: PageView): string {
  const ids = view.page === "vehicle" ? [view.vehicleId] : view.vehicleIds.slice(0, MAX_BEACON_VEHICLES);
  return `${PAGE_VIEW_PATH}?${new URLSearchParams({ p: view.page, v: ids.join(",") })}`;
}

const idList = z
  .string()
  .max(MAX_BEACON_VEHICLES * 11)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/)
  .transform((s) => (s ? [...new Set(s.split(",").map(Number))] : []))
  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).max(MAX_BEACON_VEHICLES));

const beaconQuery = z.discriminatedUnion("p", [
  z.object({ p: z.literal("vehicle"), v: idList.pipe(z.array(z.number()).length(1)) }),
  z.object({ p: z.literal("results"), v: idList }),
]);

/** The beacon's query string, parsed and bounded; null when it is not one this site writes. */
export function parsePageView(params: URLSearchParams): PageView | null {
  const parsed = beaconQuery.safeParse({ p: params.get("p") ?? undefined, v: params.get("v") ?? undefined });
  if (!parsed.success) return null;
  return parsed.data.p === "vehicle" ? { page: "vehicle", vehicleId: parsed.data.v[0]! } : { page: "results", vehicleIds: parsed.data.v };
}
