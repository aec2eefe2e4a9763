import { redirect } from "react-router";
import type { Route } from "./+types/dealer.sign-out";
import { clearConsoleCookie, getConsoleUser, readConsoleToken } from "../staff/console-session.server.ts";
import { endAllStaffSessions, endStaffSession } from "../staff/staff-sessions.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { getServices } from "../platform/request-context.server.ts";

/** POST /dealer/sign-out ends this session; with `everywhere=1`, every session of the account on every device. */
export async function action({ context, request }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return new Response("Forbidden", { status: 403 });
  const { db } = getServices(context).database;
  const form = await request.formData();
  const user = await getConsoleUser(context, request);
  if (user && form.get("everywhere") === "1") await endAllStaffSessions(db, user.staff.id);
  else await endStaffSession(db, readConsoleToken(request));
  return redirect("/dealer/sign-in?notice=signed-out", { headers: { "Set-Cookie": clearConsoleCookie(request), "Cache-Control": "no-store" } });
}

export function loader() {
  return redirect("/dealer");
}
