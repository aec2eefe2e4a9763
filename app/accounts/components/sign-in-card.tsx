import { ArrowLeft, MessageSquareText, ShieldCheck, Smartphone } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { fieldErrors } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Field } from "../../ui/field.tsx";
import { useFormContext, ValidatedForm } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { CODE_LENGTH } from "../sign-in-rules.ts";
import { codeStepSchema, phoneStepSchema } from "../sign-in-schemas.ts";

export type SignInState = { step: "phone" | "code"; phone: string; masked?: string; error?: string; sent?: boolean; locked?: boolean };
export type SignInPage = { dealerName: string; type: string | null; redirect: string; back: string | null; devSms: "page" | "file" | null };

const COPY: Record<string, { title: string; lead: string }> = {
  watchlist: { title: "Sign in to save this car", lead: "Your watchlist keeps the cars you like, with their latest price and status." },
  checkout: { title: "Sign in to reserve", lead: "A reservation is held in your name, so we'll confirm your mobile number first." },
  garage: { title: "Sign in to My Garage", lead: "Your saved cars and reservations, in one place." },
  finance: { title: "Sign in to apply for finance", lead: "We'll keep your application with your account." },
  "online-payment": { title: "Sign in to make a payment", lead: "Payments are linked to your account." },
  "saved-search": { title: "Sign in to save this search", lead: "We'll text you when new cars match it. Your saved searches are in My Garage." },
  "spin-to-win": { title: "Sign in to spin to win", lead: "One spin per shopper: sign in to take yours." },
};
const DEFAULT_COPY = { title: "Sign in", lead: "No password needed: we'll text you a code." };

/** The sign-in controls: the account forms' inset look, a size up. */
const inputClass = "py-3 text-lg";

function fieldErrorsOf(result: { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] }) {
  return result.success ? {} : fieldErrors(result.error);
}

const validatePhone = (formData: FormData) => fieldErrorsOf(phoneStepSchema.safeParse({ phone: formData.get("phone") ?? "" }));
const validateCode = (formData: FormData) => fieldErrorsOf(codeStepSchema.safeParse({ code: formData.get("code") ?? "" }));

