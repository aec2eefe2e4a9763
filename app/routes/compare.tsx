import type { Route } from "./+types/compare";
import { ComparePage } from "../stock/components/compare-page.tsx";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { stockBase } from "../site/navigation.ts";
import { toCardVehicle } from "../stock/card.ts";
import { carsByIds, locationOf } from "../stock/cards.server.ts";
import { compareHref, compareRows, parseCompareIds } from "../stock/compare.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";

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
  const vehicles = await carsByIds(getServices(context).database.db, tenant, ids);
  const located = vehicles.map((v) => ({ ...v, location: locationOf(tenant, v)?.name ?? null }));
  const shownIds = vehicles.map((v) => v.id);
  return {
    dealerName: tenant.name,
    searchHref: `${stockBase(tenant.config)}/new-used-and-demo-cars`,
    ids: shownIds,
    missing: ids.length - vehicles.length,
    diffOnly: url.searchParams.get("diff") === "1",
    shareUrl: new URL(compareHref(shownIds), url.origin).toString(),
    cars: vehicles.map((v) => ({ ...toCardVehicle(v, locationOf(tenant, v)), title: vehicleTitle(v) })),
    rows: compareRows(located),
  };
}

export type CompareData = Awaited<ReturnType<typeof loader>>;

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData} />;
}
