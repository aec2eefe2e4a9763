/**
 * Registration line of the vehicle page (spec 001 §4): 'Expires on 12 Mar 2027', or
 * 'Unregistered' once the expiry date has passed.
 *
 * A registration is current up to and including its expiry day. "Today" is the calendar date in
 * the dealer's time zone (DEFAULT_TIME_ZONE, Brisbane, unless the caller passes the location's), so a car
 * does not turn unregistered at 10 am because the server runs on UTC.
 * Dates read as '12 Mar 2027' (en-AU day, short month, year): unambiguous to any reader,
 * unlike 12/03/2027.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import { dateIn, DEFAULT_TIME_ZONE } from "../lib/time-zones.ts";

export const UNREGISTERED = "Unregistered";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type RegistrationStatus = { registered: true; expires: string; label: string } | { registered: false; label: typeof UNREGISTERED };

/** '2027-03-12' → '12 Mar 2027'. */
export function formatRegoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Null when the car has no expiry date (nothing is shown). */
export function registrationStatus(vehicle: Pick<Vehicle, "rego_expiry">, now: Date, timeZone: string = DEFAULT_TIME_ZONE): RegistrationStatus | null {
  const expires = vehicle.rego_expiry;
  if (!expires || !/^\d{4}-\d{2}-\d{2}$/.test(expires)) return null;
  // ISO dates compare correctly as strings.
  if (expires < dateIn(now, timeZone)) return { registered: false, label: UNREGISTERED };
  return { registered: true, expires, label: `Expires on ${formatRegoDate(expires)}` };
}
