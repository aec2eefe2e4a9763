import { ArrowLeft, Loader2, MessageSquareText, ShieldCheck, Smartphone } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CODE_LENGTH } from "../sign-in.ts";

export type SignInState = { step: "phone" | "code"; phone: string; masked?: string; error?: string; sent?: boolean; locked?: boolean };
export type SignInPage = { dealerName: string; type: string | null; redirect: string; back: string | null; devSms: "page" | "file" | null };

const COPY: Record<string, { title: string; lead: string }> = {
  watchlist: { title: "Sign in to save this car", lead: "Your watchlist keeps the cars you like, with their latest price and status." },
  checkout: { title: "Sign in to reserve", lead: "A reservation is held in your name, so we'll confirm your mobile number first." },
  garage: { title: "Sign in to My Garage", lead: "Your saved cars and reservations, in one place." },
  finance: { title: "Sign in to apply for finance", lead: "We'll keep your application with your account." },
  "online-payment": { title: "Sign in to make a payment", lead: "Payments are linked to your account." },
  "spin-to-win": { title: "Sign in to spin to win", lead: "One spin per shopper: sign in to take yours." },
};
const DEFAULT_COPY = { title: "Sign in", lead: "No password needed: we'll text you a code." };

const input =
  "mt-1.5 block w-full rounded-theme border border-black/15 bg-white px-3.5 py-3 text-lg text-ink shadow-inner outline-none transition placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-red-600";
const primary =
  "inline-flex w-full items-center justify-center gap-2 rounded-theme bg-brand px-5 py-3 font-bold text-brand-contrast shadow-sm transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70";

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
        <div className="rounded-theme bg-surface p-6 shadow-xl ring-1 ring-black/5 sm:p-8">
          <div className="mb-5 grid size-12 place-items-center rounded-full bg-brand/10 text-brand">
            {step === "phone" ? <Smartphone aria-hidden="true" className="size-6" /> : <MessageSquareText aria-hidden="true" className="size-6" />}
          </div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{step === "phone" ? copy.title : "Enter your code"}</h1>

          {step === "phone" ? (
            <>
              <p className="mt-2 text-muted">{copy.lead}</p>
              <Form method="post" className="mt-6 space-y-4" noValidate>
                {hidden}
                <input type="hidden" name="step" value="phone" />
                <div>
                  <label htmlFor="sign-in-phone" className="font-semibold">
                    Mobile number
                  </label>
                  <input
                    id="sign-in-phone"
                    name="phone"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    required
                    placeholder="0412 345 678"
                    defaultValue={state?.phone ?? ""}
                    aria-invalid={state?.error ? true : undefined}
                    aria-describedby={state?.error ? "sign-in-error" : undefined}
                    className={input}
                    autoFocus={Boolean(state?.error)}
                  />
                </div>
                {state?.error && <ErrorNote>{state.error}</ErrorNote>}
                <button type="submit" name="intent" value="send" className={primary} disabled={busyIntent === "send"}>
                  {busyIntent === "send" && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
                  Send code
                </button>
              </Form>
            </>
          ) : (
            <>
              <p className="mt-2 text-muted" role={state?.sent ? "status" : undefined}>
                We sent a {CODE_LENGTH}-digit code to <strong className="whitespace-nowrap text-ink">{state?.masked}</strong>. It expires in 5 minutes.
              </p>
              <Form method="post" className="mt-6 space-y-4" noValidate>
                {hidden}
                <input type="hidden" name="phone" value={state?.phone ?? ""} />
                <input type="hidden" name="step" value="code" />
                {!state?.locked && (
                  <div>
                    <label htmlFor="sign-in-code" className="font-semibold">
                      {CODE_LENGTH}-digit code
                    </label>
                    <input
                      key={state?.error ?? "code"}
                      id="sign-in-code"
                      name="code"
                      type="text"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      pattern="\d{6}"
                      maxLength={CODE_LENGTH}
                      required
                      autoFocus
                      aria-invalid={state?.error ? true : undefined}
                      aria-describedby={state?.error ? "sign-in-error" : undefined}
                      className={`${input} font-mono tracking-[0.4em]`}
                    />
                  </div>
                )}
                {state?.error && <ErrorNote>{state.error}</ErrorNote>}
                {!state?.locked && (
                  <button type="submit" name="intent" value="verify" className={primary} disabled={busyIntent === "verify"}>
                    {busyIntent === "verify" && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
                    Sign in
                  </button>
                )}
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <button
                    type="submit"
                    name="intent"
                    value="send"
                    formNoValidate
                    className={state?.locked ? primary : "font-semibold text-brand hover:underline"}
                    disabled={busyIntent === "send"}
                  >
                    {state?.locked ? "Send a new code" : "Resend code"}
                  </button>
                  <Link to={restart} className="font-semibold text-muted hover:text-brand">
                    Use a different number
                  </Link>
                </div>
              </Form>
            </>
          )}

          <p className="mt-6 flex items-start gap-2 border-t border-black/5 pt-4 text-xs text-muted">
            <ShieldCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
            <span>
              {page.dealerName} only uses your number to sign you in and to keep your saved cars and reservations. Standard SMS rates may apply.
            </span>
          </p>
        </div>
        {page.devSms === "page" && (
          <p className="mt-4 rounded-theme border border-dashed border-amber-500/60 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <strong>Test mode:</strong> no real SMS is sent. Codes appear on the{" "}
            <a href="/dev/sms" target="_blank" rel="noopener" className="font-semibold underline">
              development SMS page
            </a>
            .
          </p>
        )}
        {page.devSms === "file" && (
          <p className="mt-4 rounded-theme border border-dashed border-amber-500/60 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <strong>Test mode:</strong> no real SMS is sent. Codes are written to a file on the server (its start-up log names it).
          </p>
        )}
      </div>
    </section>
  );
}

function ErrorNote({ children }: { children: string }) {
  return (
    <p id="sign-in-error" role="alert" className="rounded-theme border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
