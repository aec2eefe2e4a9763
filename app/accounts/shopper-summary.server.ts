import type { RouterContextProvider } from "react-router";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { readSessionToken, shopperForToken } from "./accounts.server.ts";
import { savedIds } from "./watchlist.server.ts";

/** What every page knows about the signed-in shopper: the phone (the watchlist calls send it) and the saved car ids. */
export type ShopperSummary = { phone: string; saved: number[] };

/** The signed-in shopper of this request, for the root loader; no database work without a session cookie. */
export async function shopperSummary(context: Readonly<RouterContextProvider>, request: Request): Promise<ShopperSummary | null> {
  const token = readSessionToken(request);
  if (!token) return null;
  const tenant = requireTenant(context);
  const { db } = getServices(context).database;
  const shopper = await shopperForToken(db, tenant, token);
  if (!shopper) return null;
  return { phone: shopper.phone, saved: await savedIds(db, tenant.id, shopper) };
}
