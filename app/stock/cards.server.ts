import { and, eq, inArray } from "drizzle-orm";
import { heldVehicleIds } from "../checkout/reservations.server.ts";
import type { Db } from "../db/client.server.ts";
import { vehicles } from "../db/schema.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { Vehicle } from "./vehicle.ts";

/**
 * Published cars of this tenant by id, in the order asked, with current holds marked reserved.
 * (Ids of other tenants' cars, or of hidden cars, are simply not found.)
 */
export async function carsByIds(db: Db, tenant: Tenant, ids: readonly number[]): Promise<Vehicle[]> {
  if (!ids.length) return [];
  const [rows, held] = await Promise.all([
    db.select({ id: vehicles.id, data: vehicles.data }).from(vehicles).where(and(eq(vehicles.tenantId, tenant.id), inArray(vehicles.id, [...ids]))),
    heldVehicleIds(db, tenant.id),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r.data]));
  return ids.flatMap((id) => {
    const v = byId.get(id);
    if (!v || !v.show_on_dealer_website || v.status === "archived") return [];
    return [held.has(v.id) ? { ...v, reserved: true } : v];
  });
}

/** A car's location summary for cards. */
export function locationOf(tenant: Pick<Tenant, "locations">, v: Pick<Vehicle, "location_id">): { name: string; city: string } | null {
  const l = v.location_id ? tenant.locations.find((x) => x.id === v.location_id) : null;
  return l ? { name: l.name, city: l.address.city } : null;
}
