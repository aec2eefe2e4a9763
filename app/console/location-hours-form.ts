/**
 * The console's opening-hours form for one location (issue 11, "locations' opening hours and holiday hours"): the
 * usual week (open or closed, opening and closing time per weekday) and the coming holiday hours. Fields are checked
 * by the document's own schemas (openingHourSchema, specialHourSchema in tenants/document/locations-section.ts), plus
 * what makes hours make sense: an open day needs both times, closing after opening, one entry per date.
 * Holidays before today are not in the form and are kept as they are.
 */

import { z } from "zod";
import { openingHourSchema, specialHourSchema, type Location, type OpeningHour, type SpecialHour, type TenantDocument } from "../tenants/tenant-document.ts";
import { checkboxField, documentField } from "./document-fields.ts";

/** Monday first, as Australian opening-hours tables read (0 is Sunday). */
export const WEEK = [
  { weekday: 1, day: "Monday" },
  { weekday: 2, day: "Tuesday" },
  { weekday: 3, day: "Wednesday" },
  { weekday: 4, day: "Thursday" },
  { weekday: 5, day: "Friday" },
  { weekday: 6, day: "Saturday" },
  { weekday: 0, day: "Sunday" },
] as const;

/** Empty holiday rows the form offers for new dates (more after each save). */
export const BLANK_HOLIDAY_ROWS = 3;
/** The most holiday rows a post may carry (a forged post cannot make the server build a huge schema). */
export const MAX_HOLIDAY_ROWS = 120;

const open = openingHourSchema.shape;
const special = specialHourSchema.shape;
const status = (label: string) => documentField(open.status, label);
const time = (label: string) => documentField(open.open.unwrap(), label, { as: "nullable", format: "a time such as 08:30" });

/** Field names: `day1_status`, `day1_open`, `day1_close`, …; `h0_date`, `h0_name`, `h0_status`, `h0_start`, `h0_end`, `h0_remove`. */
export const dayField = (weekday: number, part: "status" | "open" | "close") => `day${weekday}_${part}`;
export const holidayField = (row: number, part: "date" | "name" | "status" | "start" | "end" | "remove") => `h${row}_${part}`;

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The form's schema for `rows` holiday rows (the page and the post agree on the count: see holidayRowsPosted). */
export function hoursFormSchema(rows: number) {
  const fields: Record<string, z.ZodType> = {};
  for (const { weekday, day } of WEEK) {
    fields[dayField(weekday, "status")] = status(day);
    fields[dayField(weekday, "open")] = time(`${day} opening time`);
    fields[dayField(weekday, "close")] = time(`${day} closing time`);
  }
  for (let i = 0; i < Math.min(rows, MAX_HOLIDAY_ROWS); i++) {
    const n = `Holiday ${i + 1}`;
    fields[holidayField(i, "date")] = documentField(special.date.nullable(), `${n} date`, { as: "nullable", format: "a date (YYYY-MM-DD)" });
    fields[holidayField(i, "name")] = documentField(special.name.unwrap(), `${n} name`);
    fields[holidayField(i, "status")] = status(`${n} open or closed`).optional();
    fields[holidayField(i, "start")] = time(`${n} opening time`);
    fields[holidayField(i, "end")] = time(`${n} closing time`);
    fields[holidayField(i, "remove")] = checkboxField;
  }
  return z.object(fields).superRefine((form: Record<string, unknown>, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    for (const { weekday, day } of WEEK) {
      if (form[dayField(weekday, "status")] !== "Open") continue;
      const [o, c] = [form[dayField(weekday, "open")] as string | null, form[dayField(weekday, "close")] as string | null];
      if (!o) issue(dayField(weekday, "open"), `Enter the opening time for ${day}, or mark it closed`);
      if (!c) issue(dayField(weekday, "close"), `Enter the closing time for ${day}, or mark it closed`);
      if (o && c && minutes(c) <= minutes(o)) issue(dayField(weekday, "close"), `${day} must close after it opens`);
    }
    const seen = new Map<string, number>();
    for (let i = 0; i < Math.min(rows, MAX_HOLIDAY_ROWS); i++) {
      const date = form[holidayField(i, "date")] as string | null;
      if (!date || form[holidayField(i, "remove")]) continue;
      const n = `Holiday ${i + 1}`;
      if (seen.has(date)) issue(holidayField(i, "date"), `${n} has the same date as holiday ${seen.get(date)! + 1}`);
      else seen.set(date, i);
      if (!form[holidayField(i, "status")]) issue(holidayField(i, "status"), `Choose whether ${n.toLowerCase()} is open or closed`);
      const [s, e] = [form[holidayField(i, "start")] as string | null, form[holidayField(i, "end")] as string | null];
      if (form[holidayField(i, "status")] !== "Open") continue;
      if (Boolean(s) !== Boolean(e)) issue(holidayField(i, s ? "end" : "start"), `${n}: enter both times, or neither for the usual hours`);
      if (s && e && minutes(e) <= minutes(s)) issue(holidayField(i, "end"), `${n} must close after it opens`);
    }
  });
}

