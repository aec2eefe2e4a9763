import type { Route } from "./+types/dealer.accept-invitation";
import { PasswordLinkPage } from "../console/components/password-link-page.tsx";
import { passwordLinkAction, passwordLinkLoader } from "../console/password-link.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Accept your invitation · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

export const loader = ({ context, request }: Route.LoaderArgs) => passwordLinkLoader(context, request, "invite");
export const action = ({ context, request }: Route.ActionArgs) => passwordLinkAction(context, request, "invite");

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordLinkPage page={loaderData} failure={actionData ?? null} />;
}
