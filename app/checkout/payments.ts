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
