import { describe, expect, it } from "vitest";
import { location } from "../vehicle/vehicle-fixtures.ts";
import { autoDealerJsonLd } from "./location-json-ld.ts";

const NOW = new Date("2026-11-24T00:00:00Z"); // Tuesday 24 November in Brisbane (10 am)

describe("autoDealerJsonLd", () => {
  const l = location({
    contact_detail: {
      phone: "07 3821 4000",
      email: "sales@example.com.au",
      opening_hours: [
        { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
        { weekday: 6, status: "Open", open: "09:00", close: "13:00" },
        { weekday: 0, status: "Closed" },
      ],
    },
    special_hours: [
      { date: "2026-12-25", name: "Christmas Day", status: "Closed" },
      { date: "2026-12-24", name: "Christmas Eve", status: "Open", start_hour: "08:30", end_hour: "12:00" },
      { date: "2026-11-01", name: "Long gone", status: "Closed" },
    ],
    average_rating: 4.6,
    review_count: 120,
  });
  const ld = autoDealerJsonLd(l, { url: "https://www.example.com.au/locations/brisbane-city", siteName: "Example Motors", now: NOW });

  it("names the dealer with its page, address, position and contact details", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      "@id": "https://www.example.com.au/locations/brisbane-city#dealer",
      name: "Brisbane City",
      url: "https://www.example.com.au/locations/brisbane-city",
      telephone: "+61738214000",
      email: "sales@example.com.au",
      address: { "@type": "PostalAddress", streetAddress: "1 Queen St", addressLocality: "Brisbane", addressRegion: "QLD", postalCode: "4000", addressCountry: "AU" },
      geo: { "@type": "GeoCoordinates", latitude: -27.4698, longitude: 153.0251 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 120 },
    });
  });

  it("lists the open days' hours, and the coming holidays as special hours (closed: 00:00 to 00:00)", () => {
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "08:30", closes: "17:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "09:00", closes: "13:00" },
    ]);
    expect(ld.specialOpeningHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", name: "Christmas Eve", validFrom: "2026-12-24", validThrough: "2026-12-24", opens: "08:30", closes: "12:00" },
      { "@type": "OpeningHoursSpecification", name: "Christmas Day", validFrom: "2026-12-25", validThrough: "2026-12-25", opens: "00:00", closes: "00:00" },
    ]);
  });

  it("leaves out what the location does not have", () => {
    const bare = autoDealerJsonLd(location({ contact_detail: {} }), { url: "https://x.com.au/locations/b", siteName: "X", now: NOW });
    expect(bare).not.toHaveProperty("telephone");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare).not.toHaveProperty("specialOpeningHoursSpecification");
    expect(bare).not.toHaveProperty("aggregateRating");
  });
});
