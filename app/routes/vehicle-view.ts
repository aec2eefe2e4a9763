import type { Route } from "./+types/vehicle-view";
import { siteContext } from "../context.ts";
import { getServices } from "../site/site-context.server.ts";
import { findVehicleBySlug } from "../stock/stock-store.server.ts";
import { jsonResponse } from "../vehicle/vehicle-page.server.ts";
import { countView } from "../vehicle/vehicle-stats.server.ts";

/** GET /cars/{slug}/view.json: counts one view of the car and answers {views} (spec 001 §7). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ error: "Not found." }, 404);
  const { database } = getServices(context);
  const vehicle = await findVehicleBySlug(database.db, site.tenant.id, params.slug);
  if (!vehicle || !vehicle.show_on_dealer_website) return jsonResponse({ error: "No car with that slug." }, 404);
  const views = await countView(database.db, site.tenant.id, vehicle.id, vehicle.views);
  return jsonResponse({ views });
}
