import { useEffect, useState, type ReactNode } from "react";
import { type Location, useNavigate, useNavigation } from "react-router";
import type { SearchLoaderData } from "../search-loader.server.ts";
import { formatNumber } from "../../lib/format.ts";
import { nounFor } from "../../stock/stock-noun.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ListedCard } from "../../stock/components/listed-card.tsx";
import { Alert } from "../../ui/alert.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { Card } from "../../ui/card.tsx";
import { type FacetSelections, type SearchQuery, PAGE_SIZE } from "../../stock/attributes.ts";
import { activeFilters, parseSearchParams, searchKey, searchUrl, withPathFilters } from "../query.ts";
import { type SearchHistoryEntry, describeSearch, hasFilters, historyUrl, readSearchHistory, rememberSearch } from "../search-history.ts";
import { ALL_STOCK_SEGMENT, itemListJsonLd, placePromos, searchTarget } from "../search-page-data.ts";
import { jsonForScript } from "../../lib/json-for-script.ts";
import { ActiveFilters } from "./active-filters.tsx";
import { EmptyResults, PageOutOfRange } from "./empty-results.tsx";
import { MobileFilters } from "./mobile-filters.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { PromoCard } from "./promo-card.tsx";
import { RecentSearches } from "./recent-searches.tsx";
import { SearchFilters } from "./search-filters.tsx";
import type { SearchView } from "./search-view.ts";
import { SortControl } from "./sort-control.tsx";
import { CompareTray } from "../../stock/components/compare-tray.tsx";
import { RecentlyViewedStrip } from "../../stock/components/recently-viewed-strip.tsx";

const DAY_MS = 86_400_000;

/** The search a navigation in progress is heading for, when it stays on this page or goes to all stock. */
function pendingSearch(location: Location | undefined, data: SearchLoaderData, allPath: string): SearchQuery | null {
  if (!location) return null;
  const facets: FacetSelections | null = location.pathname === data.path ? data.pathFacets : location.pathname === allPath ? {} : null;
  if (!facets) return null;
  const parsed = parseSearchParams(new URLSearchParams(location.search));
  return parsed.ok ? withPathFilters(parsed.query, { facets }) : null;
}

function activeCount(q: SearchQuery): number {
  return (q.query ? 1 : 0) + Object.values(q.facets).reduce((n, v) => n + (v?.length ?? 0), 0) + Object.keys(q.ranges).length;
}

