import type { Route } from "./+types/compare";
import { ComparePage } from "../stock/components/compare-page.tsx";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { carsByIds } from "../checkout/held-cars.server.ts";
import { parseCompareIds } from "../stock/comparison.ts";
import { compareData } from "../stock/compare-data.ts";
import { WatchlistButton } from "../accounts/components/watchlist-button.tsx";
import { tagVehicles } from "../platform/surrogate-keys.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Compare cars" }];
  const names = loaderData.cars.map((c) => c.title).join(" vs ");
  return [{ title: `${names ? `Compare ${names}` : "Compare cars"} · ${loaderData.dealerName}` }, { name: "robots", content: "noindex, follow" }];
}

/** /compare?ids=1,2,3: 2 to 4 cars side by side, rendered from the URL so a comparison can be shared. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const url = new URL(request.url);
  const ids = parseCompareIds(url.searchParams.get("ids"));
  tagVehicles(context, tenant.id, ids);
  return compareData(tenant, url, ids, await carsByIds(getServices(context).database.db, tenant, ids));
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} watchButton={(car) => <WatchlistButton car={car} variant="compact" className="w-full px-3" />} />;
}
