/** Reviews (spec 000 §2 'Reviews', §3 'Review', §5 'Reviews'). */

import { z } from "zod";
import { httpUrlSchema } from "../../lib/urls.ts";
import { isoDate } from "./fields.ts";
import { mediaPathSchema } from "./offers-section.ts";

export const reviewSchema = z
  .object({
    id: z.number().int().positive(),
    customer_name: z.string().trim().min(1).max(120),
    /** Null for a rating without words (the filter drops those). */
    text: z.string().max(5000).nullable().default(null),
    rating: z.number().int().min(1).max(5),
    review_date: isoDate,
    reply_text: z.string().max(5000).nullable().default(null),
    reply_date: isoDate.nullable().default(null),
    /** The reviewer's picture, from our own media. */
    image: mediaPathSchema.nullable().default(null),
    /** The dealership the review is about, when the group has several. */
    dealership_id: z.number().int().positive().nullable().default(null),
  })
  .strict();

export const reviewSettingsSchema = z
  .object({
    items: z.array(reviewSchema).max(500).default([]),
    /** Hides the reviews block and the average everywhere (the /reviews page is then a 404). */
    hidden: z.boolean().default(false),
    /** The average shows only when it is above this. */
    minimum_average: z.number().min(0).max(5).default(4),
    card_variant: z.enum(["default", "highlighted", "modern"]).default("default"),
    /** Carousel rotation in ms (spec: every 3000 ms can be set); null: no rotation. */
    autoplay_ms: z.number().int().min(1000).max(60000).nullable().default(null),
    /** Where Leave a Review goes (e.g. the Google review form); null: no button. */
    leave_review_url: httpUrlSchema(1000).nullable().default(null),
    /** Reviews by these customer names (case-insensitive) and these ids never show. */
    hidden_customer_names: z.array(z.string().trim().min(1).max(120)).max(100).default([]),
    hidden_review_ids: z.array(z.number().int().positive()).max(100).default([]),
    /** How many reviews the home page block shows (spec: 10 by default); /reviews shows them all. */
    home_limit: z.number().int().min(1).max(50).default(10),
  })
  .strict()
  .superRefine((r, ctx) => {
    const seen = new Set<number>();
    r.items.forEach((item, i) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: ["items", i, "id"], message: `duplicate review id ${item.id}` });
      seen.add(item.id);
    });
  });
