import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useFetcher, useFormAction, useLoaderData, useLocation, useNavigate } from "react-router";
import { cn } from "../../ui/cn.ts";
import { ValidatedForm } from "../../ui/form.tsx";
import { analyticsEvent, pushEvent, type EnquiryForm } from "../../platform/analytics.ts";
import { ascFormSubmission, ascPageType, pushAsc } from "../../platform/asc-events.ts";
import { submissionFromEntries, validateSubmission, type FormActionData, type FormTokenData } from "../form-data.ts";
import { MESSAGES, type FormOptions, type LeadForm } from "../lead-forms.ts";
import { leadAttributes, readStoredDetails, saveStoredDetails, STORED_DETAIL_KEYS } from "../shopper-memory.ts";
import type { TradeInStep } from "../trade-in-valuation.ts";
import { Honeypot } from "./form-fields.tsx";
import { VisitTracker } from "./visit-tracker.tsx";

export interface LeadAnalytics {
  form: EnquiryForm;
  vehicle?: { car_type: "new" | "used" | "demo"; tag: string | null } | null;
  carId?: number;
}

export interface LeadFormShellProps {
  /** The form element's id, also its anchor (e.g. finance-form). */
  id: string;
  form: LeadForm;
  options: FormOptions;
  step?: TradeInStep;
  /** Where the form posts; default: this page. */
  action?: string;
  idempotencyKey: string;
  /** Hidden envelope fields and defaults that are not shown (car_id, stock_number, lead_id, …). */
  hidden?: Record<string, string | number | boolean | null | undefined>;
  /** Starting values of visible fields. */
  defaults?: Record<string, string | undefined>;
  /** The page's action data after a plain (JavaScript-off) post. */
  actionData?: FormActionData;
  analytics?: LeadAnalytics | null;
  /** Fill in the shopper's stored details (default true). */
  prefill?: boolean;
  /** Browser-only checks beyond the schema. */
  extraChecks?: (submission: Record<string, unknown>) => Record<string, string>;
  onSuccess?: () => void;
  /** The form token of a form shown away from its own page (a dialog); default: this page's loader data's. */
  formToken?: FormTokenData;
  className?: string;
  "aria-labelledby"?: string;
  children: ReactNode;
}

/**
 * A lead form that works as a plain HTML post and, once JavaScript runs, checks fields as they are
 * left and on submit (the same zod schema as the server), posts through a fetcher with a spinner,
 * remembers the shopper's details, pushes the analytics event and goes to the success page.
 * Every form carries its page's form token (the page's loader returns formPageData's `formToken`).
 */
export function LeadFormShell({ id, form, options, step, action, idempotencyKey, hidden = {}, defaults = {}, actionData, analytics, prefill = true, extraChecks, onSuccess, formToken: givenToken, className = "", children, ...aria }: LeadFormShellProps) {
  const fetcher = useFetcher<FormActionData>();
  const navigate = useNavigate();
  const location = useLocation();
  const currentAction = useFormAction();
  const actionUrl = action ?? currentAction;
  const sent = useRef<Record<string, unknown> | null>(null);
  const handled = useRef<FormActionData | null>(null);
  const [leaving, setLeaving] = useState(false);
  // The latest refusal: the server-rendered one (a plain post), then each fetcher answer.
  const [failure, setFailure] = useState(actionData && !actionData.ok ? actionData : null);

  // The page's form token, and when it reached this browser: the server refuses a form sent back
  // sooner than minAgeMs after it issued the token, so a quick shopper's post is held until then.
  const pageToken = (useLoaderData() as { formToken?: FormTokenData } | undefined)?.formToken;
  const formToken = givenToken ?? pageToken;
  const tokenSince = useRef(0);
  useEffect(() => {
    tokenSince.current = performance.now();
  }, [formToken?.value]);
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  // Stored details fill the contact fields the page left empty.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const formEl = formRef.current;
    if (!prefill || !formEl) return;
    const stored = readStoredDetails();
    for (const key of STORED_DETAIL_KEYS) {
      const el = formEl.elements.namedItem(key);
      if (el instanceof HTMLInputElement && !el.value && stored[key]) el.value = stored[key]!;
    }
  }, [prefill]);

  // The fetcher's answer: a success moves on; a refusal is shown by the form (a new `failure`).
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (!result.ok) return setFailure(result);
    if (sent.current) saveStoredDetails(sent.current);
    if (analytics) pushEvent(analyticsEvent({ action: "enquiry", form: analytics.form, vehicle: analytics.vehicle ?? null }, { car_id: analytics.carId, label: form }));
    pushAsc(ascFormSubmission(form, ascPageType(window.location.pathname)));
    setLeaving(true);
    onSuccess?.();
    navigate(result.redirectTo);
  }, [fetcher.data, fetcher.state, analytics, form, navigate, onSuccess]);


  const validate = useCallback(
    (formData: FormData) => {
      const submission = submissionFromEntries(formData);
      return { ...validateSubmission(form, options, submission, step), ...(extraChecks?.(submission) ?? {}) };
    },
    [form, options, step, extraChecks],
  );

  const pending = fetcher.state !== "idle" || leaving || holding;

  // A double click sends once (and the idempotency key would make a second post the same lead anyway).
  const inFlight = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle" && !leaving) inFlight.current = false;
  }, [fetcher.state, leaving]);

  function send(formData: FormData) {
    if (inFlight.current) return;
    formData.set("_enhanced", "1");
    formData.set("lead_attributes", JSON.stringify(leadAttributes(location.pathname, location.search)));
    sent.current = submissionFromEntries(formData);
    inFlight.current = true;
    const early = formToken ? formToken.minAgeMs - (performance.now() - tokenSince.current) : 0;
    if (early <= 0) return void fetcher.submit(formData, { method: "post", action: actionUrl });
    setHolding(true);
    holdTimer.current = window.setTimeout(() => {
      setHolding(false);
      void fetcher.submit(formData, { method: "post", action: actionUrl });
    }, early);
  }

  return (
    <>
      <VisitTracker />
      <ValidatedForm
        formRef={formRef}
        id={id}
        action={actionUrl}
        validate={validate}
        failure={failure}
        alertTitle={MESSAGES.submitFailed}
        defaults={defaults}
        pending={pending}
        onValidSubmit={send}
        className={cn("relative", className)}
        bodyClassName="space-y-5"
        hiddenFields={
          <>
            <input type="hidden" name="idempotency_key" value={idempotencyKey} />
            {formToken && <input type="hidden" name="_form_token" value={formToken.value} />}
            {step && <input type="hidden" name="step" value={step} />}
            {Object.entries(hidden).map(([name, value]) => (value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />))}
            <Honeypot />
          </>
        }
        {...aria}
      >
        {children}
      </ValidatedForm>
    </>
  );
}
