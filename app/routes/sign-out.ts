import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { clearSessionCookie, endSession, readSessionToken } from "../accounts/accounts.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";

/** POST /sign-out: ends the session on the server and clears the cookie, then home. */
export async function action({ context, request }: Route.ActionArgs) {
  requireTenant(context);
  // Another site must not be able to sign a shopper out (a nuisance, but still a forged request).
  if (!isSameOrigin(request)) return new Response("Forbidden", { status: 403 });
  await endSession(getServices(context).database.db, readSessionToken(request));
  return redirect("/", { headers: { "Set-Cookie": clearSessionCookie(request), "Cache-Control": "no-store" } });
}

/** Signing out changes state, so only POST does it; a visit just goes home. */
export function loader() {
  return redirect("/");
}
