import type { Route } from "./+types/seen-gif";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { parsePageView } from "../staff/page-view-query.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";
import { publishedVehicleIds } from "../stock/stock-store.server.ts";

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const NOT_STORED = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

/**
 * GET /seen.gif?p=vehicle&v={id} | p=results&v={id,…}: the page-view beacon (ADR 047). Counts what the page's loader
 * used to count — a vehicle-page view (once per visitor per car per half hour) or one impression per card shown — for a
 * shopper's request only (not a robot's, a prefetch or the dealer's staff), and only for the tenant's published
 * vehicles. Never stored by any cache; answers the same pixel whether it counted or not.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") return new Response("Not found.", { status: 404, headers: { ...NOT_STORED, "Content-Type": "text/plain; charset=utf-8" } });
  const view = parsePageView(new URL(request.url).searchParams);
  if (!view) return new Response("Bad request: not a page view.", { status: 400, headers: { ...NOT_STORED, "Content-Type": "text/plain; charset=utf-8" } });
  const tenant = site.tenant;
  const db = getServices(context).database.db;
  if (view.page === "vehicle") {
    const [id] = await publishedVehicleIds(db, tenant.id, [view.vehicleId]);
    if (id !== undefined) await countShopperActivity(context, request, tenant, "views", { vehicleIds: [id], oncePerVisitor: `view:${id}` });
  } else {
    const ids = await publishedVehicleIds(db, tenant.id, view.vehicleIds);
    if (ids.length) await countShopperActivity(context, request, tenant, "impressions", { vehicleIds: ids });
  }
  return new Response(PIXEL, { headers: { ...NOT_STORED, "Content-Type": "image/gif", "Content-Length": String(PIXEL.length) } });
}
