import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { endSession, readSessionToken, requestSignInCode, sessionCookie, verifySignInCode } from "../accounts/accounts.server.ts";
import { getShopper } from "../accounts/session.server.ts";
import { DevSmsProvider } from "../accounts/sms.server.ts";
import { SIGN_IN_TYPES, maskedPhone, safeRedirect } from "../accounts/sign-in-rules.ts";
import { codeStepSchema, phoneStepSchema } from "../accounts/sign-in-schemas.ts";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { SignInCard } from "../accounts/components/sign-in-card.tsx";
import { isSameOrigin } from "../platform/same-origin.ts";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";

/** Sign-in pages are never stored. */
export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Sign in${loaderData ? ` · ${loaderData.dealerName}` : ""}` }, { name: "robots", content: "noindex" }];
}

/** After signing in with no (or an unsafe) target, the shopper lands on their watchlist. */
const DEFAULT_TARGET = "/my-garage";

function targets(params: URLSearchParams | FormData) {
  const rawType = String(params.get("type") ?? "");
  const type = (SIGN_IN_TYPES as readonly string[]).includes(rawType) ? rawType : null;
  const back = params.get("back");
  return { type, redirect: safeRedirect(String(params.get("redirect") ?? ""), DEFAULT_TARGET), back: back ? safeRedirect(String(back), "/") : null };
}

/** /sign-in?type=&redirect=&back= (spec 001 §2): a mobile number, then the 6-digit code sent to it. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const t = targets(new URL(request.url).searchParams);
  // Already signed in: straight on to where the shopper was going.
  if (await getShopper(context, request)) throw redirect(t.redirect);
  const { sms } = getServices(context);
  // With the development provider, say where the codes are: the /dev/sms page, or a file on the server.
  const devSms = sms instanceof DevSmsProvider ? (sms.showsOnWeb ? ("page" as const) : ("file" as const)) : null;
  return { dealerName: tenant.name, ...t, devSms };
}

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const phone = String(form.get("phone") ?? "").slice(0, 30);
  if (!isSameOrigin(request)) return data({ step: "phone" as const, phone, error: "Please sign in from this website's own sign-in page." }, { status: 403 });
  const services = getServices(context);
  const { db } = services.database;

  if (intent === "send") {
    // Codes cost money and invite guessing: per IP and per site, on top of the per-phone limit.
    const byIp = services.leadLimits.perIp.hit(`sign-in:${tenant.id}:${getClientIp(context)}`);
    const byTenant = byIp.allowed ? services.leadLimits.perTenant.hit(`sign-in:${tenant.id}`) : byIp;
    const resend = form.get("step") === "code";
    const retry = resend ? ({ step: "code", phone, masked: maskedPhone(phone) } as const) : ({ step: "phone", phone } as const);
    if (!byIp.allowed || !byTenant.allowed) return { ...retry, error: "Too many sign-in attempts. Please wait a minute and try again." };
    // The step's schema, as the browser checked it (a post without JavaScript is checked here).
    const checked = parseFormSubmission(form, phoneStepSchema);
    if (!checked.ok) return { ...retry, error: checked.fieldErrors.phone ?? checked.error };
    const sent = await requestSignInCode(db, services.sms, tenant, phone);
    if (!sent.ok && sent.status === 502) services.logger.warn({ err: sent.failure, tenant: tenant.slug }, "a sign-in code could not be sent");
    if (!sent.ok) return { ...retry, error: sent.error };
    return { step: "code" as const, phone: sent.phone, masked: maskedPhone(sent.phone), sent: true };
  }

  if (intent === "verify") {
    const checked = parseFormSubmission(form, codeStepSchema);
    const code = checked.ok ? checked.data.code : "";
    const result = await verifySignInCode(db, tenant, phone, code);
    if (!result.ok) return { step: "code" as const, phone, masked: maskedPhone(phone), error: result.error, locked: result.status === 429 };
    // A fresh session: whatever session cookie the browser had before is ended, never promoted.
    await endSession(db, readSessionToken(request));
    const { redirect: to } = targets(form);
    return redirect(to, { headers: { "Set-Cookie": sessionCookie(request, result.token, result.expiresAt), "Cache-Control": "no-store" } });
  }
  return { step: "phone" as const, phone, error: "Please enter your mobile number." };
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInCard page={loaderData} state={actionData ?? null} />;
}
