import { data } from "react-router";
import { pagePath } from "../lib/page-path.ts";
import { stockBase } from "../tenants/stock-base.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { availableFilters, listLocations, parseLocationFilter } from "./location-list.ts";
import { locationPath, toLocationView } from "./location-view.ts";

const STATE_NAMES = { QLD: "Queensland", NSW: "New South Wales", VIC: "Victoria", SA: "South Australia", WA: "Western Australia", TAS: "Tasmania", NT: "the Northern Territory", ACT: "the ACT" } as const;

function viewOptions(tenant: Tenant, now: Date) {
  return { now, manufacturer: tenant.config.manufacturer, stockBase: stockBase(tenant.config), serviceLink: tenant.config.service_link };
}

/** The locations page (all, or one dealership's) with its ?type= department filter; 400 for an unknown type. */
export function locationsPageData(tenant: Tenant, url: URL, now: Date, dealership: Tenant["dealerships"][number] | null = null) {
  const raw = url.searchParams.get("type");
  const filter = parseLocationFilter(raw);
  if (!filter)
    throw data(
      { reason: "bad-request", title: "We couldn't find that kind of location", message: `unknown location type "${raw}" (use sales, service or parts)`, action: { label: "See all locations", href: pagePath(url) } },
      { status: 400 },
    );
  const scope = dealership ? tenant.locations.filter((l) => l.dealership_id === dealership.id) : tenant.locations;
  const shown = listLocations(scope, { filter, order: tenant.config.locations_order });
  const visible = listLocations(scope);
  const states = [...new Set(visible.map((l) => l.address.state))].map((s) => STATE_NAMES[s]);
  const where = states.length > 1 ? `${states.slice(0, -1).join(", ")} and ${states.at(-1)}` : (states[0] ?? "");
  const count = visible.length;
  const name = dealership?.name ?? tenant.name;
  return {
    dealerName: tenant.name,
    title: dealership ? dealership.name : count === 1 ? "Our Location" : "Our Locations",
    intro: count === 0 ? `${name} has no locations listed yet.` : `${count === 1 ? "Visit us" : `${count} locations`} in ${where}. Opening hours, directions and how to reach each team.`,
    basePath: pagePath(url),
    filters: availableFilters(scope),
    active: filter,
    locations: shown.map((l) => toLocationView(l, viewOptions(tenant, now))),
    crumbs: dealership ? [{ label: "Home", href: "/" }, { label: "Our Locations", href: "/locations" }, { label: dealership.name }] : [{ label: "Home", href: "/" }, { label: "Our Locations" }],
  };
}

/** One visible location by slug, with the links that fit what it does. Null when no such location. */
export function locationPageData(tenant: Tenant, slug: string, now: Date) {
  const location = tenant.locations.find((l) => l.slug === slug && l.visible);
  if (!location) return null;
  const view = toLocationView(location, viewOptions(tenant, now));
  const links: { label: string; href: string }[] = [];
  if (view.roles.includes("sales") || view.roles.length === 0) links.push({ label: "Book a Test Drive", href: "/book-test-drive/" });
  if (view.roles.includes("service") && view.action.label !== "Book a Service") links.push({ label: "Book a Service", href: tenant.config.service_link });
  if (view.roles.includes("parts")) links.push({ label: "Parts & Accessories", href: "/vehicle-parts-and-accessories" });
  links.push({ label: "Send us a message", href: "/contact" });
  return {
    dealerName: tenant.name,
    location: view,
    canonical: locationPath(location),
    links,
    crumbs: [{ label: "Home", href: "/" }, { label: "Our Locations", href: "/locations" }, { label: location.name }],
  };
}
