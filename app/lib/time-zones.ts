export type AuState = "QLD" | "NSW" | "VIC" | "SA" | "WA" | "TAS" | "NT" | "ACT";

/** Each state's clock. Queensland, the Northern Territory and Western Australia have no daylight saving. */
export const STATE_TIME_ZONES: Record<AuState, string> = {
  QLD: "Australia/Brisbane",
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  TAS: "Australia/Hobart",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
};

/**
 * The one fallback clock: used when a dealer has no location (or an unknown state) and where no dealer is in view
 * (the printed date of a vehicle PDF, a car's registration line). Brisbane, the platform's home time (spec 001 counts
 * by it) and UTC+10 all year, so it never shifts with daylight saving.
 */
export const DEFAULT_TIME_ZONE = "Australia/Brisbane";

/** The time zone of an Australian state, or DEFAULT_TIME_ZONE for a missing or unknown one. */
export function timeZoneOfState(state: string | null | undefined): string {
  return (state && (STATE_TIME_ZONES as Record<string, string>)[state]) || DEFAULT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter built once per locale, options and zone and kept: building one costs far more than formatting with
 * it, and these run on every page (issue 15: 3–4.5% of a page's CPU went to building formatters).
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    // Bounded by the few option sets here times the zones in use (eight Australian states and UTC).
    if (formats.size > 500) formats.clear();
    formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  }
  return format;
}

/** The calendar date (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dateIn(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A date and time for people, e.g. 'Friday 14 March 2026, 3:05 pm AEST'. */
export function longDateTimeIn(when: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateFormat("en-AU", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(when);
}

/** A medium date for people, e.g. '14 Mar 2026'. */
export function mediumDateIn(when: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateFormat("en-AU", { dateStyle: "medium", timeZone }).format(when);
}

/** A compact date and time for lists (the console), e.g. '14 Mar 2026, 3:05 pm'. */
export function shortDateTimeIn(when: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateFormat("en-AU", { timeZone, day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(when);
}

/** The wall-clock date and time of an instant in a time zone, as YYYY-MM-DD and minutes since midnight. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    dateFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * The instant a wall-clock time happens in a time zone: `date` (YYYY-MM-DD) at `minutes` past midnight there, e.g. the
 * start of a day in the dealer's zone for a date-range filter. Daylight saving is honoured (the offset is read at the
 * answer, twice, so a day that starts inside a clock change still lands on it).
 */
export function instantIn(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, 0, minutes);
  let at = wanted;
  for (let i = 0; i < 2; i++) {
    const local = localClock(new Date(at), timeZone);
    const [ly, lm, ld] = local.date.split("-").map(Number) as [number, number, number];
    at -= Date.UTC(ly, lm - 1, ld, 0, local.minutes) - wanted;
  }
  return new Date(at);
}
