import type { Route } from "./+types/api.search";
import { apiSearch } from "../search/search-api.server.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { countShopperActivity } from "../staff/shopper-traffic.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  return apiSearch(getServices(context).indexes, tenant, new URL(request.url), (ids) => countShopperActivity(context, request, tenant, "impressions", { vehicleIds: ids }));
}
