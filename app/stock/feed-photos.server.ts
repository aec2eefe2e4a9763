import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { feedPhotos } from "../db/schema.ts";
import { MAX_UPLOAD_BYTES, storeUploadedImage } from "../media/image-upload.server.ts";
import { checkFetchUrl, fetchBounded } from "../platform/outbound-fetch.server.ts";
import type { FeedPhotoResolver } from "./feed-import/import-engine.server.ts";

/**
 * Photos a stock feed names by URL (issue 14, ADR 043). Each URL is downloaded once and stored exactly as a photo
 * uploaded in the console is (storeUploadedImage: type read from the content by sharp, upright by its EXIF, written
 * again without metadata, one file per content hash), and remembered per tenant with its ETag and Last-Modified. The
 * next import uses the stored copy without asking the source; only after REVALIDATE_AFTER_MS is the source asked again,
 * conditionally (a 304 keeps the copy, a new ETag downloads the new picture). A photo that cannot be had is a problem
 * in the result, never an exception; a copy already held is kept when asking again fails.
 */

/** Resolves a vehicle's photo URLs (in order) to stored images (same order, failures left out and reported). */
export type { FeedPhotoResolver };

/** A copy is used without asking its source for this long; then a conditional GET confirms or replaces it. */
export const REVALIDATE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** A URL that failed is not asked again for this long (a feed pulled every 5 minutes must not hammer a dead link). */
export const RETRY_FAILED_AFTER_MS = 60 * 60 * 1000;
const MAX_URL_LENGTH = 2000;

export type FeedPhotoDeps = {
  db: Db;
  mediaDir: string;
  /** The tenant's slug (its folder under media/uploads); null when there is no such tenant. */
  tenantSlug: (tenantId: number) => string | null | Promise<string | null>;
  /** FEED_FETCH_PRIVATE: may photo URLs reach loopback and private addresses (tests, development). */
  allowPrivate: boolean;
  now?: () => Date;
  revalidateAfterMs?: number;
  retryFailedAfterMs?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Downloads at once, per resolve (2 to 4 keeps a dealer's photo host and our 2 cores comfortable). */
  concurrency?: number;
};

type Row = typeof feedPhotos.$inferSelect;
type Outcome = { url: string } | { problem: string };

export function createFeedPhotoResolver(deps: FeedPhotoDeps): FeedPhotoResolver {
  const now = deps.now ?? (() => new Date());
  const revalidateAfter = deps.revalidateAfterMs ?? REVALIDATE_AFTER_MS;
  const retryAfter = deps.retryFailedAfterMs ?? RETRY_FAILED_AFTER_MS;
  const concurrency = Math.max(1, Math.min(4, deps.concurrency ?? 3));

  return async (tenantId, urls) => {
    const slug = await deps.tenantSlug(tenantId);
    if (!slug) throw new Error(`no tenant ${tenantId} to store feed photos for`);
    const unique = [...new Set(urls.map((u) => u.trim()))];
    const known = new Map<string, Row>();
    for (let i = 0; i < unique.length; i += 500) {
      const slice = unique.slice(i, i + 500).filter((u) => u.length <= MAX_URL_LENGTH);
      if (!slice.length) continue;
      const rows = await deps.db.select().from(feedPhotos).where(and(eq(feedPhotos.tenantId, tenantId), inArray(feedPhotos.url, slice)));
      for (const r of rows) known.set(r.url, r);
    }

    let fetched = 0;
    const outcomes = new Map<string, Outcome>();
    const resolveOne = async (url: string): Promise<Outcome> => {
      if (url.length > MAX_URL_LENGTH) return { problem: `the address is longer than ${MAX_URL_LENGTH} characters` };
      const checked = checkFetchUrl(url);
      if (!checked.ok) return { problem: checked.problem };
      const row = known.get(url);
      const at = now();
      const age = (d: Date | null | undefined) => (d ? at.getTime() - d.getTime() : Infinity);
      if (row?.storedUrl && age(row.fetchedAt) < revalidateAfter) return { url: row.storedUrl };
      // Asked recently and it failed: the remembered answer, without asking again yet.
      if (row?.lastError && age(row.checkedAt) < retryAfter) return row.storedUrl ? { url: row.storedUrl } : { problem: row.lastError };

      fetched++;
      const answer = await fetchBounded(url, {
        maxBytes: MAX_UPLOAD_BYTES,
        timeoutMs: deps.timeoutMs ?? 20_000,
        maxRedirects: deps.maxRedirects ?? 3,
        allowPrivate: deps.allowPrivate,
        accept: "image/*",
        etag: row?.storedUrl ? row.etag : null,
        lastModified: row?.storedUrl ? row.lastModified : null,
      });
      const save = (values: Partial<Row>) =>
        deps.db
          .insert(feedPhotos)
          .values({ tenantId, url, checkedAt: at, ...values })
          .onConflictDoUpdate({ target: [feedPhotos.tenantId, feedPhotos.url], set: { checkedAt: at, ...values } });

      if (answer.kind === "not-modified" && row?.storedUrl) {
        await save({ fetchedAt: at, etag: answer.etag, lastModified: answer.lastModified, lastError: null });
        return { url: row.storedUrl };
      }
      let problem: string;
      if (answer.kind === "ok") {
        const stored = await storeUploadedImage(deps.mediaDir, slug, answer.bytes);
        if (stored.ok) {
          await save({ storedUrl: stored.url, fetchedAt: at, etag: answer.etag, lastModified: answer.lastModified, lastError: null });
          return { url: stored.url };
        }
        problem = stored.error.replace(/^The file/, "the download").replace(/^The image/, "the image").replace(/\.$/, "");
      } else if (answer.kind === "not-modified") {
        problem = "the server answered 304 Not Modified to a plain request";
      } else {
        problem = answer.problem;
      }
      // A copy already held stays in use; the error is remembered and asked again after RETRY_FAILED_AFTER_MS.
      await save({ lastError: problem });
      return row?.storedUrl ? { url: row.storedUrl } : { problem };
    };

    // A small pool: at most `concurrency` downloads at once, the answers kept by URL so the order is the feed's.
    let next = 0;
    const worker = async () => {
      while (next < unique.length) {
        const url = unique[next++]!;
        outcomes.set(url, await resolveOne(url));
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, unique.length) }, worker));

    const images: { url: string }[] = [];
    const problems: { url: string; message: string }[] = [];
    const seen = new Set<string>();
    for (const raw of urls) {
      const url = raw.trim();
      const outcome = outcomes.get(url)!;
      if ("problem" in outcome) {
        if (!problems.some((p) => p.url === url)) problems.push({ url, message: sentence(outcome.problem) });
      } else if (!seen.has(outcome.url)) {
        // Two addresses for the same picture (same content) are one photo.
        seen.add(outcome.url);
        images.push({ url: outcome.url });
      }
    }
    return { images, problems, fetched };
  };
}

/** 'the server answered 404 Not Found' → 'The server answered 404 Not Found.' */
const sentence = (problem: string) => `${problem.charAt(0).toUpperCase()}${problem.slice(1)}.`;
