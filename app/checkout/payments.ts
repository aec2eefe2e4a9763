import { z } from "zod";
import { fieldErrors } from "../lib/form-submission.ts";

/** Payment providers take a deposit; each tenant names one (config.checkout.payment_provider). */
export type CardDetails = { number: string; expiry: string; cvc: string; name: string };

export type ChargeResult =
  | { status: "succeeded"; ref: string }
  | { status: "declined"; message: string }
  | { status: "requires_action"; ref: string };

export interface PaymentProvider {
  readonly id: string;
  charge(input: { amount: number; currency: "AUD"; card: CardDetails; idempotencyKey: string; description: string }): Promise<ChargeResult>;
  /** Completes a charge that needed extra authentication (the shopper passed or failed the challenge). */
  confirm(ref: string, passed: boolean): Promise<ChargeResult>;
  /** Cancels a charge still waiting for authentication (the shopper started again): it can no longer succeed. */
  cancel(ref: string): Promise<void>;
  refund(ref: string): Promise<void>;
}

/** Test cards of the built-in provider. */
export const TEST_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
  authentication: "4000 0025 0000 3155",
} as const;

/** Luhn check: catches typos in card numbers before any provider is asked. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\s|-/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function validExpiry(expiry: string, now: Date): boolean {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!m) return false;
  const end = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  return end.getTime() > now.getTime();
}

export const CARD_MESSAGES = {
  card_number: "Please check the card number.",
  card_expiry: "Please enter a valid expiry date (MM/YY).",
  card_cvc: "Please enter the 3 or 4 digit security code.",
  card_name: "Please enter the name on the card.",
} as const;

/** The card form's one schema (browser and server); fields in the order their errors are listed. */
export function cardSchema(now: () => Date = () => new Date()) {
  return z.object({
    card_number: z.string({ error: CARD_MESSAGES.card_number }).refine(luhnValid, CARD_MESSAGES.card_number),
    card_expiry: z.string({ error: CARD_MESSAGES.card_expiry }).refine((v) => validExpiry(v, now()), CARD_MESSAGES.card_expiry),
    card_cvc: z.string({ error: CARD_MESSAGES.card_cvc }).trim().regex(/^\d{3,4}$/, CARD_MESSAGES.card_cvc),
    card_name: z.string({ error: CARD_MESSAGES.card_name }).refine((v) => v.trim() !== "" && v.length <= 80, CARD_MESSAGES.card_name),
  });
}

/** Card details are never put back in a form. */
export const CARD_FIELDS = ["card_name", "card_number", "card_expiry", "card_cvc"] as const;

/** Problems with a card's details, by field (empty: fine). */
export function cardErrors(card: CardDetails, now: Date): Record<string, string> {
  const parsed = cardSchema(() => now).safeParse({ card_number: card.number, card_expiry: card.expiry, card_cvc: card.cvc, card_name: card.name });
  return parsed.success ? {} : fieldErrors(parsed.error);
}
