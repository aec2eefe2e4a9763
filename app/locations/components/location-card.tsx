import { Link } from "react-router";
import { Card } from "../../ui/card.tsx";
import type { LocationView } from "../location-view.ts";
import { ContactLines, HolidayHoursDialog, LicenceLine, LocationActions, OpenStatusBadge, RatingStars, RoleChips, WeekHoursTable } from "./location-parts.tsx";

/** A location card (spec 000 §2 'Location card') for the locations page. */
export function LocationCard({ location }: { location: LocationView }) {
  const titleId = `location-${location.id}-title`;
  return (
    <Card asChild padding="none" className="flex h-full flex-col overflow-hidden ring-black/[0.07]">
      <article aria-labelledby={titleId}>
        {location.image && (
          <div className="aspect-[16/7] overflow-hidden bg-slate-100">
            <img src={location.image} alt="" width={640} height={280} loading="lazy" decoding="async" className="size-full object-cover" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6">
          <div className="space-y-2">
            <RoleChips roles={location.roles} />
            <h2 id={titleId} className="font-heading text-xl leading-snug font-bold">
              <Link to={location.href} className="rounded-sm hover:text-brand">
                {location.name}
              </Link>
            </h2>
            {location.rating && <RatingStars rating={location.rating} />}
          </div>
          {location.status && <OpenStatusBadge status={location.status} className="self-start" />}

          <ContactLines location={location} />

          {location.week.length > 0 && (
            <div className="rounded-theme bg-page/70 px-4 py-3">
              <h3 className="mb-1.5 text-xs font-bold tracking-wide text-muted uppercase">Opening hours</h3>
              <WeekHoursTable rows={location.week} caption={`Opening hours of ${location.name}`} compact />
              <div className="mt-2">
                <HolidayHoursDialog location={location} />
              </div>
            </div>
          )}

          <LicenceLine location={location} />

          <LocationActions location={location} className="mt-auto pt-1" />
        </div>
      </article>
    </Card>
  );
}
