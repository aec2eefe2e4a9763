/**
 * Which file of a tenant's sitemap a request asks for, and its XML (ADR 045). `part` is the file name under
 * /sitemaps/ ('vehicles-2.xml'), or null for /sitemap.xml. Null answer: no such file (404). Pure.
 */

import type { StockIndex } from "../search/engine.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { DEFAULT_LIMITS, newestLastmod, planSitemap, sitemapGroups, sitemapIndexXml, sitemapPartPath, urlsetXml, type SitemapLimits } from "./sitemap-entries.ts";

export function sitemapResponseBody(tenant: Tenant, index: StockIndex, now: Date, origin: string, part: string | null, limits: SitemapLimits = DEFAULT_LIMITS): string | null {
  const plan = planSitemap(origin, sitemapGroups(tenant, index, now), limits);
  if (part === null) {
    if (plan.kind === "single") return urlsetXml(origin, plan.entries);
    return sitemapIndexXml(origin, plan.parts.map((p) => ({ path: sitemapPartPath(p.name), lastmod: newestLastmod(p.entries) })));
  }
  if (plan.kind === "single") return null;
  const found = plan.parts.find((p) => `${p.name}.xml` === part);
  return found ? urlsetXml(origin, found.entries) : null;
}
