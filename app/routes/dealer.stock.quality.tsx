import type { Route } from "./+types/dealer.stock.quality";
import { QualityListPage } from "../console/components/quality-list-page.tsx";
import { qualityPageData } from "../console/stock-console.server.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Listing quality · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "stock.read");
  return qualityPageData(getServices(context), user, new URL(request.url));
}

export default function DealerStockQuality({ loaderData }: Route.ComponentProps) {
  return <QualityListPage data={loaderData} />;
}
