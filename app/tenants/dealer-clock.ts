import { STATE_TIME_ZONES } from "../lib/time-zones.ts";
import { primaryLocation, type Tenant } from "./tenant-document.ts";

/** Today's date (YYYY-MM-DD) in a time zone. */
export function dateIn(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The dealer's local date, by the clock of the primary location's state (offers start and end, posts publish, by it). */
export function dealerToday(tenant: Pick<Tenant, "locations">, now: Date): string {
  const state = primaryLocation(tenant)?.address.state;
  return dateIn(now, state ? STATE_TIME_ZONES[state] : "Australia/Sydney");
}
