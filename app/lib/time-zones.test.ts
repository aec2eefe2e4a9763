import { describe, expect, it } from "vitest";
import { dateIn, DEFAULT_TIME_ZONE, localClock, longDateTimeIn, mediumDateIn, shortDateTimeIn, timeZoneOfState } from "./time-zones.ts";

describe("time zones", () => {
  it("maps states and falls back to the one default", () => {
    expect(timeZoneOfState("WA")).toBe("Australia/Perth");
    expect(timeZoneOfState("NSW")).toBe("Australia/Sydney");
    expect(timeZoneOfState(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOfState("XX")).toBe(DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe("Australia/Brisbane");
  });

  it("gives the calendar date in the zone", () => {
    const at = new Date("2025-12-31T14:00:00Z");
    expect(dateIn(at)).toBe("2026-01-01");
    expect(dateIn(new Date("2025-12-31T13:59:59Z"))).toBe("2025-12-31");
    expect(dateIn(at, "Australia/Perth")).toBe("2025-12-31");
  });

  it("formats dates and times for people", () => {
    const at = new Date("2026-03-14T05:05:00Z");
    expect(longDateTimeIn(at, "Australia/Brisbane")).toMatch(/^Saturday 14 March 2026(,| at) 3:05\s?pm AEST$/);
    expect(mediumDateIn(at)).toBe("14 Mar 2026");
    expect(shortDateTimeIn(at, "Australia/Perth")).toMatch(/^14 Mar 2026(,| at) 1:05\s?pm$/);
  });

  it("reads the wall clock in the zone", () => {
    expect(localClock(new Date("2026-03-14T05:05:00Z"), "Australia/Brisbane")).toEqual({ date: "2026-03-14", minutes: 15 * 60 + 5 });
    expect(localClock(new Date("2026-03-14T13:30:00Z"), "Australia/Sydney")).toEqual({ date: "2026-03-15", minutes: 30 });
  });
});
