import type { Route } from "./+types/dealer.activity";
import { ActivityScreen } from "../console/components/activity-screen.tsx";
import { activityPageData } from "../console/activity-feed.server.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** Activity (owners): the audit log, newest first, by who made the change. */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Activity · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "activity.read");
  return activityPageData(getServices(context).database.db, user, new URL(request.url));
}

export default function DealerActivity({ loaderData }: Route.ComponentProps) {
  return <ActivityScreen page={loaderData} />;
}
