import { describe, expect, it } from "vitest";
import { describeSlot, isOfferedSlot, testDriveSlots, type SlotHours } from "./test-drive-slots.ts";
import { hoursOn, timeLabel } from "../locations/opening-hours.ts";
import { localClock, STATE_TIME_ZONES } from "../lib/time-zones.ts";

const weekly: SlotHours["opening_hours"] = [
  { weekday: 0, status: "Closed", open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:00", close: "16:00" },
];
const hours: SlotHours = {
  opening_hours: weekly,
  special_hours: [
    { date: "2025-12-25", name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null },
    { date: "2025-12-26", name: "Boxing Day", status: "Open", start_hour: "09:00", end_hour: "14:00" },
    { date: "2026-01-04", name: "Summer Sunday", status: "Open", start_hour: "10:00", end_hour: "12:00" },
  ],
};
const BRISBANE = STATE_TIME_ZONES.QLD;
const SYDNEY = STATE_TIME_ZONES.NSW;

describe("test drive slots", () => {
  it("reads the wall clock of the location's state (Brisbane has no daylight saving, Sydney does in summer)", () => {
    const instant = new Date("2025-12-24T06:40:00Z");
    expect(localClock(instant, BRISBANE)).toEqual({ date: "2025-12-24", minutes: 16 * 60 + 40 });
    expect(localClock(instant, SYDNEY)).toEqual({ date: "2025-12-24", minutes: 17 * 60 + 40 });
    expect(localClock(new Date("2025-06-24T06:40:00Z"), SYDNEY).minutes).toBe(16 * 60 + 40);
  });

  it("at 16:40 on a Wednesday open until 17:30, offers 17:00 today and nothing earlier", () => {
    const days = testDriveSlots(hours, BRISBANE, new Date("2025-12-24T06:40:00Z"));
    expect(days[0]).toMatchObject({ date: "2025-12-24", label: "Wednesday 24 December", slots: [{ value: "2025-12-24T17:00", label: "5:00 pm" }] });
  });

  it("offers no slot today when the next one would end after closing", () => {
    const closingAtFive = { ...hours, opening_hours: weekly.map((h) => (h.weekday === 3 ? { ...h, close: "17:00" } : h)) };
    const days = testDriveSlots(closingAtFive, BRISBANE, new Date("2025-12-24T06:40:00Z"));
    expect(days[0]!.date).not.toBe("2025-12-24");
  });

  it("the same instant in Sydney (17:40 summer time) has nothing left today", () => {
    const days = testDriveSlots(hours, SYDNEY, new Date("2025-12-24T06:40:00Z"));
    expect(days[0]!.date).toBe("2025-12-26");
  });

  it("leaves out a special-hours Closed day (Christmas Day) and uses special opening hours (Boxing Day)", () => {
    const days = testDriveSlots(hours, BRISBANE, new Date("2025-12-24T06:40:00Z"));
    expect(days.map((d) => d.date)).not.toContain("2025-12-25");
    const boxing = days.find((d) => d.date === "2025-12-26")!;
    expect(boxing.note).toBe("Boxing Day");
    expect(boxing.slots[0]!.value).toBe("2025-12-26T09:00");
    expect(boxing.slots.at(-1)!.value).toBe("2025-12-26T13:30");
    expect(boxing.slots).toHaveLength(10);
  });

  it("a closed Sunday has no slots; a Sunday with special opening hours has only those", () => {
    const days = testDriveSlots(hours, BRISBANE, new Date("2025-12-24T06:40:00Z"));
    expect(days.map((d) => d.date)).not.toContain("2025-12-28");
    expect(days.find((d) => d.date === "2026-01-04")!.slots.map((s) => s.label)).toEqual(["10:00 am", "10:30 am", "11:00 am", "11:30 am"]);
  });

  it("a full weekday has 30-minute slots from opening to half an hour before closing", () => {
    const days = testDriveSlots(hours, BRISBANE, new Date("2025-12-24T06:40:00Z"));
    const monday = days.find((d) => d.date === "2025-12-29")!;
    expect(monday.slots[0]!.label).toBe("8:00 am");
    expect(monday.slots.at(-1)!.label).toBe("5:00 pm");
    expect(monday.slots).toHaveLength(19);
    const saturday = days.find((d) => d.date === "2025-12-27")!;
    expect(saturday.slots.at(-1)!.label).toBe("3:30 pm");
  });

  it("covers the next 14 days only, and never the past", () => {
    const now = new Date("2025-12-24T06:40:00Z");
    const days = testDriveSlots(hours, BRISBANE, now);
    expect(days.at(-1)!.date <= "2026-01-06").toBe(true);
    expect(days.every((d) => d.slots.every((s) => s.value > "2025-12-24T16:40"))).toBe(true);
  });

  it("starts at the first half hour after an odd opening time and ignores broken hours", () => {
    const odd: SlotHours = { opening_hours: [{ weekday: 1, status: "Open", open: "08:15", close: "09:45" }], special_hours: [] };
    expect(testDriveSlots(odd, BRISBANE, new Date("2025-12-28T00:00:00Z"), { days: 2 })[0]!.slots.map((s) => s.label)).toEqual(["8:30 am", "9:00 am"]);
    expect(hoursOn({ opening_hours: [{ weekday: 1, status: "Open", open: "17:00", close: "09:00" }], special_hours: [] }, "2025-12-29", 1)).toBeNull();
    expect(hoursOn({ opening_hours: [], special_hours: [] }, "2025-12-29", 1)).toBeNull();
  });

  it("a special Open day without its own hours keeps the weekday's hours", () => {
    const h: SlotHours = { opening_hours: weekly, special_hours: [{ date: "2025-12-29", name: "Sale day", status: "Open", start_hour: null, end_hour: null }] };
    expect(hoursOn(h, "2025-12-29", 1)).toEqual({ open: 480, close: 1050, note: "Sale day" });
  });

  it("checks and describes a chosen slot", () => {
    const days = testDriveSlots(hours, BRISBANE, new Date("2025-12-24T06:40:00Z"));
    expect(isOfferedSlot(days, "2025-12-26T09:00")).toBe(true);
    expect(isOfferedSlot(days, "2025-12-25T10:00")).toBe(false);
    expect(isOfferedSlot(days, "2025-12-24T16:30")).toBe(false);
    expect(describeSlot("2025-12-26T09:30")).toBe("Friday 26 December at 9:30 am");
    expect(timeLabel(0)).toBe("12:00 am");
    expect(timeLabel(12 * 60)).toBe("12:00 pm");
  });
});
