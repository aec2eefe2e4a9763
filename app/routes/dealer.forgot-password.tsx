import { Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/dealer.forgot-password";
import { AuthCard } from "../console/components/auth-card.tsx";
import { forgotPasswordSchema } from "../console/auth-forms.ts";
import { requestPasswordReset } from "../staff/staff-invitations.server.ts";
import { fieldErrors, parseFormSubmission } from "../lib/form-submission.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { Alert } from "../ui/alert.tsx";
import { SubmitButton, TextField, ValidatedForm } from "../ui/form.tsx";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Forgotten password · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  return { dealerName: requireTenant(context).name };
}

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const services = getServices(context);
  const form = await request.formData();
  if (!isSameOrigin(request)) return data({ ok: false as const, status: 403, error: "Please use the form on this page.", fieldErrors: {}, values: {} }, { status: 403 });
  const checked = parseFormSubmission(form, forgotPasswordSchema);
  if (!checked.ok) return data(checked, { status: 400 });
  const limit = services.staffLimits.perIp.hit(`forgot:${tenant.id}:${getClientIp(context)}`);
  const perAccount = limit.allowed ? services.staffLimits.perAccount.hit(`forgot:${tenant.id}:${checked.data.email.toLowerCase()}`) : limit;
  if (!limit.allowed || !perAccount.allowed)
    return data({ ok: false as const, status: 429, error: "Too many requests. Please wait a minute and try again.", fieldErrors: {}, values: { email: checked.data.email } }, { status: 429 });
  const origin = new URL(request.url).origin;
  try {
    await requestPasswordReset(services.database.db, services.email, tenant, checked.data.email, origin);
  } catch (err) {
    // Logged without the address; the answer stays the same, so it tells no one whether the account exists.
    services.logger.error({ err, tenant: tenant.slug }, "a password-reset email could not be sent");
  }
  return { ok: true as const, sent: true };
}

const validate = (formData: FormData) => {
  const parsed = forgotPasswordSchema.safeParse({ email: formData.get("email") ?? "" });
  return parsed.success ? {} : fieldErrors(parsed.error);
};

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sent = actionData && "sent" in actionData;
  return (
    <AuthCard
      dealerName={loaderData.dealerName}
      title="Forgotten your password?"
      lead="Enter the email you sign in with and we'll send you a link to choose a new password."
      footer={
        <Link to="/dealer/sign-in" className="font-semibold text-brand underline-offset-2 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <Alert tone="success" role="status">
          If that email belongs to an account here, a link is on its way. It works once, for 1 hour.
        </Alert>
      ) : (
        <ValidatedForm id="forgot-password" validate={validate} failure={actionData && !("sent" in actionData) ? actionData : null} pending={navigation.state === "submitting"} className="space-y-4">
          <TextField name="email" label="Email" type="email" autoComplete="username" required />
          <SubmitButton pending={navigation.state === "submitting"} size="lg" className="w-full">
            Send the link
          </SubmitButton>
        </ValidatedForm>
      )}
    </AuthCard>
  );
}
