/**
 * The online purchase journey (/checkout-journey?car_id=, spec 001 §2): buyer details, delivery or
 * pick-up, how the buyer will pay (with an optional trade-in and deposit), then review and submit.
 * All state travels in the form (hidden inputs for the steps already done), so it works without
 * JavaScript; each step is checked on the server when the buyer moves on. Pure: shared by both sides.
 */

import { z } from "zod";
import { fieldErrors } from "../lib/form-submission.ts";
import { normalizeAuPhone } from "../lib/phone.ts";

export const JOURNEY_STEPS = ["details", "delivery", "payment", "review"] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export const STEP_LABELS: Record<JourneyStep, string> = { details: "Your details", delivery: "Delivery", payment: "Payment", review: "Review" };

export const PAYMENT_METHODS = { cash: "Cash or bank transfer", "dealer-finance": "Dealer finance", "own-finance": "My own finance" } as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;

export interface JourneyValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  delivery: "pickup" | "delivery";
  payment_method: PaymentMethod | "";
  trade_in: "yes" | "no";
  deposit: "yes" | "no";
  message: string;
}

/** The fields each step asks for; the others ride along as hidden inputs. */
export const STEP_FIELDS: Record<JourneyStep, (keyof JourneyValues)[]> = {
  details: ["name", "last_name", "email", "phone", "postcode"],
  delivery: ["delivery"],
  payment: ["payment_method", "trade_in", "deposit"],
  review: ["message"],
};

export const EMPTY_JOURNEY: JourneyValues = { name: "", last_name: "", email: "", phone: "", postcode: "", delivery: "pickup", payment_method: "", trade_in: "no", deposit: "no", message: "" };

type Entries = { get(name: string): unknown };
const text = (form: Entries, name: string, max: number) => {
  const v = form.get(name);
  return typeof v === "string" ? v.trim().slice(0, max) : "";
};

/** The journey values in a posted form (anything unknown falls back to its default). */
export function readJourney(form: Entries): JourneyValues {
  const method = text(form, "payment_method", 20);
  return {
    name: text(form, "name", 60),
    last_name: text(form, "last_name", 60),
    email: text(form, "email", 254),
    phone: text(form, "phone", 20),
    postcode: text(form, "postcode", 4),
    delivery: text(form, "delivery", 10) === "delivery" ? "delivery" : "pickup",
    payment_method: method in PAYMENT_METHODS ? (method as PaymentMethod) : "",
    trade_in: text(form, "trade_in", 3) === "yes" ? "yes" : "no",
    deposit: text(form, "deposit", 3) === "yes" ? "yes" : "no",
    message: text(form, "message", 2000),
  };
}

export function stepIndex(step: JourneyStep): number {
  return JOURNEY_STEPS.indexOf(step);
}

export function parseStep(raw: unknown): JourneyStep {
  return JOURNEY_STEPS.includes(raw as JourneyStep) ? (raw as JourneyStep) : "details";
}

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
// eslint-disable-next-line no-control-regex -- control characters are refused in free text
const UNSAFE = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** The terms-of-use consent's message (the lead forms' own). */
export const CONSENT_MESSAGE = "*You must agree to the terms of use before submitting.";

/** Required, then well-formed: one message each, in that order. */
const required = (empty: string, invalid: string, valid: (v: string) => boolean) =>
  z.string().refine((v) => v !== "", empty).refine((v) => v === "" || valid(v), invalid);

/**
 * Each step's one schema (browser and server), over the step's read values (readJourney). What only
 * the server knows (a real postcode, a delivery quote) is validateStep's.
 */
export const journeyStepSchemas = {
  details: z.object({
    name: required("Please enter your first name.", "Please enter a valid first name.", (v) => NAME.test(v)),
    last_name: z.string().refine((v) => !v || NAME.test(v), "Please enter a valid last name."),
    email: required("Please enter your email address.", "Please enter a valid email address.", (v) => EMAIL.test(v)),
    phone: required("Please enter your phone number.", "Please enter a valid Australian phone number.", (v) => normalizeAuPhone(v) !== null),
    postcode: z.string().regex(/^\d{4}$/, "Invalid postcode. Please enter a 4-digit number."),
  }),
  delivery: z.object({}),
  payment: z.object({ payment_method: z.string().min(1, "Please choose how you'll pay.") }),
  review: z.object({ message: z.string().refine((v) => !UNSAFE.test(v), "Your comments contain characters we can't accept.") }),
} satisfies Record<JourneyStep, z.ZodType>;

/** The problems the step's schema finds (the browser's check; the server adds validateStep's). */
export function checkStep(step: JourneyStep, v: JourneyValues): Record<string, string> {
  const parsed = journeyStepSchemas[step].safeParse(v);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

/**
 * Problems with one step's answers, by field. `options.deliveryAvailable`: whether a delivery quote
 * exists for the buyer's postcode; `options.knownPostcode` checks the postcode is a real one.
 */
export function validateStep(step: JourneyStep, v: JourneyValues, options: { deliveryAvailable: boolean; knownPostcode: (p: string) => boolean }): Record<string, string> {
  const errors = checkStep(step, v);
  if (step === "details" && !errors.postcode && !options.knownPostcode(v.postcode)) errors.postcode = "Invalid postcode";
  if (step === "delivery" && v.delivery === "delivery" && !options.deliveryAvailable) errors.delivery = "Delivery isn't available to your postcode. Please choose pick-up.";
  return errors;
}

/** Every step up to and including `upTo`: the first step with problems, or null. */
export function firstInvalidStep(v: JourneyValues, upTo: JourneyStep, options: Parameters<typeof validateStep>[2]): { step: JourneyStep; errors: Record<string, string> } | null {
  for (const step of JOURNEY_STEPS.slice(0, stepIndex(upTo) + 1)) {
    const errors = validateStep(step, v, options);
    if (Object.keys(errors).length) return { step, errors };
  }
  return null;
}

/** The price summary: car, delivery, total, and what is due today. */
export function journeyTotals(price: number | null, deliveryPrice: number | null, deposit: number | null) {
  const car = price && price > 0 ? price : null;
  const delivery = deliveryPrice ?? 0;
  return { car, delivery, total: car === null ? null : car + delivery, dueToday: deposit ?? 0, balance: car === null ? null : car + delivery - (deposit ?? 0) };
}

/** The lead's message: everything the sales team needs in one readable block. */
export function journeyMessage(v: JourneyValues, extra: { car: string; delivery: string; reservation: string | null }): string {
  const lines = [
    `Online purchase request: ${extra.car}`,
    `Delivery: ${extra.delivery}`,
    `Payment: ${v.payment_method ? PAYMENT_METHODS[v.payment_method] : "not given"}`,
    `Trade-in: ${v.trade_in === "yes" ? "Yes" : "No"}`,
    `Deposit: ${extra.reservation ?? "not paid"}`,
  ];
  if (v.message) lines.push("", v.message);
  return lines.join("\n");
}
