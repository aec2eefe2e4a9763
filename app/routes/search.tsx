import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { REMOVE_PARAM, parseSearchParams, pathFilters, removeFilters, searchUrl, withPathFilters } from "../search/query.ts";
import { stockBase } from "../site/navigation.ts";
import { toCardVehicle } from "../stock/card.ts";
import { SearchPage } from "../search/components/search-page.tsx";
import { searchBreadcrumbs, searchDescription, activePromos, searchTarget, withoutEmptyParams } from "../search/search-page-data.ts";
import { createSearchCache, searchPageKey } from "../search/search-cache.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Search" }];
  const tags: Route.MetaDescriptors = [
    { title: `${loaderData.heading} · ${loaderData.dealerName}` },
    { name: "description", content: searchDescription(loaderData.heading, loaderData.result.count, loaderData.dealerName) },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
  ];
  if (loaderData.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** Search results page: the URL (path segments plus query string) is the whole search state. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const { indexes } = getServices(context);
  const url = new URL(request.url);
  // A filter form submitted without JavaScript sends its empty fields too: answer with the clean URL.
  const cleaned = withoutEmptyParams(url.searchParams);
  if (cleaned !== null) throw redirect(`${url.pathname}${cleaned ? `?${cleaned}` : ""}`);
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
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
  const now = new Date();
  const result = index.search(effective, now);
  const location = new Map(tenant.locations.map((l) => [l.id, { name: l.name, city: l.address.city }]));
  const refinements = Object.values(parsed.query.facets).reduce((n, v) => n + (v?.length ?? 0), 0) + Object.keys(parsed.query.ranges).length;
  const crumbs = searchBreadcrumbs(base, segments, fromPath.facets);
  return {
    dealerName: tenant.name,
    heading: crumbs[crumbs.length - 1]?.label ?? "Search",
    basePath: base,
    path,
    pathFacets: fromPath.facets,
    query: parsed.query,
    result: { ...result, hits: result.hits.map((h) => toCardVehicle(h, h.location_id ? location.get(h.location_id) : null)) },
    canonical: new URL(searchUrl(path, { ...parsed.query, page: parsed.query.page }), url.origin).toString(),
    noindex: refinements > 1 || parsed.query.query !== "" || parsed.dropped !== null,
    /** Chosen values this search left out (past the bounds of query.ts), for a note on the page. */
    dropped: parsed.dropped,
    breadcrumbs: crumbs,
    promos: activePromos(tenant.config, now, fromPath.facets.car_type ?? parsed.query.facets.car_type ?? []),
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

export type SearchLoaderData = Awaited<ReturnType<typeof loader>>;

const cache = createSearchCache<SearchLoaderData>();

/** In the browser, searches seen recently (back, forward, undoing a filter) come from memory. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const key = searchPageKey(new URL(request.url));
  const hit = key ? cache.get(key) : undefined;
  if (hit) return hit;
  const fresh = await serverLoader();
  if (key) cache.set(key, fresh);
  return fresh;
}
clientLoader.hydrate = false as const;

export default function Search({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // The server-rendered page goes in the cache too, so coming back to it needs no request.
  useEffect(() => {
    const key = searchPageKey(new URL(location.pathname + location.search, window.location.origin));
    if (key && !cache.has(key)) cache.set(key, loaderData);
  }, [location.pathname, location.search, loaderData]);
  return <SearchPage data={loaderData} />;
}
