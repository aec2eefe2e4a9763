import { useNavigation } from "react-router";
import type { Route } from "./+types/dealer.settings.stock-feed";
import { StockFeedScreen } from "../console/components/stock-feed-screen.tsx";
import { stockFeedSettingsAction, stockFeedSettingsData } from "../console/stock-feed-page.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Stock feed · Settings · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return stockFeedSettingsData(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return stockFeedSettingsAction(context, request);
}

export default function DealerStockFeedSettings({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return <StockFeedScreen data={loaderData} failure={actionData ?? null} pending={navigation.state === "submitting"} />;
}
