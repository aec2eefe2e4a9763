/** Locations and dealerships of the tenant document, with opening and special hours. */

import { z } from "zod";
import { linkUrlSchema } from "../../lib/urls.ts";
import { hhmm, isoDate, tenantSlugSchema } from "./fields.ts";

export const openingHourSchema = z.object({
  /** 0 is Sunday. */
  weekday: z.number().int().min(0).max(6),
  status: z.enum(["Open", "Closed"]),
  open: hhmm.nullable().default(null),
  close: hhmm.nullable().default(null),
});

export const specialHourSchema = z.object({
  date: isoDate,
  name: z.string().max(120).default("Public holiday"),
  status: z.enum(["Open", "Closed"]),
  start_hour: hhmm.nullable().default(null),
  end_hour: hhmm.nullable().default(null),
});

export const locationSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  slug: tenantSlugSchema,
  visible: z.boolean().default(true),
  primary: z.boolean().default(false),
  location_type: z.enum(["sales", "service", "parts", ""]).default("sales"),
  location_subtype: z.array(z.string()).default([]),
  manufacturers: z.array(z.string()).default([]),
  dealership_id: z.number().int().positive().nullable().default(null),
  dealer_license_number: z.string().max(40).nullable().default(null),
  motor_vehicle_repairer: z.string().max(40).nullable().default(null),
  image: linkUrlSchema(500).nullable().default(null),
  /** Review summary shown as stars on the location card (spec 000 §3 'Location'). */
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().min(0).default(0),
  address: z.object({
    street: z.string().min(1).max(200),
    city: z.string().min(1).max(80),
    state: z.enum(["QLD", "NSW", "VIC", "SA", "WA", "TAS", "NT", "ACT"]),
    postcode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
    lat: z.number().min(-90).max(90),
    long: z.number().min(-180).max(180),
  }),
  contact_detail: z.object({
    phone: z.string().max(30).nullable().default(null),
    landline_phone: z.string().max(30).nullable().default(null),
    email: z.string().email().nullable().default(null),
    opening_hours: z.array(openingHourSchema).default([]),
  }),
  special_hours: z.array(specialHourSchema).default([]),
});

export const dealershipSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  slug: tenantSlugSchema,
  manufacturer: z.string().nullable().default(null),
  average_rating: z.number().min(0).max(5).nullable().default(null),
  review_count: z.number().int().min(0).default(0),
});
