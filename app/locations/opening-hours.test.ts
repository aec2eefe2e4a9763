import { describe, expect, it } from "vitest";
import { STATE_TIME_ZONES } from "../lib/time-zones.ts";
import { type WeekHours, openStatus, upcomingSpecialHours, weekTable } from "./opening-hours.ts";

const hours: WeekHours = {
  opening_hours: [
    { weekday: 0, status: "Closed", open: null, close: null },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:30" })),
    { weekday: 6, status: "Open", open: "08:30", close: "12:00" },
  ],
  special_hours: [
    { date: "2025-12-25", name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null },
    { date: "2025-12-26", name: "Boxing Day", status: "Open", start_hour: "09:00", end_hour: "14:00" },
    { date: "2026-01-26", name: "Australia Day", status: "Open", start_hour: null, end_hour: null },
    { date: "2025-11-01", name: "Long past", status: "Closed", start_hour: null, end_hour: null },
  ],
};
const BRISBANE = STATE_TIME_ZONES.QLD;
const SYDNEY = STATE_TIME_ZONES.NSW;
// Brisbane is UTC+10 all year; Sydney is UTC+11 in summer.
const at = (iso: string) => new Date(iso);

describe("openStatus", () => {
  it("is open during the day's hours and says until when", () => {
    // Wednesday 17 December 2025, 10:00 in Brisbane.
    expect(openStatus(hours, BRISBANE, at("2025-12-17T00:00:00Z"))).toEqual({ open: true, text: "Open today 8:00 am – 5:30 pm" });
  });

  it("before opening says when it opens today; after closing, when it opens next", () => {
    // 07:00 Wednesday in Brisbane.
    expect(openStatus(hours, BRISBANE, at("2025-12-16T21:00:00Z"))).toEqual({ open: false, text: "Opens today 8:00 am" });
    // 18:00 Wednesday in Brisbane.
    expect(openStatus(hours, BRISBANE, at("2025-12-17T08:00:00Z"))).toEqual({ open: false, text: "Closed now · opens tomorrow 8:00 am" });
  });

  it("reads the clock of the location's own state (the same instant is past closing in Sydney)", () => {
    // 16:45 in Brisbane is 17:45 in Sydney (daylight saving).
    const instant = at("2025-12-17T06:45:00Z");
    expect(openStatus(hours, BRISBANE, instant).open).toBe(true);
    expect(openStatus(hours, SYDNEY, instant)).toEqual({ open: false, text: "Closed now · opens tomorrow 8:00 am" });
  });

  it("a closed Sunday names the next opening day; holidays win over the weekly hours", () => {
    // Sunday 21 December 2025, noon in Brisbane.
    expect(openStatus(hours, BRISBANE, at("2025-12-21T02:00:00Z"))).toEqual({ open: false, text: "Closed today · opens tomorrow 8:00 am" });
    // Christmas Day (a Thursday) is closed; Boxing Day opens at 9.
    expect(openStatus(hours, BRISBANE, at("2025-12-25T02:00:00Z"))).toEqual({ open: false, text: "Closed today · opens tomorrow 9:00 am" });
    expect(openStatus(hours, BRISBANE, at("2025-12-26T01:00:00Z"))).toEqual({ open: true, text: "Open today 9:00 am – 2:00 pm (Boxing Day)" });
  });

  it("a location without any hours is simply closed", () => {
    expect(openStatus({ opening_hours: [], special_hours: [] }, BRISBANE, at("2025-12-17T00:00:00Z"))).toEqual({ open: false, text: "Closed today" });
  });
});

describe("weekTable", () => {
  it("lists Monday to Sunday with the usual hours, closed days and today marked", () => {
    const rows = weekTable(hours, BRISBANE, at("2025-12-17T00:00:00Z"));
    expect(rows.map((r) => `${r.day} ${r.hours}${r.today ? " *" : ""}`)).toEqual([
      "Monday 8:00 am – 5:30 pm",
      "Tuesday 8:00 am – 5:30 pm",
      "Wednesday 8:00 am – 5:30 pm *",
      "Thursday 8:00 am – 5:30 pm",
      "Friday 8:00 am – 5:30 pm",
      "Saturday 8:30 am – 12:00 pm",
      "Sunday Closed",
    ]);
  });

  it("ignores holidays (they are listed on their own) and treats a missing day as closed", () => {
    const rows = weekTable({ opening_hours: [{ weekday: 4, status: "Open", open: "09:00", close: "17:00" }], special_hours: hours.special_hours }, BRISBANE, at("2025-12-25T02:00:00Z"));
    expect(rows.find((r) => r.day === "Thursday")).toEqual({ weekday: 4, day: "Thursday", hours: "9:00 am – 5:00 pm", today: true });
    expect(rows.filter((r) => r.hours === "Closed")).toHaveLength(6);
  });
});

describe("upcomingSpecialHours", () => {
  it("lists holidays from today on in date order, with their hours, leaving out past ones", () => {
    expect(upcomingSpecialHours(hours, BRISBANE, at("2025-12-17T00:00:00Z"))).toEqual([
      { date: "2025-12-25", day: "Thursday 25 December", name: "Christmas Day", hours: "Closed" },
      { date: "2025-12-26", day: "Friday 26 December", name: "Boxing Day", hours: "9:00 am – 2:00 pm" },
      // Open without hours of its own: that Monday's usual hours.
      { date: "2026-01-26", day: "Monday 26 January", name: "Australia Day", hours: "8:00 am – 5:30 pm" },
    ]);
  });

  it("looks ahead a bounded number of days", () => {
    expect(upcomingSpecialHours(hours, BRISBANE, at("2025-12-17T00:00:00Z"), 9).map((h) => h.name)).toEqual(["Christmas Day", "Boxing Day"]);
  });
});
