import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { type TagIds, cspVariesWithGpc, tagCspSources } from "../app/platform/consent.ts";

/**
 * The headers a bank's site would send, on every response: a Content-Security-Policy with a fresh nonce per
 * response (the nonce reaches React through res.locals.cspNonce → nonceContext → app/entry.server.tsx), nosniff,
 * Referrer-Policy, Permissions-Policy and, on HTTPS, HSTS. Cache-Control is decided per page in app/entry.server.tsx.
 */

/** The players a walkaround video may embed (app/vehicle/viewer-modes.ts rewrites YouTube and Vimeo links to these). */
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/** Powerful features no page uses: the locations page never asks where the shopper is, and the checkout takes its deposit without the Payment Request API. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

export function contentSecurityPolicy({
  nonce,
  frameAncestors,
  secure,
  tags = { script: [], connect: [] },
}: {
  nonce: string;
  frameAncestors: readonly string[];
  secure: boolean;
  /** The tenant's marketing tags' sources (app/platform/consent.ts tagCspSources): only those it configured. */
  tags?: { script: readonly string[]; connect: readonly string[] };
}): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    // Our bundles and the inline scripts React Router and React write, which carry the nonce. JSON-LD blocks are data, not run.
    // A tenant's marketing tags add their own script paths (loaded by our bundle after consent, ADR 049).
    ["script-src", "'self'", `'nonce-${nonce}'`, ...tags.script],
    // style="" attributes (theme colours on <html>, widths and transforms set by components) and the <style> elements
    // Radix and Vite insert at run time: inline styles stay allowed; they cannot run code.
    ["style-src", "'self'", "'unsafe-inline'"],
    // Vehicle photos may be absolute URLs into a dealer's own stock system; data: for the SVG chevrons in CSS.
    ["img-src", "'self'", "data:", "https:"],
    ["media-src", "'self'", "https:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...tags.connect],
    ["frame-src", ...VIDEO_PLAYERS],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'", ...frameAncestors],
  ];
  if (secure) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * The middleware; `frameAncestors` names the origins besides the site itself that may frame the site at this host
 * (the tenant's config.frame_ancestors); `tags` the tenant's marketing tag ids (config.marketing_tags) and `tagOrigin`
 * the operator's TAG_SCRIPT_ORIGIN. A request with Sec-GPC: 1 (Global Privacy Control) gets a policy without the
 * marketing tags, so the browser itself would block them; where that changes the policy the response varies on it.
 */
export function securityHeaders(
  frameAncestors: (host: string | undefined) => readonly string[],
  tags: (host: string | undefined) => TagIds | null = () => null,
  tagOrigin: string | null = null,
): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const host = req.get("host");
    const ids = tags(host);
    const gpc = req.get("sec-gpc")?.trim() === "1";
    const tagSources = ids ? tagCspSources(ids, { origin: tagOrigin, gpc }) : undefined;
    if (ids && cspVariesWithGpc(ids)) res.setHeader("Vary", "Sec-GPC");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, frameAncestors: frameAncestors(host), secure: req.secure, tags: tagSources }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
