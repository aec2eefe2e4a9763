/**
 * The server half of the one form convention (ADR 025): a posted form is read with the same zod
 * schema the browser checks it with, and a refusal carries everything the page needs to render the
 * form again with its errors (a plain POST works without JavaScript): the status, one message for the
 * whole form, one message per field, and the values as typed.
 */

import type { z } from "zod";

export type FormEntries = Iterable<[string, FormDataEntryValue]>;

/** A refused form: what to show and what to put back in the fields. */
export interface FormFailure {
  ok: false;
  status: number;
  error: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

export type FormSubmission<T> = { ok: true; data: T } | FormFailure;

/** The default message above a list of field errors. */
export const FIX_ERRORS = "Please fix the following errors:";

/** Field errors as forms show them: the first message per field, in the schema's order ("form" for the whole). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * The values to put back in a form after a failed post: text entries only, a repeated name joined by
 * newlines, never control fields (`_`-prefixed) nor the names in `omit` (secrets, card numbers, traps).
 */
export function formValues(entries: FormEntries, omit: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== "string" || key.startsWith("_") || omit.includes(key)) continue;
    out[key] = key in out ? `${out[key]}\n${raw}` : raw;
  }
  return out;
}

/** Plain object of a form's entries: the last value of a name wins (forms with one value per name). */
export function entriesObject(entries: FormEntries): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, raw] of entries) if (typeof raw === "string") out[key] = raw;
  return out;
}

export interface ParseFormOptions {
  /** Entries → the schema's input (default: entriesObject). */
  input?: (entries: FormEntries) => unknown;
  /** The form-level message when fields are refused (default FIX_ERRORS). */
  error?: string;
  /** Status of a refusal (default 400). */
  status?: number;
  /** Names never echoed back (see formValues). */
  omit?: readonly string[];
}

/** A failure built by hand (a check the schema cannot make: a rate limit, a refused card). */
export function formFailure(entries: FormEntries | null, error: string, options: { status?: number; fieldErrors?: Record<string, string>; omit?: readonly string[] } = {}): FormFailure {
  return { ok: false, status: options.status ?? 400, error, fieldErrors: options.fieldErrors ?? {}, values: entries ? formValues(entries, options.omit) : {} };
}

/** A posted form read with its schema: the parsed data, or the failure to render. */
export function parseFormSubmission<S extends z.ZodType>(entries: FormEntries, schema: S, options: ParseFormOptions = {}): FormSubmission<z.output<S>> {
  const list = [...entries];
  const parsed = schema.safeParse((options.input ?? entriesObject)(list));
  if (parsed.success) return { ok: true, data: parsed.data };
  return formFailure(list, options.error ?? FIX_ERRORS, { status: options.status, fieldErrors: fieldErrors(parsed.error), omit: options.omit });
}
