import { z } from "zod";
import { normalizeAuPhone } from "../lib/phone.ts";
import { MESSAGES } from "./lead-messages.ts";

/**
 * One zod schema per form, shared by the browser (inline errors) and the server (the authority).
 * Tenant switches (consent, comments, categories, locations) are passed in as options.
 */

export const LEAD_FORMS = ["enquiry", "car-enquiry", "find-similar", "test-drive", "request-photos", "finance", "service", "sell-my-car", "trade-in", "chat"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export { MESSAGES } from "./lead-messages.ts";

/** Category each form's lead is filed under (careers become General Enquiry / Career Enquiry). */
export const FORM_CATEGORY: Record<LeadForm, string> = {
  enquiry: "General Enquiry",
  "car-enquiry": "Vehicle Enquiry",
  "find-similar": "Vehicle Enquiry",
  "test-drive": "Test Drive",
  "request-photos": "Vehicle Enquiry",
  finance: "Finance Enquiry",
  service: "Service Booking",
  "sell-my-car": "Sell My Car",
  "trade-in": "Trade-In Valuation",
  chat: "Chat Enquiry",
};

/** The careers page's enquiry category: always accepted, and filed as General Enquiry / Career Enquiry. */
export const CAREERS_CATEGORY = "Careers";

export type FormOptions = {
  consentRequired: boolean;
  commentsRequired: boolean;
  categories: string[];
  /** Number of selectable locations / dealerships: the select is shown (and required) when there is more than one. */
  locationCount: number;
  dealershipCount: number;
};

// Angle brackets, control characters and bidirectional overrides are refused in every text field:
// they have no place in a name or a message and are the raw material of injection and spoofing.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const safeText = (max: number, label: string) =>
  z
    .string({ error: `Please enter ${label}.` })
    .trim()
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} must be ${max} characters or fewer.`)
    .refine((v) => !UNSAFE.test(v), `${label[0]!.toUpperCase()}${label.slice(1)} contains characters we can't accept.`);

const personName = (label: string, required: boolean) => {
  const base = safeText(60, label).refine((v) => v === "" || /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u.test(v), `Please enter a valid ${label.replace(/^your /, "")}.`);
  return required ? base.refine((v) => v.length > 0, `Please enter ${label}.`) : base.optional().default("");
};

export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .min(1, "Please enter your email address.")
  .max(254, "Email address must be 254 characters or fewer.")
  .pipe(z.email("Please enter a valid email address."));

export const phoneField = z
  .string({ error: "Please enter your phone number." })
  .trim()
  .min(1, "Please enter your phone number.")
  .transform((v, ctx) => {
    const phone = normalizeAuPhone(v);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: "Please enter a valid Australian phone number." });
      return z.NEVER;
    }
    return phone;
  });

export const postcodeField = z.string({ error: MESSAGES.postcode }).trim().regex(/^\d{4}$/, MESSAGES.postcode);

const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("false"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

const optionalId = z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number), z.literal("").transform(() => undefined)]).optional();

const requiredId = (message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform(Number)
    .pipe(z.number().int(message).positive(message));

function coreFields(options: FormOptions) {
  return {
    name: personName("your first name", true),
    last_name: personName("your last name", false),
    email: emailField,
    phone: phoneField,
    postcode: postcodeField,
    opt_in: checkbox,
    terms_conditions: checkbox,
    location: options.locationCount > 1 ? requiredId("Please choose a location.") : optionalId,
    // The dealership select is shown (and required) only where it is the choice: several dealerships, at most one location.
    dealership_slug:
      options.dealershipCount > 1 && options.locationCount <= 1
        ? z.string({ error: "Please choose a dealership." }).trim().min(1, "Please choose a dealership.").max(80).regex(/^[a-z0-9-]+$/, "Please choose a dealership.")
        : safeText(80, "the dealership").optional(),
  };
}

const message = (required: boolean) =>
  required ? safeText(2000, "your comments").refine((v) => v.length > 0, "Please enter your comments.") : safeText(2000, "your comments").optional().default("");

const regoField = safeText(10, "the rego")
  .refine((v) => v === "" || /^[A-Za-z0-9 -]{1,10}$/.test(v), "Please enter a valid rego.")
  .optional()
  .default("");

// The car enquiry defaults of spec 001 §3 'Enquiry form defaults', kept with the lead as sent.
const carFields = {
  car_id: optionalId,
  stock_number: safeText(40, "the stock number").optional(),
  vehicle_status: safeText(20, "the vehicle status").optional(),
  manufacturer_slug: safeText(60, "the manufacturer").optional(),
  "Vehicle Make": safeText(60, "the vehicle make").optional(),
  "Vehicle Model": safeText(80, "the vehicle model").optional(),
  car_type: z.enum(["new", "used", "demo"]).optional(),
};

const dateTimeField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Please choose a booking date and time.")
  .optional()
  .or(z.literal("").transform(() => undefined));

/** An empty form field is a missing value, not zero. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** "45,000 kms" → 45000; blank → NaN (missing, not zero). */
export function kmsFromText(v: string): number {
  const digits = v.replace(/[,\s]|kms?$/gi, "");
  return digits === "" ? NaN : Number(digits);
}

const yearField = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: "Please enter the year." }).int("Please enter the year.").min(1950, "Please enter a year from 1950.").max(2100, "Please enter a valid year."),
);
const kmsField = z
  .union([z.number(), z.string().transform(kmsFromText)], { error: "Please enter the kilometres." })
  .pipe(z.number({ error: "Please enter the kilometres." }).int("Please enter the kilometres.").min(0, "Kilometres cannot be negative.").max(2_000_000, "Please check the kilometres."));

