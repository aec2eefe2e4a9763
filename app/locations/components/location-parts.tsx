import { CalendarDays, Mail, MapPin, Navigation, Phone, Star, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { FILTER_LABELS } from "../location-list.ts";
import type { LocationView } from "../location-view.ts";
import type { HolidayRow, OpenStatus, WeekRow } from "../opening-hours.ts";

/** "Open today 8:00 am – 5:30 pm" in green, or when it next opens in grey. */
export function OpenStatusBadge({ status, className = "" }: { status: OpenStatus; className?: string }) {
  return (
    <p className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${status.open ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-700/20" : "bg-black/5 text-ink/80"} ${className}`}>
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${status.open ? "bg-emerald-600" : "bg-slate-400"}`} />
      {status.text}
    </p>
  );
}

/** Sales / Service / Parts chips. */
export function RoleChips({ roles }: { roles: LocationView["roles"] }) {
  if (!roles.length) return null;
  return (
    <ul aria-label="Departments" className="flex flex-wrap gap-1.5">
      {roles.map((r) => (
        <li key={r} className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-bold tracking-wide text-brand uppercase">
          {FILTER_LABELS[r]}
        </li>
      ))}
    </ul>
  );
}

/** Five stars, filled to the nearest half, with the count. */
export function RatingStars({ rating }: { rating: NonNullable<LocationView["rating"]> }) {
  const rounded = Math.round(rating.average * 2) / 2;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted">
      <span role="img" aria-label={`Rated ${rating.average.toFixed(1)} out of 5 from ${rating.count} reviews`} className="flex">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star key={i} aria-hidden="true" className={`size-4 ${i <= rounded ? "fill-amber-400 text-amber-400" : i - 0.5 === rounded ? "fill-amber-400/50 text-amber-400" : "text-slate-300"}`} />
        ))}
      </span>
      <span aria-hidden="true">
        <span className="font-semibold text-ink">{rating.average.toFixed(1)}</span> ({rating.count})
      </span>
    </p>
  );
}

/** The usual week, Monday to Sunday, today in bold. */
export function WeekHoursTable({ rows, caption, compact = false }: { rows: readonly WeekRow[]; caption: string; compact?: boolean }) {
  return (
    <table className={`w-full ${compact ? "text-sm" : "text-base"}`}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.weekday} aria-current={r.today ? "date" : undefined} className={r.today ? "font-bold text-ink" : "text-ink/80"}>
            <th scope="row" className={`text-left font-[inherit] ${compact ? "py-0.5" : "border-b border-black/5 py-2"}`}>
              {r.day}
              {r.today && <span className="sr-only"> (today)</span>}
            </th>
            <td className={`text-right tabular-nums ${compact ? "py-0.5" : "border-b border-black/5 py-2"} ${r.hours === "Closed" ? "text-muted" : ""}`}>{r.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Holiday (special) hours as a list. */
export function HolidayList({ rows }: { rows: readonly HolidayRow[] }) {
  return (
    <ul className="divide-y divide-black/5">
      {rows.map((h) => (
        <li key={h.date} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5">
          <span>
            <span className="font-semibold text-ink">{h.day}</span> <span className="text-muted">· {h.name}</span>
          </span>
          <span className={`tabular-nums ${h.hours === "Closed" ? "font-semibold text-red-700" : "text-ink"}`}>{h.hours}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Holiday hours' (spec 000 §2: they open in a dialog). Without JavaScript it is a link to the
 * location page's holiday-hours section.
 */
export function HolidayHoursDialog({ location }: { location: Pick<LocationView, "name" | "href" | "holidays"> }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!location.holidays.length) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        href={`${location.href}#holiday-hours`}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onClick={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        Holiday hours
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/55 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl bg-surface p-5 text-ink shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-theme sm:p-7">
          <div className="mb-3 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-heading text-xl font-bold">Holiday hours</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">{location.name}: public holidays and other special days coming up.</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-2 text-muted hover:bg-black/5 hover:text-ink" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <HolidayList rows={location.holidays} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Call, Get Directions and the card's action (View Our Stock, or Contact Us on a locked site). */
export function LocationActions({ location, stacked = false }: { location: LocationView; stacked?: boolean }) {
  const button = "inline-flex min-h-11 items-center justify-center gap-2 rounded-theme px-4 py-2.5 text-sm font-bold transition";
  return (
    <div className={`grid gap-2 ${stacked ? "" : "sm:grid-cols-2"}`}>
      <a href={location.action.href} className={`${button} bg-brand text-brand-contrast hover:brightness-110`}>
        {location.action.label}
      </a>
      <a href={location.directionsHref} target="_blank" rel="noopener noreferrer" className={`${button} border-2 border-brand text-brand hover:bg-brand hover:text-brand-contrast`}>
        <Navigation aria-hidden="true" className="size-4" />
        Get Directions
        <span className="sr-only"> to {location.name} (opens Google Maps)</span>
      </a>
      {stacked && location.phone && (
        <a href={location.phone.href} className={`${button} border border-black/15 text-ink hover:bg-black/5`}>
          <Phone aria-hidden="true" className="size-4" />
          Call {location.phone.label}
        </a>
      )}
    </div>
  );
}

/** Address, phone and email lines. */
export function ContactLines({ location }: { location: Pick<LocationView, "street" | "locality" | "phone" | "email"> }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>
          {location.street}
          <br />
          {location.locality}
        </span>
      </p>
      {location.phone && (
        <p className="flex items-center gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <a href={location.phone.href} className="font-semibold hover:text-brand hover:underline">
            {location.phone.label}
          </a>
        </p>
      )}
      {location.email && (
        <p className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <a href={`mailto:${location.email}`} className="break-all hover:text-brand hover:underline">
            {location.email}
          </a>
        </p>
      )}
    </div>
  );
}

/** Dealer licence and motor vehicle repairer numbers, when the location has them. */
export function LicenceLine({ location, className = "" }: { location: Pick<LocationView, "dealerLicence" | "repairerLicence">; className?: string }) {
  if (!location.dealerLicence && !location.repairerLicence) return null;
  return (
    <p className={`text-xs text-muted ${className}`}>
      {location.dealerLicence && <>Dealer licence {location.dealerLicence}</>}
      {location.dealerLicence && location.repairerLicence && " · "}
      {location.repairerLicence && <>Repairer licence {location.repairerLicence}</>}
    </p>
  );
}
