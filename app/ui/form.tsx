import { AlertTriangle, XCircle } from "lucide-react";
import { createContext, forwardRef, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentProps, type FormEvent, type ReactNode, type RefObject } from "react";
import { Form as RouterForm } from "react-router";
import { FIX_ERRORS, type FormFailure } from "../lib/form-submission.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { Button } from "./button.tsx";
import { Checkbox, CheckboxCards } from "./checkbox.tsx";
import { Field } from "./field.tsx";
import { Input } from "./input.tsx";
import { RadioButtons, RadioGroup, type RadioOption } from "./radio-group.tsx";
import { Select, type SelectOption } from "./select.tsx";
import { Textarea } from "./textarea.tsx";

/**
 * The browser half of the one form convention (ADR 025). A form is a plain POST that works without
 * JavaScript: the server reads it with the form's zod schema (lib/form-submission.ts) and renders the
 * page again with its errors. Once JavaScript runs, <ValidatedForm> checks the same schema as fields
 * are left and on submit, shows the errors inline and in a summary that takes focus, and keeps the
 * server's answer (a new `failure`) the same way.
 */

export interface FormContextValue {
  formId: string;
  error(name: string): string | undefined;
  /** The value to start with: what was posted (after a failed post), else the form's default. */
  value(name: string): string | undefined;
  /** A field lost focus: check it (inline errors). */
  touched(name: string): void;
  /** Whether the browser has taken over (JavaScript enhancements). */
  hydrated: boolean;
  /** Sending (the submit button shows a spinner). */
  pending: boolean;
  /** Checks just these fields now (a step of a multi-step form); true when they are all fine. */
  checkFields(names: readonly string[]): boolean;
  /** What the error summary lists now (for a form that shows its errors its own way). */
  summary: Record<string, string>;
}

const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error("Form fields must be used inside <ValidatedForm>");
  return ctx;
}

/** A field's id in its form (the error summary links to it). */
export const fieldId = (formId: string, name: string) => `${formId}-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

/** The list of what to fix, one line per error, each a link to its field (spec 000 §5 'Forms'). */
export const ErrorSummary = forwardRef<HTMLDivElement, { formId: string; errors: Record<string, string>; heading?: string }>(function ErrorSummary({ formId, errors, heading = FIX_ERRORS }, ref) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${formId}-error-heading`} className="rounded-theme border-l-4 border-red-600 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-600">
      <p id={`${formId}-error-heading`} className="flex items-center gap-2 font-bold">
        <XCircle aria-hidden="true" className="size-5 shrink-0" />
        {heading}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-10 text-sm">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(formId, name)}`} className="underline underline-offset-2 hover:no-underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** One form-level error: the destructive alert. */
export const FormAlert = forwardRef<HTMLDivElement, { title: string; message?: string | null }>(function FormAlert({ title, message }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="flex gap-3 rounded-theme border border-red-600/30 bg-red-600 p-4 text-white shadow-sm outline-none">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        {message && message !== title && <p className="mt-1 text-sm text-white/90">{message}</p>}
      </div>
    </div>
  );
});

/** The form's submit button: the brand button, disabled with a spinner while sending. */
export function SubmitButton({ pending, pendingText = "Sending…", children, className, name, value, size = "xl" }: { pending: boolean; pendingText?: ReactNode; children: ReactNode; className?: string; name?: string; value?: string; size?: "md" | "lg" | "xl" }) {
  return (
    <Button type="submit" size={size} name={name} value={value} loading={pending} loadingText={pendingText} className={className}>
      <span>{children}</span>
    </Button>
  );
}

export interface ValidatedFormProps extends Omit<ComponentProps<"form">, "onSubmit" | "children" | "method" | "ref" | "encType" | "action"> {
  id: string;
  /** Where the form posts; default: this page. */
  action?: string;
  /** The form element, for a caller that fills fields in (stored details). */
  formRef?: RefObject<HTMLFormElement | null>;
  /** The form's errors as it stands (the same zod schema as the server's), by field name. Empty: fine. */
  validate?: (formData: FormData) => Record<string, string>;
  /** The latest refusal, server-rendered or from a fetcher: shown when it is a new object. */
  failure?: Pick<FormFailure, "error" | "fieldErrors" | "values"> | null;
  /** The title of the alert for a refusal without field errors (its message below it). */
  alertTitle?: string;
  /** Starting values of the fields (after a failed post the posted values win). */
  defaults?: Record<string, string | undefined>;
  pending?: boolean;
  /** A valid submit, taken over by the caller (a fetcher post); without it React Router posts the form. */
  onValidSubmit?: (formData: FormData, submission: { form: HTMLFormElement; submitter: HTMLButtonElement | null }) => void;
  /** Where the error summary or alert goes: "top" (default, before the children) or "none" (the caller shows them). */
  errors?: "top" | "none";
  /** Wrapper of the errors and children (the lead forms' vertical rhythm). */
  bodyClassName?: string;
  /** Fields before the body (hidden inputs). */
  hiddenFields?: ReactNode;
  /** "multipart/form-data" for a form with files (the console's uploads); default: a plain form. */
  encType?: "application/x-www-form-urlencoded" | "multipart/form-data";
  children: ReactNode;
}

