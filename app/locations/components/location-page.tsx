import type { ReactNode } from "react";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { Card } from "../../ui/card.tsx";
import { PageBand, PageTitle } from "../../ui/page-band.tsx";
import { type BreadcrumbItem } from "../../lib/breadcrumb-item.ts";
import type { LocationView } from "../location-view.ts";
import { ContactLines, HolidayList, LicenceLine, LocationActions, OpenStatusBadge, RatingStars, RoleChips, WeekHoursTable } from "./location-parts.tsx";

/** A white section of the location page with its h2. */
function HoursSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card asChild className="sm:p-7">
      <section aria-labelledby={id}>
        <h2 id={id} className="font-heading text-xl font-bold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** One location: today's status, the week's hours, holiday hours, contact details and what to do next. */
export function LocationPage({ location, crumbs, links }: { location: LocationView; crumbs: BreadcrumbItem[]; links: { label: string; href: string }[] }) {
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={crumbs} />}>
        <div className="mt-4 space-y-3">
          <RoleChips roles={location.roles} />
          <PageTitle className="mt-0">{location.name}</PageTitle>
          <p className="text-lg text-muted">
            {location.street}, {location.locality}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {location.status && <OpenStatusBadge status={location.status} />}
            {location.rating && <RatingStars rating={location.rating} />}
          </div>
        </div>
      </PageBand>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-10">
        <div className="min-w-0 space-y-8">
          {location.image && <img src={location.image} alt={location.name} width={960} height={420} className="aspect-[16/7] w-full rounded-theme object-cover" />}
          <HoursSection id="opening-hours" title="Opening hours">
            {location.week.length > 0 ? (
              <div className="mt-3">
                <WeekHoursTable rows={location.week} caption={`Opening hours of ${location.name}`} />
              </div>
            ) : (
              <p className="mt-3 text-muted">Please call us for our opening hours.</p>
            )}
          </HoursSection>
          {location.holidays.length > 0 && (
            <HoursSection id="holiday-hours" title="Holiday hours">
              <p className="mt-1 text-sm text-muted">Public holidays and other special days coming up.</p>
              <div className="mt-3">
                <HolidayList rows={location.holidays} />
              </div>
            </HoursSection>
          )}
        </div>

        <aside className="space-y-6">
          <Card>
            <h2 className="font-heading text-lg font-bold">Visit or contact us</h2>
            <div className="mt-3">
              <ContactLines location={location} />
            </div>
            <div className="mt-5">
              <LocationActions location={location} stacked />
            </div>
          </Card>
          {links.length > 0 && (
            <Card asChild>
              <nav aria-label="At this location">
                <ul className="space-y-2">
                  {links.map((l) => (
                    <li key={l.href}>
                      <a href={l.href} className="font-semibold text-brand hover:underline">
                        {l.label} →
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </Card>
          )}
          <LicenceLine location={location} className="px-1" />
        </aside>
      </div>
    </>
  );
}
