/** Content pages (/about-us, /privacy-policy, ...; see app/content/). */

import { z } from "zod";
import { linkUrlSchema } from "../../lib/urls.ts";
import { slugPattern } from "./fields.ts";

/**
 * A page written by the dealer. `body` is plain text: blank lines between paragraphs, lines starting
 * '## ' are sub-headings and lines starting '- ' list items. No HTML.
 */
export const contentPageSchema = z
  .object({
    title: z.string().trim().min(1).max(120),
    intro: z.string().trim().max(400).nullable().default(null),
    body: z.string().min(1).max(50000),
    /** An optional call to action under the text, e.g. { label: "Make a fleet enquiry", href: "/contact?subcategory=Fleet" }. */
    cta: z
      .object({ label: z.string().trim().min(1).max(60), href: linkUrlSchema(500) })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

/** Slug → the dealer's own page, or `false` to switch the page off (it is then a 404). Slugs without an entry use the built-in default where there is one. */
export const contentPagesSchema = z.record(z.string().max(60).regex(slugPattern, "must be lower-case letters, digits and single hyphens"), z.union([z.literal(false), contentPageSchema]));