/**
 * A plain POST form with inline validation on top: fields are checked as they are left (a blank field
 * only once the form has been sent), all of them on submit, and the first failure takes focus.
 * A button with `formNoValidate` (Back, Resend) posts without the check.
 */
export function ValidatedForm({
  id,
  validate,
  failure,
  alertTitle = "An error occurred when submitting this form",
  defaults,
  pending = false,
  onValidSubmit,
  errors: errorPlacement = "top",
  bodyClassName,
  hiddenFields,
  encType,
  formRef: callerRef,
  className,
  children,
  ...rest
}: ValidatedFormProps) {
  const hydrated = useHydrated();
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = callerRef ?? ownRef;
  const summaryRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const [errors, setErrors] = useState<Record<string, string>>(failure?.fieldErrors ?? {});
  const [summary, setSummary] = useState<Record<string, string>>(failure?.fieldErrors ?? {});
  const [formError, setFormError] = useState<string | null>(failure && !Object.keys(failure.fieldErrors).length ? failure.error : null);
  const [attempted, setAttempted] = useState(Boolean(failure));
  const [focusTick, setFocusTick] = useState(0);
  // The fields start from what was posted (uncontrolled: later answers leave what is typed alone).
  const [posted] = useState(failure?.values ?? null);

  // A new refusal (the server-rendered one once, then each fetcher answer) replaces what is shown.
  const initialFailure = useRef(failure);
  const shown = useRef<typeof failure>(undefined);
  useEffect(() => {
    if (!failure || shown.current === failure) return;
    // The one the form was first rendered with is already in its state: it only takes focus.
    const first = shown.current === undefined && failure === initialFailure.current;
    shown.current = failure;
    if (!first) {
      setErrors(failure.fieldErrors);
      setSummary(failure.fieldErrors);
      setFormError(Object.keys(failure.fieldErrors).length ? null : failure.error);
      setAttempted(true);
    }
    setFocusTick((n) => n + 1);
  }, [failure]);

  // After a failed post the error summary (or the alert) takes focus, so it is read out and seen.
  useEffect(() => {
    if (!focusTick || errorPlacement === "none") return;
    const target = summaryRef.current ?? alertRef.current;
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "center" });
  }, [focusTick, errorPlacement]);

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

  const currentErrors = useCallback(() => (formRef.current && validate ? validate(new FormData(formRef.current)) : {}), [formRef, validate]);

  const touched = useCallback(
    (name: string, settled = false) => {
      if (pressing.current) {
        afterPress.current.push(() => touched(name));
        return;
      }
      // A blur fires while focus is between two fields (document.activeElement is the body). Rendering then (React
      // re-sets a textarea's text, say) looks to a dialog's focus trap like the focused element was removed, and it
      // pulls focus back to the dialog: Tab would never reach the next field. So the check runs once focus has landed.
      if (!settled && document.activeElement === document.body) {
        setTimeout(() => touched(name, true), 0);
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
    [currentErrors, attempted, formRef],
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const formEl = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const own = submitter && submitter.form === formEl ? submitter : null;
    if (pending) return event.preventDefault();
    if (own?.formNoValidate) {
      setErrors({});
      setSummary({});
      setFormError(null);
      return;
    }
    const formData = new FormData(formEl, own);
    const found = validate?.(formData) ?? {};
    setAttempted(true);
    if (Object.keys(found).length) {
      event.preventDefault();
      setErrors(found);
      setSummary(found);
      setFormError(null);
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    setSummary({});
    setFormError(null);
    if (onValidSubmit) {
      event.preventDefault();
      onValidSubmit(formData, { form: formEl, submitter: own });
    }
  }

  const ctx = useMemo<FormContextValue>(
    () => ({
      formId: id,
      error: (name) => errors[name],
      value: (name) => (posted ? posted[name] : defaults?.[name]),
      touched,
      hydrated,
      pending,
      checkFields,
      summary,
    }),
    [id, errors, posted, defaults, touched, hydrated, pending, checkFields, summary],
  );

  const feedback =
    errorPlacement === "none" ? null : Object.keys(summary).length > 0 ? <ErrorSummary ref={summaryRef} formId={id} errors={summary} /> : formError ? <FormAlert ref={alertRef} title={alertTitle} message={formError} /> : null;

  return (
    <FormContext.Provider value={ctx}>
      <RouterForm
        ref={formRef}
        id={id}
        method="post"
        encType={encType}
        noValidate
        onSubmit={onSubmit}
        onPointerDownCapture={() => (pressing.current = true)}
        className={className}
        aria-busy={pending || undefined}
        data-enhanced={hydrated || undefined}
        {...rest}
      >
        {hiddenFields}
        {bodyClassName ? (
          <div className={bodyClassName}>
            {feedback}
            {children}
          </div>
        ) : (
          <>
            {feedback}
            {children}
          </>
        )}
      </RouterForm>
    </FormContext.Provider>
  );
}

// ——— Fields bound to the form around them: their error, starting value and blur check come from it. ———

function useBound(name: string) {
  const ctx = useFormContext();
  return { ctx, id: fieldId(ctx.formId, name), error: ctx.error(name) };
}

type TextFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  prefix?: string;
  suffix?: string;
} & Omit<ComponentProps<"input">, "name" | "prefix" | "required" | "className" | "id">;

/** A labelled text input of the form (' *' or ' (optional)' after the label). */
export function TextField({ name, label, required, hint, className, onBlur, ...rest }: TextFieldProps) {
  const { ctx, id, error } = useBound(name);
  return (
    <Field id={id} label={label} required={required} showRequired hint={hint} error={error} className={className}>
      <Input
        name={name}
        defaultValue={ctx.value(name) ?? undefined}
        {...rest}
        onBlur={(e) => {
          onBlur?.(e);
          ctx.touched(name);
        }}
      />
    </Field>
  );
}

export function TextAreaField({ name, label, required, hint, placeholder, rows = 4, maxLength = 2000, className }: { name: string; label: ReactNode; required?: boolean; hint?: ReactNode; placeholder?: string; rows?: number; maxLength?: number; className?: string }) {
  const { ctx, id, error } = useBound(name);
  return (
    <Field id={id} label={label} required={required} showRequired hint={hint} error={error} className={className}>
      <Textarea name={name} rows={rows} placeholder={placeholder} maxLength={maxLength} defaultValue={ctx.value(name) ?? undefined} onBlur={() => ctx.touched(name)} />
    </Field>
  );
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = "Please choose",
  hint,
  className,
  onChange,
}: {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  placeholder?: string | null;
  hint?: ReactNode;
  className?: string;
  onChange?: (value: string) => void;
}) {
  const { ctx, id, error } = useBound(name);
  return (
    <Field id={id} label={label} required={required} showRequired hint={hint} error={error} className={className}>
      <Select name={name} options={options} placeholder={placeholder} defaultValue={ctx.value(name) ?? ""} onChange={(e) => onChange?.(e.currentTarget.value)} onBlur={() => ctx.touched(name)} />
    </Field>
  );
}

