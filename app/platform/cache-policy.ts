/**
 * Cache-Control for pages (documents and their `.data` navigations), for the browser and for a shared HTTP cache
 * (Varnish, a CDN) in front of the servers. A route that decides for itself (a `headers` export, a loader's own
 * header) keeps its value; app/entry.server.tsx applies `pageCachePolicy` to everything else.
 */

/** A page about one shopper (their garage, checkout, reservation, lead confirmation): never stored anywhere. */
export const PERSONAL = "private, no-store";
/** Sign-in, the dealer console and development pages: never stored. */
export const NO_STORE = "no-store";
/**
 * A page that is the same for every signed-out visitor of a site: a shared cache may serve it for a minute and, while
 * it fetches a fresh copy, a stale one for five more; browsers always revalidate (max-age=0), so a shopper who signs
 * in sees their own page at once. It varies by Cookie, so a cache never hands it to a request that carries one.
 */
export const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * A signed-out page showing a car's availability (the vehicle page: Reserved, Reserve Online): the same for every
 * signed-out visitor, but a reservation must reach shoppers within seconds, so a shared cache keeps it 10 s and serves
 * a stale copy for at most 20 more while it refreshes (30 s at worst, ADR 037). Varies by Cookie like PUBLIC.
 */
export const STOCK_PAGE = "public, max-age=0, s-maxage=10, stale-while-revalidate=20";

/**
 * robots.txt and the sitemaps (ADR 045): the same for everyone and read by crawlers, not shoppers. A shared cache keeps
 * them five minutes and may serve a stale copy for an hour while it refreshes; browsers revalidate, with the ETag.
 */
export const SEARCH_ENGINE_FILE = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";

/** For route modules: `export const headers = personalPageHeaders;`. */
export const personalPageHeaders = () => ({ "Cache-Control": PERSONAL });
export const noStorePageHeaders = () => ({ "Cache-Control": NO_STORE });
/** A page answered with an error keeps the entry's policy for its status (a 500 is never stored). */
export const stockPageHeaders = ({ errorHeaders }: { errorHeaders?: Headers }): Record<string, string> => (errorHeaders ? {} : { "Cache-Control": STOCK_PAGE });
/**
 * A lead form page: it carries a per-visit idempotency key and form token (app/leads/form-page-data.server.ts). A shared
 * cache handing one visitor's page to another would make the second shopper's lead a 'repeat' of the first's, and
 * silently drop it; so these pages are never stored.
 */
export const leadFormPageHeaders = personalPageHeaders;

/** Statuses a cache may store without being told (RFC 9110 §15.1); any other status is never stored. */
const CACHEABLE_STATUSES = new Set([200, 203, 204, 300, 301, 308, 404, 405, 410, 414]);

/** Paths whose pages are never stored whoever asks: the dealer console (/dealer) and development pages (/dev). */
const NO_STORE_PATH = /^\/(dealer|dev)(\/|$)/;

export function pageCachePolicy(page: { method: string; pathname: string; status: number; signedIn: boolean }): string {
  const pathname = page.pathname.replace(/(\/_root)?\.data$/, "");
  if (NO_STORE_PATH.test(pathname)) return NO_STORE;
  // A form post's answer, or any page rendered for a signed-in shopper (the root loader reads the session).
  if ((page.method !== "GET" && page.method !== "HEAD") || page.signedIn) return PERSONAL;
  if (!CACHEABLE_STATUSES.has(page.status)) return NO_STORE;
  return PUBLIC;
}

/**
 * Sets Cache-Control (and Vary: Cookie on public pages) unless the route already chose one. A page rendered for a
 * signed-in shopper is never stored, whatever the route chose: the root data on every page carries the shopper.
 */
export function applyPageCachePolicy(headers: Headers, page: Parameters<typeof pageCachePolicy>[0]): void {
  const chosen = headers.get("Cache-Control");
  if (chosen && (!page.signedIn || /\bno-store\b/.test(chosen))) {
    // A route's own public policy is still a signed-out page: a cache must not hand it to a request with a cookie.
    if (/^public\b/.test(chosen) && !/\bcookie\b/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Cookie");
    return;
  }
  const policy = pageCachePolicy(page);
  headers.set("Cache-Control", policy);
  if (policy === PUBLIC) headers.append("Vary", "Cookie");
}

/**
 * The time a page that a shared cache may store is rendered at: now, rounded down to the minute. Two renders of an
 * unchanged page within a minute are then the same bytes, so its ETag matches and a revalidation is a 304 (ADR 047);
 * a page is served from a cache for a minute anyway.
 */
export function pageClock(nowMs = Date.now()): Date {
  return new Date(nowMs - (nowMs % 60_000));
}
