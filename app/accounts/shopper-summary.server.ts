import type { RouterContextProvider } from "react-router";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { readSessionToken, shopperForToken } from "./accounts.server.ts";
import { watchlistIds } from "./watchlist.server.ts";

/** What every page knows about the signed-in shopper: the phone (the watchlist calls send it) and the ids of the cars on their watchlist. */
export type ShopperSummary = { phone: string; watchlist: number[] };

/** The signed-in shopper of this request, for the root loader; no database work without a session cookie. */
export async function shopperSummary(context: Readonly<RouterContextProvider>, request: Request): Promise<ShopperSummary | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const tenant = requireTenant(context);
  const { db } = getServices(context).database;
  const shopper = await shopperForToken(db, tenant, token);
  if (!shopper) return null;
  return { phone: shopper.phone, watchlist: await watchlistIds(db, tenant.id, shopper) };
}
