import { AlertCircle } from "lucide-react";
import { createContext, useContext, type ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * One form field: the label (with ' *' or ' (optional)' when `showRequired`), the control, a hint
 * and an error. The control inside (Input, Select, Textarea) takes its id, aria-invalid,
 * aria-describedby (hint, then error) and aria-required from the field, so the wiring is written once.
 */

export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/** The wiring of the field around a control (null outside a Field). */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}

/** The aria attributes of a control with this id, hint and error. */
export function controlProps(id: string, { hint, error, required }: { hint?: boolean; error?: boolean; required?: boolean }): FieldControlProps {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy, "aria-required": required || undefined };
}

export const labelClass = "mb-1.5 block text-sm font-semibold text-ink";

/** ' *' for a required field, ' (optional)' for the others. */
export function RequiredMarker({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  ) : (
    <span className="font-normal text-muted"> (optional)</span>
  );
}

export function FieldHint({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <p id={id} className={cn("mt-1.5 text-sm text-muted", className)}>
      {children}
    </p>
  );
}

/** A field's error line; `plain` drops the icon (the checkout's and the booking time's look). */
export function FieldError({ id, message, plain = false, className }: { id?: string; message: ReactNode; plain?: boolean; className?: string }) {
  if (!message) return null;
  if (plain)
    return (
      <p id={id} className={cn("mt-1.5 text-sm font-medium text-red-700", className)}>
        {message}
      </p>
    );
  return (
    <p id={id} className={cn("mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700", className)}>
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Show ' *' / ' (optional)' after the label. */
  showRequired?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  /** The error line without its icon. */
  plainError?: boolean;
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  children: ReactNode;
}

export function Field({ id, label, required, showRequired = false, hint, error, plainError, className, labelClassName, errorClassName, children }: FieldProps) {
  const control = controlProps(id, { hint: Boolean(hint), error: Boolean(error), required });
  return (
    <div className={className}>
      <label htmlFor={id} className={cn(labelClass, labelClassName)}>
        {label}
        {showRequired && <RequiredMarker required={required} />}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`} message={error} plain={plainError} className={errorClassName} />
    </div>
  );
}
