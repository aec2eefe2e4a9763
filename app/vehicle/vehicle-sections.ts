/**
 * The content sections a tenant switches on for its vehicle pages (config.vehicle_sections,
 * spec 001 §2 'Tabs or sections'): What's Included, Why Buy From Us?, Reserve Online and Protect
 * Your Car, with the business constants of spec 001 §9. Dealer comments, features, key
 * information and specifications have their own modules.
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { Dealership, SiteConfig } from "../tenants/tenant-document.ts";
import type { Rating } from "../tenants/ratings.ts";
import { formatNumber, formatPrice } from "../lib/format.ts";

export type VehicleSection = SiteConfig["vehicle_sections"][number];

export const SECTION_TITLES: Record<VehicleSection, string> = {
  "dealer-comments": "Dealer Comments",
  "whats-included": "What's Included",
  "why-buy-from-us": "Why Buy From Us?",
  "reserve-online": "Reserve Online",
  "protect-your-car": "Protect Your Car",
  features: "Features",
  "key-information": "Key Information",
  "car-summary": "Car Summary",
  "all-specifications": "All Specifications",
};

/** Used pre-owned promise (spec 001 §9). */
export const USED_PROMISE = ["48 hour money-back guarantee", "12 months roadside assist"] as const;
/** Certified pre-owned adds these (spec 001 §9). */
export const CERTIFIED_PROMISE = ["1 year warranty", "90 point inspection", "12 months roadside assist"] as const;
export const STANDARD_WARRANTY_YEARS = 3;

export interface IncludedItem {
  title: string;
  detail: string;
}

/** What comes with this car: the manufacturer's warranty for new and demo cars, the pre-owned (or certified) promise for used ones. */
export function whatsIncluded(vehicle: Pick<Vehicle, "car_type" | "certified" | "make">): IncludedItem[] {
  if (vehicle.car_type !== "used") {
    return [
      { title: `${STANDARD_WARRANTY_YEARS} year standard warranty`, detail: `${vehicle.make} factory warranty from the date of first registration.` },
      { title: "Pre-delivery inspection", detail: "Checked, detailed and ready to drive away." },
      { title: "Full tank on delivery", detail: "We hand over the keys with a full tank." },
    ];
  }
  if (vehicle.certified) {
    return [
      { title: CERTIFIED_PROMISE[0], detail: `${vehicle.make} Certified Pre-Owned warranty, on top of any remaining factory cover.` },
      { title: CERTIFIED_PROMISE[1], detail: "Inspected by factory-trained technicians before sale." },
      { title: CERTIFIED_PROMISE[2], detail: "24/7 help anywhere in Australia." },
      { title: USED_PROMISE[0], detail: "Change your mind within 48 hours and return the car." },
    ];
  }
  return [
    { title: USED_PROMISE[0], detail: "Change your mind within 48 hours and return the car." },
    { title: USED_PROMISE[1], detail: "24/7 help anywhere in Australia." },
    { title: "Independent history check", detail: "No written-off, stolen or encumbered cars." },
  ];
}

/** The dealer's reasons, with its review score (the dealership's one rating, app/tenants/ratings.ts) when it has one. */
export function whyBuyFromUs(dealership: Pick<Dealership, "name"> | null, rating: Rating | null, siteName: string): IncludedItem[] {
  const name = dealership?.name ?? siteName;
  const items: IncludedItem[] = [
    { title: "Transparent pricing", detail: "The price you see is the price you pay, with no hidden fees." },
    { title: "Finance in minutes", detail: "Pre-approval from our lending partners, often the same day." },
    { title: "Trade-ins welcome", detail: "A fair, fast valuation of your current car." },
  ];
  if (rating) {
    items.unshift({ title: `Rated ${rating.average.toFixed(1)} out of 5`, detail: `From ${formatNumber(rating.count)} reviews of ${name}.` });
  } else {
    items.unshift({ title: "Locally owned and operated", detail: `${name} is here before and after you buy.` });
  }
  return items;
}

export interface ReserveTerms {
  deposit: number;
  depositLabel: string;
  holdHours: number;
  refundable: boolean;
  summary: string;
}

/**
 * Reserve Online terms: the deposit from the car's payment processors (the first positive
 * amount), else the tenant's checkout deposit ($200 by default); held for hold_hours.
 */
export function reserveTerms(vehicle: Pick<Vehicle, "payment_processors">, config: Pick<SiteConfig, "checkout">): ReserveTerms | null {
  if (!config.checkout.enabled) return null;
  const fromCar = vehicle.payment_processors.find((p) => p.amount > 0)?.amount;
  const deposit = fromCar ?? config.checkout.deposit;
  const depositLabel = formatPrice(deposit) ?? "$200";
  const holdHours = config.checkout.hold_hours;
  const refundable = config.checkout.refundable;
  const summary = `Secure this car with a ${depositLabel} deposit${refundable ? " (100% refundable)" : ""}. We'll hold it for you for ${holdHours} hours.`;
  return { deposit, depositLabel, holdHours, refundable, summary };
}

export const PROTECT_YOUR_CAR: readonly IncludedItem[] = [
  { title: "Extended warranty", detail: "Cover for mechanical and electrical repairs for up to 5 years." },
  { title: "Paint and interior protection", detail: "Keep it looking new, backed by a written warranty." },
  { title: "Comprehensive insurance", detail: "Drive away insured, arranged with your finance." },
];
