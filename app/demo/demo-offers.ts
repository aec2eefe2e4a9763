/**
 * The demo dealers' special offers (spec 000 §2 'Offers'), drawn with the demo vehicle artwork
 * (`/media/demo/{family}-{paint}-{view}.webp`; the seed renders every image an offer names).
 * Dates are relative to `now`, so the demo always has running offers.
 */
import type { TenantDocumentInput } from "../tenants/tenant-document.ts";
import { catalogBody } from "./artwork/body-types.ts";
import { exteriorImageUrl } from "./media.ts";

type OfferInput = NonNullable<NonNullable<TenantDocumentInput["config"]>["offers"]>[number];

const DAY = 86_400_000;

/** YYYY-MM-DD in Australian Eastern Standard Time. */
function isoDate(ms: number): string {
  return new Date(ms + 10 * 3_600_000).toISOString().slice(0, 10);
}

function running(now: Date, startedDaysAgo: number, endsInDays: number): Pick<OfferInput, "start" | "expiry"> {
  return { start: isoDate(now.getTime() - startedDaysAgo * DAY), expiry: isoDate(now.getTime() + endsInDays * DAY) };
}

const DRIVE_AWAY_TERMS =
  "Drive away price includes 12 months registration, CTP insurance, dealer delivery and stamp duty for private buyers in QLD. Metallic paint is an extra $700. Offer available on new vehicles ordered and delivered by the expiry date or while stocks last. Not available with any other offer. Fleet, government and rental buyers excluded. The dealer reserves the right to end or vary the offer.";

const FINANCE_TERMS =
  "Finance offer available to approved ABN holders and personal applicants of approved credit through the dealer's finance partner. 2.99% p.a. comparison rate based on a 5 year secured consumer loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges, terms and conditions apply. Maximum term 60 months; no balloon.";

const SERVICE_TERMS = "Price applies to a standard logbook service for passenger vehicles up to 2.5 litres. Extra parts, fluids and labour are quoted before any work starts. Bookings essential.";

/** Apex, a multi-brand group: offer URLs carry the make (/offers/toyota/rav4-hybrid-gx-drive-away). */
export function apexOffers(now: Date): OfferInput[] {
  return [
    {
      id: "rav4-hybrid-gx-drive-away",
      name: "RAV4 Hybrid GX from $44,990 drive away",
      category: "Vehicle offer",
      manufacturer: "Toyota",
      model: { name: "RAV4", slug: "rav4", override_url: null },
      image: exteriorImageUrl(catalogBody("Toyota", "RAV4"), "glacier-white", "front3q"),
      description:
        "Australia's favourite SUV for less. Drive away in a new RAV4 Hybrid GX for $44,990 with a self-charging hybrid that sips 4.7 L/100 km, Toyota Safety Sense, an 8-inch touchscreen with wireless Apple CarPlay and Android Auto, and a 5 year unlimited km warranty.\n\nSee it at Apex Mount Gravatt this week.",
      disclaimer: DRIVE_AWAY_TERMS,
      ...running(now, 12, 40),
    },
    {
      id: "cx-5-finance-2-99",
      name: "Mazda CX-5: 2.99% p.a. comparison rate finance",
      category: "Finance offer",
      manufacturer: "Mazda",
      model: { name: "CX-5", slug: "cx-5", override_url: null },
      image: exteriorImageUrl(catalogBody("Mazda", "CX-5"), "red", "front3q"),
      description: "Low-rate finance on every new CX-5 in stock, with no deposit needed for approved buyers and terms from 1 to 5 years.",
      disclaimer: FINANCE_TERMS,
      ...running(now, 5, 26),
    },
    {
      id: "i30-factory-bonus",
      name: "Hyundai i30: $1,000 factory bonus",
      category: "Vehicle offer",
      manufacturer: "Hyundai",
      model: { name: "i30", slug: "i30", override_url: null },
      image: exteriorImageUrl(catalogBody("Hyundai", "i30"), "blue", "front3q"),
      description: "Take $1,000 off the price of any new i30 hatch delivered this month, on top of our sharpest drive away prices.",
      disclaimer: "Bonus applies to new i30 hatch models ordered and delivered by the expiry date. Not available to fleet, government or rental buyers.",
      ...running(now, 3, 18),
    },
    {
      id: "winter-service-check",
      name: "Winter service check for $149",
      category: "Service offer",
      image: exteriorImageUrl("sedan", "silver", "side"),
      description: "A 30-point check of your battery, tyres, brakes, wipers, lights and fluids, with a free wash and vacuum. Any make, any model, at Apex Service Centre Mount Gravatt.",
      disclaimer: SERVICE_TERMS,
      ...running(now, 20, 60),
    },
  ];
}

