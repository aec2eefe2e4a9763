import { data } from "react-router";
import type { Route } from "./+types/location";
import { LocationPage } from "../locations/components/location-page.tsx";
import { LocationsPage } from "../locations/components/locations-page.tsx";
import { locationPageData, locationsPageData } from "../locations/locations-data.server.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { publicOrigin } from "../tenants/public-origin.ts";
import { autoDealerJsonLd } from "../locations/location-json-ld.ts";
import { breadcrumbListJsonLd } from "../lib/breadcrumb-item.ts";
import { jsonForScript } from "../lib/json-for-script.ts";
import { JsonLdScript } from "../ui/json-ld-script.tsx";

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
  if (page) {
    const origin = publicOrigin(tenant, url);
    const pageUrl = new URL(page.canonical, `${origin}/`).href;
    const location = tenant.locations.find((l) => l.slug === params.slug)!;
    const image = location.image ? new URL(location.image, `${origin}/`).href : null;
    // What search engines read: the location as an AutoDealer (hours and holiday hours), and its breadcrumb trail.
    const jsonLd = [autoDealerJsonLd(location, { url: pageUrl, siteName: tenant.name, now, image }), breadcrumbListJsonLd(page.crumbs, origin, pageUrl)].map(jsonForScript);
    return { kind: "location" as const, page, origin, jsonLd };
  }
  const dealership = tenant.dealerships.find((d) => d.slug === params.slug);
  if (dealership) return { kind: "dealership" as const, page: locationsPageData(tenant, url, now, dealership), origin: publicOrigin(tenant, url) };
  throw data({ reason: "not-found" }, { status: 404 });
}

export default function Location({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== "location") return <LocationsPage {...loaderData.page} />;
  return (
    <>
      {loaderData.jsonLd.map((json) => (
        <JsonLdScript key={json} json={json} />
      ))}
      <LocationPage {...loaderData.page} />
    </>
  );
}
