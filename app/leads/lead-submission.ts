import { z } from "zod";
import { LEAD_FORMS } from "./lead-forms.ts";

/**
 * The envelope of a lead submission (spec 001 §3 'Lead payload' plus isLastStep): everything that is
 * not one of the form's own fields. The form's fields sit beside it, flat, as the spec's userData does.
 */
export const ENVELOPE_KEYS = [
  "form",
  "category",
  "subcategory",
  "url",
  "source",
  "user_agent",
  "car_id",
  "car_dealership_id",
  "lead_attributes",
  "lead_id",
  "form_completed",
  "offer_accepted",
  "isLastStep",
  "idempotency_key",
  "company_website",
  "step",
  "_csrf",
  "form_token",
] as const;

const flag = z.union([z.boolean(), z.enum(["true", "false", "on", ""])]).transform((v) => v === true || v === "true" || v === "on");

/** A client's idempotency key (body field or Idempotency-Key header): 8 to 100 visible ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, "idempotency_key must be 8 to 100 characters")
  .max(100, "idempotency_key must be 8 to 100 characters")
  .regex(/^[\x21-\x7e]+$/, "idempotency_key must be visible ASCII characters");

export const envelopeSchema = z.object({
  form: z.enum(LEAD_FORMS, { error: `form must be one of ${LEAD_FORMS.join(", ")}` }).default("enquiry"),
  category: z.string().trim().max(60).optional(),
  subcategory: z.string().trim().max(60).optional(),
  url: z.string().max(2000).optional(),
  source: z.literal("Website", { error: "source must be Website" }).default("Website"),
  user_agent: z.string().max(500).optional(),
  car_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/, "car_id must be a number").transform(Number)]).optional(),
  car_dealership_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/).transform(Number)]).optional(),
  lead_attributes: z
    .object({
      visited_pages: z.array(z.string().max(500)).max(50).default([]),
      linked_query_params: z.record(z.string().max(60), z.string().max(500)).default({}),
      /** The other site that sent the shopper to their landing page (the browser's referrer), if any. */
      referrer_host: z.string().max(253).optional().catch(undefined),
    })
    .default({ visited_pages: [], linked_query_params: {} }),
  lead_id: z.uuid("lead_id must be a lead id from an earlier step").optional(),
  form_completed: flag.optional(),
  offer_accepted: flag.optional(),
  isLastStep: flag.default(true),
  idempotency_key: idempotencyKeySchema.optional(),
  /** Honeypot: a field people never see and bots fill in. */
  company_website: z.string().max(500).optional(),
  step: z.string().max(40).optional(),
  _csrf: z.string().max(200).optional(),
  /** Checked before the lead is read (lead-limits.server.ts); never stored. */
  form_token: z.string().max(100).optional(),
});

export type LeadEnvelope = z.output<typeof envelopeSchema>;

export function splitSubmission(body: Record<string, unknown>): { envelope: Record<string, unknown>; fields: Record<string, unknown> } {
  const envelope: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) ((ENVELOPE_KEYS as readonly string[]).includes(k) ? envelope : fields)[k] = v;
  return { envelope, fields };
}

/** Campaign values kept on a lead: letters, digits and the punctuation campaign tags use, at most 100 characters. */
const CAMPAIGN_VALUE = /^[\p{L}\p{N} ._\-+/:|@%()&,]{1,100}$/u;
/** A host name: labels of letters, digits and hyphens, at least one dot, at most 253 characters. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

const campaignValue = (v: unknown): string | null => {
  const t = typeof v === "string" ? v.trim() : "";
  return CAMPAIGN_VALUE.test(t) ? t : null;
};

/**
 * Where the shopper came from, as the lead keeps it (issue 12: leads by source): utm_source, utm_medium and
 * utm_campaign of their landing page and the host of the other site that sent them. A value that is too long or has
 * characters a campaign tag never has is dropped (null), never an error: the lead itself matters more.
 */
export function leadSourceColumns(attributes: { linked_query_params?: Record<string, string>; referrer_host?: string } | undefined, ownHosts: readonly string[] = []) {
  const params = attributes?.linked_query_params ?? {};
  const host = (attributes?.referrer_host ?? "").trim().toLowerCase().replace(/\.$/, "");
  return {
    utmSource: campaignValue(params.utm_source),
    utmMedium: campaignValue(params.utm_medium),
    utmCampaign: campaignValue(params.utm_campaign),
    referrerHost: HOST_NAME.test(host) && !ownHosts.includes(host) ? host : null,
  };
}
