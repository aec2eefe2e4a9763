import { pageClock } from "../platform/cache-policy.ts";
import { data, redirect } from "react-router";
import { toResultCard } from "../stock/card-config.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { stockNoun, titleNoun } from "../stock/stock-noun.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { publicUrl } from "../tenants/public-origin.ts";
import { REMOVE_PARAM, parseSearchParams, pathFilters, removeFilters, searchUrl, withPathFilters } from "./query.ts";
import { activePromos, cleanFormParams, pagePosition, searchBreadcrumbs, searchTarget } from "./search-page-data.ts";
import { PAGE_SIZE } from "../stock/attributes.ts";
import { packFacets, visibleFacets } from "./filter-options.ts";
import { pagePath } from "../lib/page-path.ts";
import type { StockIndexes } from "./stock-indexes.server.ts";
import { MAX_SAVED_NAME, savedSearchAddress } from "./saved-search.ts";

/**
 * The search results page's data (app/routes/search.tsx loads it): the URL (path segments after the stock base, `splat`,
 * plus query string) is the whole search state. Throws the redirects and the 404 and 400 answers.
 */
export async function searchPageData(tenant: Tenant, indexes: StockIndexes, request: Request, splat: string | undefined) {
  const url = new URL(request.url);
  // A client navigation fetches `{path}.data?…&_routes=…`: redirects below must name the page itself (the hero's
  // 'Search N vehicles' button, sent with an empty query, was redirected to `….data` and got a 404).
  url.pathname = pagePath(url);
  url.searchParams.delete("_routes");
  // A filter form submitted without JavaScript sends its empty fields too: answer with the clean URL.
  const cleaned = cleanFormParams(url.searchParams);
  if (cleaned !== null) throw redirect(`${url.pathname}${cleaned ? `?${cleaned}` : ""}`);
  const segments = (splat ?? "").split("/").filter(Boolean);
  const index = await indexes.get(tenant);
  const fromPath = pathFilters(segments, index.pathContext());
  if (!fromPath) throw data({ reason: "not-found" }, { status: 404 });
  const parsed = parseSearchParams(url.searchParams);
  if (!parsed.ok) throw data({ reason: "bad-request", message: parsed.message }, { status: 400 });
  const effective = withPathFilters(parsed.query, fromPath);
  const base = stockBase(tenant.config);
  const path = `${base}/${segments.join("/")}`.replace(/\/$/, "") || base;
  // A filter chip's button, without JavaScript: answer with the search minus that filter.
  const removals = url.searchParams.getAll(REMOVE_PARAM);
  if (removals.length) throw redirect(searchTarget(base, path, fromPath.facets, removeFilters(effective, removals)));
  const now = pageClock();
  const result = index.search(effective, now);
  const location = new Map(tenant.locations.map((l) => [l.id, { name: l.name, city: l.address.city }]));
  const refinements = Object.values(parsed.query.facets).reduce((n, v) => n + (v?.length ?? 0), 0) + Object.keys(parsed.query.ranges).length;
  // What the results are called: from the kinds this search found (those chosen, when the shopper chose kinds), else
  // the tenant's, which also names its stock pages ('New, Used & Demo Bikes').
  const tenantNoun = stockNoun(index.overview(now).facets.item_type);
  const chosenTypes = effective.facets.item_type ?? [];
  const noun = stockNoun(
    result.facets.item_type.filter((t) => !chosenTypes.length || chosenTypes.includes(t.value)),
    tenantNoun,
  );
  const crumbs = searchBreadcrumbs(base, segments, fromPath.facets, titleNoun(tenantNoun.many));
  return {
    dealerName: tenant.name,
    heading: crumbs[crumbs.length - 1]?.label ?? "Search",
    basePath: base,
    path,
    pathFacets: fromPath.facets,
    query: parsed.query,
    position: pagePosition(result, PAGE_SIZE),
    noun,
    result: {
      ...withoutTiming(result),
      // The sliders' bounds: the other ranges' figures are never shown.
      facetStats: { price: result.facetStats.price, km: result.facetStats.km },
      facets: packFacets(visibleFacets(result.facets, effective.facets)),
      hits: result.hits.map((h) => toResultCard(h, h.location_id ? location.get(h.location_id) : null)),
    },
    canonical: publicUrl(tenant, url, searchUrl(path, { ...parsed.query, page: parsed.query.page })),
    noindex: refinements > 1 || parsed.query.query !== "" || parsed.dropped !== null,
    /** Chosen values this search left out (past the bounds of query.ts), for a note on the page. */
    dropped: parsed.dropped,
    breadcrumbs: crumbs,
    /** "Save this search" (ADR 048): this page's address without its page number, and a name to start from. */
    save: {
      search: savedSearchAddress(path, parsed.query),
      name: (parsed.query.query ? `${crumbs[crumbs.length - 1]?.label ?? "Search"}: ${parsed.query.query}` : (crumbs[crumbs.length - 1]?.label ?? "My search")).slice(0, MAX_SAVED_NAME),
    },
    promos: activePromos(tenant.config, now, fromPath.facets.car_type ?? parsed.query.facets.car_type ?? [], dealerTimeZone(tenant)),
    config: {
      cards_per_row: tenant.config.cards_per_row,
      popular_makes: tenant.config.popular_makes,
      certified_only: tenant.config.certified_only,
      certified_program_make: tenant.config.certified_program_make,
      just_arrived_days: tenant.config.just_arrived_days,
      fuel_tags: tenant.config.fuel_tags,
      runout_tag_green: tenant.config.runout_tag_green,
      show_views: tenant.config.show_views,
      promo_position: tenant.config.promo_position,
      enquire_button_text: tenant.config.enquire_button_text,
    },
    now: now.getTime(),
  };
}

/** The results page's data as its components read it. */
export type SearchLoaderData = Awaited<ReturnType<typeof searchPageData>>;

/** The search's own timing differs on every render: it stays out of the page, whose bytes then depend on its data only (ETag). */
function withoutTiming<T extends { ms: number }>(result: T): Omit<T, "ms"> {
  const { ms: _ms, ...rest } = result;
  return rest;
}
