import type { RouterContextProvider } from "react-router";
import { shopperSummary } from "../accounts/shopper-summary.server.ts";
import { type Location, type SiteConfig, type Tenant, primaryLocation } from "../tenants/tenant-document.ts";
import { type NavStock, footerNavigation, headerNavigation } from "./navigation.ts";
import { navigationStock } from "./home-blocks-data.ts";
import { getServices } from "../platform/request-context.server.ts";
import { type MadeSiteLayout, makeSiteLayout, siteLayoutContext } from "./site-layout.tsx";

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

/**
 * The settings the layout (theme, header, footer) and the home page's hero read from the root data. The root data rides
 * along with every page's HTML and is hydrated on each: the whole public config (finance lenders, delivery bands,
 * checkout, import settings…) was ~5 KB of every page's hydration data (issue 15). Pages load the rest themselves.
 */
function layoutConfig(c: SiteConfig) {
  return {
    logo: c.logo,
    tagline: c.tagline,
    brand_color: c.brand_color,
    header_dropdown_on_hover: c.header_dropdown_on_hover,
    used_car_path: c.used_car_path,
    hero_title: c.hero_title,
    hero_subtitle: c.hero_subtitle,
    // The home page's stock strip (app/site/components/tenant-home.tsx) and its cards.
    sales_counter: c.sales_counter,
    cards_per_row: c.cards_per_row,
    just_arrived_days: c.just_arrived_days,
    certified_program_make: c.certified_program_make,
    fuel_tags: c.fuel_tags,
    runout_tag_green: c.runout_tag_green,
    show_views: c.show_views,
    enquire_button_text: c.enquire_button_text,
    // The consent banner and the footer's cookie settings (ADR 049).
    marketing_tags: c.marketing_tags,
  };
}

/** The root route's data on a dealer site: what the header, footer and every page read (app/root.tsx loads it). */
export async function tenantLayoutData(context: Readonly<RouterContextProvider>, request: Request, tenant: Tenant) {
  // Links follow the stock: no page for a car type the tenant has none of, nouns for what it sells.
  const services = getServices(context);
  const stock = navigationStock(await services.indexes.get(tenant), new Date());
  // Written into the page by the layout (app/site/site-layout.tsx), not sent as route data.
  context.set(siteLayoutContext, siteLayout(tenant, stock));
  return {
    kind: "tenant" as const,
    /** Where the marketing tags load from when the operator moved them (TAG_SCRIPT_ORIGIN, tests); null: the vendors' hosts. */
    tagScriptOrigin: services.env.TAG_SCRIPT_ORIGIN?.toLowerCase() ?? null,
    /** The signed-in shopper (sign-in and sign-out are POSTs, which revalidate this). */
    shopper: await shopperSummary(context, request),
  };
}

/**
 * The tenant's part of the root data: built once per tenant document and navigation stock (both are replaced, never
 * changed, on an edit or a stock change; the stock's summary at most once a minute), not on every page (issue 15: the
 * header's and footer's links were ~3% of a vehicle page's CPU), with its JSON for the page. Read-only.
 */
function siteLayout(tenant: Tenant, stock: NavStock): MadeSiteLayout {
  const hit = layouts.get(tenant);
  if (hit?.stock === stock) return hit.made;
  const made = makeSiteLayout(buildSiteLayout(tenant, stock));
  layouts.set(tenant, { stock, made });
  return made;
}

/** The layout's part of a dealer site's root data: plain JSON values only (it reaches the browser through JSON). */
export type SiteLayout = ReturnType<typeof buildSiteLayout>;
const layouts = new WeakMap<Tenant, { stock: NavStock; made: MadeSiteLayout }>();

export function buildSiteLayout(tenant: Tenant, stock: NavStock) {
  const locations = tenant.locations.map(layoutLocation);
  const primary = primaryLocation(tenant);
  return {
    tenant: { slug: tenant.slug, name: tenant.name, template: tenant.template, config: layoutConfig(tenant.config), locations },
    primaryLocation: primary ? (locations[tenant.locations.indexOf(primary)] ?? null) : null,
    header: headerNavigation(tenant.config, stock),
    footer: footerNavigation(tenant.config, tenant.name, stock),
    /** What the stock is called ('cars', 'bikes', 'vehicles'), for counts shown outside the search page. */
    noun: stock.noun,
  };
}

export type TenantRootData = Awaited<ReturnType<typeof tenantLayoutData>>;
export type RootData = { kind: "platform" } | TenantRootData;
