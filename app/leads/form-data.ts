/**
 * From an HTML form post to a lead submission, and the checks the browser runs before sending it.
 * Shared by the browser (inline errors) and the server (form actions), so both read a form alike.
 */

import { ENVELOPE_KEYS, splitSubmission } from "./lead-submission.ts";
import { fieldErrors, formSchema, type FormOptions, type LeadForm } from "./lead-forms.ts";
import { TRADE_IN_STEPS, tradeInStepSchemas, type TradeInStep } from "./trade-in-valuation.ts";
import { formatNumber } from "../lib/format.ts";
import { formValues, type FormFailure } from "../lib/form-submission.ts";

/** Ticked checkboxes arrive as "on"; unticked ones do not arrive at all. */
const CHECKBOXES = ["opt_in", "terms_conditions", "offer_accepted"] as const;
/** Fields whose blank value means 'not given'. */
const OPTIONAL = new Set<string>([...ENVELOPE_KEYS, "vin", "vehiclePriceBudget", "dateTime", "location", "stock_number", "vehicle_status", "dealership_slug", "manufacturer_slug", "car_type"]);
/** Money typed as "$30,000". */
const MONEY = new Set(["vehiclePriceBudget"]);
const ADJUSTMENT_PREFIX = "adjustmentAnswers.";

/** What a form page's action answers: where to go next, or what to fix. */
export type FormActionData = { ok: true; leadId: string; redirectTo: string } | FormFailure;

/** A form page's token and how long after it was served the form may be sent (form-token.server.ts). */
export interface FormTokenData {
  value: string;
  minAgeMs: number;
}

export type { FormEntries } from "../lib/form-submission.ts";
type FormEntries = Iterable<[string, FormDataEntryValue]>;

/** Whole dollars from what people type ("$30,000", "30 000"), or null. */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/[$,\s]/g, "").replace(/\.\d*$/, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}


/** "30000" → "$30,000" (blank stays blank; anything unreadable is left as typed). */
export function formatMoneyInput(text: string): string {
  if (text.trim() === "") return "";
  const n = parseMoney(text);
  return n === null ? text : `$${formatNumber(n)}`;
}

/** "45000" → "45,000 kms". */
export function formatKmsInput(text: string): string {
  if (text.trim() === "") return "";
  const digits = text.replace(/[,\s]|kms?$/gi, "");
  return /^\d{1,7}$/.test(digits) ? `${formatNumber(Number(digits))} kms` : text;
}

/**
 * The submission for a posted form: checkboxes become booleans, additional_services the list of
 * ticked options, `adjustmentAnswers.{id}` radios one record, lead_attributes its JSON, money whole
 * dollars; blank optional fields are dropped; `_`-prefixed control fields are not part of the lead.
 */
export function submissionFromEntries(entries: FormEntries): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const services: string[] = [];
  const adjustments: Record<string, string> = {};
  for (const [key, raw] of entries) {
    if (typeof raw !== "string" || key.startsWith("_")) continue;
    if (key === "additional_services") {
      if (raw.trim()) services.push(raw.trim());
    } else if (key.startsWith(ADJUSTMENT_PREFIX)) {
      adjustments[key.slice(ADJUSTMENT_PREFIX.length)] = raw;
    } else if (key === "lead_attributes") {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === "object") out.lead_attributes = parsed;
      } catch {
        // A broken value is left out rather than failing the shopper's enquiry.
      }
    } else if ((CHECKBOXES as readonly string[]).includes(key)) {
      out[key] = raw === "on" || raw === "true";
    } else if (OPTIONAL.has(key) && raw.trim() === "") {
      continue;
    } else if (MONEY.has(key)) {
      out[key] = parseMoney(raw) ?? raw;
    } else if (key === "rego" || key === "Rego") {
      out[key] = raw.replace(/\s+/g, "").toUpperCase();
    } else {
      out[key] = raw;
    }
  }
  for (const key of CHECKBOXES) if (key !== "offer_accepted") out[key] ??= false;
  if (services.length) out.additional_services = services;
  if (Object.keys(adjustments).length) out.adjustmentAnswers = adjustments;
  return out;
}

/** Never put back in a form: the honeypot and the idempotency key. */
export const NOT_ECHOED = ["company_website", "idempotency_key"] as const;

/** The values to put back in the form after a failed post (text only; never the honeypot). */
export function echoValues(entries: FormEntries): Record<string, string> {
  return formValues(entries, NOT_ECHOED);
}

/** The trade-in step a form names, or null when it names none (an unknown step is not one). */
export function tradeInStep(raw: unknown): TradeInStep | null {
  return TRADE_IN_STEPS.includes(raw as TradeInStep) ? (raw as TradeInStep) : null;
}

/** The zod schema a lead form (or trade-in step) is read with, in the browser and on the server. */
export function leadSchema(form: LeadForm, options: FormOptions, step?: TradeInStep | null) {
  return form === "trade-in" && step && step !== "contact" ? tradeInStepSchemas[step] : formSchema(form, options);
}

/** The schema's input: the form's own fields (the enquiry's category and subcategory too). */
export function leadSchemaInput(form: LeadForm, submission: Record<string, unknown>): Record<string, unknown> {
  const { envelope, fields } = splitSubmission(submission);
  return form === "enquiry" ? { ...fields, category: envelope.category, subcategory: envelope.subcategory } : fields;
}

/**
 * The browser's check of a submission against the same schema the server uses (the server also
 * checks what only it can: known postcodes, the car, the booking slot). Empty: nothing to fix.
 */
export function validateSubmission(form: LeadForm, options: FormOptions, submission: Record<string, unknown>, step?: TradeInStep): Record<string, string> {
  const parsed = leadSchema(form, options, step).safeParse(leadSchemaInput(form, submission));
  return parsed.success ? {} : fieldErrors(parsed.error);
}
