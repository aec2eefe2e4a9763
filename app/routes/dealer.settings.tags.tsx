import { useNavigation } from "react-router";
import type { Route } from "./+types/dealer.settings.tags";
import { MarketingTagsScreen } from "../console/components/marketing-tags-screen.tsx";
import { marketingTagsSettingsAction, marketingTagsSettingsData } from "../console/marketing-tags-page.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Marketing tags · Settings · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return marketingTagsSettingsData(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return marketingTagsSettingsAction(context, request);
}

export default function DealerMarketingTagsSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <MarketingTagsScreen data={loaderData} failure={actionData ?? null} pending={navigation.state === "submitting"} />;
}
