import type { Route } from "./+types/dealer.settings.locations";
import { LocationsHoursScreen } from "../console/components/opening-hours-screen.tsx";
import { locationsHoursData } from "../console/settings-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Opening hours · Settings · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return locationsHoursData(context, request);
}

export default function DealerSettingsLocations({ loaderData }: Route.ComponentProps) {
  return <LocationsHoursScreen locations={loaderData.locations} saved={loaderData.saved} />;
}
