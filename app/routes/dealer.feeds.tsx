import type { Route } from "./+types/dealer.feeds";
import { FeedsScreen } from "../console/components/feeds-screen.tsx";
import { feedsAction, feedsPageData } from "../console/feeds-admin.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** Listing feeds (managers and owners): feed URLs for Google and Meta, token rotation, stock webhooks (ADR 044). */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Listing feeds · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "settings.write");
  return feedsPageData(getServices(context).database.db, user, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "settings.write");
  const services = getServices(context);
  const result = await feedsAction(services.database.db, user, await request.formData());
  services.stockWebhooks.poke();
  return result;
}

export default function DealerFeeds({ loaderData, actionData }: Route.ComponentProps) {
  return <FeedsScreen page={loaderData} result={actionData} />;
}
