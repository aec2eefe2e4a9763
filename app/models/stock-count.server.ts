import type { RouterContextProvider } from "react-router";
import { pathFilters } from "../search/query.ts";
import { getServices } from "../platform/request-context.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { tagStockList } from "../platform/surrogate-keys.ts";

/**
 * How many vehicles a stock path (/search/{make} or /search/{make}/{model}) finds today; 0 when the
 * path names nothing in stock (that search would answer 404), so pages only link to searches that work.
 */
export async function stockPathCounter(context: Readonly<RouterContextProvider>, tenant: Tenant): Promise<(segments: readonly string[]) => number> {
  const index = await getServices(context).indexes.get(tenant);
  // The page links to and counts searches: a change of any car may change it.
  tagStockList(context, tenant.id);
  const ctx = index.pathContext();
  const now = new Date();
  return (segments) => {
    const filters = pathFilters(segments, ctx);
    return filters ? index.search({ facets: filters.facets }, now, { hitsPerPage: 0 }).count : 0;
  };
}
