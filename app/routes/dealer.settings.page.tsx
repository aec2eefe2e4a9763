import { useNavigation } from "react-router";
import type { Route } from "./+types/dealer.settings.page";
import { ContentPageEditor } from "../console/components/content-pages-screen.tsx";
import { contentPageAction, contentPageData } from "../console/settings-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `/${loaderData?.page.slug ?? ""} · Pages · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return contentPageData(context, request, params.slug);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return contentPageAction(context, request, params.slug);
}

export default function DealerSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <ContentPageEditor key={loaderData.page.slug} data={loaderData} failure={actionData ?? null} pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"} />;
}
