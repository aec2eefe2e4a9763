import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { watchlist } from "../db/schema.ts";
import { findVehicleStatus, findVehiclesByIds } from "../stock/stock-store.server.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { Shopper } from "./accounts.server.ts";

export type WatchlistResult = { ok: true } | { ok: false; status: 400 | 403 | 404; error: string };

/** Adds a car to the signed-in shopper's watchlist. The phone must be the shopper's own; sold cars cannot be added. */
export async function addToWatchlist(db: Db, tenantId: number, shopper: Shopper, phoneNumber: string, carId: number): Promise<WatchlistResult> {
  if (phoneNumber !== shopper.phone) return { ok: false, status: 403, error: "You can only change your own watchlist." };
  const status = await findVehicleStatus(db, tenantId, carId);
  if (!status) return { ok: false, status: 404, error: "That car is no longer available." };
  if (status === "sold") return { ok: false, status: 400, error: "This car has been sold and can't be saved." };
  await db.insert(watchlist).values({ tenantId, shopperId: shopper.id, vehicleId: carId }).onConflictDoNothing();
  return { ok: true };
}

export async function removeFromWatchlist(db: Db, tenantId: number, shopper: Shopper, phoneNumber: string, carId: number): Promise<WatchlistResult> {
  if (phoneNumber !== shopper.phone) return { ok: false, status: 403, error: "You can only change your own watchlist." };
  await db.delete(watchlist).where(and(eq(watchlist.tenantId, tenantId), eq(watchlist.shopperId, shopper.id), eq(watchlist.vehicleId, carId)));
  return { ok: true };
}

/** The shopper's watchlist cars with their current status and price, newest first (a car removed from stock drops out). */
export async function listWatchlist(db: Db, tenantId: number, shopper: Shopper): Promise<Vehicle[]> {
  const ids = await watchlistIds(db, tenantId, shopper);
  if (!ids.length) return [];
  const byId = await findVehiclesByIds(db, tenantId, ids);
  return ids.map((id) => byId.get(id)).filter((v): v is Vehicle => !!v);
}

/** Ids of the cars on the shopper's watchlist, newest first. */
export async function watchlistIds(db: Db, tenantId: number, shopper: Shopper): Promise<number[]> {
  const rows = await db.select({ vehicleId: watchlist.vehicleId }).from(watchlist).where(and(eq(watchlist.tenantId, tenantId), eq(watchlist.shopperId, shopper.id))).orderBy(desc(watchlist.createdAt));
  return rows.map((r) => r.vehicleId);
}
