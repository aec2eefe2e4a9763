import type { Route } from "./+types/dealer.offers";
import { OffersScreen } from "../console/components/offers-screen.tsx";
import { offersListData } from "../console/offer-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Offers · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return offersListData(context, request);
}

export default function DealerOffers({ loaderData }: Route.ComponentProps) {
  return <OffersScreen {...loaderData} />;
}
