import { describe, expect, it } from "vitest";
import { EMPTY_JOURNEY, firstInvalidStep, journeyMessage, journeyTotals, parseStep, readJourney, validateStep } from "./journey.ts";

const form = (values: Record<string, string>) => ({ get: (k: string) => values[k] ?? null });
const options = { deliveryAvailable: true, knownPostcode: (p: string) => p !== "0000" };
const buyer = { ...EMPTY_JOURNEY, name: "Sam", last_name: "O'Neil", email: "sam@example.com", phone: "0412 345 678", postcode: "4000" };

describe("purchase journey", () => {
  it("reads a posted form, with defaults for anything unknown", () => {
    const v = readJourney(form({ name: "  Sam ", delivery: "drone", payment_method: "bitcoin", trade_in: "yes", deposit: "maybe", postcode: "400012" }));
    expect(v).toMatchObject({ name: "Sam", delivery: "pickup", payment_method: "", trade_in: "yes", deposit: "no", postcode: "4000" });
    expect(parseStep("payment")).toBe("payment");
    expect(parseStep("admin")).toBe("details");
  });

  it("checks the buyer's details", () => {
    expect(validateStep("details", buyer, options)).toEqual({});
    const errors = validateStep("details", { ...buyer, name: "", email: "nope", phone: "123", postcode: "40" }, options);
    expect(Object.keys(errors)).toEqual(["name", "email", "phone", "postcode"]);
    expect(validateStep("details", { ...buyer, postcode: "0000" }, options)).toEqual({ postcode: "Invalid postcode" });
  });

  it("refuses delivery where there is no quote and needs a payment method", () => {
    expect(validateStep("delivery", { ...buyer, delivery: "delivery" }, { ...options, deliveryAvailable: false })).toHaveProperty("delivery");
    expect(validateStep("delivery", { ...buyer, delivery: "pickup" }, { ...options, deliveryAvailable: false })).toEqual({});
    expect(validateStep("payment", buyer, options)).toHaveProperty("payment_method");
  });

  it("finds the first step with problems, so a tampered form goes back to it", () => {
    expect(firstInvalidStep({ ...buyer, payment_method: "cash" }, "review", options)).toBeNull();
    expect(firstInvalidStep({ ...buyer, email: "" }, "review", options)?.step).toBe("details");
    expect(firstInvalidStep(buyer, "review", options)?.step).toBe("payment");
  });

  it("totals the price with delivery and the deposit due today", () => {
    expect(journeyTotals(30000, 450, 200)).toEqual({ car: 30000, delivery: 450, total: 30450, dueToday: 200, balance: 30250 });
    expect(journeyTotals(null, null, null)).toEqual({ car: null, delivery: 0, total: null, dueToday: 0, balance: null });
  });

  it("writes one readable message for the sales team", () => {
    const message = journeyMessage({ ...buyer, payment_method: "dealer-finance", trade_in: "yes", message: "Call after 5" }, { car: "2022 Kia Cerato (stock K1)", delivery: "Pick-up", reservation: null });
    expect(message).toContain("Payment: Dealer finance");
    expect(message).toContain("Trade-in: Yes");
    expect(message).toContain("Deposit: not paid");
    expect(message.endsWith("Call after 5")).toBe(true);
  });
});
