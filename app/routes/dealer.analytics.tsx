import chartsCss from "charts.css/dist/charts.min.css?url";
import type { Route } from "./+types/dealer.analytics";
import { AnalyticsScreen } from "../console/components/analytics-screen.tsx";
import { analyticsPageData } from "../console/analytics-data.server.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** Analytics (owners and managers): views, search impressions, leads and response times (issue 12, ADR 035). */
export const headers = noStorePageHeaders;

/** Charts.css (6 KB compressed), for this page only: its charts are tables styled by CSS (ADR 035). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: chartsCss }];

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Analytics · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads.read.all");
  return analyticsPageData(getServices(context), user, new URL(request.url));
}

export default function DealerAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsScreen data={loaderData} />;
}
