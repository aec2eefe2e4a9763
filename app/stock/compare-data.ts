import { stockBase } from "../tenants/stock-base.ts";
import { publicUrl } from "../tenants/public-origin.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { locationOf, toCardVehicle } from "./card-config.ts";
import { compareHref, compareRows } from "./comparison.ts";
import type { Vehicle } from "./vehicle-schema.ts";
import { vehicleTitle } from "./vehicle-names.ts";

/** The compare page's data (app/routes/compare.tsx loads it): the cars asked for (`ids`) and found (`vehicles`). */
export function compareData(tenant: Tenant, url: URL, ids: readonly number[], vehicles: Vehicle[]) {
  const located = vehicles.map((v) => ({ ...v, location: locationOf(tenant, v)?.name ?? null }));
  const shownIds = vehicles.map((v) => v.id);
  return {
    dealerName: tenant.name,
    searchHref: `${stockBase(tenant.config)}/new-used-and-demo-cars`,
    ids: shownIds,
    missing: ids.length - vehicles.length,
    diffOnly: url.searchParams.get("diff") === "1",
    shareUrl: publicUrl(tenant, url, compareHref(shownIds)),
    cars: vehicles.map((v) => ({ ...toCardVehicle(v, locationOf(tenant, v)), title: vehicleTitle(v) })),
    rows: compareRows(located),
  };
}

export type CompareData = ReturnType<typeof compareData>;
