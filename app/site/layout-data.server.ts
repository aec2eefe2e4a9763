import type { RouterContextProvider } from "react-router";
import { shopperSummary } from "../accounts/shopper-summary.server.ts";
import { type Tenant, primaryLocation, publicConfig } from "../tenants/tenant-document.ts";
import { footerNavigation, headerNavigation } from "./navigation.ts";
import { navigationStock } from "./home-blocks-data.ts";
import { getServices } from "../platform/request-context.server.ts";

/** The root route's data on a dealer site: what the header, footer and every page read (app/root.tsx loads it). */
export async function tenantLayoutData(context: Readonly<RouterContextProvider>, request: Request, tenant: Tenant) {
  // Links follow the stock: no page for a car type the tenant has none of, nouns for what it sells.
  const stock = navigationStock(await getServices(context).indexes.get(tenant), new Date());
  return {
    kind: "tenant" as const,
    tenant: { slug: tenant.slug, name: tenant.name, template: tenant.template, config: publicConfig(tenant.config), locations: tenant.locations, dealerships: tenant.dealerships },
    primaryLocation: primaryLocation(tenant),
    header: headerNavigation(tenant.config, stock),
    footer: footerNavigation(tenant.config, tenant.name, stock),
    /** What the stock is called ('cars', 'bikes', 'vehicles'), for counts shown outside the search page. */
    noun: stock.noun,
    /** The signed-in shopper (sign-in and sign-out are POSTs, which revalidate this). */
    shopper: await shopperSummary(context, request),
  };
}

export type TenantRootData = Awaited<ReturnType<typeof tenantLayoutData>>;
export type RootData = { kind: "platform" } | TenantRootData;