/** The two-step phone sign-in (mobile number, then the code). Plain POST forms: works without JavaScript. */
export function SignInCard({ page, state }: { page: SignInPage; state: SignInState | null }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const copy = (page.type && COPY[page.type]) || DEFAULT_COPY;
  const step = state?.step ?? "phone";
  const hidden = (
    <>
      <input type="hidden" name="redirect" value={page.redirect} />
      {page.back && <input type="hidden" name="back" value={page.back} />}
    </>
  );
  const restart = `/sign-in?${new URLSearchParams({ ...(page.type ? { type: page.type } : {}), redirect: page.redirect, ...(page.back ? { back: page.back } : {}) })}`;

  return (
    <section className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-md">
        {page.back && (
          <Link to={page.back} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-brand">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back
          </Link>
        )}
        <Card padding="lg" elevation="floating" className="sm:p-8">
          <div className="mb-5 grid size-12 place-items-center rounded-full bg-brand/10 text-brand">
            {step === "phone" ? <Smartphone aria-hidden="true" className="size-6" /> : <MessageSquareText aria-hidden="true" className="size-6" />}
          </div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{step === "phone" ? copy.title : "Enter your code"}</h1>

          {step === "phone" ? (
            <>
              <p className="mt-2 text-muted">{copy.lead}</p>
              <ValidatedForm id="sign-in-phone-form" validate={validatePhone} errors="none" pending={busyIntent === "send"} className="mt-6 space-y-4" hiddenFields={hidden}>
                <input type="hidden" name="step" value="phone" />
                <Field id="sign-in-phone" label="Mobile number" labelClassName={labelClass}>
                  <StepInput name="phone" type="tel" inputMode="tel" autoComplete="tel" placeholder="0412 345 678" defaultValue={state?.phone ?? ""} serverError={state?.error} autoFocus={Boolean(state?.error)} />
                </Field>
                <SignInError name="phone" serverError={state?.error} />
                <Button type="submit" name="intent" value="send" size="lg" block loading={busyIntent === "send"} className="disabled:opacity-70">
                  Send code
                </Button>
              </ValidatedForm>
            </>
          ) : (
            <>
              <p className="mt-2 text-muted" role={state?.sent ? "status" : undefined}>
                We sent a {CODE_LENGTH}-digit code to <strong className="whitespace-nowrap text-ink">{state?.masked}</strong>. It expires in 5 minutes.
              </p>
              <ValidatedForm id="sign-in-code-form" validate={state?.locked ? undefined : validateCode} errors="none" pending={Boolean(busyIntent)} className="mt-6 space-y-4" hiddenFields={hidden}>
                <input type="hidden" name="phone" value={state?.phone ?? ""} />
                <input type="hidden" name="step" value="code" />
                {!state?.locked && (
                  <Field id="sign-in-code" label={`${CODE_LENGTH}-digit code`} labelClassName={labelClass}>
                    <StepInput
                      key={state?.error ?? "code"}
                      name="code"
                      type="text"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      pattern="\d{6}"
                      maxLength={CODE_LENGTH}
                      autoFocus
                      serverError={state?.error}
                      className="font-mono tracking-[0.4em]"
                    />
                  </Field>
                )}
                <SignInError name="code" serverError={state?.error} />
                {!state?.locked && (
                  <Button type="submit" name="intent" value="verify" size="lg" block loading={busyIntent === "verify"} className="disabled:opacity-70">
                    Sign in
                  </Button>
                )}
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  {state?.locked ? (
                    <Button type="submit" name="intent" value="send" formNoValidate size="lg" block loading={busyIntent === "send"} className="disabled:opacity-70">
                      Send a new code
                    </Button>
                  ) : (
                    <Button type="submit" name="intent" value="send" formNoValidate variant="link" size="inline" disabled={busyIntent === "send"} className="transition-none">
                      Resend code
                    </Button>
                  )}
                  <Link to={restart} className="font-semibold text-muted hover:text-brand">
                    Use a different number
                  </Link>
                </div>
              </ValidatedForm>
            </>
          )}

          <p className="mt-6 flex items-start gap-2 border-t border-black/5 pt-4 text-xs text-muted">
            <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
            <span>
              {page.dealerName} only uses your number to sign you in and to keep your saved cars and reservations. Standard SMS rates may apply.
            </span>
          </p>
        </Card>
        {page.devSms === "page" && (
          <DevSmsNote>
            Codes appear on the{" "}
            <a href="/dev/sms" target="_blank" rel="noopener" className="font-semibold underline">
              development SMS page
            </a>
            .
          </DevSmsNote>
        )}
        {page.devSms === "file" && <DevSmsNote>Codes are written to a file on the server (its start-up log names it).</DevSmsNote>}
      </div>
    </section>
  );
}

/** The label above a sign-in control: inline, as the account forms have it. */
const labelClass = "mb-0 inline text-base";

/** The phone or code field: the browser's check on leaving it, and the step's one error linked to it. */
function StepInput({ name, serverError, className, ...rest }: { name: "phone" | "code"; serverError?: string } & Omit<ComponentProps<typeof Input>, "name">) {
  const ctx = useFormContext();
  const invalid = Boolean(ctx.error(name) ?? serverError);
  return <Input inset name={name} required aria-invalid={invalid || undefined} aria-describedby={invalid ? "sign-in-error" : undefined} onBlur={() => ctx.touched(name)} className={cn(inputClass, className)} {...rest} />;
}

/** The one error of a sign-in step: the browser's check of the field, else the server's answer. */
function SignInError({ name, serverError }: { name: string; serverError?: string }) {
  const message = useFormContext().error(name) ?? serverError;
  if (!message) return null;
  return (
    <Alert tone="error" id="sign-in-error" className="px-3.5 py-2.5 text-sm font-medium">
      {message}
    </Alert>
  );
}

/** Development SMS: where the codes go instead of a phone. A note, not an announcement. */
function DevSmsNote({ children }: { children: ReactNode }) {
  return (
    <Alert tone="warning" role="none" className="mt-4 border-dashed border-amber-500/60 text-sm">
      <strong>Test mode:</strong> no real SMS is sent. {children}
    </Alert>
  );
}
