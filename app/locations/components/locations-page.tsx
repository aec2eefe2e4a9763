import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { CardGrid } from "../../ui/card-grid.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { FilterPills } from "../../ui/filter-pills.tsx";
import { PageBand, PageIntro, PageTitle } from "../../ui/page-band.tsx";
import { type BreadcrumbItem } from "../../lib/breadcrumb-item.ts";
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
      <PageBand crumbs={<Breadcrumbs items={crumbs} />} className="max-w-7xl">
        <PageTitle>{title}</PageTitle>
        <PageIntro>{intro}</PageIntro>
      </PageBand>
      <div className="mx-auto max-w-7xl px-4 py-8 lg:py-10">
        {filters.length > 0 && (
          <FilterPills
            label="Location type"
            className="mb-6"
            preventScrollReset
            items={filters.map((f) => ({ label: FILTER_LABELS[f], href: f === "all" ? basePath : `${basePath}?type=${f}`, current: f === active }))}
          />
        )}
        <CardGrid role="list" aria-label="Locations" className="gap-6 md:grid-cols-2 xl:grid-cols-3" items={locations} keyOf={(l) => l.id}
          empty={
            <EmptyState size="sm" title="No locations here" action={<ButtonLink to={basePath} size="lg" className="py-2.5 shadow-none">See all locations</ButtonLink>}>
              None of our locations offers {active === "all" ? "this" : FILTER_LABELS[active].toLowerCase()} at the moment.
            </EmptyState>
          }
        >
          {(l) => <LocationCard location={l} />}
        </CardGrid>
      </div>
    </>
  );
}
