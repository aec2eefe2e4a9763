import type { Route } from "./+types/robots";
import { siteContext } from "../platform/contexts.ts";
import { cacheableTextResponse } from "../platform/text-response.server.ts";
import { closedRobotsTxt, robotsTxt } from "../site/robots-rules.ts";
import { publicOrigin } from "../tenants/public-origin.ts";

/** GET /robots.txt: what crawlers may read on this site, and where its sitemap is (ADR 045). */
export function loader({ context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const body = site.kind === "tenant" ? robotsTxt(site.tenant.config, publicOrigin(site.tenant, new URL(request.url))) : closedRobotsTxt();
  return cacheableTextResponse(request, body, "text/plain; charset=utf-8");
}
