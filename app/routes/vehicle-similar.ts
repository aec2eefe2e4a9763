import type { Route } from "./+types/vehicle-similar";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { findVehicleBySlug } from "../stock/stock-store.server.ts";
import { similarCars } from "../vehicle/vehicle-page-data.server.ts";
import { jsonResponse } from "../platform/json-response.ts";

/** GET /cars/{slug}/similar.json: up to 6 similar cars in stock, as stock cards (spec 001 §7). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ error: "Not found.", cars: [] }, 404);
  const { database, indexes } = getServices(context);
  const vehicle = await findVehicleBySlug(database.db, site.tenant.id, params.slug);
  if (!vehicle) return jsonResponse({ error: "No car with that slug.", cars: [] }, 404);
  const index = await indexes.get(site.tenant);
  return jsonResponse({ cars: similarCars(index, vehicle) }, 200, { "Cache-Control": "private, max-age=60" });
}
