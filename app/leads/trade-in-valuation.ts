import { z } from "zod";
import { kmsFromText } from "./lead-forms.ts";

/**
 * Trade-in valuation (spec 001 §3 'Trade-in valuation inputs', §5): steps of rego and state, vehicle
 * details, condition adjustments and contact, then an indicative range and offer acceptance. No online
 * estimate for cars over 7 years old or over 100,000 km: a valuation specialist calls instead.
 */
export const TRADE_IN_STEPS = ["rego", "vehicle", "condition", "contact", "offer"] as const;
export type TradeInStep = (typeof TRADE_IN_STEPS)[number];
export const STATES = ["QLD", "NSW", "VIC", "SA", "WA", "TAS", "NT", "ACT"] as const;

export const CONDITION_QUESTIONS = [
  { id: "accident", label: "Has it been in an accident?", penalty: 0.12 },
  { id: "warning_lights", label: "Are any warning lights on?", penalty: 0.06 },
  { id: "body_damage", label: "Any dents, scratches or rust?", penalty: 0.05 },
  { id: "service_history", label: "Is the service history incomplete?", penalty: 0.04 },
] as const;

export const NO_ESTIMATE_MESSAGE = "Thanks — a valuation specialist will call you to give you an accurate price for your vehicle.";

export const tradeInStepSchemas = {
  rego: z.object({
    rego: z.string().trim().regex(/^[A-Za-z0-9]{1,7}$/, "Please enter a valid rego."),
    regoState: z.enum(STATES, { error: "Please choose the state." }),
  }),
  vehicle: z.object({
    year: z.preprocess(
      (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
      z.coerce.number({ error: "Please enter the year." }).int("Please enter the year.").min(1950, "Please enter a year from 1950.").max(2100, "Please enter a valid year."),
    ),
    make: z.string().trim().min(1, "Please enter the make.").max(40).regex(/^[\p{L}\p{N} .&'-]+$/u, "Please enter a valid make."),
    model: z.string().trim().min(1, "Please enter the model.").max(60).regex(/^[\p{L}\p{N} .&'/-]+$/u, "Please enter a valid model."),
    kms: z
      .union([z.number(), z.string().transform(kmsFromText)], { error: "Please enter the kilometres." })
      .pipe(z.number({ error: "Please enter the kilometres." }).int("Please enter the kilometres.").min(0, "Kilometres cannot be negative.").max(2_000_000, "Please check the kilometres.")),
  }),
  condition: z.object({
    adjustmentAnswers: z.record(z.enum(CONDITION_QUESTIONS.map((q) => q.id) as [string, ...string[]]), z.enum(["yes", "no"])).default({}),
  }),
  offer: z.object({}),
} as const;

/** Typical retail price of a car that age: a deliberately simple market model for an indicative range. */
export function indicativeValuation(input: { year: number; kms: number; adjustmentAnswers?: Record<string, string> }, now: Date): { low: number; high: number } | null {
  const age = now.getFullYear() - input.year;
  if (age > 7 || input.kms > 100_000) return null;
  const base = 42_000 * Math.pow(0.86, Math.max(0, age)) - input.kms * 0.08;
  const penalty = CONDITION_QUESTIONS.reduce((p, q) => p + (input.adjustmentAnswers?.[q.id] === "yes" ? q.penalty : 0), 0);
  const mid = Math.max(1_000, base * (1 - penalty));
  const round = (v: number) => Math.round(v / 100) * 100;
  return { low: round(mid * 0.92), high: round(mid * 1.05) };
}
