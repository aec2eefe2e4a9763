import type { Route } from "./+types/dealer.settings.pages";
import { ContentPagesScreen } from "../console/components/content-pages-screen.tsx";
import { contentPagesData } from "../console/settings-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Pages · Settings · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return contentPagesData(context, request);
}

export default function DealerSettingsPages({ loaderData }: Route.ComponentProps) {
  return <ContentPagesScreen pages={loaderData.pages} saved={loaderData.saved} />;
}
