import type { Shopper } from "../accounts/accounts.server.ts";
import { listWatchlist } from "../accounts/watchlist.server.ts";
import type { Db } from "../db/client.server.ts";
import type { StockIndex } from "../search/engine.ts";
import { replaySavedSearch, savedSearchCount } from "../search/saved-search.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { IN_STOCK_STATUSES } from "../stock/vehicle-status.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { ALERT_MESSAGES, type SaveSearchForm, type WatchAlertForm, type WatchSnapshot } from "./alert-rules.ts";
import { alertCounts, alertEmail, listSavedSearches, listWatchAlerts, saveSearch, savedSearchDemand, setWatchAlert, type SaveSearchResult } from "./alert-store.server.ts";

/** Saves a search for a signed-in shopper; the cars it matches now are its starting high-water mark (never announced). */
export async function saveShopperSearch(db: Db, index: StockIndex, tenant: Tenant, shopper: Shopper, form: SaveSearchForm, now = new Date()): Promise<SaveSearchResult> {
  const hits = replaySavedSearch(index, form.search, now);
  if (!hits) return { ok: false, error: ALERT_MESSAGES.search };
  return saveSearch(db, tenant.id, shopper.id, form, hits.map((h) => h.id), now);
}

/** A car as a watcher sees it now. */
export function watchSnapshot(v: Vehicle | null): WatchSnapshot {
  if (!v || !v.show_on_dealer_website) return { price: v?.price ?? null, state: "gone" };
  if (v.status === "sold") return { price: v.price, state: "sold" };
  return { price: v.price, state: (IN_STOCK_STATUSES as readonly string[]).includes(v.status) ? "listed" : "gone" };
}

/** Sets a watched car's alerts; false when the car is not on the shopper's watchlist. */
export async function setShopperWatchAlert(db: Db, tenant: Tenant, shopper: Shopper, form: WatchAlertForm): Promise<boolean> {
  const watched = await listWatchlist(db, tenant.id, shopper);
  if (!watched.some((v) => v.id === form.vehicle_id)) return false;
  const vehicle = await findVehicleById(db, tenant.id, form.vehicle_id);
  await setWatchAlert(db, tenant.id, shopper.id, form.vehicle_id, { priceAlert: form.price_alert, priceBelow: form.price_below, stockAlert: form.stock_alert }, watchSnapshot(vehicle));
  return true;
}

/** My Garage's alert settings: saved searches with how many cars they find now, watched cars' alerts, the email. */
export async function garageAlerts(db: Db, index: StockIndex, tenant: Tenant, shopper: Shopper, now = new Date()) {
  const [searches, watches, email] = await Promise.all([listSavedSearches(db, tenant.id, shopper.id), listWatchAlerts(db, tenant.id, shopper.id), alertEmail(db, shopper.id)]);
  return {
    searches: searches.map((s) => ({ id: s.id, name: s.name, href: s.search, frequency: s.frequency, matches: savedSearchCount(index, s.search, now), alertsSent: s.alertsSent })),
    watches: Object.fromEntries(watches.map((w) => [w.vehicleId, { priceAlert: w.priceAlert, priceBelow: w.priceBelow, stockAlert: w.stockAlert }])) as Record<number, { priceAlert: "off" | "any" | "below"; priceBelow: number | null; stockAlert: boolean }>,
    email,
  };
}

export type GarageAlerts = Awaited<ReturnType<typeof garageAlerts>>;

/**
 * The dealer's view (console analytics): the most saved searches with how many cars each finds now (0: demand for cars
 * the dealer does not have), and the alerts sent since `since`.
 */
export async function alertDemand(db: Db, index: StockIndex, tenantId: number, since: Date, now = new Date()) {
  const [demand, counts] = await Promise.all([savedSearchDemand(db, tenantId), alertCounts(db, tenantId, since, now)]);
  return {
    savedSearches: demand.total,
    watching: counts.watching,
    sent: { newMatches: counts.byKind["new-matches"] ?? 0, priceDrops: counts.byKind["price-drop"] ?? 0, stock: (counts.byKind["sold"] ?? 0) + (counts.byKind["back-in-stock"] ?? 0) },
    top: demand.top.map((d) => ({ name: d.name, href: d.search, shoppers: d.shoppers, alerting: d.alerting, matches: savedSearchCount(index, d.search, now) })),
  };
}

export type AlertDemand = Awaited<ReturnType<typeof alertDemand>>;
