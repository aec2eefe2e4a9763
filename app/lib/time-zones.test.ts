import { describe, expect, it } from "vitest";
import { dateIn, DEFAULT_TIME_ZONE, instantIn, localClock, longDateTimeIn, mediumDateIn, shortDateTimeIn, timeZoneOfState } from "./time-zones.ts";

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

  it("finds the instant of a wall-clock time in the zone, daylight saving included", () => {
    expect(instantIn("2026-03-14", 0, "Australia/Brisbane").toISOString()).toBe("2026-03-13T14:00:00.000Z");
    expect(instantIn("2026-01-10", 0, "Australia/Sydney").toISOString()).toBe("2026-01-09T13:00:00.000Z");
    expect(instantIn("2026-07-10", 0, "Australia/Sydney").toISOString()).toBe("2026-07-09T14:00:00.000Z");
    expect(instantIn("2026-03-14", 9 * 60 + 30, "Australia/Perth").toISOString()).toBe("2026-03-14T01:30:00.000Z");
    // Sydney's clocks go back at 3 am on 5 April 2026 and forward at 2 am on 4 October 2026: midnight is unaffected.
    expect(instantIn("2026-04-05", 0, "Australia/Sydney").toISOString()).toBe("2026-04-04T13:00:00.000Z");
    expect(instantIn("2026-10-05", 0, "Australia/Sydney").toISOString()).toBe("2026-10-04T13:00:00.000Z");
  });
});
