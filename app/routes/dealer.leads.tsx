import type { Route } from "./+types/dealer.leads";
import { LeadsInboxPage } from "../console/components/leads-inbox-page.tsx";
import { leadsInboxData } from "../console/leads-console.server.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getServices } from "../platform/request-context.server.ts";

/** The leads inbox (issue 12): every lead this person may see, filtered in the URL; new ones appear while it is open. */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Leads · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads.read");
  return leadsInboxData(getServices(context), user, new URL(request.url));
}

export default function DealerLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsInboxPage data={loaderData} />;
}
