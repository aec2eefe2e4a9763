import { z } from "zod";
import { MAX_BEACON_VEHICLES, type PageView } from "./page-views.ts";

/** The page-view beacon's query (what pageViewHref writes), parsed at the server boundary (ADR 047). */
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