/** Bayside Ford is locked to Ford: its offer URLs are /offers/{id}. */
export function baysideOffers(now: Date): OfferInput[] {
  return [
    {
      id: "ranger-xlt-drive-away",
      name: "Ranger XLT from $59,990 drive away",
      category: "Vehicle offer",
      manufacturer: "Ford",
      model: { name: "Ranger", slug: "ranger", override_url: null },
      image: exteriorImageUrl(catalogBody("Ford", "Ranger"), "blue", "front3q"),
      description:
        "Australia's best-selling ute, ready for work and the weekend. The Ranger XLT double cab pick-up with the 2.0L bi-turbo diesel and 10-speed automatic is now $59,990 drive away, with a tow bar, tub liner and tinted windows included at no extra cost.\n\nLimited stock at Cleveland and Capalaba.",
      disclaimer: DRIVE_AWAY_TERMS,
      ...running(now, 10, 35),
    },
    {
      id: "everest-finance-2-99",
      name: "Everest Trend: 2.99% p.a. comparison rate",
      category: "Finance offer",
      manufacturer: "Ford",
      model: { name: "Everest", slug: "everest", override_url: null },
      image: exteriorImageUrl(catalogBody("Ford", "Everest"), "graphite", "front3q"),
      description: "Seven seats, 3.5 tonne towing and low-rate Ford Credit finance. Ask about 2.99% p.a. on a new Everest Trend with no deposit required for approved customers.",
      disclaimer: FINANCE_TERMS,
      ...running(now, 4, 28),
    },
    {
      id: "ford-service-from-299",
      name: "Ford capped price servicing from $299",
      category: "Service offer",
      manufacturer: "Ford",
      image: exteriorImageUrl(catalogBody("Ford", "Transit Custom"), "glacier-white", "side"),
      description: "Genuine Ford parts, Ford-trained technicians and a free loan car when you book ahead. Capped price servicing from $299 for the life of your eligible Ford.",
      disclaimer: SERVICE_TERMS,
      ...running(now, 30, 90),
    },
  ];
}

/** Highway Moto has one offer, so its page shows the single-offer layout. */
export function highwayOffers(now: Date): OfferInput[] {
  return [
    {
      id: "mt-07-ride-away",
      name: "Yamaha MT-07 from $11,999 ride away",
      category: "Vehicle offer",
      manufacturer: "Yamaha",
      model: { name: "MT-07", slug: "mt-07", override_url: null },
      image: exteriorImageUrl(catalogBody("Yamaha", "MT-07"), "blue", "side"),
      description:
        "The naked bike that does everything well. The MT-07's 689 cc CP2 twin pulls hard from low revs, it weighs just 184 kg wet and it's LAMS-approved in its learner version. Ride away from $11,999 including 12 months registration and CTP, a pre-delivery service and a free first service at 1,000 km.\n\nTest ride one at Highway Moto Tweed Heads — bring your licence and helmet, or borrow one of ours.",
      disclaimer:
        "Ride away price for a new 2025 MT-07 in Icon Blue, NSW registration. LAMS model $11,999 ride away; full-power model $12,499 ride away. Offer ends on the expiry date or while stocks last. Not available with any other offer.",
      ...running(now, 7, 45),
    },
  ];
}

/** Cityline sells used cars and has a chat widget: its Enquire button ('Message Now') opens the chat. */
export function citylineOffers(now: Date): OfferInput[] {
  return [
    {
      id: "certified-toyota-warranty",
      name: "Certified pre-owned Toyota: extra 1 year warranty",
      category: "Vehicle offer",
      manufacturer: "Toyota",
      model: { name: "Corolla", slug: "corolla", override_url: null },
      image: exteriorImageUrl(catalogBody("Toyota", "Corolla"), "glacier-white", "front3q"),
      description: "Every certified pre-owned Toyota comes with an extra year of warranty, a 90-point inspection and 12 months roadside assist — at no extra cost.",
      disclaimer: "Applies to Toyota vehicles under 5 years old and 100,000 km sold under the certified pre-owned program. Warranty terms and conditions apply; ask us for a copy.",
      ...running(now, 15, 60),
    },
    {
      id: "used-car-finance-6-99",
      name: "Used car finance from 6.99% p.a. comparison rate",
      category: "Finance offer",
      image: exteriorImageUrl("sedan", "pearl-white", "front3q"),
      description: "Fast, fair finance on any car in our yard. Approval in as little as an hour, terms from 1 to 7 years, and no early repayment fees.",
      disclaimer:
        "6.99% p.a. comparison rate based on a 5 year secured consumer loan of $30,000 for approved applicants with an excellent credit history, on vehicles up to 7 years old. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
      ...running(now, 8, 30),
    },
    {
      id: "trade-in-bonus-500",
      name: "$500 extra for your trade-in",
      category: "Trade-in offer",
      image: exteriorImageUrl("suv", "silver", "side"),
      description: "Trade in your current car when you buy from us this month and we'll add $500 to our valuation. Get your valuation online in two minutes.",
      disclaimer: "Bonus applies to one trade-in per vehicle purchased and delivered by the expiry date. The trade-in must be registered in the buyer's name.",
      ...running(now, 2, 21),
    },
  ];
}
