import type { RouterContextProvider } from "react-router";
import { shopperSummary } from "../accounts/shopper-summary.server.ts";
import { type Location, type Tenant, primaryLocation, publicConfig } from "../tenants/tenant-document.ts";
import { footerNavigation, headerNavigation } from "./navigation.ts";
import { navigationStock } from "./home-blocks-data.ts";
import { getServices } from "../platform/request-context.server.ts";

/**
 * A location as the header, footer and home page show it. The root data rides along with every page's HTML (and is
 * hydrated on each), so it carries no opening or holiday hours, coordinates or texts: pages that show those load them
 * (issue 15: 72 holiday-hour entries were on every page of a six-location dealer).
 */
function layoutLocation(l: Location) {
  return {
    id: l.id,
    slug: l.slug,
    name: l.name,
    visible: l.visible,
    location_type: l.location_type,
    address: { street: l.address.street, city: l.address.city, state: l.address.state, postcode: l.address.postcode },
    contact_detail: { phone: l.contact_detail.phone },
  };
}

export type LayoutLocation = ReturnType<typeof layoutLocation>;

/** The root route's data on a dealer site: what the header, footer and every page read (app/root.tsx loads it). */
export async function tenantLayoutData(context: Readonly<RouterContextProvider>, request: Request, tenant: Tenant) {
  // Links follow the stock: no page for a car type the tenant has none of, nouns for what it sells.
  const services = getServices(context);
  const stock = navigationStock(await services.indexes.get(tenant), new Date());
  return {
    kind: "tenant" as const,
    tenant: { slug: tenant.slug, name: tenant.name, template: tenant.template, config: publicConfig(tenant.config), locations: tenant.locations.map(layoutLocation), dealerships: tenant.dealerships },
    primaryLocation: ((l) => (l ? layoutLocation(l) : l))(primaryLocation(tenant)),
    header: headerNavigation(tenant.config, stock),
    footer: footerNavigation(tenant.config, tenant.name, stock),
    /** What the stock is called ('cars', 'bikes', 'vehicles'), for counts shown outside the search page. */
    noun: stock.noun,
    /** Where the marketing tags load from when the operator moved them (TAG_SCRIPT_ORIGIN, tests); null: the vendors' hosts. */
    tagScriptOrigin: services.env.TAG_SCRIPT_ORIGIN?.toLowerCase() ?? null,
    /** The signed-in shopper (sign-in and sign-out are POSTs, which revalidate this). */
    shopper: await shopperSummary(context, request),
  };
}

export type TenantRootData = Awaited<ReturnType<typeof tenantLayoutData>>;
export type RootData = { kind: "platform" } | TenantRootData;
