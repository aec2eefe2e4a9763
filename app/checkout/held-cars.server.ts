import type { Db } from "../db/client.server.ts";
import { findVehiclesByIds } from "../stock/stock-store.server.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { heldVehicleIds } from "./reservations.server.ts";

/**
 * Published cars of this tenant by id, in the order asked, with current holds marked reserved.
 * (Ids of other tenants' cars, or of hidden cars, are simply not found.)
 */
export async function carsByIds(db: Db, tenant: Tenant, ids: readonly number[]): Promise<Vehicle[]> {
  if (!ids.length) return [];
  const [byId, held] = await Promise.all([findVehiclesByIds(db, tenant.id, ids), heldVehicleIds(db, tenant.id)]);
  return ids.flatMap((id) => {
    const v = byId.get(id);
    if (!v || !v.show_on_dealer_website || v.status === "archived") return [];
    return [held.has(v.id) ? { ...v, reserved: true } : v];
  });
}
