import { Link, useNavigation } from "react-router";
import { fieldErrors, type FormFailure } from "../../lib/form-submission.ts";
import { PASSWORD_MIN_LENGTH } from "../../staff/password-policy.ts";
import { Alert } from "../../ui/alert.tsx";
import { SubmitButton, TextField, ValidatedForm } from "../../ui/form.tsx";
import { newPasswordFormSchema } from "../auth-forms.ts";
import type { PasswordLinkPageData } from "../password-link.server.ts";
import { AuthCard } from "./auth-card.tsx";

/** Choose a password from an invitation (then signed in) or a reset link (then sign in). */
export function PasswordLinkPage({ page, failure }: { page: PasswordLinkPageData; failure: Pick<FormFailure, "error" | "fieldErrors" | "values"> | null }) {
  const navigation = useNavigation();
  const invite = page.purpose === "invite";
  const title = invite ? "Accept your invitation" : "Choose a new password";
  if (page.error)
    return (
      <AuthCard dealerName={page.dealerName} title={title}>
        <Alert tone="warning" role="alert">
          {page.error}
        </Alert>
        <p className="mt-4 text-sm text-muted">
          {invite ? "An owner of the console can send you a new invitation." : "You can ask for a new link on the "}
          {!invite && (
            <Link to="/dealer/forgot-password" className="font-semibold text-brand underline">
              forgotten password page
            </Link>
          )}
          {!invite && "."}
        </p>
      </AuthCard>
    );
  const validate = (formData: FormData) => {
    const parsed = newPasswordFormSchema(page.email).safeParse({ password: formData.get("password") ?? "", confirm: formData.get("confirm") ?? "" });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  return (
    <AuthCard
      dealerName={page.dealerName}
      title={title}
      lead={
        invite ? (
          <>
            Welcome, {page.name}. Choose a password for <strong className="text-ink">{page.email}</strong> and you're in.
          </>
        ) : (
          <>
            For <strong className="text-ink">{page.email}</strong>. Every device signed in with the old password will be signed out.
          </>
        )
      }
    >
      <ValidatedForm
        id="password-link"
        validate={validate}
        failure={failure}
        alertTitle="We couldn't set your password"
        pending={navigation.state === "submitting"}
        className="space-y-4"
        hiddenFields={<input type="hidden" name="token" value={page.token} />}
      >
        <input type="text" name="username" autoComplete="username" value={page.email ?? ""} readOnly hidden />
        <TextField name="password" label="New password" type="password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`} />
        <TextField name="confirm" label="Type it again" type="password" autoComplete="new-password" required />
        <SubmitButton pending={navigation.state === "submitting"} pendingText="Saving…" size="lg" className="w-full">
          {invite ? "Set password and sign in" : "Set new password"}
        </SubmitButton>
      </ValidatedForm>
    </AuthCard>
  );
}
