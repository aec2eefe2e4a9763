/** Search promos, finance lenders and delivery regions and bands of the site config. */

import { z } from "zod";
import { linkUrlSchema } from "../../lib/urls.ts";
import { carTypeSchema, isoDate } from "./fields.ts";

export const promoSchema = z.object({
  id: z.string().min(1).max(40),
  title: z.string().min(1).max(80).default("We Want Your Car!"),
  description: z.string().max(300).default("Get a fast, fair offer on your current car."),
  url: linkUrlSchema(300).default("/trade-in"),
  start: isoDate,
  expiry: isoDate,
  /** Zero-based slot in the results grid. */
  position: z.number().int().min(0).max(200).default(4),
  display: z.array(carTypeSchema).default(["new", "used", "demo"]),
  strictDisplay: z.boolean().default(false),
});

export const lenderSchema = z.object({
  interestRate: z.number().min(0).max(40),
  comparisonRate: z.number().min(0).max(40),
  termYears: z.number().int().min(1).max(10).default(5),
  deposit: z.number().min(0).default(0),
  balloon: z.number().min(0).max(60).default(0),
  establishmentFees: z.number().min(0).default(0),
  disclaimer: z.string().max(4000).default(""),
  minYear: z.number().int().nullable().default(null),
  maxPrice: z.number().nullable().default(null),
  minPrice: z.number().nullable().default(null),
});

export const deliveryRegionSchema = z.object({
  name: z.string().min(1).max(80),
  price: z.number().min(0),
  postcodes: z.array(z.string().regex(/^\d{4}(-\d{4})?$/, "must be a postcode or a range like 4000-4179")).min(1),
});

export const deliveryBandSchema = z.object({
  name: z.string().min(1).max(80),
  up_to_km: z.number().positive(),
  price: z.number().min(0),
});
