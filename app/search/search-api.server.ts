import { z } from "zod";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { StockIndexes } from "./stock-indexes.server.ts";
import { SearchInputError } from "./engine.ts";
import { type FilterNode, FilterSyntaxError, parseFilter } from "../lib/filter-expression.ts";
import { FILTER_BOUNDS_TEXT, filterBoundsError, parseSearchParams } from "./query.ts";

/** JSON error for bad input: a 400 with a clear message, never a 500. */
function badRequest(message: string) {
  return Response.json({ error: message }, { status: 400 });
}

/**
 * GET /api/search: the page's parameters, answering {hits, count, facets, facetStats, page, pages, ms}. `shown` hears
 * the ids of the hits answered (the dealer analytics counts each as an impression).
 */
export async function apiSearch(indexes: StockIndexes, tenant: Tenant, url: URL, shown?: (vehicleIds: number[]) => Promise<unknown>): Promise<Response> {
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.ok) return badRequest(parsed.message);
  // The page leaves values past the bounds out and says so; an API client gets told.
  if (parsed.dropped) return badRequest(`${parsed.dropped.message} (${FILTER_BOUNDS_TEXT})`);
  const index = await indexes.get(tenant);
  const result = index.search(parsed.query, new Date());
  if (shown && result.hits.length) await shown(result.hits.map((h) => h.id));
  return Response.json(result);
}

const multiSearchSchema = z
  .object({
    queries: z
      .array(
        z
          .object({
            query: z.string().max(200).optional(),
            filter: z.string().max(2000).optional(),
            sort: z.array(z.string().max(40)).max(3).optional(),
            limit: z.number().int().min(1).max(100).optional(),
            offset: z.number().int().min(0).max(10_000).optional(),
          })
          .strict(),
      )
      .min(1)
      .max(10),
  })
  .strict();

/** POST /api/multi-search: {queries: [{query, filter, sort, limit}]} answering {results: [{hits, count}]} (similar cars). */
export async function apiMultiSearch(indexes: StockIndexes, tenant: Tenant, request: Request): Promise<Response> {
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return badRequest("The body is not valid JSON.");
  }
  const parsed = multiSearchSchema.safeParse(body);
  if (!parsed.success) return badRequest(parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
  const queries: { query?: string; filter?: FilterNode; sort?: string[]; limit?: number; offset?: number }[] = [];
  for (const [i, q] of parsed.data.queries.entries()) {
    let filter: FilterNode | null;
    try {
      filter = parseFilter(q.filter ?? "");
    } catch (err) {
      if (err instanceof FilterSyntaxError) return badRequest(`queries.${i}.filter: ${err.message}`);
      throw err;
    }
    const tooBig = filterBoundsError(filter);
    if (tooBig) return badRequest(`queries.${i}.filter: ${tooBig}`);
    queries.push({ ...q, filter: filter ?? undefined });
  }
  const index = await indexes.get(tenant);
  try {
    return Response.json(index.multiSearch(queries, new Date()));
  } catch (err) {
    if (err instanceof FilterSyntaxError || err instanceof SearchInputError) return badRequest(err.message);
    throw err;
  }
}
