/**
 * The dealer's own marketing tags (issue 16, ADR 049): a Google Analytics 4 measurement id, a Google Tag Manager
 * container id and a Meta pixel id. None loads until the shopper consents (app/platform/consent.ts). Each id goes into
 * a script address and a Content-Security-Policy, so only the real formats get through.
 */

import { z } from "zod";

const tagId = (pattern: RegExp, example: string) =>
  z
    .string()
    .max(40)
    .transform((v) => v.trim().toUpperCase())
    .pipe(z.string().regex(pattern, `must look like ${example}`));

/** GA4 measurement id: G- and 4 to 16 letters or digits, e.g. G-ABC123XYZ9. */
export const ga4MeasurementIdSchema = tagId(/^G-[A-Z0-9]{4,16}$/, "G-ABC123XYZ9");
/** Tag Manager container id: GTM- and 4 to 10 letters or digits, e.g. GTM-AB12CD3. */
export const gtmContainerIdSchema = tagId(/^GTM-[A-Z0-9]{4,10}$/, "GTM-AB12CD3");
/** Meta (Facebook) pixel id: digits only, 6 to 20 of them (they are 15 or 16 today). */
export const metaPixelIdSchema = z
  .string()
  .max(40)
  .transform((v) => v.trim())
  .pipe(z.string().regex(/^\d{6,20}$/, "must be the pixel's number, digits only, e.g. 1234567890123456"));

export const marketingTagsSchema = z
  .object({
    ga4_measurement_id: ga4MeasurementIdSchema.nullable().default(null),
    gtm_container_id: gtmContainerIdSchema.nullable().default(null),
    meta_pixel_id: metaPixelIdSchema.nullable().default(null),
  })
  .strict();
export type MarketingTags = z.output<typeof marketingTagsSchema>;
export const NO_MARKETING_TAGS: MarketingTags = { ga4_measurement_id: null, gtm_container_id: null, meta_pixel_id: null };
