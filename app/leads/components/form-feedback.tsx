import { AlertTriangle, XCircle } from "lucide-react";
import { forwardRef } from "react";
import { MESSAGES } from "../lead-forms.ts";
import { fieldId } from "./form-context.tsx";

/** The list of what to fix, one line per error, each a link to its field (spec 000 §5 'Forms'). */
export const ErrorSummary = forwardRef<HTMLDivElement, { formId: string; errors: Record<string, string> }>(function ErrorSummary({ formId, errors }, ref) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby={`${formId}-error-heading`} className="rounded-theme border-l-4 border-red-600 bg-red-50 p-4 text-red-900 outline-none focus-visible:ring-2 focus-visible:ring-red-600">
      <p id={`${formId}-error-heading`} className="flex items-center gap-2 font-bold">
        <XCircle aria-hidden="true" className="size-5 shrink-0" />
        {MESSAGES.listHeading}
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
export const FormAlert = forwardRef<HTMLDivElement, { title?: string; message?: string | null }>(function FormAlert({ title = MESSAGES.submitFailed, message }, ref) {
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
