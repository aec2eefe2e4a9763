import type { Route } from "./+types/api.cards";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { carsByIds } from "../checkout/held-cars.server.ts";
import { locationOf, toCardVehicle } from "../stock/card-config.ts";

const MAX_IDS = 24;

/** GET /api/cards?ids=1,2,3: stock cards for cars kept in the browser (recently viewed, saved), in that order. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return Response.json({ cars: [] }, { status: 404 });
  const raw = new URL(request.url).searchParams.get("ids") ?? "";
  const ids = [...new Set(raw.split(",").filter((s) => /^\d{1,15}$/.test(s)).map(Number))].slice(0, MAX_IDS);
  const cars = await carsByIds(getServices(context).database.db, site.tenant, ids);
  return Response.json({ cars: cars.map((v) => toCardVehicle(v, locationOf(site.tenant, v))) }, { headers: { "Cache-Control": "private, max-age=30" } });
}
