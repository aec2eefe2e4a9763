import type { Route } from "./+types/dealer.leads-csv";
import { leadsCsvResponse } from "../console/leads-console.server.ts";
import { requireStaff } from "../staff/console-session.server.ts";
import { getServices } from "../platform/request-context.server.ts";

/** /dealer/leads.csv: the inbox's filtered list (same query string, same visibility) as a CSV download. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request, "leads.read");
  return leadsCsvResponse(getServices(context), user, new URL(request.url));
}
