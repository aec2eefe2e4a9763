import { useNavigation } from "react-router";
import type { Route } from "./+types/dealer.offer";
import { OfferEditor } from "../console/components/offer-editor.tsx";
import { offerAction, offerEditorData } from "../console/offer-pages.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.offer?.name ?? "New offer"} · Offers · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

/** /dealer/offers/new and /dealer/offers/{id}. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  return offerEditorData(context, request, params.id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return offerAction(context, request, params.id);
}

export default function DealerOffer({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? actionData : null;
  const previewed = actionData?.ok ? actionData : null;
  return <OfferEditor key={loaderData.offer?.id ?? "new"} data={loaderData} failure={failure} previewed={previewed} pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "save"} />;
}
