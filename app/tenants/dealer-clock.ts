import { dateIn, longDateTimeIn, timeZoneOfState } from "../lib/time-zones.ts";
import { primaryLocation, type Tenant } from "./tenant-document.ts";

/** The dealer's clock: the time zone of the primary location's state (DEFAULT_TIME_ZONE when it has none). */
export function dealerTimeZone(tenant: Pick<Tenant, "locations">): string {
  return timeZoneOfState(primaryLocation(tenant)?.address.state);
}

/** The dealer's local date, by the clock of the primary location's state (offers start and end, posts publish, by it). */
export function dealerToday(tenant: Pick<Tenant, "locations">, now: Date): string {
  return dateIn(now, dealerTimeZone(tenant));
}

/** A date and time in the dealer's own time zone, e.g. 'Friday 14 March 2026, 3:05 pm AEST'. */
export function dealerDateTime(tenant: Pick<Tenant, "locations">, when: Date): string {
  return longDateTimeIn(when, dealerTimeZone(tenant));
}
