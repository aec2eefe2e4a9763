/** The scheduled pull of the dealer's stock feed (issue 14, ADR 043): where the DMS publishes it, how often, on or off. */

import { z } from "zod";
import { httpUrlSchema } from "../../lib/urls.ts";

export const STOCK_FEED_MIN_MINUTES = 5;
export const STOCK_FEED_MAX_MINUTES = 1440;

export const stockFeedSchema = z
  .object({
    /**
     * The feed file's address (http or https). It may carry the DMS's access token in its query, so the config that
     * reaches the browser leaves it out (publicConfig).
     */
    url: httpUrlSchema(2000)
      .refine((u) => !/^https?:\/\/[^/?#]*@/i.test(u), "must not contain a user name or password (use the token the DMS puts in the address)")
      .nullable()
      .default(null),
    /** Minutes between two pulls. */
    interval_minutes: z.number().int().min(STOCK_FEED_MIN_MINUTES).max(STOCK_FEED_MAX_MINUTES).default(60),
    enabled: z.boolean().default(false),
  })
  .strict()
  .refine((f) => !f.enabled || f.url !== null, { path: ["url"], message: "Enter the feed address to pull the feed on a schedule" });
export type StockFeedSettings = z.output<typeof stockFeedSchema>;
export const STOCK_FEED_DEFAULTS: StockFeedSettings = { url: null, interval_minutes: 60, enabled: false };
