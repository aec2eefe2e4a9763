import { data, type RouterContextProvider } from "react-router";
import { type RegisteredTenant as Tenant, clientContext, servicesContext, siteContext } from "./contexts.ts";

/** The tenant of this request, or a 404 for pages that only exist on dealer sites. */
export function requireTenant(context: Readonly<RouterContextProvider>): Tenant {
  const site = context.get(siteContext);
  if (site.kind !== "tenant") throw data({ reason: "not-found" }, { status: 404 });
  return site.tenant;
}

export function getServices(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext);
}

export function getClientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(clientContext).ip;
}
