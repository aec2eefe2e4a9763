import { FEED_FILES, type FeedFile } from "./listing-formats.ts";

/** The tenant's feed URLs: `{origin}/feeds/{token}/{file}` for each feed. */
export function feedUrls(origin: string, token: string): Record<FeedFile, string> {
  return Object.fromEntries(FEED_FILES.map((f) => [f, `${origin}/feeds/${token}/${f}`])) as Record<FeedFile, string>;
}
