import { describe, expect, it } from "vitest";
import { leadRespondBy, responseDeadline } from "./response-deadline.ts";
import type { WeekHours } from "../locations/opening-hours.ts";

// Monday to Friday 8:00 am – 5:00 pm, Saturday 9:00 am – 12:00 pm, Sunday closed.
const week: WeekHours["opening_hours"] = [
  { weekday: 0, status: "Closed", open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:00" })),
  { weekday: 6, status: "Open", open: "09:00", close: "12:00" },
];
const hours: WeekHours = {
  opening_hours: week,
  special_hours: [
    { date: "2026-12-24", status: "Open", start_hour: "09:00", end_hour: "12:00", name: "Christmas Eve" },
    { date: "2026-12-25", status: "Closed", start_hour: null, end_hour: null, name: "Christmas Day" },
  ],
};
const BNE = "Australia/Brisbane"; // UTC+10 all year
const SYD = "Australia/Sydney"; // UTC+11 in November (daylight saving)
// Brisbane wall-clock time as an instant: 2026-11-23 is a Monday.
const bne = (local: string) => new Date(`${local}+10:00`);

describe("responseDeadline", () => {
  it("counts the target straight through inside opening hours", () => {
    expect(responseDeadline(bne("2026-11-23T10:00:00"), 15, hours, BNE)).toEqual(bne("2026-11-23T10:15:00"));
  });

  it("keeps the lead's own seconds on its first day", () => {
    expect(responseDeadline(bne("2026-11-23T10:00:40"), 15, hours, BNE)).toEqual(bne("2026-11-23T10:15:40"));
  });

  it("carries the minutes left at closing into the next opening (16:55, close 17:00)", () => {
    expect(responseDeadline(bne("2026-11-23T16:55:00"), 15, hours, BNE)).toEqual(bne("2026-11-24T08:10:00"));
  });

  it("is due exactly at closing when the target ends there", () => {
    expect(responseDeadline(bne("2026-11-23T16:45:00"), 15, hours, BNE)).toEqual(bne("2026-11-23T17:00:00"));
  });

  it("gives a lead sent after closing its target after the next opening", () => {
    expect(responseDeadline(bne("2026-11-23T18:30:00"), 15, hours, BNE)).toEqual(bne("2026-11-24T08:15:00"));
    expect(responseDeadline(bne("2026-11-24T06:00:00"), 15, hours, BNE)).toEqual(bne("2026-11-24T08:15:00"));
  });

  it("skips a closed Sunday (Saturday 11:50, close 12:00 → Monday 8:05)", () => {
    expect(responseDeadline(bne("2026-11-28T11:50:00"), 15, hours, BNE)).toEqual(bne("2026-11-30T08:05:00"));
    expect(responseDeadline(bne("2026-11-29T10:00:00"), 15, hours, BNE)).toEqual(bne("2026-11-30T08:15:00"));
  });

  it("follows holiday hours: short Christmas Eve, closed Christmas Day", () => {
    // Thursday 24 December opens 9–12 only; Friday 25 is closed; Saturday 26 opens at 9.
    expect(responseDeadline(bne("2026-12-24T11:55:00"), 15, hours, BNE)).toEqual(bne("2026-12-26T09:10:00"));
    expect(responseDeadline(bne("2026-12-24T14:00:00"), 15, hours, BNE)).toEqual(bne("2026-12-26T09:15:00"));
    expect(responseDeadline(bne("2026-12-25T10:00:00"), 15, hours, BNE)).toEqual(bne("2026-12-26T09:15:00"));
  });

  it("spreads a target longer than a day over several openings", () => {
    // 600 minutes from Monday 8:00: 540 on Monday, 60 on Tuesday.
    expect(responseDeadline(bne("2026-11-23T08:00:00"), 600, hours, BNE)).toEqual(bne("2026-11-24T09:00:00"));
  });

  it("reads the wall clock of the location's own zone, daylight saving included", () => {
    // 16:55 in Sydney in November is 05:55 UTC; the deadline is 8:10 am Sydney time the next day (21:10 UTC).
    expect(responseDeadline(new Date("2026-11-23T05:55:00Z"), 15, hours, SYD)).toEqual(new Date("2026-11-23T21:10:00Z"));
  });

  it("counts plain minutes for a location without hours, or one closed for longer than it looks ahead", () => {
    expect(responseDeadline(bne("2026-11-23T22:00:00"), 15, null, BNE)).toEqual(bne("2026-11-23T22:15:00"));
    expect(responseDeadline(bne("2026-11-23T22:00:00"), 15, { opening_hours: [], special_hours: [] }, BNE)).toEqual(bne("2026-11-23T22:15:00"));
    const shut = { opening_hours: week.map((d) => ({ ...d, status: "Closed" as const })), special_hours: [] };
    expect(responseDeadline(bne("2026-11-23T10:00:00"), 15, shut, BNE)).toEqual(bne("2026-11-23T10:15:00"));
  });
});

describe("leadRespondBy", () => {
  const location = (id: number, state: "QLD" | "WA", primary: boolean, opening: WeekHours["opening_hours"]) => ({
    id,
    primary,
    visible: true,
    address: { state },
    contact_detail: { opening_hours: opening },
    special_hours: [],
  });
  const weekdays9to5 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "09:00", close: "17:00" }));
  const tenant = {
    config: { lead_response: { target_minutes: 30, auto_assign: false, reassign_after_minutes: null } },
    locations: [location(1, "QLD", true, week), location(2, "WA", false, weekdays9to5)],
  } as unknown as Parameters<typeof leadRespondBy>[0];

  it("counts the tenant's target in the hours of the lead's own location and zone", () => {
    // 7:00 am in Brisbane is 5:00 am in Perth: the Perth location opens at 9:00 Perth time (11:00 Brisbane).
    expect(leadRespondBy(tenant, 2, bne("2026-11-23T07:00:00"))).toEqual(bne("2026-11-23T11:30:00"));
  });

  it("uses the main location when the lead names none (or one that no longer exists)", () => {
    expect(leadRespondBy(tenant, null, bne("2026-11-23T07:00:00"))).toEqual(bne("2026-11-23T08:30:00"));
    expect(leadRespondBy(tenant, 99, bne("2026-11-23T07:00:00"))).toEqual(bne("2026-11-23T08:30:00"));
  });
});
