import { useEffect, useMemo } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { SearchPage } from "../search/components/search-page.tsx";
import { type PackedSearchPage, packSearchPage, searchDescription, unpackSearchPage } from "../search/search-page-data.ts";
import { type SearchLoaderData, searchPageData } from "../search/search-loader.server.ts";
import { cardScopeContext } from "../stock/components/listed-card.tsx";
import { createSearchCache, searchPageKey } from "../search/search-cache.ts";
import { type JsonPayload, jsonPayload, readJsonPayload } from "../lib/json-payload.ts";
import { tagStockList, tagVehicles } from "../platform/surrogate-keys.ts";
import { PageViewBeacon } from "../staff/components/page-view-beacon.tsx";
import { SaveSearchPanel } from "../alerts/components/save-search-panel.tsx";

/** What meta() reads, beside the page's JSON. */
type SearchHead = { title: string; description: string; canonical: string; noindex: boolean };

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Search" }];
  const { head } = loaderData;
  const tags: Route.MetaDescriptors = [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonical },
  ];
  if (head.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** Search results page: the URL (path segments plus query string) is the whole search state. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const { indexes } = getServices(context);
  const page = await searchPageData(tenant, indexes, request, params["*"]);
  // Every card on the page is one of the index's cars (app/stock/components/listed-card.tsx).
  context.set(cardScopeContext, await indexes.get(tenant));
  tagStockList(context, tenant.id);
  tagVehicles(context, tenant.id, page.result.hits.map((h) => h.id));
  const head: SearchHead = {
    title: `${page.heading} · ${page.dealerName}`,
    description: searchDescription(page.heading, page.result.count, page.dealerName),
    canonical: page.canonical,
    noindex: page.noindex,
  };
  // The page itself as one JSON text (ADR 060), beside the few fields meta() reads.
  // A page past the last one is not a page of this list (ADR 036): the page says so, with a 404 for crawlers.
  return data({ head, page: jsonPayload(packSearchPage(page)) }, { status: page.position.kind === "out-of-range" ? 404 : 200 });
}

const cache = createSearchCache<{ head: SearchHead; page: JsonPayload<PackedSearchPage<SearchLoaderData>> }>();

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
  const page = useMemo(() => unpackSearchPage<SearchLoaderData>(readJsonPayload(loaderData.page)), [loaderData]);
  // The server-rendered page goes in the cache too, so coming back to it needs no request.
  useEffect(() => {
    const key = searchPageKey(new URL(location.pathname + location.search, window.location.origin));
    if (key && !cache.has(key)) cache.set(key, loaderData);
  }, [location.pathname, location.search, loaderData]);
  return (
    <>
      <SearchPage data={page} saveSearch={<SaveSearchPanel search={page.save.search} name={page.save.name} />} />
      {/* Dealer analytics: each card on the page is one impression of its vehicle. */}
      {page.result.hits.length > 0 && <PageViewBeacon view={{ page: "results", vehicleIds: page.result.hits.map((h) => h.id) }} />}
    </>
  );
}
