import { data, redirect } from "react-router";
import type { Route } from "./+types/dealer.stock.import";
import { StockImportScreen } from "../console/components/stock-import-screen.tsx";
import { stockImportAction, stockImportPageData } from "../console/stock-import.server.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** /dealer/stock/import: upload a CSV stock feed, its report, held imports, past imports and the column mapping (ADR 042). */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Import stock · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "stock.read");
  return stockImportPageData(getServices(context), user, new URL(request.url));
}

/** An upload or a decision answers with the page of its report (PRG); a refused form comes back with its errors. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "stock.write");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data({ reason: "bad-request" as const }, { status: 400 });
  }
  const result = await stockImportAction(getServices(context), user, form);
  if (result.ok && "redirect" in result) return redirect(result.redirect);
  if (result.ok) return { saved: true as const };
  return data(result, { status: result.status });
}

export default function DealerStockImport({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && "form" in actionData ? actionData : null;
  const saved = Boolean(actionData && "saved" in actionData);
  return <StockImportScreen page={loaderData} failure={failure} saved={saved} />;
}
