import type { Route } from "./+types/dealer.leads-updates";
import { leadUpdates } from "../console/leads-console.server.ts";
import { getConsoleUser } from "../staff/console-session.server.ts";
import { getServices } from "../platform/request-context.server.ts";

/**
 * /dealer/leads/updates.json?since=…: an open inbox's poll (ADR 033) — how many leads this person may see arrived since
 * the list was loaded. Signed out (or without leads.read) it answers nothing new rather than an error the page can't use.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await getConsoleUser(context, request);
  const body = user?.can("leads.read") ? await leadUpdates(getServices(context), user, new URL(request.url)) : { fresh: 0, signedIn: false };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
