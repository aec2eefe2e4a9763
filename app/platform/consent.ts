/**
 * Consent for the dealer's marketing tags (issue 16, ADR 049): what the shopper chose, how the choice is kept (a
 * first-party cookie the browser reads; the server never does, so cached pages stay the same for everyone), which tags
 * that choice lets load, and the script addresses and Content-Security-Policy sources of those tags.
 * Browser-safe: no I/O.
 */

export type ConsentCategory = "analytics" | "marketing";
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ["analytics", "marketing"];
export type Consent = Record<ConsentCategory, boolean>;

/** The cookie the choice is kept in: `v1.a1.m0` (version, analytics, marketing). Read only in the browser. */
export const CONSENT_COOKIE = "fc_consent";
/** How long a choice is remembered before the banner asks again (about six months). */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VALUE = /^v1\.a([01])\.m([01])$/;

export const NO_CONSENT: Consent = { analytics: false, marketing: false };
export const ALL_CONSENT: Consent = { analytics: true, marketing: true };

/** The choice in a Cookie header (or document.cookie); null when there is none or it is not ours to read. */
export function parseConsentCookie(cookies: string | null | undefined): Consent | null {
  if (!cookies || cookies.length > 8192) return null;
  for (const part of cookies.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    const m = VALUE.exec(part.slice(eq + 1).trim());
    return m ? { analytics: m[1] === "1", marketing: m[2] === "1" } : null;
  }
  return null;
}

export function consentCookieValue(consent: Consent): string {
  return `v1.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

/** The `document.cookie` assignment that keeps the choice: first-party, the whole site, Lax, Secure on https. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${consentCookieValue(consent)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * What the shopper allows: nothing until they choose; Global Privacy Control (navigator.globalPrivacyControl or the
 * Sec-GPC header) refuses marketing whatever the choice says.
 */
export function effectiveConsent(consent: Consent | null, gpc: boolean): Consent {
  const chosen = consent ?? NO_CONSENT;
  return { analytics: chosen.analytics, marketing: chosen.marketing && !gpc };
}

/** The tenant's tag ids (the shape of config.marketing_tags). */
export interface TagIds {
  ga4_measurement_id: string | null;
  gtm_container_id: string | null;
  meta_pixel_id: string | null;
}
export type TagKind = "ga4" | "gtm" | "meta";

/**
 * GA4 measures (analytics). Tag Manager is a container that can fire any tag, advertising ones included, so it counts
 * as marketing; the Meta pixel is advertising.
 */
export const TAG_CATEGORY: Record<TagKind, ConsentCategory> = { ga4: "analytics", gtm: "marketing", meta: "marketing" };

export function configuredTags(ids: TagIds): TagKind[] {
  const kinds: TagKind[] = [];
  if (ids.ga4_measurement_id) kinds.push("ga4");
  if (ids.gtm_container_id) kinds.push("gtm");
  if (ids.meta_pixel_id) kinds.push("meta");
  return kinds;
}

/** The categories the banner offers: only those with a configured tag (none: no banner). */
export function bannerCategories(ids: TagIds): ConsentCategory[] {
  const used = new Set(configuredTags(ids).map((k) => TAG_CATEGORY[k]));
  return CONSENT_CATEGORIES.filter((c) => used.has(c));
}

export function tagsToLoad(ids: TagIds, consent: Consent | null, gpc: boolean): TagKind[] {
  const allowed = effectiveConsent(consent, gpc);
  return configuredTags(ids).filter((k) => allowed[TAG_CATEGORY[k]]);
}

const GOOGLE = "https://www.googletagmanager.com";
const META = "https://connect.facebook.net";

/**
 * Each tag's script address. `origin` (the operator's TAG_SCRIPT_ORIGIN, for tests) replaces the vendor's host and
 * keeps the path, so a test server sees exactly the requests the vendor would.
 */
export function tagScriptUrl(kind: TagKind, id: string, origin: string | null = null): string {
  const q = encodeURIComponent(id);
  switch (kind) {
    case "ga4":
      return `${origin ?? GOOGLE}/gtag/js?id=${q}`;
    case "gtm":
      return `${origin ?? GOOGLE}/gtm.js?id=${q}`;
    case "meta":
      return `${origin ?? META}/en_US/fbevents.js`;
  }
}

/** What a tag may load and call: script paths (CSP matches them without the query) and the hosts it reports to. */
function tagSources(kind: TagKind, origin: string | null): { script: string[]; connect: string[] } {
  switch (kind) {
    case "ga4":
      return { script: [`${origin ?? GOOGLE}/gtag/`], connect: origin ? [origin] : ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"] };
    case "gtm":
      return { script: [`${origin ?? GOOGLE}/gtm.js`], connect: origin ? [origin] : ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"] };
    case "meta":
      return { script: [`${origin ?? META}/en_US/fbevents.js`, `${origin ?? META}/signals/`], connect: origin ? [origin] : ["https://www.facebook.com", META] };
  }
}

/**
 * The Content-Security-Policy additions for a tenant's tags: only the tags it configured, and with Global Privacy
 * Control on (Sec-GPC: 1) none of its marketing tags. Empty lists when nothing is configured.
 */
export function tagCspSources(ids: TagIds, { origin = null, gpc = false }: { origin?: string | null; gpc?: boolean } = {}): { script: string[]; connect: string[] } {
  const script = new Set<string>();
  const connect = new Set<string>();
  for (const kind of configuredTags(ids)) {
    if (gpc && TAG_CATEGORY[kind] === "marketing") continue;
    const s = tagSources(kind, origin);
    s.script.forEach((x) => script.add(x));
    s.connect.forEach((x) => connect.add(x));
  }
  return { script: [...script], connect: [...connect] };
}

/** True when the tenant's policy differs with Sec-GPC (it has a marketing tag): its pages then vary on that header. */
export function cspVariesWithGpc(ids: TagIds): boolean {
  return configuredTags(ids).some((k) => TAG_CATEGORY[k] === "marketing");
}
