/**
 * A tenant's /robots.txt (ADR 045): crawl the site, but not the console, the APIs, development pages, feeds, checkout,
 * sign-in, the shopper's garage, lead-form confirmations, print and compare views, or result pages that only re-sort,
 * page or combine facets (infinite combinations; each landing page is in the sitemap instead). Pure.
 */

import { stockBase } from "../tenants/stock-base.ts";
import type { SiteConfig } from "../tenants/tenant-document.ts";

/** Paths no crawler needs: private, per-shopper or endless. */
export const DISALLOWED_PATHS = [
  "/dealer",
  "/api/",
  "/dev/",
  "/feeds/",
  "/checkout",
  "/checkout-journey",
  "/cars/*/checkout",
  "/cars/*/buy-online",
  "/cars/*/print.pdf",
  "/cars/*/view.json",
  "/cars/*/similar.json",
  "/print",
  "/compare",
  "/sign-in",
  "/sign-out",
  "/my-garage",
  "/mymotorama",
  "/mybigboxcars",
  "/myblinkr",
  "/myservco",
  "/success",
  "/online-payment",
  "/spin-to-win",
  "/*.data$",
] as const;

/** Result pages past a landing page: any query string on the stock search (filters, sorts, pages, text). */
function searchDisallows(config: Pick<SiteConfig, "used_car_path">): string[] {
  return [`${stockBase(config)}/*?`, "/parts/search?"];
}

export function robotsTxt(config: Pick<SiteConfig, "used_car_path">, origin: string): string {
  const lines = ["User-agent: *", "Allow: /", ...[...DISALLOWED_PATHS, ...searchDisallows(config)].map((p) => `Disallow: ${p}`), "", `Sitemap: ${origin}/sitemap.xml`, ""];
  return lines.join("\n");
}

/** A host that is no dealer's site (the platform directory, an unknown host): nothing to crawl. */
export function closedRobotsTxt(): string {
  return "User-agent: *\nDisallow: /\n";
}
