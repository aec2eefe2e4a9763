import { data } from "react-router";
import type { Route } from "./+types/dealer.lead";
import { LeadDetailPage } from "../console/components/lead-detail-page.tsx";
import { leadAction, leadPageData } from "../console/leads-console.server.ts";
import { forbidden, requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** One lead: contact, vehicle, message and details, its pipeline and history, delivery to the CRM. */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.name ?? "Lead"} · Leads · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads.read");
  const result = await leadPageData(getServices(context), user, params.id, new URL(request.url));
  if (result.kind === "forbidden") throw forbidden();
  if (result.kind === "not_found") throw data({ reason: "not-found" as const }, { status: 404 });
  return result.page;
}

/** Status, assignment, notes and resend: each answers with the page again (PRG), or the form with its errors. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, "leads.read");
  return leadAction(getServices(context), user, params.id, await request.formData());
}

export default function DealerLead({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadDetailPage page={loaderData} failure={actionData ?? null} />;
}
