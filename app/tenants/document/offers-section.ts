/** Offers (spec 000 §2 'Offers', §3 'Offer'). */

import { z } from "zod";
import { linkUrlSchema } from "../../lib/urls.ts";
import { isoDate, slugPattern, tenantSlugSchema, uniqueList } from "./fields.ts";

/** An offer id: it is the last part of the offer's URL (/offers/{id}). */
export const offerIdSchema = z.string().max(60).regex(slugPattern, "must be lower-case letters, digits and single hyphens");
/** Images are our own media (`/media/...`) or transforms of it (`/img/...`), like vehicle photos. */
export const mediaPathSchema = z.string().max(500).regex(/^\/(media|img)\/[^\s?#]+$/, "must be a path under /media/ or /img/");

export const offerSchema = z
  .object({
    id: offerIdSchema,
    name: z.string().trim().min(1).max(120),
    /** Plain text; a blank line starts a new paragraph. Shown in full up to 200 characters, else cut to about 160 with View more. */
    description: z.string().max(4000).default(""),
    disclaimer: z.string().max(4000).default(""),
    /** Free text shown as the card's label; 'Finance offer' matters (see offers_finance_disclaimer_open). */
    category: z.string().trim().min(1).max(60).default("Special offer"),
    image: mediaPathSchema.nullable().default(null),
    /** The make the offer is for; it names the offer's URL (/offers/{manufacturer-slug}/{id}) on multi-brand sites. */
    manufacturer: z.string().trim().min(1).max(60).nullable().default(null),
    /** The model page the Explore {model name} button opens: override_url, else /{slug}. */
    model: z
      .object({ name: z.string().trim().min(1).max(60), slug: tenantSlugSchema, override_url: linkUrlSchema(500).nullable().default(null) })
      .strict()
      .nullable()
      .default(null),
    /** Website (tenant) ids that must not show this offer. */
    excluded_website_ids: z.array(z.number().int().positive()).max(500).default([]),
    /** First and last day the offer shows (inclusive, dealer's local date); null: open-ended. */
    start: isoDate.nullable().default(null),
    expiry: isoDate.nullable().default(null),
  })
  .strict()
  .refine((o) => !o.start || !o.expiry || o.start <= o.expiry, { message: "expiry must not be before start", path: ["expiry"] });

export const offersSchema = uniqueList(offerSchema, 200, "id", "offer");
