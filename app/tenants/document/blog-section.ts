/** Blog posts (spec 000 §2 /blog/vehicle-reviews; §3 'Blog card'). */

import { z } from "zod";
import { isoDate, tenantSlugSchema, uniqueList } from "./fields.ts";
import { mediaPathSchema } from "./offers-section.ts";

export const blogPostSchema = z
  .object({
    /** The post's page: /blog/{slug}. */
    slug: tenantSlugSchema,
    heading: z.string().trim().min(1).max(160),
    /** Listed at /blog/{category as a slug}, e.g. 'Vehicle Reviews' at /blog/vehicle-reviews. */
    category: z.string().trim().min(1).max(60).default("News"),
    /** Publication date (the dealer's local date); a post dated in the future is not shown yet. */
    date: isoDate,
    image: mediaPathSchema.nullable().default(null),
    /** The card's text (cut to 120 characters there). */
    description: z.string().max(600).default(""),
    /** Plain text like a content page's: blank lines between paragraphs, '## ' sub-headings, '- ' list items. */
    body: z.string().max(20_000).default(""),
    author: z.string().trim().max(80).nullable().default(null),
  })
  .strict();

export const blogPostsSchema = uniqueList(blogPostSchema, 500, "slug", "post");
