/**
 * What a location card and a location page show (spec 000 §2 'Location card'): name, roles, address,
 * phone, email, opening hours with today's status, holiday hours, dealer licence and repairer numbers,
 * rating, picture, Get Directions and View Our Stock (Contact on a manufacturer-locked site). Pure and
 * serialisable: the server computes it with the clock, so the browser shows exactly what was rendered.
 */

import { formatPhone, telHref } from "../lib/phone.ts";
import { timeZoneOfState } from "../lib/time-zones.ts";
import type { Location } from "../tenants/tenant-document.ts";
import { locationRating } from "../tenants/ratings.ts";
import { directionsHref } from "../vehicle/vehicle-links.ts";
import { type LocationFilter, locationRoles } from "./location-list.ts";
import { type HolidayRow, type OpenStatus, type WeekRow, openStatus, upcomingSpecialHours, weekTable } from "./opening-hours.ts";
import { locationPath } from "../tenants/location-path.ts";

export interface LocationView {
  id: number;
  name: string;
  slug: string;
  href: string;
  roles: Exclude<LocationFilter, "all">[];
  street: string;
  locality: string;
  phone: { label: string; href: string } | null;
  email: string | null;
  status: OpenStatus | null;
  week: WeekRow[];
  holidays: HolidayRow[];
  dealerLicence: string | null;
  repairerLicence: string | null;
  rating: { average: number; count: number } | null;
  image: string | null;
  directionsHref: string;
  /**
   * View Our Stock (/search/{location-slug}); Contact Us on a manufacturer-locked site. A location without
   * sales has no stock to view: Book a Service for a service centre, Contact Us for a parts counter.
   */
  action: { label: string; href: string };
  primary: boolean;
}

export interface LocationViewOptions {
  now: Date;
  /** The site's manufacturer lock (spec: a locked site links the card to /contact). */
  manufacturer: string | null;
  /** /search or /used-car. */
  stockBase: string;
  /** Where Book a Service goes (/service, /ford-service or an external booking page). */
  serviceLink: string;
}

export { locationPath };

function cardAction(roles: LocationView["roles"], { manufacturer, stockBase, serviceLink }: LocationViewOptions, slug: string): LocationView["action"] {
  if (manufacturer) return { label: "Contact Us", href: "/contact" };
  if (roles.length === 0 || roles.includes("sales")) return { label: "View Our Stock", href: `${stockBase}/${slug}` };
  if (roles.includes("service")) return { label: "Book a Service", href: serviceLink };
  return { label: "Contact Us", href: "/contact" };
}

export function toLocationView(location: Location, options: LocationViewOptions): LocationView {
  const { now } = options;
  const roles = locationRoles(location);
  const zone = timeZoneOfState(location.address.state);
  const hours = { opening_hours: location.contact_detail.opening_hours, special_hours: location.special_hours };
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  const { street, city, state, postcode } = location.address;
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    href: locationPath(location),
    roles,
    street,
    locality: `${city} ${state} ${postcode}`,
    phone: phone ? { label: formatPhone(phone), href: telHref(phone) } : null,
    email: location.contact_detail.email,
    status: hours.opening_hours.length || hours.special_hours.length ? openStatus(hours, zone, now) : null,
    week: hours.opening_hours.length ? weekTable(hours, zone, now) : [],
    holidays: upcomingSpecialHours(hours, zone, now),
    dealerLicence: location.dealer_license_number,
    repairerLicence: location.motor_vehicle_repairer,
    rating: locationRating(location),
    image: location.image,
    directionsHref: directionsHref(location.address),
    action: cardAction(roles, options, location.slug),
    primary: location.primary,
  };
}
