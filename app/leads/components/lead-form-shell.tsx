import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher, useFormAction, useLoaderData, useLocation, useNavigate } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { analyticsEvent, pushEvent, type EnquiryForm } from "../../platform/analytics.ts";
import { submissionFromEntries, validateSubmission, type FormActionData, type FormTokenData } from "../form-data.ts";
import type { FormOptions, LeadForm } from "../lead-forms.ts";
import { leadAttributes, readStoredDetails, saveStoredDetails, STORED_DETAIL_KEYS } from "../shopper-memory.ts";
import type { TradeInStep } from "../trade-in.ts";
import { LeadFormContext, type LeadFormContextValue } from "./form-context.tsx";
import { ErrorSummary, FormAlert } from "./form-feedback.tsx";
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
export function LeadFormShell({ id, form, options, step, action, idempotencyKey, hidden = {}, defaults = {}, actionData, analytics, prefill = true, extraChecks, onSuccess, className = "", children, ...aria }: LeadFormShellProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormActionData>();
  const navigate = useNavigate();
  const location = useLocation();
  const currentAction = useFormAction();
  const actionUrl = action ?? currentAction;
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const sent = useRef<Record<string, unknown> | null>(null);
  const handled = useRef<FormActionData | null>(null);

  const initialFailure = actionData && !actionData.ok ? actionData : null;
  const [errors, setErrors] = useState<Record<string, string>>(initialFailure?.fieldErrors ?? {});
  const [summary, setSummary] = useState<Record<string, string>>(initialFailure?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(initialFailure && !Object.keys(initialFailure.fieldErrors).length ? initialFailure.error : null);
  const [attempted, setAttempted] = useState(Boolean(initialFailure));
  const [focusTick, setFocusTick] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const posted = initialFailure?.values ?? null;

  // The page's form token, and when it reached this browser: the server refuses a form sent back
  // sooner than minAgeMs after it issued the token, so a quick shopper's post is held until then.
  const formToken = (useLoaderData() as { formToken?: FormTokenData } | undefined)?.formToken;
  const tokenSince = useRef(0);
  useEffect(() => {
    tokenSince.current = performance.now();
  }, [formToken?.value]);
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  // Stored details fill the contact fields the page left empty.
  useEffect(() => {
    if (!prefill || !formRef.current) return;
    const stored = readStoredDetails();
    for (const key of STORED_DETAIL_KEYS) {
      const el = formRef.current.elements.namedItem(key);
      if (el instanceof HTMLInputElement && !el.value && stored[key]) el.value = stored[key]!;
    }
  }, [prefill]);

  // After a failed post the error summary (or the alert) takes focus, so it is read out and seen.
  useEffect(() => {
    if (!focusTick) return;
    const target = summaryRef.current ?? alertRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "center" });
  }, [focusTick]);

  // Leaving a field by pressing on another control (a checkbox below it, the submit button) must not
  // move that control away mid-click: the field's error appears or goes once the press is over.
  const pressing = useRef(false);
  const afterPress = useRef<(() => void)[]>([]);
  useEffect(() => {
    const release = () => {
      pressing.current = false;
      const queued = afterPress.current.splice(0);
      if (queued.length) setTimeout(() => queued.forEach((fn) => fn()), 0);
    };
    window.addEventListener("pointerup", release, true);
    window.addEventListener("pointercancel", release, true);
    return () => {
      window.removeEventListener("pointerup", release, true);
      window.removeEventListener("pointercancel", release, true);
    };
  }, []);
  useEffect(() => {
    if (initialFailure) setFocusTick((n) => n + 1);
    // Only the server-rendered failure, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The fetcher's answer.
  useEffect(() => {
    const result = fetcher.data;
    if (!result || fetcher.state !== "idle" || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      if (sent.current) saveStoredDetails(sent.current);
      if (analytics) pushEvent(analyticsEvent({ action: "enquiry", form: analytics.form, vehicle: analytics.vehicle ?? null }, { car_id: analytics.carId, label: form }));
      setLeaving(true);
      onSuccess?.();
      navigate(result.redirectTo);
      return;
    }
    setErrors(result.fieldErrors);
    setSummary(result.fieldErrors);
    setFormError(Object.keys(result.fieldErrors).length ? null : result.error);
    setFocusTick((n) => n + 1);
  }, [fetcher.data, fetcher.state, analytics, form, navigate, onSuccess]);

  const currentErrors = useCallback(() => {
    if (!formRef.current) return {};
    const submission = submissionFromEntries(new FormData(formRef.current));
    return { ...validateSubmission(form, options, submission, step), ...(extraChecks?.(submission) ?? {}) };
  }, [form, options, step, extraChecks]);

  const touched = useCallback(
    (name: string) => {
      if (pressing.current) {
        afterPress.current.push(() => touched(name));
        return;
      }
      const all = currentErrors();
      const el = formRef.current?.elements.namedItem(name);
      const blank = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement ? el.value.trim() === "" : false;
      setErrors((prev) => {
        const next = { ...prev };
        if (all[name] && (attempted || !blank)) next[name] = all[name];
        else delete next[name];
        return next;
      });
      if (!all[name])
        setSummary((prev) => {
          if (!(name in prev)) return prev;
          const next = { ...prev };
          delete next[name];
          return next;
        });
    },
    [currentErrors, attempted],
  );

  const checkFields = useCallback(
    (names: readonly string[]) => {
      const all = currentErrors();
      const found = Object.fromEntries(Object.entries(all).filter(([k]) => names.includes(k)));
      setErrors((prev) => {
        const next = { ...prev };
        for (const n of names) delete next[n];
        return { ...next, ...found };
      });
      setSummary(found);
      setFormError(null);
      if (Object.keys(found).length) setFocusTick((n) => n + 1);
      return Object.keys(found).length === 0;
    },
    [currentErrors],
  );

  const pending = fetcher.state !== "idle" || leaving || holding;

  // A double click sends once (and the idempotency key would make a second post the same lead anyway).
  const inFlight = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle" && !leaving) inFlight.current = false;
  }, [fetcher.state, leaving]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || inFlight.current) return;
    const formEl = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const formData = new FormData(formEl, submitter && submitter.form === formEl ? submitter : null);
    const submission = submissionFromEntries(formData);
    const found = { ...validateSubmission(form, options, submission, step), ...(extraChecks?.(submission) ?? {}) };
    setAttempted(true);
    if (Object.keys(found).length) {
      setErrors(found);
      setSummary(found);
      setFormError(null);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary({});
    setFormError(null);
    formData.set("_enhanced", "1");
    formData.set("lead_attributes", JSON.stringify(leadAttributes(location.pathname, location.search)));
    sent.current = submission;
    inFlight.current = true;
    const early = formToken ? formToken.minAgeMs - (performance.now() - tokenSince.current) : 0;
    if (early <= 0) return void fetcher.submit(formData, { method: "post", action: actionUrl });
    setHolding(true);
    holdTimer.current = window.setTimeout(() => {
      setHolding(false);
      void fetcher.submit(formData, { method: "post", action: actionUrl });
    }, early);
  }

  const ctx = useMemo<LeadFormContextValue>(
    () => ({
      formId: id,
      error: (name) => errors[name],
      value: (name) => (posted ? posted[name] : defaults[name]),
      touched,
      hydrated,
      pending,
      checkFields,
    }),
    [id, errors, posted, defaults, touched, hydrated, pending, checkFields],
  );

  return (
    <LeadFormContext.Provider value={ctx}>
      <VisitTracker />
      <form ref={formRef} id={id} method="post" action={actionUrl} noValidate onSubmit={onSubmit} onPointerDownCapture={() => (pressing.current = true)} className={`relative ${className}`} aria-busy={pending || undefined} data-enhanced={hydrated || undefined} {...aria}>
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {formToken && <input type="hidden" name="_form_token" value={formToken.value} />}
        {step && <input type="hidden" name="step" value={step} />}
        {Object.entries(hidden).map(([name, value]) => (value === null || value === undefined ? null : <input key={name} type="hidden" name={name} value={String(value)} />))}
        <Honeypot />
        <div className="space-y-5">
          {Object.keys(summary).length > 0 ? <ErrorSummary ref={summaryRef} formId={id} errors={summary} /> : formError ? <FormAlert ref={alertRef} message={formError} /> : null}
          {children}
        </div>
      </form>
    </LeadFormContext.Provider>
  );
}
