/** Plain-text and XML answers for crawlers (robots.txt, sitemaps): a strong ETag from the body, 304 when it still matches. */

import { createHash } from "node:crypto";
import { SEARCH_ENGINE_FILE } from "./cache-policy.ts";

export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included; RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

export function cacheableTextResponse(request: Request, body: string, contentType: string, cacheControl = SEARCH_ENGINE_FILE): Response {
  const etag = etagOf(body);
  const headers = { "Content-Type": contentType, "Cache-Control": cacheControl, ETag: etag };
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}
