import type { Route } from "./+types/sitemap";
import { siteContext } from "../platform/contexts.ts";
import { getServices } from "../platform/request-context.server.ts";
import { cacheableTextResponse } from "../platform/text-response.server.ts";
import { sitemapResponseBody } from "../site/sitemap-files.ts";
import { publicOrigin } from "../tenants/public-origin.ts";
import { tagStockList } from "../platform/surrogate-keys.ts";

/**
 * GET /sitemap.xml and /sitemaps/{group}-{n}.xml (ADR 045): the tenant's pages for search engines, on its public
 * origin. /sitemap.xml is the whole list, or past the protocol's limits an index of the parts.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const notFound = () => new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=60" } });
  if (site.kind !== "tenant") return notFound();
  const index = await getServices(context).indexes.get(site.tenant);
  // It lists the stock: a change of any car purges it from a shared cache (ADR 047).
  tagStockList(context, site.tenant.id);
  const body = sitemapResponseBody(site.tenant, index, new Date(), publicOrigin(site.tenant, new URL(request.url)), params.part ?? null);
  if (body === null) return notFound();
  return cacheableTextResponse(request, body, "application/xml; charset=utf-8");
}
