import { describe, expect, it } from "vitest";
import { locationSchema } from "../tenants/tenant-document.ts";
import { toLocationView } from "./location-view.ts";

const base = {
  id: 7,
  name: "Harbour Motors Cleveland",
  slug: "cleveland",
  address: { street: "150 Shore Street West", city: "Cleveland", state: "QLD", postcode: "4163", lat: -27.53, long: 153.27 },
  contact_detail: {
    phone: "+61 7 3821 4000",
    email: "sales@harbour.example",
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:00", close: "17:30" })),
  },
  special_hours: [{ date: "2025-12-25", name: "Christmas Day", status: "Closed" }],
  dealer_license_number: "MD 3009874",
  average_rating: 4.6,
  review_count: 120,
};
const options = { now: new Date("2025-12-17T00:00:00Z"), manufacturer: null, stockBase: "/search", serviceLink: "/service" };

describe("toLocationView", () => {
  it("gives a sales location's card: address, formatted phone, today's status, week, holidays, licence, rating and View Our Stock", () => {
    const view = toLocationView(locationSchema.parse(base), options);
    expect(view).toMatchObject({
      href: "/locations/cleveland",
      roles: ["sales"],
      street: "150 Shore Street West",
      locality: "Cleveland QLD 4163",
      phone: { label: "07 3821 4000", href: "tel:+61738214000" },
      status: { open: true, text: "Open today 8:00 am – 5:30 pm" },
      dealerLicence: "MD 3009874",
      rating: { average: 4.6, count: 120 },
      action: { label: "View Our Stock", href: "/search/cleveland" },
      directionsHref: "https://www.google.com/maps/dir/?api=1&destination=150%20Shore%20Street%20West%2C%20Cleveland%20QLD%204163",
    });
    expect(view.week).toHaveLength(7);
    expect(view.holidays).toEqual([{ date: "2025-12-25", day: "Thursday 25 December", name: "Christmas Day", hours: "Closed" }]);
  });

  it("links a manufacturer-locked site's card to /contact, a service centre to booking, a parts counter to contact", () => {
    expect(toLocationView(locationSchema.parse(base), { ...options, manufacturer: "Ford" }).action).toEqual({ label: "Contact Us", href: "/contact" });
    expect(toLocationView(locationSchema.parse({ ...base, location_type: "service" }), { ...options, serviceLink: "/ford-service" }).action).toEqual({ label: "Book a Service", href: "/ford-service" });
    expect(toLocationView(locationSchema.parse({ ...base, location_type: "parts" }), options).action).toEqual({ label: "Contact Us", href: "/contact" });
    // A location with no type at all is treated as a showroom.
    expect(toLocationView(locationSchema.parse({ ...base, location_type: "" }), options).action.label).toBe("View Our Stock");
  });

  it("shows no rating without reviews and no hours or status when the location has none", () => {
    const view = toLocationView(locationSchema.parse({ ...base, review_count: 0, contact_detail: { phone: null }, special_hours: [] }), options);
    expect(view.rating).toBeNull();
    expect(view.status).toBeNull();
    expect(view.week).toEqual([]);
    expect(view.phone).toBeNull();
  });
});
