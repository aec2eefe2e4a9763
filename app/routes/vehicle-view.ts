import type { Route } from "./+types/vehicle-view";
import { siteContext } from "../platform/contexts.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { addressKey } from "../platform/client-address.ts";
import { findVehicleBySlug } from "../stock/stock-store.server.ts";
import { jsonResponse } from "../platform/json-response.ts";
import { countView, viewCount } from "../platform/events.server.ts";

/**
 * GET /cars/{slug}/view.json: counts one view of the car and answers {views} (spec 001 §7). One client
 * address counts one view per car per half hour (VIEW_WINDOW_MS); a reload or a loop only reads the count.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ error: "Not found." }, 404);
  const { database, trafficLimits } = getServices(context);
  const vehicle = await findVehicleBySlug(database.db, site.tenant.id, params.slug);
  if (!vehicle || !vehicle.show_on_dealer_website) return jsonResponse({ error: "No car with that slug." }, 404);
  const counts = trafficLimits.views.hit(`${site.tenant.id}:${vehicle.id}:${addressKey(getClientIp(context))}`).allowed;
  const views = counts ? await countView(database.db, site.tenant.id, vehicle.id, vehicle.views) : await viewCount(database.db, site.tenant.id, vehicle.id, vehicle.views);
  return jsonResponse({ views });
}
