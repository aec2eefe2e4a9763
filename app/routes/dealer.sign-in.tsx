import { Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dealer.sign-in";
import { AuthCard } from "../console/components/auth-card.tsx";
import { signInSchema } from "../console/auth-forms.ts";
import { consoleCookie, consoleNext, getConsoleUser, readConsoleToken } from "../staff/console-session.server.ts";
import { signInStaff } from "../staff/staff-sign-in.server.ts";
import { endStaffSession } from "../staff/staff-sessions.server.ts";
import { normalizeEmail } from "../staff/staff-store.server.ts";
import { fieldErrors, parseFormSubmission } from "../lib/form-submission.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import { Alert } from "../ui/alert.tsx";
import { SubmitButton, TextField, ValidatedForm } from "../ui/form.tsx";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Sign in · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const url = new URL(request.url);
  const next = consoleNext(url.searchParams.get("next"));
  if (await getConsoleUser(context, request)) throw redirect(next);
  return { dealerName: tenant.name, next, notice: url.searchParams.get("notice") };
}

const TOO_MANY = "Too many sign-in attempts. Please wait a minute and try again.";

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const form = await request.formData();
  if (!isSameOrigin(request)) return data({ ok: false as const, status: 403, error: "Please sign in from this site's own sign-in page.", fieldErrors: {}, values: {} }, { status: 403 });
  const checked = parseFormSubmission(form, signInSchema, { omit: ["password"] });
  if (!checked.ok) return data(checked, { status: 400 });
  const services = getServices(context);
  const byIp = services.staffLimits.perIp.hit(`sign-in:${tenant.id}:${getClientIp(context)}`);
  const byAccount = byIp.allowed ? services.staffLimits.perAccount.hit(`sign-in:${tenant.id}:${normalizeEmail(checked.data.email)}`) : byIp;
  const values = { email: checked.data.email };
  if (!byIp.allowed || !byAccount.allowed)
    return data({ ok: false as const, status: 429, error: TOO_MANY, fieldErrors: {}, values }, { status: 429, headers: { "Retry-After": String(byIp.allowed ? (byAccount.allowed ? 60 : byAccount.retryAfterSeconds) : byIp.retryAfterSeconds) } });
  const { db } = services.database;
  const result = await signInStaff(db, tenant.id, checked.data.email, checked.data.password);
  // A refused sign-in is an answer, not a malformed request: the page again, with the message (200, as the shoppers' sign-in).
  if (!result.ok) return { ok: false as const, status: 200, error: result.error, fieldErrors: {}, values };
  // A new session id: whatever console session the browser had before is ended, never carried over.
  await endStaffSession(db, readConsoleToken(request));
  return redirect(consoleNext(String(form.get("next") ?? "")), { headers: { "Set-Cookie": consoleCookie(request, result.token, result.expiresAt), "Cache-Control": "no-store" } });
}

const validate = (formData: FormData) => {
  const parsed = signInSchema.safeParse({ email: formData.get("email") ?? "", password: formData.get("password") ?? "" });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

export default function DealerSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <AuthCard
      dealerName={loaderData.dealerName}
      title="Sign in to the console"
      lead="For the dealership's staff: stock, photos, offers and settings."
      footer={
        <Link to="/dealer/forgot-password" className="font-semibold text-brand underline-offset-2 hover:underline">
          Forgotten your password?
        </Link>
      }
    >
      {loaderData.notice === "signed-out" && (
        <Alert tone="success" role="status" className="mb-4">
          You have signed out.
        </Alert>
      )}
      {loaderData.notice === "password-set" && (
        <Alert tone="success" role="status" className="mb-4">
          Your password is set. Sign in with it now.
        </Alert>
      )}
      <ValidatedForm
        id="console-sign-in"
        validate={validate}
        failure={actionData ?? null}
        alertTitle="We couldn't sign you in"
        pending={navigation.state === "submitting"}
        className="space-y-4"
        hiddenFields={<input type="hidden" name="next" value={loaderData.next} />}
      >
        <TextField name="email" label="Email" type="email" autoComplete="username" required />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
        <SubmitButton pending={navigation.state === "submitting"} pendingText="Signing in…" size="lg" className="w-full">
          Sign in
        </SubmitButton>
      </ValidatedForm>
    </AuthCard>
  );
}
