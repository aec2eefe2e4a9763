/**
 * A location as schema.org reads it (ADR 045): an AutoDealer with its address, geo position, telephone, email, weekly
 * opening hours and the coming holiday hours as special opening hours (a closed day opens and closes at 00:00, as
 * schema.org asks). Pure; put it in the page with `jsonForScript`.
 */

import { internationalPhone } from "../lib/phone.ts";
import { timeZoneOfState } from "../lib/time-zones.ts";
import type { Location } from "../tenants/tenant-document.ts";
import { addDays, hoursOn, pad, upcomingSpecialHours } from "./opening-hours.ts";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The location's @id: its page with a fragment, so a car's seller can point at the same dealer. */
export function autoDealerId(locationUrl: string): string {
  return `${locationUrl}#dealer`;
}

export function autoDealerJsonLd(location: Location, opts: { url: string; siteName: string; now: Date; image?: string | null }): Record<string, unknown> {
  const phone = location.contact_detail.phone ?? location.contact_detail.landline_phone;
  const week = location.contact_detail.opening_hours
    .filter((h) => h.status === "Open")
    .map((h) => ({ h, times: hoursOn({ opening_hours: [h], special_hours: [] }, "", h.weekday) }))
    .filter((x) => x.times !== null)
    .map(({ h, times }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${DAY_NAMES[h.weekday]}`, opens: hhmm(times!.open), closes: hhmm(times!.close) }));
  const hours = { opening_hours: location.contact_detail.opening_hours, special_hours: location.special_hours };
  const special = upcomingSpecialHours(hours, timeZoneOfState(location.address.state), opts.now).map((row) => {
    const times = hoursOn(hours, row.date, addDays(row.date, 0).weekday);
    return { "@type": "OpeningHoursSpecification", name: row.name, validFrom: row.date, validThrough: row.date, opens: times ? hhmm(times.open) : "00:00", closes: times ? hhmm(times.close) : "00:00" };
  });
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": autoDealerId(opts.url),
    name: location.name,
    url: opts.url,
    address: {
      "@type": "PostalAddress",
      streetAddress: location.address.street,
      addressLocality: location.address.city,
      addressRegion: location.address.state,
      postalCode: location.address.postcode,
      addressCountry: "AU",
    },
    geo: { "@type": "GeoCoordinates", latitude: location.address.lat, longitude: location.address.long },
    parentOrganization: { "@type": "Organization", name: opts.siteName },
  };
  if (phone) ld.telephone = internationalPhone(phone);
  if (location.contact_detail.email) ld.email = location.contact_detail.email;
  if (opts.image) ld.image = opts.image;
  if (week.length) ld.openingHoursSpecification = week;
  if (special.length) ld.specialOpeningHoursSpecification = special;
  if (location.average_rating !== null && location.review_count > 0)
    ld.aggregateRating = { "@type": "AggregateRating", ratingValue: location.average_rating, reviewCount: location.review_count, bestRating: 5, worstRating: 1 };
  return ld;
}
