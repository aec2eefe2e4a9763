import { z } from "zod";

/**
 * URL fields that reach a page (a link's href, an image's src, a video's poster) or leave the server (a webhook).
 * Only two shapes are safe everywhere: an absolute http(s) URL, or a path on this site ('/…', never '//host' or '/\').
 * `javascript:`, `data:` and other schemes are refused where the document or the stock comes in, so no page ever
 * renders one.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s<>"]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s<>"\\]*$/.test(value);
}

/** An absolute http(s) URL (webhooks, a site's public address, links to other sites). */
export const httpUrlSchema = (max = 1000) => z.string().trim().max(max).refine(isHttpUrl, "must be an http:// or https:// URL");

/** A link or media source: a path on this site or an absolute http(s) URL. */
export const linkUrlSchema = (max = 1000) =>
  z.string().trim().max(max).refine((v) => isSitePath(v) || isHttpUrl(v), "must be a path starting with / or an http(s):// URL");
