import type { Route } from "./+types/api.delivery-quote";
import { siteContext } from "../platform/contexts.ts";
import { quoteDelivery } from "../vehicle/vehicle-page-data.server.ts";
import { jsonResponse } from "../platform/json-response.ts";

/**
 * GET /api/delivery-quote?postcode=&car_id= (spec 001 §3 'Delivery quote', §8): {ok, price, name},
 * or {ok: false, message} with the calculator's message. A bad postcode is an answer, not an error.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return jsonResponse({ ok: false, message: "Not found." }, 404);
  const postcode = new URL(request.url).searchParams.get("postcode") ?? "";
  return jsonResponse(quoteDelivery(site.tenant, postcode), 200, { "Cache-Control": "public, max-age=300" });
}
