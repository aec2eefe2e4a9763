/**
 * The demo dealers' blog posts (spec 000 §2 /blog/vehicle-reviews), drawn with the demo vehicle artwork
 * (the seed renders every image a post names). Dates are relative to `now`, so the blog always looks current.
 */
import type { TenantDocumentInput } from "../tenants/tenant-document.ts";
import { exteriorImageUrl } from "./media.ts";

type PostInput = NonNullable<NonNullable<TenantDocumentInput["config"]>["blog_posts"]>[number];

const DAY = 86_400_000;
const daysAgo = (now: Date, n: number) => new Date(now.getTime() - n * DAY).toISOString().slice(0, 10);

export function apexBlogPosts(now: Date): PostInput[] {
  return [
    {
      slug: "rav4-hybrid-long-term-review",
      heading: "RAV4 Hybrid: three months and 6,000 km later",
      category: "Vehicle Reviews",
      date: daysAgo(now, 4),
      author: "Mel Nguyen",
      image: exteriorImageUrl("suv", "glacier-white", "front3q"),
      description: "Our long-termer averaged 5.1 L/100 km across school runs, a trip to Byron and one very muddy campsite. Here's what we learned.",
      body: "We picked up our RAV4 Cruiser Hybrid in winter and gave it every job a family SUV gets.\n\n## Fuel\nAcross 6,000 km it averaged 5.1 L/100 km — under 4.5 in town, closer to 6 on the highway with a roof box.\n\n## What we liked\n- Quiet, relaxed hybrid drivetrain\n- Generous boot with a full-size spare\n- Five-year warranty and capped-price servicing\n\n## What we'd change\nThe infotainment screen washes out in direct sun, and road noise picks up on coarse-chip surfaces.\n\nWant to try one? Book a test drive at Apex Mount Gravatt.",
    },
    {
      slug: "ranger-vs-hilux-tow-test",
      heading: "Ranger vs HiLux: we towed 3 tonnes up the Cunningham Gap",
      category: "Vehicle Reviews",
      date: daysAgo(now, 12),
      author: "Jack Brennan",
      image: exteriorImageUrl("ute", "blue", "front3q"),
      description: "Two of Australia's favourite utes, one caravan and a long, steep climb. Here's how they compared on power, stability and fuel.",
      body: "Both utes are rated to tow 3,500 kg, so we hitched up a 3-tonne caravan and headed west.\n\n## On the climb\nThe Ranger's V6 held 80 km/h without fuss; the HiLux needed a lower gear but never felt strained.\n\n## Fuel\n- Ranger V6: 17.8 L/100 km towing\n- HiLux 2.8: 16.9 L/100 km towing\n\nBoth are in stock at Apex Southport and Coomera.",
    },
    {
      slug: "winter-service-checklist",
      heading: "Five things to check before your winter road trip",
      category: "Tips & Advice",
      date: daysAgo(now, 20),
      author: null,
      image: exteriorImageUrl("hatch", "red", "front3q"),
      description: "Tyres, battery, wipers, coolant and a logbook service: our service team's quick checklist before you head off.",
      body: "- Tyres: tread depth and pressures, including the spare\n- Battery: cold mornings find weak ones\n- Wipers and washer fluid\n- Coolant level\n- A logbook service if one is due\n\nOur service centre at Upper Mount Gravatt can check all five while you wait.",
    },
    {
      slug: "parramatta-showroom-open",
      heading: "Our new Parramatta showroom is open",
      category: "News",
      date: daysAgo(now, 35),
      author: null,
      image: exteriorImageUrl("sedan", "black", "front3q"),
      description: "Five brands under one roof on Church Street, with a parts counter around the corner in Harris Park.",
      body: "Apex Parramatta opens its doors with five brands, a customer lounge and extended Thursday trading.\n\nCome and say hello — the coffee's on us.",
    },
  ];
}

export function baysideBlogPosts(now: Date): PostInput[] {
  return [
    {
      slug: "everest-platinum-review",
      heading: "Everest Platinum review: the family SUV that tows",
      category: "Vehicle Reviews",
      date: daysAgo(now, 6),
      author: "Bayside Ford team",
      image: exteriorImageUrl("suv", "graphite", "front3q"),
      description: "Seven seats, a 3.0-litre V6 and 3.5 tonnes of towing: why the Everest Platinum is our most-requested test drive this year.",
      body: "The Everest Platinum combines the Ranger's toughness with a proper family cabin.\n\n## Highlights\n- 3.0L V6 turbo-diesel, 10-speed automatic\n- 3,500 kg braked towing\n- Heated and cooled front seats, panoramic roof\n\nBook a test drive at Cleveland or Capalaba.",
    },
  ];
}
