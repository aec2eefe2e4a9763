import { useNavigation } from "react-router";
import type { Route } from "./+types/dealer.settings";
import { SiteSettingsScreen } from "../console/components/site-settings-screen.tsx";
import { siteSettingsAction, siteSettingsData } from "../console/settings-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Settings · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return siteSettingsData(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return siteSettingsAction(context, request);
}

export default function DealerSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <SiteSettingsScreen data={loaderData} failure={actionData ?? null} pending={navigation.state === "submitting"} />;
}
