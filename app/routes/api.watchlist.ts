import { z } from "zod";
import type { Route } from "./+types/api.watchlist";
import { getShopper } from "../accounts/session.server.ts";
import { removeFromWatchlist, addToWatchlist } from "../accounts/watchlist.server.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";

const bodySchema = z.object({ phone_number: z.string().min(1).max(20), car_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)]) }).strict();

/** POST /api/watchlist/save-car and /api/watchlist/remove-car with {phone_number, car_id}: answers {success}. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const op = params.op;
  if (op !== "save-car" && op !== "remove-car") return Response.json({ success: false, error: "Unknown watchlist call." }, { status: 404 });
  const shopper = await getShopper(context, request);
  if (!shopper) return Response.json({ success: false, error: "Please sign in to use your watchlist." }, { status: 401 });
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return Response.json({ success: false, error: "The body is not valid JSON." }, { status: 400 });
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) return Response.json({ success: false, error: "Send phone_number and car_id." }, { status: 400 });
  const { db } = getServices(context).database;
  const fn = op === "save-car" ? addToWatchlist : removeFromWatchlist;
  const result = await fn(db, tenant.id, shopper, parsed.data.phone_number.replace(/\D/g, "").replace(/^61/, "0"), parsed.data.car_id);
  if (result.ok && op === "save-car") await countShopperActivity(context, request, tenant, "saves", { vehicleIds: [parsed.data.car_id], fromBrowser: true });
  return result.ok ? Response.json({ success: true }) : Response.json({ success: false, error: result.error }, { status: result.status });
}

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
