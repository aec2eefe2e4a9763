import { data } from "react-router";
import type { Route } from "./+types/location";
import { LocationPage } from "../locations/components/location-page.tsx";
import { LocationsPage } from "../locations/components/locations-page.tsx";
import { locationPageData, locationsPageData } from "../locations/locations-data.server.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { publicOrigin } from "../tenants/public-origin.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Location" }];
  if (loaderData.kind === "dealership") return [{ title: `${loaderData.page.title} · ${loaderData.page.dealerName}` }, { name: "description", content: loaderData.page.intro }];
  const { location, dealerName } = loaderData.page;
  return [
    { title: `${location.name} · ${dealerName}` },
    { name: "description", content: `${location.name}, ${location.street}, ${location.locality}. ${location.status?.text ?? "Opening hours"}, directions and contact details.` },
    { tagName: "link", rel: "canonical", href: new URL(loaderData.page.canonical, loaderData.origin).toString() },
  ];
}

/**
 * /locations/{slug} (also /contact-us/{slug} and /our-location/{slug}): one location's page. A
 * dealership's slug lists that dealership's locations (spec 000 §2: /locations/{dealership_slug}).
 */
export function loader({ context, request, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const url = new URL(request.url);
  const now = new Date();
  const page = locationPageData(tenant, params.slug, now);
  if (page) return { kind: "location" as const, page, origin: publicOrigin(tenant, url) };
  const dealership = tenant.dealerships.find((d) => d.slug === params.slug);
  if (dealership) return { kind: "dealership" as const, page: locationsPageData(tenant, url, now, dealership), origin: publicOrigin(tenant, url) };
  throw data({ reason: "not-found" }, { status: 404 });
}

export default function Location({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "location" ? <LocationPage {...loaderData.page} /> : <LocationsPage {...loaderData.page} />;
}
