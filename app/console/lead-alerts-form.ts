import { z } from "zod";
import { normalizeAuPhone } from "../lib/phone.ts";
import { checkboxField } from "./document-fields.ts";

/**
 * A staff member's lead alerts (issue 12, ADR 034) on their account page: an optional mobile number and whether a lead
 * assigned to them is also sent by text message (the email always goes). One schema, browser and server (ADR 025).
 */
export const LEAD_ALERT_MESSAGES = {
  phone: "Enter an Australian mobile number, e.g. 0412 345 678.",
  needsPhone: "Enter your mobile number to get leads by text message.",
} as const;

export const leadAlertsSchema = z
  .object({
    phone: z
      .string()
      .trim()
      .max(30, LEAD_ALERT_MESSAGES.phone)
      .optional()
      .default("")
      .refine((v) => v === "" || (normalizeAuPhone(v)?.startsWith("04") ?? false), LEAD_ALERT_MESSAGES.phone)
      .transform((v) => (v === "" ? null : normalizeAuPhone(v))),
    lead_sms: checkboxField,
  })
  .refine((v) => !v.lead_sms || v.phone !== null, { message: LEAD_ALERT_MESSAGES.needsPhone, path: ["phone"], when: (p) => p.issues.length === 0 });

export type LeadAlertsForm = z.output<typeof leadAlertsSchema>;
