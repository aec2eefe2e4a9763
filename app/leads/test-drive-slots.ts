/**
 * Test drive booking times (spec 001 §3 'Test drive form fields'): the slots a location can offer,
 * from its weekly opening hours and its special (holiday) hours, in the location's own local time.
 * Pure: the clock and the hours are arguments, so the maths is tested with worked examples.
 */

import { MONTHS, WEEKDAYS, type WeekHours, addDays, hoursOn, pad, timeLabel } from "../locations/opening-hours.ts";
import { localClock } from "../lib/time-zones.ts";

export const SLOT_MINUTES = 30;
export const BOOKING_DAYS = 14;

export type SlotHours = WeekHours;

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
