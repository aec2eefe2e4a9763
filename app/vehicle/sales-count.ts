/**
 * The home page's 'Sales this Month' counter (spec 001 §9). It is a clock, not a tally: it counts
 * one sale every 450 seconds of Brisbane time since the month began. 86,400 / 450 = 192, so a
 * day adds exactly 192 and the count runs on without a jump at midnight:
 *
 *   value = (day of month − 1) × 192 + floor(seconds since Brisbane midnight / 450)
 *
 * The floor means a sale is counted only once its 450 seconds are complete. Brisbane is
 * UTC+10 all year (Queensland has no daylight saving), so a fixed offset is exact.
 */

import { STATE_TIME_ZONES } from "../lib/time-zones.ts";

export const SALES_TIMEZONE = STATE_TIME_ZONES.QLD;
export const BRISBANE_UTC_OFFSET_HOURS = 10;
export const SECONDS_PER_SALE = 450;
const SECONDS_PER_DAY = 86_400;
/** 86,400 / 450 = 192, the spec's daily step. */
export const SALES_PER_DAY = SECONDS_PER_DAY / SECONDS_PER_SALE;
/** The number counts up from 0 to its value over this long when it appears. */
export const COUNT_UP_MS = 2_000;
/** How often the page recomputes the value. */
export const RECOMPUTE_MS = 150_000;

export function salesThisMonth(now: Date): number {
  const brisbane = new Date(now.getTime() + BRISBANE_UTC_OFFSET_HOURS * 3_600_000);
  const dayOfMonth = brisbane.getUTCDate();
  const secondsOfDay = brisbane.getUTCHours() * 3600 + brisbane.getUTCMinutes() * 60 + brisbane.getUTCSeconds();
  return (dayOfMonth - 1) * SALES_PER_DAY + Math.floor(secondsOfDay / SECONDS_PER_SALE);
}

/** The number to show `elapsedMs` into the count-up: linear from 0, floored, `target` from 2 s on. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number = COUNT_UP_MS): number {
  if (!(elapsedMs < durationMs) || durationMs <= 0) return target;
  if (elapsedMs <= 0) return 0;
  return Math.floor((target * elapsedMs) / durationMs);
}
