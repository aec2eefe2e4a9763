import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { testPayments } from "../db/schema.ts";
import { TEST_CARDS, type ChargeResult, type PaymentProvider } from "./payments.ts";

const digits = (s: string) => s.replace(/\D/g, "");

/**
 * The built-in test provider: a real ledger in the database, decided by test card numbers, so the
 * whole reserve flow runs offline. 4242… succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0025 0000 3155 needs extra authentication (confirmed on our own challenge page).
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly id = "test";
  private db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async charge(input: { amount: number; currency: "AUD"; card: { number: string }; idempotencyKey: string }): Promise<ChargeResult> {
    const [seen] = await this.db.select().from(testPayments).where(eq(testPayments.idempotencyKey, input.idempotencyKey));
    if (seen) return seen.status === "succeeded" ? { status: "succeeded", ref: seen.id } : seen.status === "requires_action" ? { status: "requires_action", ref: seen.id } : { status: "declined", message: "Your card was declined." };
    const number = digits(input.card.number);
    const status = number === digits(TEST_CARDS.declined) ? "declined" : number === digits(TEST_CARDS.authentication) ? "requires_action" : "succeeded";
    const id = `tp_${crypto.randomBytes(8).toString("hex")}`;
    await this.db.insert(testPayments).values({ id, amount: input.amount, currency: input.currency, status, last4: number.slice(-4), idempotencyKey: input.idempotencyKey });
    if (status === "declined") return { status, message: "Your card was declined." };
    return { status, ref: id };
  }

  async confirm(ref: string, passed: boolean): Promise<ChargeResult> {
    const [p] = await this.db.select().from(testPayments).where(eq(testPayments.id, ref));
    if (!p) return { status: "declined", message: "Payment not found." };
    if (p.status === "succeeded") return { status: "succeeded", ref };
    if (p.status !== "requires_action") return { status: "declined", message: "Your card was declined." };
    await this.db.update(testPayments).set({ status: passed ? "succeeded" : "failed" }).where(eq(testPayments.id, ref));
    return passed ? { status: "succeeded", ref } : { status: "declined", message: "Authentication failed. You have not been charged." };
  }

  async cancel(ref: string): Promise<void> {
    await this.db.update(testPayments).set({ status: "canceled" }).where(and(eq(testPayments.id, ref), eq(testPayments.status, "requires_action")));
  }

  async refund(ref: string): Promise<void> {
    await this.db.update(testPayments).set({ status: "refunded" }).where(eq(testPayments.id, ref));
  }

  async status(ref: string): Promise<string | null> {
    const [p] = await this.db.select({ status: testPayments.status }).from(testPayments).where(eq(testPayments.id, ref));
    return p?.status ?? null;
  }
}
