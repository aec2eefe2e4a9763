import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { type BreadcrumbItem } from "../../lib/breadcrumbs.ts";
import { FILTER_LABELS, type LocationFilter } from "../location-list.ts";
import type { LocationView } from "../location-view.ts";
import { LocationCard } from "./location-card.tsx";

/** The locations page: a department selector (plain links, so it works without JavaScript) and the cards. */
export function LocationsPage({
  title,
  intro,
  crumbs,
  filters,
  active,
  locations,
  basePath,
}: {
  title: string;
  intro: string;
  crumbs: BreadcrumbItem[];
  filters: LocationFilter[];
  active: LocationFilter;
  locations: LocationView[];
  basePath: string;
}) {
  return (
    <>
      <div className="border-b border-black/5 bg-gradient-to-b from-brand/10 to-transparent">
        <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:pt-8 sm:pb-10">
          <Breadcrumbs items={crumbs} />
          <h1 className="mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">{intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:py-10">
        {filters.length > 0 && (
          <nav aria-label="Location type" className="mb-6 -mx-4 overflow-x-auto px-4">
            <ul className="flex gap-2">
              {filters.map((f) => (
                <li key={f}>
                  <Link
                    to={f === "all" ? basePath : `${basePath}?type=${f}`}
                    aria-current={f === active ? "page" : undefined}
                    preventScrollReset
                    className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition ${f === active ? "bg-brand text-brand-contrast ring-brand" : "bg-surface text-ink ring-black/10 hover:ring-black/30"}`}
                  >
                    {FILTER_LABELS[f]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {locations.length === 0 ? (
          <div className="rounded-theme bg-surface p-8 text-center shadow-sm ring-1 ring-black/[0.07]">
            <h2 className="font-heading text-xl font-bold">No locations here</h2>
            <p className="mt-2 text-muted">None of our locations offers {active === "all" ? "this" : FILTER_LABELS[active].toLowerCase()} at the moment.</p>
            <Link to={basePath} className="mt-5 inline-flex rounded-theme bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:brightness-110">
              See all locations
            </Link>
          </div>
        ) : (
          <ul role="list" aria-label="Locations" className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {locations.map((l) => (
              <li key={l.id}>
                <LocationCard location={l} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
