import { describe, expect, it } from "vitest";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { changedFields } from "../staff/audit-log.server.ts";
import { checkDocument } from "./document-fields.ts";
import { dayField, formToHours, holidayField, holidayRowsPosted, hoursAuditView, hoursFormSchema, hoursToForm, withLocation } from "./location-hours-form.ts";

const TODAY = "2026-11-24";

const doc = () =>
  tenantDocumentSchema.parse({
    name: "Sunshine Auto",
    template: "classic",
    locations: [
      {
        id: 3,
        name: "Sunshine Auto Maroochydore",
        slug: "maroochydore",
        address: { street: "12 Aerodrome Rd", city: "Maroochydore", state: "QLD", postcode: "4558", lat: -26.65, long: 153.09 },
        contact_detail: {
          opening_hours: [
            { weekday: 0, status: "Closed" },
            { weekday: 1, status: "Open", open: "08:00", close: "17:30" },
            { weekday: 6, status: "Open", open: "09:00", close: "12:00" },
          ],
        },
        special_hours: [
          { date: "2026-12-25", name: "Christmas Day", status: "Closed" },
          { date: "2026-01-26", name: "Australia Day", status: "Open", start_hour: "09:00", end_hour: "15:00" },
          { date: "2026-12-26", name: "Boxing Day", status: "Open", start_hour: "09:00", end_hour: "14:00" },
        ],
      },
    ],
  });

function post(values: Record<string, string>) {
  const entries = Object.entries(values);
  const rows = holidayRowsPosted(entries);
  return { rows, form: parseFormSubmission(entries, hoursFormSchema(rows)) };
}

describe("opening hours form ↔ location", () => {
  it("shows the week Monday first (a day without hours is closed), the coming holidays in date order and blank rows", () => {
    const { values, rows } = hoursToForm(doc().locations[0]!, TODAY);
    expect(rows).toBe(2 + 3);
    expect(values[dayField(1, "open")]).toBe("08:00");
    expect(values[dayField(3, "status")]).toBe("Closed");
    expect([values[holidayField(0, "date")], values[holidayField(1, "date")]]).toEqual(["2026-12-25", "2026-12-26"]);
    expect(values[holidayField(2, "date")]).toBeUndefined();
  });

  it("keeps a location unchanged apart from filling in the closed weekdays when nothing is edited", () => {
    const location = doc().locations[0]!;
    const { values } = hoursToForm(location, TODAY);
    const blankRows = { [holidayField(2, "date")]: "", [holidayField(2, "name")]: "", [holidayField(2, "status")]: "Closed", [holidayField(2, "start")]: "", [holidayField(2, "end")]: "" };
    const { rows, form } = post({ ...values, ...blankRows });
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    const next = formToHours(location, form.data, rows, TODAY);
    expect(next.special_hours).toEqual(location.special_hours.toSorted((a, b) => a.date.localeCompare(b.date)));
    expect(next.contact_detail.opening_hours.map((h) => h.weekday)).toEqual([0, 1, 6, 2, 3, 4, 5]);
    expect(next.contact_detail.opening_hours.find((h) => h.weekday === 2)).toEqual({ weekday: 2, status: "Closed", open: null, close: null });
    expect(changedFields(hoursAuditView(location), hoursAuditView(next))).toBeNull();
  });

  it("opens a day, adds a holiday, removes one, and keeps past holidays it did not show", () => {
    const d = doc();
    const location = d.locations[0]!;
    const { values } = hoursToForm(location, TODAY);
    const { rows, form } = post({
      ...values,
      [dayField(3, "status")]: "Open",
      [dayField(3, "open")]: "07:30",
      [dayField(3, "close")]: "18:00",
      [holidayField(1, "remove")]: "on",
      [holidayField(2, "date")]: "2027-01-01",
      [holidayField(2, "name")]: "New Year's Day",
      [holidayField(2, "status")]: "Open",
      [holidayField(2, "start")]: "",
      [holidayField(2, "end")]: "",
    });
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    const next = formToHours(location, form.data, rows, TODAY);
    expect(next.contact_detail.opening_hours.find((h) => h.weekday === 3)).toEqual({ weekday: 3, status: "Open", open: "07:30", close: "18:00" });
    expect(next.special_hours).toEqual([
      { date: "2026-01-26", name: "Australia Day", status: "Open", start_hour: "09:00", end_hour: "15:00" },
      { date: "2026-12-25", name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null },
      { date: "2027-01-01", name: "New Year's Day", status: "Open", start_hour: null, end_hour: null },
    ]);
    expect(checkDocument(withLocation(d, next), () => null).ok).toBe(true);
    expect(changedFields(hoursAuditView(location), hoursAuditView(next))).toEqual({
      before: { Wednesday: "Closed", "2026-12-26 Boxing Day": "09:00–14:00", "2027-01-01 New Year's Day": undefined },
      after: { Wednesday: "07:30–18:00", "2026-12-26 Boxing Day": undefined, "2027-01-01 New Year's Day": "Usual hours" },
    });
  });

  it("refuses hours that make no sense, each on its own field", () => {
    const { values } = hoursToForm(doc().locations[0]!, TODAY);
    const { form } = post({
      ...values,
      [dayField(1, "close")]: "07:00",
      [dayField(2, "status")]: "Open",
      [dayField(4, "open")]: "25:00",
      [holidayField(1, "date")]: "2026-12-25",
      [holidayField(0, "status")]: "Open",
      [holidayField(0, "start")]: "10:00",
    });
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.fieldErrors).toEqual({ [dayField(4, "open")]: "Thursday opening time must be HH:MM (24-hour)" });
    const second = post({ ...values, [dayField(1, "close")]: "07:00", [dayField(2, "status")]: "Open", [holidayField(1, "date")]: "2026-12-25", [holidayField(0, "status")]: "Open", [holidayField(0, "start")]: "10:00" });
    expect(!second.form.ok && second.form.fieldErrors).toEqual({
      [dayField(1, "close")]: "Monday must close after it opens",
      [dayField(2, "open")]: "Enter the opening time for Tuesday, or mark it closed",
      [dayField(2, "close")]: "Enter the closing time for Tuesday, or mark it closed",
      [holidayField(0, "end")]: "Holiday 1: enter both times, or neither for the usual hours",
      [holidayField(1, "date")]: "Holiday 2 has the same date as holiday 1",
    });
    const badDate = post({ ...values, [holidayField(0, "date")]: "25/12/2026", [holidayField(0, "name")]: "" });
    expect(!badDate.form.ok && badDate.form.fieldErrors).toEqual({ [holidayField(0, "date")]: "Holiday 1 date must be YYYY-MM-DD" });
  });

  it("names a holiday without a name as the document does (Public holiday)", () => {
    const location = doc().locations[0]!;
    const { values } = hoursToForm(location, TODAY);
    const { rows, form } = post({ ...values, [holidayField(2, "date")]: "2027-03-08", [holidayField(2, "name")]: " ", [holidayField(2, "status")]: "Closed" });
    if (!form.ok) throw new Error(JSON.stringify(form.fieldErrors));
    expect(formToHours(location, form.data, rows, TODAY).special_hours.find((h) => h.date === "2027-03-08")?.name).toBe("Public holiday");
  });

  it("counts the holiday rows a post carries, bounded", () => {
    expect(holidayRowsPosted([["h0_date", ""], ["h4_date", "x"], ["h9_name", "y"]])).toBe(5);
    expect(holidayRowsPosted([["h9999_date", ""]])).toBe(120);
    expect(holidayRowsPosted([])).toBe(0);
  });
});
