import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords.ts";

/** Staff password rules (issue 11, ADR 027), shared by the browser and the server. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/** What is wrong with a new password, in plain English, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (isCommonPassword(password)) return "This password is too common. Choose one that is harder to guess.";
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "Don't use your email address as your password.";
  return null;
}

/** The zod schema for a new password; pass the account's email so it cannot be the password. */
export function newPasswordSchema(email?: string | null) {
  return z.string({ error: "Enter a password." }).superRefine((password, ctx) => {
    const problem = passwordProblem(password, email);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });
}
