import type { Route } from "./+types/locations";
import { LocationsPage } from "../locations/components/locations-page.tsx";
import { locationsPageData } from "../locations/locations-data.server.ts";
import { requireTenant } from "../platform/request-context.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Our Locations" }];
  return [{ title: `${loaderData.title} · ${loaderData.dealerName}` }, { name: "description", content: loaderData.intro }];
}

/** /locations (also /dealer-locator and /dealerships): every visible location, filterable by department. */
export function loader({ context, request }: Route.LoaderArgs) {
  return locationsPageData(requireTenant(context), new URL(request.url), new Date());
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  return <LocationsPage {...loaderData} />;
}