/** The search results page (spec 000 §2 'Search results page'). */
export function SearchPage({ data, saveSearch }: { data: SearchLoaderData; /** "Save this search" (the alerts domain's form, passed in by the route). */ saveSearch?: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { result, config } = data;

  const allPath = `${data.basePath}/${ALL_STOCK_SEGMENT}`;
  const current = withPathFilters(data.query, { facets: data.pathFacets });
  const pending = navigation.state === "loading" ? pendingSearch(navigation.location, data, allPath) : null;
  // Navigations run in a transition, so a changed control would snap back until the router
  // reports them: keep the user's latest search until the page's data moves on.
  const currentKey = `${data.path}?${searchKey(current)}`;
  const [optimistic, setOptimistic] = useState<{ from: string; query: SearchQuery } | null>(null);
  if (optimistic && optimistic.from !== currentKey) setOptimistic(null);
  const shown = (optimistic?.from === currentKey ? optimistic.query : null) ?? pending ?? current;
  const href = (q: SearchQuery) => searchTarget(data.basePath, data.path, data.pathFacets, q);
  const view: SearchView = {
    data,
    shown,
    allPath,
    formAction: Object.keys(data.pathFacets).length > 0 ? allPath : data.path,
    go: (q) => {
      setOptimistic({ from: currentKey, query: q });
      navigate(href(q), { preventScrollReset: true });
    },
    href,
  };

  // Search history: remember searches with filters; show the others once in the browser.
  const currentUrl = historyUrl(data.path, data.query);
  const remember = hasFilters(data.query, data.pathFacets) ? describeSearch(current) : null;
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  useEffect(() => {
    setHistory(remember ? rememberSearch({ url: currentUrl, label: remember }) : readSearchHistory());
  }, [currentUrl, remember]);

  const count = result.count;
  const items = placePromos(result.hits, data.promos, config.promo_position, Math.floor(data.now / DAY_MS) * 31 + result.page);
  const hasQueryFilters = activeCount(data.query) > 0;
  const clearHref = hasQueryFilters ? data.path : allPath;
  const origin = new URL(data.canonical).origin;
  const jsonLd = itemListJsonLd(result.hits, origin, (result.page - 1) * PAGE_SIZE + 1);
  // Four across needs more room than the site's usual width: that tenant's page widens on big screens.
  const wide = config.cards_per_row === 4;
  const columns = wide ? "sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4" : "sm:grid-cols-2 xl:grid-cols-3";
  const container = `mx-auto max-w-7xl px-4 ${wide ? "2xl:max-w-[96rem]" : ""}`;

  return (
    <>
      <div className="border-b border-black/5 bg-surface">
        <div className={`${container} pt-5 pb-7`}>
          <Breadcrumbs items={data.breadcrumbs} />
          <h1 className="mt-4 text-3xl leading-tight font-extrabold md:text-4xl">{data.heading}</h1>
          <p className="mt-1.5 text-muted" role="status">
            <strong className="font-bold text-ink">{formatNumber(count)}</strong> {nounFor(count, data.noun)} found
            {data.position.kind === "in-range" && result.pages > 1 && (
              <span className="hidden sm:inline">
                {" "}
                · showing {formatNumber(data.position.first)}–{formatNumber(data.position.last)}
              </span>
            )}
          </p>
          {data.dropped && (
            <Alert tone="warning" role="note" className="mt-3 max-w-3xl border-amber-200 text-sm">
              This link chose more filters than we apply at once ({data.dropped.message}), so {formatNumber(data.dropped.count)}{" "}
              {data.dropped.count === 1 ? "value was" : "values were"} left out. The results and filters below show the search we ran.
            </Alert>
          )}
          {saveSearch}
        </div>
      </div>

      <div className={`${container} py-6 lg:py-8`}>
        <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <aside id="filters" aria-label="Filters" className="mb-6 hidden scroll-mt-4 target:block lg:sticky lg:top-4 lg:mb-0 lg:block">
            <Card padding="none" className="max-h-[calc(100vh-2rem)] overflow-y-auto px-5 pt-5 ring-black/[0.07] [scrollbar-width:thin]">
              <h2 className="mb-5 font-heading text-lg font-bold">Filter results</h2>
              <SearchFilters view={view} idPrefix="desktop" />
            </Card>
            <RecentSearches entries={history} current={currentUrl} card className="mt-6" />
          </aside>

          <section aria-label="Results" aria-busy={pending !== null}>
            {/* Cards are h3s: this keeps the outline in order where the filter panel (and its h2) is hidden. */}
            <h2 className="sr-only">Results</h2>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="lg:hidden">
                <MobileFilters view={view} hydrated={hydrated} active={activeCount(shown)} />
              </div>
              <div className="hidden min-w-0 flex-1 lg:block">
                <ActiveFilters view={view} />
              </div>
              <SortControl view={view} hydrated={hydrated} />
            </div>
            {/* No empty box when nothing is chosen (its margin collapsed into the grid's anyway). */}
            {activeFilters(shown).length > 0 && (
              <div className="mt-3 lg:hidden">
                <ActiveFilters view={view} />
              </div>
            )}

            <div className={`mt-6 transition-opacity duration-200 ${pending ? "opacity-60" : ""}`}>
              {data.position.kind === "out-of-range" ? (
                <PageOutOfRange page={result.page} lastPage={data.position.lastPage} count={count} noun={count === 1 ? "car" : "cars"} href={(page) => searchUrl(data.path, data.query, { page })} />
              ) : result.hits.length === 0 ? (
                <EmptyResults clearHref={clearHref} />
              ) : (
                <ul role="list" aria-label="Search results" className={`grid grid-cols-1 gap-5 lg:gap-6 ${columns}`}>
                  {items.map((item) =>
                    item.kind === "promo" ? (
                      <li key={`promo-${item.promo.id}`}>
                        <PromoCard promo={item.promo} />
                      </li>
                    ) : (
                      <ListedCard key={item.vehicle.id} vehicle={item.vehicle} config={config} now={data.now} eager={item.index < config.cards_per_row} priority={item.index === 0} />
                    ),
                  )}
                </ul>
              )}
            </div>

            {data.position.kind !== "out-of-range" && <Pagination page={result.page} pages={result.pages} href={(page) => searchUrl(data.path, data.query, { page })} />}

            <RecentSearches entries={history} current={currentUrl} className="mt-10 lg:hidden" />
            <RecentlyViewedStrip className="mt-12" />
          </section>
        </div>
      </div>
      <CompareTray />
      {result.hits.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }} />}
    </>
  );
}
