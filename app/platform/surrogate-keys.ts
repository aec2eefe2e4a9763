import type { RouterContextProvider } from "react-router";
import { surrogateKeysContext } from "./contexts.ts";

/**
 * Surrogate keys (ADR 047): every public page names what it shows, so that a shared HTTP cache (Varnish with xkey, or
 * a CDN with surrogate keys) can drop exactly the pages a change affects.
 *
 * - `t:<tenantId>`: every page of a dealer site (the header and footer carry the tenant document).
 * - `s:<tenantId>`: every page that lists or counts the dealer's stock: search results, the home page, model and brand
 *   pages, a missing or gone car's page with its suggestions, sitemap.xml.
 * - `v:<tenantId>:<vehicleId>`: the vehicle's own page and every page showing its card.
 *
 * A change of vehicles X and Y purges `v:…:X v:…:Y s:…`; a change of the tenant document (or stock whose vehicles the
 * writer does not know) purges `t:…`.
 */
export const SURROGATE_KEY_HEADER = "xkey";

export const tenantKey = (tenantId: number) => `t:${tenantId}`;
export const stockListsKey = (tenantId: number) => `s:${tenantId}`;
export const vehicleKey = (tenantId: number, vehicleId: number) => `v:${tenantId}:${vehicleId}`;

/** Most vehicle keys one change purges; past it the change purges the tenant's pages (`t:`), which covers them all. */
export const MAX_VEHICLE_KEYS = 200;

/** The keys a change of a tenant or its stock affects. `vehicles`: the vehicles it touched, when the writer knows them. */
export function keysForChange(tenantId: number, change: { kind: "tenant" | "stock"; vehicles?: readonly number[] }): string[] {
  if (change.kind === "tenant" || !change.vehicles || change.vehicles.length === 0 || change.vehicles.length > MAX_VEHICLE_KEYS) return [tenantKey(tenantId)];
  return [...new Set(change.vehicles)].map((id) => vehicleKey(tenantId, id)).concat(stockListsKey(tenantId));
}

/** For loaders: this page lists or counts the tenant's stock. */
export function tagStockList(context: Readonly<RouterContextProvider>, tenantId: number): void {
  context.get(surrogateKeysContext)?.add(stockListsKey(tenantId));
}

/** For loaders: this page shows these vehicles (its own car, cards). */
export function tagVehicles(context: Readonly<RouterContextProvider>, tenantId: number, vehicleIds: Iterable<number>): void {
  const keys = context.get(surrogateKeysContext);
  if (keys) for (const id of vehicleIds) keys.add(vehicleKey(tenantId, id));
}
