/** The sign-in forms' schemas, browser and server (only the sign-in card and page import them). */
import { z } from "zod";
import { normalizeAuPhone } from "../lib/phone.ts";
import { CODE_LENGTH, SIGN_IN_MESSAGES } from "./sign-in-rules.ts";

/** Step one, 'Send code': an Australian mobile number (the form's one schema, browser and server). */
export const phoneStepSchema = z.object({
  phone: z
    .string({ error: SIGN_IN_MESSAGES.phone })
    .max(30, SIGN_IN_MESSAGES.phone)
    .refine((v) => normalizeAuPhone(v)?.startsWith("04") ?? false, SIGN_IN_MESSAGES.phone),
});

/** Step two, 'Sign in': the code as sent (spaces typed between digits do not count). */
export const codeStepSchema = z.object({
  code: z
    .string({ error: SIGN_IN_MESSAGES.code })
    .transform((v) => v.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), SIGN_IN_MESSAGES.code)),
});
