/**
 * Test drive booking times (spec 001 §3 'Test drive form fields'): the slots a location can offer,
 * from its weekly opening hours and its special (holiday) hours, in the location's own local time.
 * Pure: the clock and the hours are arguments, so the maths is tested with worked examples.
 */

import type { OpeningHour, SpecialHour } from "../tenants/tenant-document.ts";

import { STATE_TIME_ZONES, type AuState } from "../lib/time-zones.ts";

export { STATE_TIME_ZONES, type AuState };

export const SLOT_MINUTES = 30;
export const BOOKING_DAYS = 14;

export interface SlotHours {
  opening_hours: readonly Pick<OpeningHour, "weekday" | "status" | "open" | "close">[];
  special_hours: readonly Pick<SpecialHour, "date" | "status" | "start_hour" | "end_hour" | "name">[];
}

export interface Slot {
  /** Local date and time, YYYY-MM-DDTHH:MM: the form's dateTime value. */
  value: string;
  /** e.g. "9:30 am" */
  label: string;
}

export interface SlotDay {
  /** YYYY-MM-DD, local to the location. */
  date: string;
  /** e.g. "Monday 3 March" */
  label: string;
  /** The holiday name when special hours apply to this day. */
  note: string | null;
  slots: Slot[];
}

const pad = (n: number) => String(n).padStart(2, "0");
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The wall-clock date and time of an instant in a time zone, as YYYY-MM-DD and minutes since midnight. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const toMinutes = (hhmm: string | null): number | null => {
  if (!hhmm) return null;
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

function addDays(date: string, days: number): { date: string; weekday: number; day: number; month: number } {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return { date: `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`, weekday: t.getUTCDay(), day: t.getUTCDate(), month: t.getUTCMonth() };
}

export function timeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(minutes % 60)} ${h < 12 ? "am" : "pm"}`;
}

/** Opening and closing minutes of one local date, or null when closed. Special hours win over the weekly hours. */
export function hoursOn(hours: SlotHours, date: string, weekday: number): { open: number; close: number; note: string | null } | null {
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

/**
 * The bookable days and times: every slot that starts at or after opening, ends by closing and
 * starts after `now`, for `days` days from today (local to the location). Days without a slot
 * (closed, a holiday, or already past closing) are left out.
 */
export function testDriveSlots(hours: SlotHours, timeZone: string, now: Date, options: { days?: number; slotMinutes?: number } = {}): SlotDay[] {
  const days = options.days ?? BOOKING_DAYS;
  const step = options.slotMinutes ?? SLOT_MINUTES;
  const today = localClock(now, timeZone);
  const out: SlotDay[] = [];
  for (let i = 0; i < days; i++) {
    const day = addDays(today.date, i);
    const open = hoursOn(hours, day.date, day.weekday);
    if (!open) continue;
    const slots: Slot[] = [];
    // Slots sit on the half hour (or the step), starting at the first one at or after opening.
    for (let start = Math.ceil(open.open / step) * step; start + step <= open.close; start += step) {
      if (i === 0 && start <= today.minutes) continue;
      slots.push({ value: `${day.date}T${pad(Math.floor(start / 60))}:${pad(start % 60)}`, label: timeLabel(start) });
    }
    if (slots.length) out.push({ date: day.date, label: `${WEEKDAYS[day.weekday]} ${day.day} ${MONTHS[day.month]}`, note: open.note, slots });
  }
  return out;
}

/** Whether a submitted dateTime is one of the offered slots. */
export function isOfferedSlot(days: readonly SlotDay[], value: string): boolean {
  return days.some((d) => d.slots.some((s) => s.value === value));
}

/** "Monday 3 March at 9:30 am" for a dateTime value, or the value itself when it is not one. */
export function describeSlot(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value;
  const day = addDays(m[1]!, 0);
  return `${WEEKDAYS[day.weekday]} ${day.day} ${MONTHS[day.month]} at ${timeLabel(Number(m[2]) * 60 + Number(m[3]))}`;
}
