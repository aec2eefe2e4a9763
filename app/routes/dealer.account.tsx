import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dealer.account";
import { ConsolePage } from "../console/components/console-page.tsx";
import { changePasswordSchema } from "../console/auth-forms.ts";
import { requireStaff, requireStaffAction } from "../staff/console-session.server.ts";
import { hashPassword, verifyPassword } from "../staff/passwords.server.ts";
import { PASSWORD_MIN_LENGTH } from "../staff/password-policy.ts";
import { ROLE_LABELS } from "../staff/permissions.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import { setLeadAlerts, setPassword } from "../staff/staff-store.server.ts";
import { leadAlertsSchema } from "../console/lead-alerts-form.ts";
import { formValidator } from "../console/document-fields.ts";
import { formatPhone } from "../lib/phone.ts";
import { fieldErrors, parseFormSubmission, type FormFailure } from "../lib/form-submission.ts";
import { noStorePageHeaders } from "../platform/cache-policy.ts";
import { getClientIp, getServices } from "../platform/request-context.server.ts";
import { Alert } from "../ui/alert.tsx";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { CheckboxField, SubmitButton, TextField, ValidatedForm } from "../ui/form.tsx";

export const headers = noStorePageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Your account · Console · ${loaderData?.dealerName ?? ""}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireStaff(context, request);
  const { staff } = user;
  return {
    dealerName: user.tenant.name,
    name: staff.name,
    email: staff.email,
    role: ROLE_LABELS[staff.role],
    alerts: { phone: staff.phone ? formatPhone(staff.phone) : "", lead_sms: staff.leadSms ? "on" : "" },
    alertsSaved: new URL(request.url).searchParams.has("alerts-saved"),
  };
}

/** Lead alerts: a mobile number and whether leads assigned to this person are texted to it (the email always goes). */
async function saveLeadAlerts(user: Awaited<ReturnType<typeof requireStaffAction>>, services: ReturnType<typeof getServices>, form: FormData) {
  const checked = parseFormSubmission(form, leadAlertsSchema);
  if (!checked.ok) return data({ ...checked, intent: "alerts" as const }, { status: 400 });
  await setLeadAlerts(services.database.db, user.tenant.id, user.staff.id, { phone: checked.data.phone, leadSms: checked.data.lead_sms });
  // The audit log says what changed, never the number itself.
  await recordAudit(services.database.db, user.tenant.id, user.actor, {
    action: "staff.lead_alerts",
    subject: `${user.staff.name} <${user.staff.email}>`,
    before: { mobile_number: user.staff.phone ? "given" : "none", text_messages: user.staff.leadSms },
    after: { mobile_number: checked.data.phone ? "given" : "none", text_messages: checked.data.lead_sms },
  });
  throw redirect("/dealer/account?alerts-saved=1");
}

const validateAlerts = formValidator(leadAlertsSchema);

/** Lead alerts (intent=alerts), or change password: the current one first (a session left open on a shared computer cannot take over the account). */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireStaffAction(context, request, null);
  const { staff } = user;
  const services = getServices(context);
  const form = await request.formData();
  if (form.get("intent") === "alerts") return saveLeadAlerts(user, services, form);
  const checked = parseFormSubmission(form, changePasswordSchema(staff.email), { omit: ["current", "password", "confirm"] });
  if (!checked.ok) return data(checked, { status: 400 });
  const limit = services.staffLimits.perAccount.hit(`password:${staff.id}:${getClientIp(context)}`);
  if (!limit.allowed) return data({ ok: false as const, status: 429, error: "Too many attempts. Please wait a minute and try again.", fieldErrors: {}, values: {} }, { status: 429 });
  if (!(await verifyPassword(checked.data.current, staff.passwordHash)))
    return data({ ok: false as const, status: 400, error: "Please fix the following errors:", fieldErrors: { current: "That isn't your current password." }, values: {} }, { status: 400 });
  await setPassword(services.database.db, staff.id, await hashPassword(checked.data.password));
  await recordAudit(services.database.db, user.tenant.id, user.actor, { action: "staff.password", subject: `${staff.name} <${staff.email}>` });
  return { ok: true as const, changed: true };
}

export default function ConsoleAccount({ loaderData: page, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const changed = actionData && "changed" in actionData;
  const alertsFailure = actionData && "intent" in actionData ? (actionData as unknown as FormFailure) : null;
  const passwordFailure = actionData && !("changed" in actionData) && !("intent" in actionData) ? actionData : null;
  const submitting = (intent: string | null) => navigation.state === "submitting" && (navigation.formData?.get("intent") ?? null) === intent;
  const validate = (formData: FormData) => {
    const parsed = changePasswordSchema(page.email).safeParse({ current: formData.get("current") ?? "", password: formData.get("password") ?? "", confirm: formData.get("confirm") ?? "" });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  return (
    <ConsolePage title="Your account" description={`${page.name} · ${page.email} · ${page.role}`}>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card padding="lg">
          <h2 className="text-lg font-bold">Change your password</h2>
          {changed ? (
            <Alert tone="success" role="status" className="mt-4">
              Your password is changed.
            </Alert>
          ) : (
            <ValidatedForm id="change-password" validate={validate} failure={passwordFailure} pending={submitting(null)} className="mt-4 space-y-4">
              <input type="text" name="username" autoComplete="username" value={page.email} readOnly hidden />
              <TextField name="current" label="Current password" type="password" autoComplete="current-password" required />
              <TextField name="password" label="New password" type="password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
              <TextField name="confirm" label="Type the new one again" type="password" autoComplete="new-password" required />
              <SubmitButton pending={submitting(null)} pendingText="Saving…" size="md">
                Change password
              </SubmitButton>
            </ValidatedForm>
          )}
        </Card>
        <Card padding="lg">
          <h2 className="text-lg font-bold">Lead alerts</h2>
          <p className="mt-2 text-sm text-muted">When a lead is assigned to you, we email you its first name, the vehicle and a link to it here.</p>
          {page.alertsSaved && !alertsFailure && (
            <Alert tone="success" role="status" className="mt-4">
              Your lead alerts are saved.
            </Alert>
          )}
          <ValidatedForm id="lead-alerts" validate={validateAlerts} failure={alertsFailure} defaults={page.alerts} pending={submitting("alerts")} className="mt-4 space-y-4">
            <input type="hidden" name="intent" value="alerts" />
            <TextField name="phone" label="Mobile number" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} className="max-w-xs" hint="Only for lead alerts; shoppers never see it." />
            <CheckboxField name="lead_sms" label="Lead alerts by text message" />
            <SubmitButton pending={submitting("alerts")} pendingText="Saving…" size="md">
              Save lead alerts
            </SubmitButton>
          </ValidatedForm>
        </Card>
        <Card padding="lg">
          <h2 className="text-lg font-bold">Sign out everywhere</h2>
          <p className="mt-2 text-sm text-muted">Ends every session of your account: on this device, and on any phone or computer where you're still signed in.</p>
          <Form method="post" action="/dealer/sign-out" className="mt-4">
            <input type="hidden" name="everywhere" value="1" />
            <Button type="submit" variant="outline">
              Sign out everywhere
            </Button>
          </Form>
        </Card>
      </div>
    </ConsolePage>
  );
}
