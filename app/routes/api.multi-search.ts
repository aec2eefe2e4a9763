import type { Route } from "./+types/api.multi-search";
import { apiMultiSearch } from "../search/search-api.server.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  return apiMultiSearch(getServices(context).indexes, tenant, request);
}

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