export function CheckboxField({ name, label, defaultChecked = false, required, className }: { name: string; label: ReactNode; defaultChecked?: boolean; required?: boolean; className?: string }) {
  const { ctx, id, error } = useBound(name);
  const posted = ctx.value(name);
  return <Checkbox id={id} name={name} label={label} required={required} error={error} className={className} defaultChecked={posted === undefined ? defaultChecked : posted === "on"} onChange={() => ctx.touched(name)} />;
}

/** Checkboxes sharing one name: the ticked options are posted as a list. */
export function CheckboxGroup({ name, legend, options, className }: { name: string; legend: ReactNode; options: readonly string[]; className?: string }) {
  const { ctx, id } = useBound(name);
  return <CheckboxCards id={id} name={name} legend={legend} options={options} checked={ctx.value(name)?.split("\n") ?? []} className={className} />;
}

/** One choice of a few, as buttons that are radios underneath (works without JavaScript). */
export function ChoiceField({
  name,
  legend,
  options,
  defaultValue,
  required,
  className,
  columns = 3,
}: {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  defaultValue?: string;
  required?: boolean;
  className?: string;
  columns?: 2 | 3;
}) {
  const { ctx, id, error } = useBound(name);
  return (
    <RadioGroup id={id} legend={legend} required={required} showOptional={required === false} error={error} className={className}>
      <RadioButtons name={name} options={options} value={ctx.value(name) ?? defaultValue} columns={columns} onChange={() => ctx.touched(name)} />
    </RadioGroup>
  );
}
