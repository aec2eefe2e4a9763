/**
 * Console form fields checked by the tenant document's own zod schemas (issue 11: the console can never save what
 * the operator API would refuse). A form field wraps the document's schema for that field: the value typed into the
 * form is turned into the document's type (blank → null, text → number) and parsed by the document's schema, with
 * messages a dealer can read ("Tagline must be 160 characters or fewer") instead of zod's defaults. The limits live
 * in the document only, so a form cannot drift from it.
 */

import { z } from "zod";
import { fieldErrors } from "../lib/form-submission.ts";
import { tenantDocumentSchema, type TenantDocument } from "../tenants/tenant-document.ts";

type Issue = z.core.$ZodRawIssue;

export interface DocumentFieldOptions {
  /**
   * How to read the posted text (always trimmed): as text ("text", default), blank as null ("nullable"), a number
   * ("number"), or a number with blank as null ("nullable-number").
   */
  as?: "text" | "nullable" | "number" | "nullable-number";
  /** For a format the schema does not explain itself: "a colour such as #0b4ea2". */
  format?: string;
}

/** 'Tagline' → 'tagline' inside a sentence; day names keep their capital. */
const lowerFirst = (s: string) => (/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const enter = (label: string) => `Enter the ${lowerFirst(label)}`;

/** A dealer-readable message for one issue of the field called `label`. */
export function fieldMessage(issue: Issue, label: string, format?: string): string | undefined {
  const origin = "origin" in issue ? issue.origin : undefined;
  switch (issue.code) {
    case "too_small": {
      const min = Number(issue.minimum);
      if (origin === "string") return min <= 1 ? enter(label) : `${label} must be at least ${min} characters`;
      if (origin === "array") return `${label} needs at least ${min}`;
      return `${label} must be at least ${min}`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (origin === "string") return `${label} must be ${max} characters or fewer`;
      if (origin === "array") return `${label} can have at most ${max}`;
      return `${label} must be ${max} or less`;
    }
    case "invalid_type":
      if (issue.expected === "number") return issue.input === undefined ? enter(label) : `${label} must be a number`;
      if (issue.expected === "int") return `${label} must be a whole number`;
      return issue.input === undefined || issue.input === null ? enter(label) : `${label} is not valid`;
    case "invalid_format":
      return format ? `${label} must be ${format}` : `${label} is not in the right format`;
    case "invalid_value":
    case "invalid_union":
      return `Choose one of the options for ${lowerFirst(label)}`;
    case "not_multiple_of":
      return `${label} must be a whole number`;
    default:
      return undefined;
  }
}

/** The document's own message reads as a predicate ('must be HH:MM (24-hour)'): it gets the field's name in front. */
export function withLabel(message: string, label: string): string {
  return /^(must|only|no |duplicate|expiry)/.test(message) ? `${label} ${message}` : message;
}

/** A field missing from the post reads as a blank one (a forged post, a control the browser left out). */
function read(value: unknown, as: DocumentFieldOptions["as"]): unknown {
  if (value === undefined) return as === "nullable" || as === "nullable-number" ? null : as === "number" ? undefined : "";
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (as === "nullable") return text === "" ? null : text;
  if (as === "nullable-number") return text === "" ? null : Number(text.replace(/[$,\s]/g, ""));
  if (as === "number") return text === "" ? undefined : Number(text.replace(/[$,\s]/g, ""));
  return text;
}

/**
 * A form field parsed by a document schema (`schema`): what the form posts, read as `options.as`, then checked and
 * typed by the document, its issues rewritten for the dealer.
 */
export function documentField<T extends z.ZodType>(schema: T, label: string, options: DocumentFieldOptions = {}) {
  return z.unknown().optional().transform((value, ctx): z.output<T> => {
    const parsed = schema.safeParse(read(value, options.as), { error: (issue) => fieldMessage(issue, label, options.format) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: withLabel(issue.message, label), path: issue.path });
    return z.NEVER;
  });
}

/** A checkbox: ticked ('on') or not (absent). */
export const checkboxField = z
  .union([z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((v) => v === "on" || v === "true");

export type DocumentCheck = { ok: true; doc: TenantDocument } | { ok: false; fieldErrors: Record<string, string>; problems: string[] };

/**
 * The changed document checked as a whole by the operator API's schema (tenantDocumentSchema): the console saves only
 * what `PUT /api/admin/tenants/{slug}` would take, and saves it as that route would (the parsed document). A problem
 * goes on the form field `fieldOf` names, else into `problems` (the form's alert).
 */
export function checkDocument(doc: TenantDocument, fieldOf: (path: readonly PropertyKey[]) => string | null): DocumentCheck {
  const parsed = tenantDocumentSchema.safeParse(doc);
  if (parsed.success) return { ok: true, doc: parsed.data };
  const fieldErrors: Record<string, string> = {};
  const problems: string[] = [];
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field) fieldErrors[field] ??= issue.message;
    else problems.push(`${issue.path.join(".")}: ${issue.message}`);
  }
  return { ok: false, fieldErrors, problems };
}

/** The browser half of a console form's check (ValidatedForm's `validate`): the form's text fields through its schema. */
export function formValidator(schema: z.ZodType): (formData: FormData) => Record<string, string> {
  return (formData) => {
    const values: Record<string, string> = {};
    for (const [k, v] of formData) if (typeof v === "string") values[k] = v;
    const parsed = schema.safeParse(values);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
}

/** A form's values as the audit log keeps them: checkboxes as true/false rather than "on"/"". */
export function auditView(values: Record<string, string>, checkboxes: readonly string[]): Record<string, string | boolean> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, checkboxes.includes(k) ? v === "on" : v]));
}
