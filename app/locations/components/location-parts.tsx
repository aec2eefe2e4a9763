import { CalendarDays, Mail, MapPin, Navigation, Phone, Star } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { badgeVariants } from "../../ui/badge.tsx";
import { ButtonAnchor } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Dialog, DialogContent } from "../../ui/dialog.tsx";
import { Table, Td, Th } from "../../ui/table.tsx";
import { FILTER_LABELS } from "../location-list.ts";
import type { LocationView } from "../location-view.ts";
import type { HolidayRow, OpenStatus, WeekRow } from "../opening-hours.ts";

/** "Open today 8:00 am – 5:30 pm" in green, or when it next opens in grey. */
export function OpenStatusBadge({ status, className = "" }: { status: OpenStatus; className?: string }) {
  return (
    <p className={cn(badgeVariants({ tone: "neutral", size: "md" }), "gap-2 font-semibold", status.open ? "bg-emerald-50 text-emerald-800 ring-1 ring-emerald-700/20" : "text-ink/80", className)}>
      <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", status.open ? "bg-emerald-600" : "bg-slate-400")} />
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
        <li key={r} className={badgeVariants()}>
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
          <Star key={i} aria-hidden="true" className={cn("size-4", i <= rounded ? "fill-amber-400 text-amber-400" : i - 0.5 === rounded ? "fill-amber-400/50 text-amber-400" : "text-slate-300")} />
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
  const cell = compact ? "border-b-0 px-0 py-0.5" : "border-black/5 px-0 py-2";
  return (
    <Table caption={caption} wrapperClassName="overflow-visible rounded-none bg-transparent shadow-none ring-0" className={compact ? "text-sm" : "text-base"}>
      <tbody>
        {rows.map((r) => (
          <tr key={r.weekday} aria-current={r.today ? "date" : undefined} className={r.today ? "font-bold text-ink" : "text-ink/80"}>
            <Th scope="row" className={cn(cell, "align-middle font-bold", r.today ? "text-ink" : "text-ink/80")}>
              {r.day}
              {r.today && <span className="sr-only"> (today)</span>}
            </Th>
            <Td className={cn(cell, "text-right align-middle tabular-nums", r.hours === "Closed" && "text-muted")}>{r.hours}</Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Holiday (special) hours as a list: the day and its name, then the hours ('Closed' in red). */
export function HolidayList({ rows }: { rows: readonly HolidayRow[] }) {
  const item = (h: HolidayRow) => (
    <li key={h.date} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5">
      <span>
        <span className="font-semibold text-ink">{h.day}</span> <span className="text-muted">· {h.name}</span>
      </span>
      <span className={cn("tabular-nums", h.hours === "Closed" ? "font-semibold text-red-700" : "text-ink")}>{h.hours}</span>
    </li>
  );
  return <ul className="divide-y divide-black/5">{rows.map(item)}</ul>;
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
    <Dialog open={open} onOpenChange={setOpen}>
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
      <DialogContent width="md" title="Holiday hours" description={`${location.name}: public holidays and other special days coming up.`}>
        <HolidayList rows={location.holidays} />
      </DialogContent>
    </Dialog>
  );
}

/** Call, Get Directions and the card's action (View Our Stock, or Contact Us on a locked site). */
export function LocationActions({ location, stacked = false, className }: { location: LocationView; stacked?: boolean; className?: string }) {
  return (
    <div className={cn("grid gap-2", !stacked && "sm:grid-cols-2", className)}>
      <ButtonAnchor href={location.action.href} className="min-h-11 shadow-none">
        {location.action.label}
      </ButtonAnchor>
      <ButtonAnchor variant="outline" href={location.directionsHref} target="_blank" rel="noopener noreferrer" className="min-h-11">
        <Navigation aria-hidden="true" className="size-4" />
        Get Directions
        <span className="sr-only"> to {location.name} (opens Google Maps)</span>
      </ButtonAnchor>
      {stacked && location.phone && (
        <ButtonAnchor variant="secondary" href={location.phone.href} className="min-h-11 bg-transparent font-bold shadow-none hover:bg-black/5">
          <Phone aria-hidden="true" className="size-4" />
          Call {location.phone.label}
        </ButtonAnchor>
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
    <p className={cn("text-xs text-muted", className)}>
      {location.dealerLicence && <>Dealer licence {location.dealerLicence}</>}
      {location.dealerLicence && location.repairerLicence && " · "}
      {location.repairerLicence && <>Repairer licence {location.repairerLicence}</>}
    </p>
  );
}
