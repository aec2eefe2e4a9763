import type { Db } from "../db/client.server.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { unsubscribe, unsubscribeSubject } from "./alert-store.server.ts";
import { verifyUnsubscribe } from "./unsubscribe-token.server.ts";

export type UnsubscribePage = { ok: true; what: string; active: boolean } | { ok: false };

/** What an unsubscribe link stops, in words ("your saved search “Utes”"), or not ok for a bad or foreign link. */
export async function unsubscribePage(db: Db, key: Buffer, tenant: Tenant, token: string): Promise<UnsubscribePage> {
  const target = verifyUnsubscribe(key, token);
  if (!target) return { ok: false };
  const subject = await unsubscribeSubject(db, tenant.id, target);
  if (!subject) return { ok: false };
  if (subject.kind === "search") return { ok: true, what: `alerts for your saved search “${subject.name}”`, active: subject.active };
  const car = await findVehicleById(db, tenant.id, subject.vehicleId);
  return { ok: true, what: `alerts about the ${car ? vehicleFullTitle(car) : "car"} you're watching`, active: subject.active };
}

/** Stops the alerts a link names; false for a bad or foreign link. */
export async function unsubscribeByToken(db: Db, key: Buffer, tenant: Tenant, token: string): Promise<boolean> {
  const target = verifyUnsubscribe(key, token);
  return target ? unsubscribe(db, tenant.id, target) : false;
}
