import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { type BreadcrumbItem } from "../../lib/breadcrumbs.ts";
import type { LocationView } from "../location-view.ts";
import { ContactLines, HolidayList, LicenceLine, LocationActions, OpenStatusBadge, RatingStars, RoleChips, WeekHoursTable } from "./location-parts.tsx";

/** One location: today's status, the week's hours, holiday hours, contact details and what to do next. */
export function LocationPage({ location, crumbs, links }: { location: LocationView; crumbs: BreadcrumbItem[]; links: { label: string; href: string }[] }) {
  return (
    <>
      <div className="border-b border-black/5 bg-gradient-to-b from-brand/10 to-transparent">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:pt-8 sm:pb-10">
          <Breadcrumbs items={crumbs} />
          <div className="mt-4 space-y-3">
            <RoleChips roles={location.roles} />
            <h1 className="font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{location.name}</h1>
            <p className="text-lg text-muted">
              {location.street}, {location.locality}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {location.status && <OpenStatusBadge status={location.status} />}
              {location.rating && <RatingStars rating={location.rating} />}
            </div>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-10">
        <div className="min-w-0 space-y-8">
          {location.image && <img src={location.image} alt={location.name} width={960} height={420} className="aspect-[16/7] w-full rounded-theme object-cover" />}
          <section aria-labelledby="opening-hours" className="rounded-theme bg-surface p-5 shadow-sm ring-1 ring-black/5 sm:p-7">
            <h2 id="opening-hours" className="font-heading text-xl font-bold">
              Opening hours
            </h2>
            {location.week.length > 0 ? (
              <div className="mt-3">
                <WeekHoursTable rows={location.week} caption={`Opening hours of ${location.name}`} />
              </div>
            ) : (
              <p className="mt-3 text-muted">Please call us for our opening hours.</p>
            )}
          </section>
          {location.holidays.length > 0 && (
            <section aria-labelledby="holiday-hours" className="rounded-theme bg-surface p-5 shadow-sm ring-1 ring-black/5 sm:p-7">
              <h2 id="holiday-hours" className="font-heading text-xl font-bold">
                Holiday hours
              </h2>
              <p className="mt-1 text-sm text-muted">Public holidays and other special days coming up.</p>
              <div className="mt-3">
                <HolidayList rows={location.holidays} />
              </div>
            </section>
          )}
        </div>

        <aside className="space-y-6">
          <div className="rounded-theme bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h2 className="font-heading text-lg font-bold">Visit or contact us</h2>
            <div className="mt-3">
              <ContactLines location={location} />
            </div>
            <div className="mt-5">
              <LocationActions location={location} stacked />
            </div>
          </div>
          {links.length > 0 && (
            <nav aria-label="At this location" className="rounded-theme bg-surface p-5 shadow-sm ring-1 ring-black/5">
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
          )}
          <LicenceLine location={location} className="px-1" />
        </aside>
      </div>
    </>
  );
}
