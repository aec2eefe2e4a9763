import { data, redirect } from "react-router";
import type { Route } from "./+types/dealer.stock";
import { StockListPage } from "../console/components/stock-list-page.tsx";
import { runBulkAction, stockListData } from "../console/stock-console.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Stock · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "stock.read");
  return stockListData(getServices(context), user, new URL(request.url));
}

/** Bulk actions on the ticked rows; back to the same list with what was done (`?done=`), or the form with its errors. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "stock.write");
  const result = await runBulkAction(getServices(context), user, await request.formData());
  if (!result.ok) return data(result, { status: result.status });
  const back = new URL(request.url);
  back.searchParams.delete("index");
  back.searchParams.set("done", result.action);
  back.searchParams.set("n", String(result.count));
  if (result.skipped) back.searchParams.set("skipped", String(result.skipped));
  else back.searchParams.delete("skipped");
  return redirect(`/dealer/stock?${back.searchParams}`);
}

export default function DealerStock({ loaderData, actionData }: Route.ComponentProps) {
  return <StockListPage data={loaderData} failure={actionData ?? null} />;
}