/** The fields of each form, given the tenant's switches. */
export function formSchema(form: LeadForm, options: FormOptions) {
  const core = coreFields(options);
  const consent = <T extends z.ZodTypeAny>(schema: T) =>
    options.consentRequired
      ? // `when`: the consent message joins the other errors instead of waiting until they are fixed.
        schema.refine((v: z.output<T>) => (v as { terms_conditions?: unknown } | null)?.terms_conditions === true, {
          message: MESSAGES.consent,
          path: ["terms_conditions"],
          when: () => true,
        })
      : schema;
  switch (form) {
    case "enquiry":
      return consent(
        z.object({
          ...core,
          message: message(options.commentsRequired),
          category: options.categories.length
            ? z.string({ error: "Please choose a category." }).refine((v) => options.categories.includes(v) || v === CAREERS_CATEGORY, "Please choose a category.")
            : z.string().max(60).optional(),
          subcategory: safeText(60, "the subcategory").optional(),
          Rego: regoField,
          additional_services: z.array(safeText(60, "a service")).max(20).optional().default([]),
        }),
      );
    case "car-enquiry":
    case "find-similar":
    case "request-photos":
      return consent(z.object({ ...core, ...carFields, message: message(form === "car-enquiry" ? options.commentsRequired : false) }));
    case "test-drive":
      return consent(z.object({ ...core, ...carFields, message: message(false), dateTime: dateTimeField }));
    case "finance":
      return consent(
        z.object({
          ...core,
          ...carFields,
          message: message(false),
          vehiclePriceBudget: z.coerce.number().min(0).max(10_000_000).optional(),
          vin: z.string().regex(/^[A-HJ-NPR-Z0-9]{17}$/).optional(),
        }),
      );
    case "service":
      return consent(z.object({ ...core, message: message(false), Rego: regoField, dateTime: dateTimeField, additional_services: z.array(safeText(60, "a service")).max(20).optional().default([]) }));
    case "sell-my-car":
      return consent(z.object({ ...core, message: message(false), Rego: regoField, year: yearField, make: safeText(40, "the make").min(1, "Please enter the make."), model: safeText(60, "the model").min(1, "Please enter the model."), kms: kmsField }));
    case "trade-in":
      return z.object({ ...core, name: personName("your first name", true), PreferredContactMethod: z.enum(["Phone", "Email", "SMS"]).default("Phone"), finance: z.enum(["Yes", "No"]).default("No") });
    case "chat":
      return consent(chatSchema);
  }
}

/**
 * A message typed into the chat widget (ADR 040): the message, a name, and a phone number or an email address to reply
 * to (either, checked as the other forms check them); no postcode or location (the car names its location).
 */
const optionalContact = <T extends z.ZodTypeAny>(field: T) => z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), field.optional());
const chatSchema = z
  .object({
    name: personName("your name", true),
    phone: optionalContact(phoneField),
    email: optionalContact(emailField),
    message: safeText(2000, "your message").refine((v) => v.length > 0, "Please type your message."),
    terms_conditions: checkbox,
    opt_in: checkbox,
    ...carFields,
  })
  .refine((v) => v.phone !== undefined || v.email !== undefined, { message: "Please enter a phone number or an email address.", path: ["phone"], when: () => true });

/** Field errors as the forms show them: one line per field, in the form's order (the one form convention's). */
export { fieldErrors } from "../lib/form-submission.ts";