/** How many holiday rows a post carries: one past the highest `h{n}_date` (bounded). */
export function holidayRowsPosted(entries: Iterable<[string, unknown]>): number {
  let rows = 0;
  for (const [key] of entries) {
    const m = /^h(\d{1,4})_date$/.exec(key);
    if (m) rows = Math.max(rows, Number(m[1]) + 1);
  }
  return Math.min(rows, MAX_HOLIDAY_ROWS);
}

/** The holidays the form shows: from `today` on, in date order (earlier ones are kept as they are). */
export function editableHolidays(location: Location, today: string): SpecialHour[] {
  return location.special_hours.filter((h) => h.date >= today).toSorted((a, b) => a.date.localeCompare(b.date));
}

/** The form's values for a location: its week, its coming holidays and `BLANK_HOLIDAY_ROWS` empty rows. */
export function hoursToForm(location: Location, today: string): { values: Record<string, string>; rows: number } {
  const values: Record<string, string> = {};
  for (const { weekday } of WEEK) {
    const h = location.contact_detail.opening_hours.find((x) => x.weekday === weekday);
    values[dayField(weekday, "status")] = h?.status ?? "Closed";
    values[dayField(weekday, "open")] = h?.open ?? "";
    values[dayField(weekday, "close")] = h?.close ?? "";
  }
  const holidays = editableHolidays(location, today);
  holidays.forEach((h, i) => {
    values[holidayField(i, "date")] = h.date;
    values[holidayField(i, "name")] = h.name;
    values[holidayField(i, "status")] = h.status;
    values[holidayField(i, "start")] = h.start_hour ?? "";
    values[holidayField(i, "end")] = h.end_hour ?? "";
  });
  return { values, rows: holidays.length + BLANK_HOLIDAY_ROWS };
}

/**
 * The location with the form's hours: every weekday in the form (a closed day without times), existing weekday
 * entries kept in their order; holidays from the filled-in rows (blank or removed rows dropped) after the earlier
 * holidays the form did not show, all in date order.
 */
export function formToHours(location: Location, form: Record<string, unknown>, rows: number, today: string): Location {
  const week = (weekday: number): OpeningHour => {
    const s = form[dayField(weekday, "status")] as OpeningHour["status"];
    return s === "Open" ? { weekday, status: s, open: form[dayField(weekday, "open")] as string, close: form[dayField(weekday, "close")] as string } : { weekday, status: "Closed", open: null, close: null };
  };
  const order = [...location.contact_detail.opening_hours.map((h) => h.weekday), ...WEEK.map((d) => d.weekday)].filter((w, i, all) => all.indexOf(w) === i);
  const holidays: SpecialHour[] = [];
  for (let i = 0; i < Math.min(rows, MAX_HOLIDAY_ROWS); i++) {
    const date = form[holidayField(i, "date")] as string | null;
    if (!date || form[holidayField(i, "remove")]) continue;
    const isOpen = form[holidayField(i, "status")] === "Open";
    holidays.push({
      date,
      // A blank name is the document's default name.
      name: (form[holidayField(i, "name")] as string) || specialHourSchema.shape.name.parse(undefined),
      status: isOpen ? "Open" : "Closed",
      start_hour: isOpen ? ((form[holidayField(i, "start")] as string | null) ?? null) : null,
      end_hour: isOpen ? ((form[holidayField(i, "end")] as string | null) ?? null) : null,
    });
  }
  const kept = location.special_hours.filter((h) => h.date < today && !holidays.some((x) => x.date === h.date));
  return {
    ...location,
    contact_detail: { ...location.contact_detail, opening_hours: order.map(week) },
    special_hours: [...kept, ...holidays].toSorted((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The document with one location replaced (by id). */
export function withLocation(doc: TenantDocument, location: Location): TenantDocument {
  return { ...doc, locations: doc.locations.map((l) => (l.id === location.id ? location : l)) };
}

/** The hours as the audit log compares them: one line per weekday and per holiday date. */
export function hoursAuditView(location: Location): Record<string, string> {
  const view: Record<string, string> = {};
  for (const { weekday, day } of WEEK) {
    const h = location.contact_detail.opening_hours.find((x) => x.weekday === weekday);
    view[day] = h?.status === "Open" ? `${h.open ?? "?"}–${h.close ?? "?"}` : "Closed";
  }
  for (const h of location.special_hours) view[`${h.date} ${h.name}`] = h.status === "Open" ? (h.start_hour ? `${h.start_hour}–${h.end_hour}` : "Usual hours") : "Closed";
  return view;
}
