/**
 * The console's vehicle form (add by hand, edit): the everyday fields of a vehicle as a form posts them (text), each
 * checked by the operator API's own rule for that field (`vehicleSchema.shape`, ADR 025: one schema per form, shared
 * by browser and server), with its message put in the dealer's words. What the form leaves out (photos, equipment,
 * specifications, …) is kept as it is; the whole vehicle is checked again by the operator schema when it is stored.
 */

import { z } from "zod";
import { BODY_TYPES, facetLabel } from "./attributes.ts";
import { CAR_TYPES, STATUSES, vehicleSchema } from "./vehicle-schema.ts";
import { STATUS_LABELS } from "./vehicle-status.ts";

const shape = vehicleSchema.shape;

type Issue = z.core.$ZodIssue;

/** A message that starts with the field's name: "Year must be 1900 or later", "VIN must be 17 characters …". */
export function fieldMessage(label: string, issue: Issue, input: unknown): string {
  const lower = label.charAt(0).toLowerCase() + label.slice(1);
  switch (issue.code) {
    case "invalid_type":
      if (input === undefined || input === null) return `Enter the ${lower}`;
      if (issue.expected === "int" && typeof input === "number" && Number.isFinite(input)) return `${label} must be a whole number`;
      return issue.expected === "number" || issue.expected === "int" ? `${label} must be a number` : `${label} is not valid`;
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? `Enter the ${lower}` : `${label} must be at least ${issue.minimum} characters`;
      return Number(issue.minimum) === 0 ? `${label} can't be negative` : `${label} must be ${issue.minimum} or more`;
    case "too_big":
      if (issue.origin === "string") return `${label} must be at most ${issue.maximum} characters`;
      return `${label} must be ${formatLimit(Number(issue.maximum))} or less`;
    case "invalid_format":
      return `${label} ${issue.message}`;
    case "invalid_value":
      return `Choose a ${lower}`;
    default:
      return issue.code === "custom" ? issue.message : `${label} is not valid`;
  }
}

const formatLimit = (n: number) => (n >= 10_000 ? n.toLocaleString("en-AU") : String(n));

/** A field of the form: posted text → the value `read` makes of it → the operator's rule, with the field's message. */
function field<S extends z.ZodType>(label: string, rule: S, read: (raw: string) => unknown) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const input = read((raw ?? "").trim());
      const parsed = rule.safeParse(input);
      if (parsed.success) return parsed.data as z.output<S>;
      ctx.addIssue({ code: "custom", message: fieldMessage(label, parsed.error.issues[0]!, input) });
      return z.NEVER;
    });
}

const blankToNull = (s: string) => (s === "" ? null : s);
const blankToUndefined = (s: string) => (s === "" ? undefined : s);
/** "45,990", "$45 990" and "45990" are the same number; "" is none; anything else is NaN (the rule says so). */
function readNumber(s: string, blank: null | undefined): number | null | undefined {
  if (s === "") return blank;
  const cleaned = s.replace(/[$,\s]/g, "");
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export const vehicleFormSchema = z.object({
  year: field("Year", shape.year, (s) => readNumber(s, undefined)),
  make: field("Make", shape.make, blankToUndefined),
  model: field("Model", shape.model, blankToUndefined),
  badge: field("Badge", shape.badge, blankToNull),
  car_type: field("Car type", z.enum(CAR_TYPES), blankToUndefined),
  stocknum: field("Stock number", shape.stocknum, blankToNull),
  vin: field("VIN", shape.vin, (s) => blankToNull(s.toUpperCase().replace(/\s+/g, ""))),
  regplate: field("Registration", shape.regplate, (s) => blankToNull(s.toUpperCase())),
  price: field("Price", shape.price, (s) => readNumber(s, null)),
  km: field("Odometer", shape.km, (s) => readNumber(s, null)),
  colour: field("Colour", shape.colour, blankToNull),
  simple_body: field("Body type", shape.simple_body, blankToNull),
  simple_transmission: field("Transmission", shape.simple_transmission, blankToNull),
  simple_fuel: field("Fuel", shape.simple_fuel, blankToNull),
  location_id: field("Location", shape.location_id, (s) => readNumber(s, null)),
  status: field("Status", z.enum(STATUSES), blankToUndefined),
  // A checkbox: posted "on" when ticked, absent when not.
  show_on_dealer_website: z
    .string()
    .optional()
    .transform((raw) => raw === "on"),
  dealercomments: field("Dealer comments", shape.dealercomments, (s) => blankToNull(s.replace(/\r\n/g, "\n"))),
});

export type VehicleFormValues = z.output<typeof vehicleFormSchema>;
export const VEHICLE_FORM_FIELDS = Object.keys(vehicleFormSchema.shape) as (keyof VehicleFormValues)[];

/** A vehicle's values as the form shows them. */
export function vehicleFormDefaults(v: Partial<Record<keyof VehicleFormValues, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of VEHICLE_FORM_FIELDS) {
    const value = v[key];
    if (key === "show_on_dealer_website") out[key] = value === false ? "" : "on";
    else out[key] = value === null || value === undefined ? "" : String(value);
  }
  return out;
}

/** Problems found by the operator schema when the whole vehicle is stored, as form field errors where they have a field. */
export function problemsAsFieldErrors(problems: readonly { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) {
    const key = p.path.split(".").find((part) => (VEHICLE_FORM_FIELDS as string[]).includes(part)) ?? "form";
    out[key] ??= p.message;
  }
  return out;
}

// ---- The choices the form offers ------------------------------------------------------------------------------------

export type Choice = { value: string; label: string };

export const CAR_TYPE_CHOICES: Choice[] = CAR_TYPES.map((t) => ({ value: t, label: facetLabel("car_type", t) }));
export const STATUS_CHOICES: Choice[] = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
export const BODY_CHOICES: Choice[] = BODY_TYPES.map((b) => ({ value: b, label: facetLabel("body", b) })).sort((a, b) => a.label.localeCompare(b.label));
export const TRANSMISSION_CHOICES: Choice[] = ["Automatic", "Manual"].map((t) => ({ value: t, label: t }));
export const FUEL_CHOICES: Choice[] = ["Petrol", "Diesel", "Hybrid", "PHEV", "Electric", "LPG"].map((f) => ({ value: f, label: f }));

/** The choices with the vehicle's own value added when the feed used one outside the list (so an edit keeps it). */
export function withCurrent(choices: readonly Choice[], current: string | null | undefined): Choice[] {
  if (!current || choices.some((c) => c.value === current)) return [...choices];
  return [...choices, { value: current, label: current }];
}
