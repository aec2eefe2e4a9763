import { AlertCircle, Loader2 } from "lucide-react";
import { forwardRef, useRef, type InputHTMLAttributes, type ReactNode } from "react";
import { formatKmsInput, formatMoneyInput } from "../form-data.ts";
import { MESSAGES } from "../lead-forms.ts";
import { fieldId, useLeadForm } from "./form-context.tsx";

export const inputClass =
  "block w-full rounded-theme border border-black/15 bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/25 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20 disabled:opacity-60";
const labelClass = "mb-1.5 block text-sm font-semibold text-ink";

function Marker({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  ) : (
    <span className="font-normal text-muted"> (optional)</span>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The accessibility wiring of one field: ids, aria-invalid, aria-describedby (hint, then error). */
function useField(name: string, hint?: ReactNode) {
  const ctx = useLeadForm();
  const id = fieldId(ctx.formId, name);
  const error = ctx.error(name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { ctx, id, error, aria: { "aria-invalid": error ? true : undefined, "aria-describedby": describedBy } as const };
}

type TextFieldProps = {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  prefix?: string;
  suffix?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "prefix" | "required" | "className">;

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ name, label, required, hint, className = "", prefix, suffix, onBlur, ...rest }, ref) {
  const { ctx, id, error, aria } = useField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <Marker required={required} />
      </label>
      <div className="relative">
        {prefix && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">{prefix}</span>}
        <input
          ref={ref}
          id={id}
          name={name}
          defaultValue={ctx.value(name) ?? undefined}
          aria-required={required || undefined}
          {...aria}
          {...rest}
          onBlur={(e) => {
            onBlur?.(e);
            ctx.touched(name);
          }}
          className={`${inputClass} ${prefix ? "pl-7" : ""} ${suffix ? "pr-14" : ""}`}
        />
        {suffix && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{suffix}</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

export function TextAreaField({ name, label, required, hint, placeholder, rows = 4, className = "" }: { name: string; label: ReactNode; required?: boolean; hint?: ReactNode; placeholder?: string; rows?: number; className?: string }) {
  const { ctx, id, error, aria } = useField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <Marker required={required} />
      </label>
      <textarea id={id} name={name} rows={rows} placeholder={placeholder} maxLength={2000} defaultValue={ctx.value(name) ?? undefined} aria-required={required || undefined} {...aria} onBlur={() => ctx.touched(name)} className={`${inputClass} resize-y`} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = "Please choose",
  hint,
  className = "",
  onChange,
}: {
  name: string;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  placeholder?: string | null;
  hint?: ReactNode;
  className?: string;
  onChange?: (value: string) => void;
}) {
  const { ctx, id, error, aria } = useField(name, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        <Marker required={required} />
      </label>
      <select
        id={id}
        name={name}
        defaultValue={ctx.value(name) ?? ""}
        aria-required={required || undefined}
        {...aria}
        onChange={(e) => onChange?.(e.currentTarget.value)}
        onBlur={() => ctx.touched(name)}
        className={`${inputClass} appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22 fill=%22%235b6474%22><path d=%22M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z%22/></svg>')] bg-[length:1.25rem] bg-[right_0.6rem_center] bg-no-repeat pr-9`}
      >
        {placeholder !== null && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({ name, label, defaultChecked = false, required, className = "" }: { name: string; label: ReactNode; defaultChecked?: boolean; required?: boolean; className?: string }) {
  const { ctx, id, error, aria } = useField(name);
  const posted = ctx.value(name);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={posted === undefined ? defaultChecked : posted === "on"}
          aria-required={required || undefined}
          {...aria}
          onChange={() => ctx.touched(name)}
          className="mt-0.5 size-5 shrink-0 rounded border-black/30 accent-[var(--color-brand)]"
        />
        <label htmlFor={id} className="text-sm leading-snug text-ink">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Checkboxes sharing one name: the ticked options are posted as a list. */
export function CheckboxGroup({ name, legend, options, className = "" }: { name: string; legend: ReactNode; options: readonly string[]; className?: string }) {
  const { ctx, id } = useField(name);
  const posted = ctx.value(name)?.split("\n") ?? [];
  return (
    <fieldset id={id} className={`min-w-0 ${className}`}>
      <legend className={labelClass}>
        {legend}
        <Marker />
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o, i) => (
          <label key={o} htmlFor={`${id}-${i}`} className="flex cursor-pointer items-center gap-3 rounded-theme border border-black/10 bg-white px-3 py-2.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5">
            <input id={`${id}-${i}`} type="checkbox" name={name} value={o} defaultChecked={posted.includes(o)} className="size-4 shrink-0 accent-[var(--color-brand)]" />
            <span>{o}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One choice of a few, as buttons that are radios underneath (works without JavaScript). */
export function ChoiceField({
  name,
  legend,
  options,
  defaultValue,
  required,
  className = "",
  columns = 3,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  required?: boolean;
  className?: string;
  columns?: 2 | 3;
}) {
  const { ctx, id, error } = useField(name);
  const current = ctx.value(name) ?? defaultValue;
  return (
    <fieldset id={id} className={`min-w-0 ${className}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>
        {legend}
        {required === false ? <Marker /> : null}
      </legend>
      <div className={`grid gap-2 ${columns === 2 ? "grid-cols-2" : "grid-cols-3"}`}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-theme border border-black/15 bg-white px-3 py-2.5 text-sm font-semibold text-ink transition hover:border-brand/60 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-contrast has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
          >
            <input type="radio" name={name} value={o.value} defaultChecked={current === o.value} className="sr-only" onChange={() => ctx.touched(name)} />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

export const POSTCODE_HINT = MESSAGES.postcode;

/** A number typed with grouping and a unit (money, kilometres): formatted as you leave the field, with quick picks. */
function FormattedNumberField({ name, label, format, placeholder, quickPicks, required, hint }: { name: string; label: ReactNode; format: (raw: string) => string; placeholder: string; quickPicks: readonly number[]; required?: boolean; hint?: ReactNode }) {
  const ref = useRef<HTMLInputElement>(null);
  const { ctx } = useField(name);
  const initial = ctx.value(name);
  return (
    <div>
      <TextField
        ref={ref}
        name={name}
        label={label}
        required={required}
        hint={hint}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={initial ? format(initial) : undefined}
        onBlur={(e) => (e.currentTarget.value = format(e.currentTarget.value))}
      />
      {ctx.hydrated && (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Quick picks">
          {quickPicks.map((v) => (
            <button
              key={v}
              type="button"
              onClick={() => {
                if (ref.current) ref.current.value = format(String(v));
                ctx.touched(name);
              }}
              className="rounded-full border border-black/15 bg-white px-3 py-1 text-sm font-semibold text-ink hover:border-brand hover:text-brand"
            >
              {format(String(v))}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** Money: "$" prefix, thousands separators as you leave the field, quick picks (spec 000 §5 'Forms'). */
export function MoneyField({ quickPicks = [5_000, 10_000, 20_000, 30_000, 50_000, 70_000], ...props }: { name: string; label: ReactNode; quickPicks?: readonly number[]; required?: boolean; hint?: ReactNode }) {
  return <FormattedNumberField {...props} quickPicks={quickPicks} format={formatMoneyInput} placeholder="e.g. $30,000" />;
}

/** Kilometres: " kms" suffix and thousands separators, quick picks. */
export function KmsField({ required = true, quickPicks = [10_000, 30_000, 50_000, 80_000, 100_000, 150_000], ...props }: { name: string; label: ReactNode; required?: boolean; quickPicks?: readonly number[] }) {
  return <FormattedNumberField {...props} required={required} quickPicks={quickPicks} format={formatKmsInput} placeholder="e.g. 45,000 kms" />;
}

/** A field people never see or reach; bots that fill in every field fill it in too. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Company website
        <input type="text" name="company_website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function SubmitButton({ pending, children, className = "", name, value }: { pending: boolean; children: ReactNode; className?: string; name?: string; value?: string }) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      aria-disabled={pending || undefined}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-theme bg-brand px-6 py-3 font-bold text-brand-contrast shadow-sm transition hover:brightness-110 disabled:cursor-wait disabled:opacity-80 ${className}`}
    >
      {pending && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
      <span>{pending ? "Sending…" : children}</span>
    </button>
  );
}
