import type { Route } from "./+types/dealer.keys";
import { KeysScreen } from "../console/components/keys-screen.tsx";
import { keysAction, keysPageData } from "../console/key-admin.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** API keys (owners): create a key shown once, see when each was last used, revoke (ADR 029). */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `API keys · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "keys.manage");
  return keysPageData(getServices(context).database.db, user, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "keys.manage");
  return keysAction(getServices(context).database.db, user, await request.formData());
}

export default function DealerKeys({ loaderData, actionData }: Route.ComponentProps) {
  return <KeysScreen page={loaderData} result={actionData} />;
}
