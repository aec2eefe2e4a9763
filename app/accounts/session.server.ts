import { redirect, type RouterContextProvider } from "react-router";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { readSessionToken, shopperForToken, type Shopper } from "./accounts.server.ts";
import { signInUrl } from "./sign-in-rules.ts";
import { pagePath } from "../lib/page-path.ts";

/** The signed-in shopper of this request on this tenant's site, or null. */
export async function getShopper(context: Readonly<RouterContextProvider>, request: Request): Promise<Shopper | null> {
  const tenant = requireTenant(context);
  return shopperForToken(getServices(context).database.db, tenant, readSessionToken(request));
}

/** Gated pages: a signed-out shopper goes to sign-in and comes back here afterwards. */
export async function requireShopper(context: Readonly<RouterContextProvider>, request: Request, type: string): Promise<Shopper> {
  const shopper = await getShopper(context, request);
  if (shopper) return shopper;
  const url = new URL(request.url);
  const here = pagePath(url) + url.search;
  throw redirect(signInUrl(type, here, here));
}

/** Whether the tenant gates this route (config.gated_routes: 'my-garage', 'checkout', 'finance', …). */
export function isGated(context: Readonly<RouterContextProvider>, route: string): boolean {
  return requireTenant(context).config.gated_routes.includes(route);
}
