/** Where a tenant's leads go (the config's lead_destinations) and which apply to a lead. */

import { z } from "zod";
import { httpUrlSchema } from "../../lib/urls.ts";

const destinationScope = {
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be 1-40 lower-case letters, digits or hyphens"),
  /** Only leads for these locations / dealerships (empty: all). */
  location_ids: z.array(z.number().int().positive()).default([]),
  dealership_ids: z.array(z.number().int().positive()).default([]),
};

/** Where a tenant's leads go. Secrets live here, so the config is never sent to the browser whole. */
export const leadDestinationSchema = z.discriminatedUnion("kind", [
  z.object({
    ...destinationScope,
    kind: z.literal("webhook"),
    url: httpUrlSchema(1000),
    /** HMAC-SHA256 key for the X-Forecourt-Signature header. */
    secret: z.string().min(16).max(200),
  }),
  z.object({
    ...destinationScope,
    kind: z.literal("adf"),
    /** ADF 1.0 XML by email over SMTP (SMTP_URL) to this address; without SMTP_URL, written to the file drop. */
    email: z.string().email().nullable().default(null),
  }),
]);
export type LeadDestination = z.output<typeof leadDestinationSchema>;

/** The destinations that receive a lead for this location and dealership (an empty scope list means all). */
export function destinationsFor(destinations: LeadDestination[], locationId: number | null, dealershipId: number | null): LeadDestination[] {
  return destinations.filter(
    (d) => (!d.location_ids.length || (locationId !== null && d.location_ids.includes(locationId))) && (!d.dealership_ids.length || (dealershipId !== null && d.dealership_ids.includes(dealershipId))),
  );
}
