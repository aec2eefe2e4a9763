/**
 * A lead's response deadline (issue 12, ADR 034): the tenant's target minutes counted only while the lead's location
 * (or the tenant's main location) is open, in that location's own time zone. A lead that arrives while the location is
 * closed gets its deadline the target after the next opening; one that arrives 5 minutes before closing carries the rest
 * of its target into the next opening. Special (holiday) hours win over the weekly hours, as on the location's page.
 * Pure: the hours, the zone and the instant are arguments.
 */

import { addDays, hoursOn, type WeekHours } from "../locations/opening-hours.ts";
import { instantIn, localClock, timeZoneOfState } from "../lib/time-zones.ts";
import { primaryLocation, type Tenant } from "../tenants/tenant-document.ts";

/** How far ahead the deadline looks for opening hours; a location closed longer than this counts plain minutes. */
const HORIZON_DAYS = 60;

/**
 * The instant `targetMinutes` of opening hours after `createdAt`. A location without any hours (none entered) counts
 * the target in plain minutes, as does one with no opening in the next HORIZON_DAYS days.
 */
export function responseDeadline(createdAt: Date, targetMinutes: number, hours: WeekHours | null, timeZone: string): Date {
  const plain = new Date(createdAt.getTime() + targetMinutes * 60_000);
  if (!hours || (!hours.opening_hours.some((h) => h.status === "Open") && !hours.special_hours.some((s) => s.status === "Open"))) return plain;
  const start = localClock(createdAt, timeZone);
  let left = targetMinutes;
  for (let i = 0; i <= HORIZON_DAYS; i++) {
    const day = addDays(start.date, i);
    const open = hoursOn(hours, day.date, day.weekday);
    if (!open) continue;
    const from = i === 0 ? Math.max(open.open, start.minutes) : open.open;
    if (from >= open.close) continue;
    if (from + left <= open.close) {
      const at = instantIn(day.date, from + left, timeZone);
      // The lead's own seconds count on its first day (a lead at 10:00:40 with 15 minutes is due at 10:15:40).
      return i === 0 && from === start.minutes ? new Date(at.getTime() + (createdAt.getTime() % 60_000)) : at;
    }
    left -= open.close - from;
  }
  return plain;
}

/** The hours and clock a lead's deadline counts by: its location's, else the tenant's main location's (none: plain minutes). */
export function leadResponseClock(tenant: Pick<Tenant, "locations">, locationId: number | null): { hours: WeekHours | null; timeZone: string } {
  const location = (locationId !== null ? tenant.locations.find((l) => l.id === locationId) : undefined) ?? primaryLocation(tenant);
  if (!location) return { hours: null, timeZone: timeZoneOfState(null) };
  return { hours: { opening_hours: location.contact_detail.opening_hours, special_hours: location.special_hours }, timeZone: timeZoneOfState(location.address.state) };
}

/** When a lead taken now must be answered by, by the tenant's target (config lead_response.target_minutes). */
export function leadRespondBy(tenant: Pick<Tenant, "locations" | "config">, locationId: number | null, createdAt: Date): Date {
  const clock = leadResponseClock(tenant, locationId);
  return responseDeadline(createdAt, tenant.config.lead_response.target_minutes, clock.hours, clock.timeZone);
}
