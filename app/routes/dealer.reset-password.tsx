import type { Route } from "./+types/dealer.reset-password";
import { PasswordLinkPage } from "../console/components/password-link-page.tsx";
import { passwordLinkAction, passwordLinkLoader } from "../console/password-link.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Choose a new password · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }, { name: "referrer", content: "same-origin" }];
}

export const loader = ({ context, request }: Route.LoaderArgs) => passwordLinkLoader(context, request, "reset");
export const action = ({ context, request }: Route.ActionArgs) => passwordLinkAction(context, request, "reset");

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordLinkPage page={loaderData} failure={actionData ?? null} />;
}
