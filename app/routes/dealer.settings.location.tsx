import { useNavigation } from "react-router";
import type { Route } from "./+types/dealer.settings.location";
import { LocationHoursEditor } from "../console/components/opening-hours-screen.tsx";
import { locationHoursAction, locationHoursData } from "../console/settings-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.location.name ?? "Location"} · Opening hours · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return locationHoursData(context, request, params.slug);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return locationHoursAction(context, request, params.slug);
}

export default function DealerSettingsLocation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <LocationHoursEditor key={loaderData.location.slug} data={loaderData} failure={actionData ?? null} pending={navigation.state === "submitting"} />;
}
