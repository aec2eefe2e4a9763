import { describe, expect, it } from "vitest";
import { COMMON_PASSWORDS } from "./common-passwords.ts";
import { isCommonPassword, newPasswordSchema, passwordProblem } from "./password-policy.ts";

const messages = (password: unknown, email?: string) => {
  const r = newPasswordSchema(email).safeParse(password);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("staff password policy", () => {
  it("accepts a long, uncommon password", () => {
    expect(messages("tram-lemon-harbour-9")).toEqual([]);
    expect(passwordProblem("tram-lemon-harbour-9", "sam@dealer.com.au")).toBeNull();
  });

  it("needs 12 to 256 characters, counted as characters not bytes", () => {
    expect(messages("short-pass1")).toEqual(["Use at least 12 characters."]);
    expect(messages("x".repeat(257))).toEqual(["Use at most 256 characters."]);
    expect(messages("y".repeat(256))).toEqual([]);
    expect(messages("🚗🚗🚗🚗🚗🚗🚗🚗🚗🚗🚗")).toEqual(["Use at least 12 characters."]);
  });

  it("refuses common passwords whatever their case", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(200);
    expect(isCommonPassword("Password1234")).toBe(true);
    expect(messages("QWERTYUIOP123")).toEqual(["This password is too common. Choose one that is harder to guess."]);
    expect(messages("1q2w3e4r5t6y")).toHaveLength(1);
  });

  it("refuses the account's own email", () => {
    expect(messages("Sam.Smith@Dealer.com.au", "sam.smith@dealer.com.au")).toEqual(["Don't use your email address as your password."]);
    expect(messages("Sam.Smith@Dealer.com.au")).toEqual([]);
  });

  it("says so when there is no password", () => {
    expect(messages(undefined)).toEqual(["Enter a password."]);
  });
});
