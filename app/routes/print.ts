import { redirect } from "react-router";
import type { Route } from "./+types/print";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { findVehicle } from "../vehicle/vehicle-page-data.server.ts";
import { jsonResponse } from "../platform/json-response.ts";

/** /print?car_id={slug or id} (spec 001 §2): the car's PDF lives at /cars/{slug}/print.pdf. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ error: "Not found." }, 404);
  const carId = new URL(request.url).searchParams.get("car_id")?.trim() ?? "";
  if (!/^[a-z0-9-]{1,200}$/i.test(carId)) return jsonResponse({ error: "Add ?car_id= with the car's slug or id." }, 400);
  const vehicle = await findVehicle(getServices(context).database.db, site.tenant.id, carId.toLowerCase());
  if (!vehicle) return jsonResponse({ error: "That car is no longer available." }, 404);
  return redirect(`/cars/${vehicle.slug}/print.pdf`);
}
