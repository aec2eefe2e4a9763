import { z } from "zod";
import { PASSWORD_MAX_LENGTH, newPasswordSchema } from "../staff/password-policy.ts";

/** The console's sign-in and password forms (ADR 025: one schema for the browser and the server). */
const email = z.string().trim().min(1, "Enter your email address.").max(254, "That email address is too long.").email("Enter an email address like name@example.com.");

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password.").max(PASSWORD_MAX_LENGTH, "That password is too long."),
});

export const forgotPasswordSchema = z.object({ email });

/** A new password, typed twice; `accountEmail` (known on the server) keeps it from being the email address. */
export const newPasswordFormSchema = (accountEmail?: string | null) =>
  z
    .object({ password: newPasswordSchema(accountEmail), confirm: z.string().max(PASSWORD_MAX_LENGTH) })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are not the same." });

export const changePasswordSchema = (accountEmail?: string | null) =>
  z
    .object({ current: z.string().min(1, "Enter your current password.").max(PASSWORD_MAX_LENGTH), password: newPasswordSchema(accountEmail), confirm: z.string().max(PASSWORD_MAX_LENGTH) })
    .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are not the same." });
