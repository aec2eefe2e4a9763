/**
 * Opening hours of a location (spec 000 §3 'Location', 'Special hours'): which hours apply on a local date,
 * whether the location is open now, the weekly table and the coming holiday hours. Pure: the clock and the
 * hours are arguments. Times are the location's own wall clock (its state's time zone).
 */

import type { OpeningHour, SpecialHour } from "../tenants/tenant-document.ts";
import { localClock } from "../lib/time-zones.ts";

export interface WeekHours {
  opening_hours: readonly Pick<OpeningHour, "weekday" | "status" | "open" | "close">[];
  special_hours: readonly Pick<SpecialHour, "date" | "status" | "start_hour" | "end_hour" | "name">[];
}

export const pad = (n: number) => String(n).padStart(2, "0");
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];


const toMinutes = (hhmm: string | null): number | null => {
  if (!hhmm) return null;
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** A local date `days` later, with its weekday (0 is Sunday), day of month and month (0-based). */
export function addDays(date: string, days: number): { date: string; weekday: number; day: number; month: number } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return { date: `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`, weekday: t.getUTCDay(), day: t.getUTCDate(), month: t.getUTCMonth() };
}

/** "9:30 am" for minutes since midnight. */
export function timeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(minutes % 60)} ${h < 12 ? "am" : "pm"}`;
}

/** Opening and closing minutes of one local date, or null when closed. Special hours win over the weekly hours. */
export function hoursOn(hours: WeekHours, date: string, weekday: number): { open: number; close: number; note: string | null } | null {
  const special = hours.special_hours.find((s) => s.date === date);
  if (special) {
    if (special.status === "Closed") return null;
    const open = toMinutes(special.start_hour);
    const close = toMinutes(special.end_hour);
    if (open !== null && close !== null) return open < close ? { open, close, note: special.name } : null;
    // Open without its own hours: the usual hours of that weekday apply.
    const usual = hoursOn({ opening_hours: hours.opening_hours, special_hours: [] }, date, weekday);
    return usual ? { ...usual, note: special.name } : null;
  }
  const day = hours.opening_hours.find((h) => h.weekday === weekday);
  if (!day || day.status !== "Open") return null;
  const open = toMinutes(day.open);
  const close = toMinutes(day.close);
  return open !== null && close !== null && open < close ? { open, close, note: null } : null;
}

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Monday first, as Australian opening-hours tables read. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

const span = (h: { open: number; close: number }) => `${timeLabel(h.open)} – ${timeLabel(h.close)}`;

export interface OpenStatus {
  open: boolean;
  /** e.g. "Open today 8:00 am – 5:30 pm", "Closed now · opens tomorrow 8:00 am". */
  text: string;
}

/** Whether the location is open at `now`, and its hours today or when it next opens (within a week). */
export function openStatus(hours: WeekHours, timeZone: string, now: Date): OpenStatus {
  const clock = localClock(now, timeZone);
  const today = addDays(clock.date, 0);
  const open = hoursOn(hours, clock.date, today.weekday);
  if (open && clock.minutes < open.close) {
    const note = open.note ? ` (${open.note})` : "";
    return clock.minutes >= open.open ? { open: true, text: `Open today ${span(open)}${note}` } : { open: false, text: `Opens today ${timeLabel(open.open)}${note}` };
  }
  for (let i = 1; i <= 7; i++) {
    const day = addDays(clock.date, i);
    const next = hoursOn(hours, day.date, day.weekday);
    if (next) return { open: false, text: `${open ? "Closed now" : "Closed today"} · opens ${i === 1 ? "tomorrow" : SHORT_DAYS[day.weekday]} ${timeLabel(next.open)}` };
  }
  return { open: false, text: open ? "Closed now" : "Closed today" };
}

export interface WeekRow {
  weekday: number;
  day: string;
  /** "8:00 am – 5:30 pm" or "Closed". */
  hours: string;
  today: boolean;
}

/** The usual week, Monday to Sunday (a day without hours is Closed); `today` marks the location's current weekday. */
export function weekTable(hours: WeekHours, timeZone: string, now: Date): WeekRow[] {
  const todayWeekday = addDays(localClock(now, timeZone).date, 0).weekday;
  return WEEK_ORDER.map((weekday) => {
    const h = hoursOn({ opening_hours: hours.opening_hours, special_hours: [] }, "", weekday);
    return { weekday, day: WEEKDAYS[weekday]!, hours: h ? span(h) : "Closed", today: weekday === todayWeekday };
  });
}

export interface HolidayRow {
  date: string;
  /** "Friday 25 December" */
  day: string;
  name: string;
  /** "Closed", "9:00 am – 2:00 pm", or the usual hours of that weekday for an Open day without its own. */
  hours: string;
}

/** Special (holiday) hours from today for `days` days, in date order. */
export function upcomingSpecialHours(hours: WeekHours, timeZone: string, now: Date, days = 90): HolidayRow[] {
  const today = localClock(now, timeZone).date;
  const last = addDays(today, days).date;
  return hours.special_hours
    .filter((s) => s.date >= today && s.date <= last)
    .toSorted((a, b) => a.date.localeCompare(b.date))
    .map((s) => {
      const d = addDays(s.date, 0);
      const h = hoursOn(hours, s.date, d.weekday);
      return { date: s.date, day: `${WEEKDAYS[d.weekday]} ${d.day} ${MONTHS[d.month]}`, name: s.name, hours: h ? span(h) : "Closed" };
    });
}
