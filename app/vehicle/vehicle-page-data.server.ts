/**
 * Data of the vehicle page and its small APIs: the loader's typed page data, similar cars from
 * the tenant's search index and delivery quotes. Routes stay thin: they resolve the tenant and call these.
 */

import { pageClock } from "../platform/cache-policy.ts";
import type { MetaDescriptor } from "react-router";
import type { Db } from "../db/client.server.ts";
import type { StockIndex } from "../search/engine.ts";
import type { SearchHit } from "../search/search-document.ts";
import { jsonForScript } from "../lib/json-for-script.ts";
import { publicOrigin } from "../tenants/public-origin.ts";
import { breadcrumbListJsonLd } from "../lib/breadcrumb-item.ts";
import { locationPath } from "../tenants/location-path.ts";
import { allStockPath, carTypePath, makeModelPath, makePath } from "../search/landing-paths.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { type CardVehicle, toCardVehicle } from "../stock/card-config.ts";
import { findVehicleById, findVehicleBySlug, vehicleValuesById } from "../stock/stock-store.server.ts";
import { type Vehicle } from "../stock/vehicle-schema.ts";
import { type Location, type Tenant, primaryLocation } from "../tenants/tenant-document.ts";
import type { BreadcrumbItem } from "../lib/breadcrumb-item.ts";
import { dealerComments } from "./dealer-comments.ts";
import { type DeliveryQuote, deliveryQuote } from "./delivery-quote.ts";
import { currentLender, defaultFinanceInput, financeBounds, financeEligible, financeEstimate } from "./finance-maths.ts";
import { isInStock } from "../stock/vehicle-status.ts";
import { CAR_NOUN, stockNoun, titleNoun, type StockNoun } from "../stock/stock-noun.ts";
import { fuelCost } from "./fuel.ts";
import { vehicleDescription, vehicleJsonLd, vehicleMeta } from "./json-ld.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { allSpecifications, caravanSpecifications, featureList, keyInformation } from "./key-information.ts";
import { marketPriceIndicator } from "./market-price.ts";
import { defaultViewerMode, viewerModes, walkaroundSource } from "./viewer-modes.ts";
import { locationPhone, phoneShownIn } from "./phone-reveal.ts";
import { postcodeLookup } from "./postcodes.server.ts";
import { registrationStatus } from "./registration.ts";
import { pickSimilarCars, similarCarQueries, similarFromSlug, similarQueriesForGuess } from "./similar-car-search.ts";
import { ViewCountSnapshot, tenantViewCounts, viewCountSql } from "../platform/events.server.ts";
import { reserveTerms, whatsIncluded, whyBuyFromUs } from "./vehicle-sections.ts";
import { dealershipRating, locationRating } from "../tenants/ratings.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import type { Shopper } from "../accounts/accounts.server.ts";
import { activeHoldColumn, carReserveStateFrom, dealerDateTime } from "../checkout/checkout.server.ts";
import { findVehicleBySlugWith } from "../stock/stock-store.server.ts";
import { authenticateHref, reservationHref } from "../checkout/checkout-paths.ts";
import { showsReserved, type ReserveState } from "../checkout/availability.ts";

/** A car by its slug, or by its numeric id (the spec's /print?car_id= takes either). */
export async function findVehicle(db: Db, tenantId: number, slugOrId: string): Promise<Vehicle | null> {
  const bySlug = await findVehicleBySlug(db, tenantId, slugOrId);
  if (bySlug || !/^\d{1,15}$/.test(slugOrId)) return bySlug;
  return findVehicleById(db, tenantId, Number(slugOrId));
}

/** Whether the public site may show this car at all (the operator can hide one). */
export function isPublished(vehicle: Pick<Vehicle, "show_on_dealer_website">): boolean {
  return vehicle.show_on_dealer_website;
}

export function vehicleLocation(tenant: Pick<Tenant, "locations">, vehicle: Pick<Vehicle, "location_id">): Location | null {
  return vehicle.location_id === null ? null : (tenant.locations.find((l) => l.id === vehicle.location_id) ?? null);
}

function cardsFromHits(hits: readonly SearchHit[]): CardVehicle[] {
  return hits.map((h) => toCardVehicle(h, h.location_name ? { name: h.location_name, city: h.city ?? "" } : null));
}

/** Up to 6 similar cars in stock: same model first, then the price window (spec 001 §7). */
export function similarCars(index: StockIndex, vehicle: Vehicle, now: Date = new Date()): CardVehicle[] {
  const { results } = index.multiSearch(similarCarQueries(vehicle), now);
  return cardsFromHits(pickSimilarCars(results, vehicle.id));
}

/** Similar cars for a slug that no longer exists, guessing make and model from it. */
export function similarCarsForMissingSlug(index: StockIndex, slug: string, now: Date = new Date()): { guess: { make: string; model: string | null } | null; cars: CardVehicle[] } {
  const guess = similarFromSlug(slug, index.pathContext().models);
  if (!guess) return { guess: null, cars: [] };
  const { results } = index.multiSearch(similarQueriesForGuess(guess), now);
  return { guess, cars: cardsFromHits(pickSimilarCars(results, null)) };
}

/**
 * Where a shopper who followed a link to a car that is gone can look next (ADR 045): its make and model's stock and its
 * make's, when the site has any (a search for a model nobody stocks would be an empty page).
 */
export function searchLinksForGone(config: Tenant["config"], index: StockIndex, vehicle: Pick<Vehicle, "make" | "model">): { label: string; href: string }[] {
  const base = stockBase(config);
  const ctx = index.pathContext();
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const links: { label: string; href: string }[] = [];
  const pair = ctx.models.find((p) => same(p.make, vehicle.make) && same(p.model, vehicle.model));
  if (pair) links.push({ label: `${pair.make} ${pair.model} in stock`, href: makeModelPath(base, pair.make, pair.model) });
  const make = ctx.makes.find((m) => same(m, vehicle.make));
  if (make) links.push({ label: `All ${make} in stock`, href: makePath(base, make) });
  return links;
}

/** The locations that dispatch cars for delivery: visible sales yards (any location when none is). */
export function deliveryOrigins(tenant: Pick<Tenant, "locations">): Location[] {
  const sales = tenant.locations.filter((l) => l.visible && l.location_type === "sales");
  return sales.length ? sales : tenant.locations;
}

export function hasDelivery(tenant: Pick<Tenant, "config">): boolean {
  return tenant.config.delivery_regions.length > 0 || tenant.config.delivery_bands.length > 0;
}

/** A delivery quote for the calculator, without the internal distance. */
export function quoteDelivery(tenant: Tenant, postcode: string): { ok: true; price: number; name: string } | { ok: false; message: string } {
  const quote: DeliveryQuote = deliveryQuote(postcode.slice(0, 20), tenant.config, deliveryOrigins(tenant), postcodeLookup);
  return quote.ok ? { ok: true, price: quote.price, name: quote.name } : quote;
}

const CAR_TYPE_CRUMB = { new: "New", used: "Used", demo: "Demo" } as const;

/** `noun`: the tenant's stock noun, as its header names the same page ('Used Cars', 'New Vehicles'). */
export function vehicleBreadcrumbs(vehicle: Vehicle, config: Tenant["config"], noun: StockNoun = CAR_NOUN): BreadcrumbItem[] {
  const base = stockBase(config);
  return [
    { label: "Home", href: "/" },
    { label: `${CAR_TYPE_CRUMB[vehicle.car_type]} ${titleNoun(noun.many)}`, href: carTypePath(base, vehicle.car_type) },
    { label: vehicle.make, href: makePath(base, vehicle.make) },
    { label: vehicle.model, href: makeModelPath(base, vehicle.make, vehicle.model) },
    { label: vehicleFullTitle(vehicle) },
  ];
}

/** The switches of the tenant's config the page reads (never the whole config: it holds secrets). */
function pageConfig(config: Tenant["config"]) {
  return {
    phone_reveal: config.phone_reveal,
    print_enabled: config.print_enabled,
    checkout: config.checkout,
    chat_widget: config.chat_widget,
    enquire_button_text: config.enquire_button_text,
    gallery_default: config.gallery_default,
    share_hide_twitter: config.share_hide_twitter,
    share_copy_toast: config.share_copy_toast,
    vehicle_sections: config.vehicle_sections,
    show_views: config.show_views,
    certified_program_make: config.certified_program_make,
    just_arrived_days: config.just_arrived_days,
    fuel_tags: config.fuel_tags,
    runout_tag_green: config.runout_tag_green,
    finance: config.finance,
    base: stockBase(config),
  };
}

export type VehiclePageConfig = ReturnType<typeof pageConfig>;

function financeData(vehicle: Vehicle, config: Tenant["config"]) {
  if (!config.finance || !financeEligible(vehicle, config)) return null;
  const lender = currentLender(config)!;
  return {
    provider: config.finance.provider,
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    establishmentFee: lender.establishmentFees,
    disclaimer: lender.disclaimer,
    applicationUrl: config.finance.application_url,
    defaults: defaultFinanceInput(vehicle, config),
    bounds: financeBounds(config, vehicle.price),
    estimate: financeEstimate(vehicle, config),
  };
}

export type VehicleFinanceData = NonNullable<ReturnType<typeof financeData>>;

function locationSummary(location: Location | null) {
  if (!location) return null;
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    address: location.address,
    phone: locationPhone(location),
    email: location.contact_detail.email,
    openingHours: location.contact_detail.opening_hours,
    licence: location.dealer_license_number,
  };
}

export type VehicleLocationSummary = NonNullable<ReturnType<typeof locationSummary>>;

/**
 * The car's reservation as this page shows it (ADR 037): to everyone, Reserved while a deposit holds it; to the holder,
 * their hold and when it ends; to a shopper whose payment waits for their card's check, that payment. Null: the car
 * can be reserved (also while someone else's payment is in progress: their checkout is where that shows).
 */
function reservationView(tenant: Tenant, state: ReserveState) {
  switch (state.kind) {
    case "reserved":
      return { kind: "reserved" as const };
    case "mine":
      return { kind: "mine" as const, holdUntil: dealerDateTime(tenant, state.holdUntil), href: reservationHref(state.reservationId) };
    case "my-payment":
      return { kind: "my-payment" as const, resumeHref: authenticateHref(state.reservationId) };
    default:
      return null;
  }
}

export type VehicleReservationView = NonNullable<ReturnType<typeof reservationView>>;

/**
 * The fields of the car the page's components read in the browser (the loader's data is serialized into every page:
 * the car's own document also holds what the page shows through other fields, such as its features, comments and
 * specifications, or never shows). Issue 15: React Router's serialization costs per value.
 */
const PAGE_VEHICLE_FIELDS = [
  "id",
  "slug",
  "status",
  "car_type",
  "item_type",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "price",
  "before_price",
  "price_type",
  "km",
  "stocknum",
  "vin",
  "regplate",
  "certified",
  "tag",
  "colour",
  "body",
  "simple_body",
  "trans",
  "simple_transmission",
  "fuel",
  "simple_fuel",
  "dealership_id",
  "created_at",
  "images",
  "spin_images",
  "spin_interior_image",
  "hotspots",
  "specifications",
  "variant",
] as const satisfies readonly (keyof Vehicle)[];

export type PageVehicle = Pick<Vehicle, (typeof PAGE_VEHICLE_FIELDS)[number]>;

export function pageVehicle(vehicle: Vehicle): PageVehicle {
  const picked: Partial<Record<keyof Vehicle, unknown>> = {};
  for (const key of PAGE_VEHICLE_FIELDS) picked[key] = vehicle[key];
  // Of the variant's figures the page reads only the fuel calculator's (fuel.ts); the rest are in `specifications`.
  const consumption = vehicle.variant.fuelconsumptioncombined;
  picked.variant = consumption === undefined ? {} : { fuelconsumptioncombined: consumption };
  return picked as PageVehicle;
}

/**
 * What the page shows beside the car's document: its views when the tenant shows them; its active reservation (`hold`),
 * read for a signed-in shopper (it may be theirs) or with an unlisted car; or, for a signed-out shopper, whether search
 * shows the car Reserved (`listedReserved`: a paid deposit holds it), which is all the page then shows of a reservation.
 */
export type VehiclePageFacts = { views?: unknown; hold?: unknown; listedReserved?: boolean };

/**
 * The car at this slug with the page's facts (its views when the tenant shows them, its reservation when it takes
 * deposits) in one query: one round trip to the database instead of three (issue 15, ADR 054).
 */
export async function findVehiclePage(db: Db, tenant: Tenant, slug: string): Promise<{ vehicle: Vehicle; facts: VehiclePageFacts } | null> {
  const found = await findVehicleBySlugWith<"views" | "hold">(db, tenant.id, slug, factColumns(tenant));
  return found && { vehicle: found.vehicle, facts: found.values };
}

/**
 * The page's car and facts: a listed car's document from the tenant's search index (as fresh as the search results:
 * every stock change replaces the index in every process), any other car (sold and gone, unpublished, unknown) from
 * the database as before (ADR 058). For a listed car a signed-out shopper's page asks the database nothing: its views
 * come from the tenant's view counts, read once per interval (ADR 059), and its reservation from the index; a
 * signed-in shopper's page still reads the car's reservation, which may be their own.
 */
export async function vehiclePageSource(db: Db, tenant: Tenant, index: StockIndex, slug: string, shopper: Pick<Shopper, "id"> | null): Promise<{ vehicle: Vehicle; facts: VehiclePageFacts } | null> {
  const listed = index.listedVehicle(slug);
  if (!listed) return findVehiclePage(db, tenant, slug);
  const vehicle = listed.stored;
  const hold = activeHoldColumn(tenant);
  const [views, read] = await Promise.all([
    tenant.config.show_views ? viewCounts(db, tenant, index).views(vehicle.id) : undefined,
    shopper && hold ? vehicleValuesById(db, vehicle.id, { hold }) : undefined,
  ]);
  return { vehicle, facts: read ? { views, hold: read.hold } : { views, listedReserved: listed.shown.reserved } };
}

/**
 * Kept as long as a shared cache keeps a car's page (STOCK_PAGE's s-maxage): a page drawn from them is never older
 * than a copy the cache would have served.
 */
const VIEW_COUNTS_MAX_AGE_MS = 10_000;
/** Per index: they go when the tenant's index goes (a stock change, or the memory budget). */
const viewCountsByIndex = new WeakMap<StockIndex, ViewCountSnapshot>();

function viewCounts(db: Db, tenant: Tenant, index: StockIndex): ViewCountSnapshot {
  let counts = viewCountsByIndex.get(index);
  if (!counts) viewCountsByIndex.set(index, (counts = new ViewCountSnapshot(() => tenantViewCounts(db, tenant.id), VIEW_COUNTS_MAX_AGE_MS)));
  return counts;
}

function factColumns(tenant: Tenant) {
  return { views: tenant.config.show_views ? viewCountSql(tenant.id) : undefined, hold: activeHoldColumn(tenant) };
}

/**
 * The parts of a car's page drawn from the car and the tenant alone (and the site's public origin): its facts,
 * specifications, features, JSON-LD, meta tags, finance figures and the like. Nothing here depends on the time, the
 * request's query or the shopper.
 */
function vehicleParts(tenant: Tenant, vehicle: Vehicle, origin: string) {
  const config = tenant.config;
  const url = new URL(vehiclePath(vehicle), origin).href;
  const own = vehicleLocation(tenant, vehicle);
  const primary = primaryLocation(tenant);
  const location = own ?? primary;
  const inStock = isInStock(vehicle);
  const pageContext = { url, siteName: tenant.name, location, locationUrl: location?.visible ? new URL(locationPath(location), `${origin}/`).href : null };
  const dealership = tenant.dealerships.find((d) => d.id === (vehicle.dealership_id ?? location?.dealership_id)) ?? null;
  const rating = dealership ? dealershipRating(dealership, tenant.locations) : null;
  return {
    vehicle: pageVehicle(vehicle),
    title: vehicleFullTitle(vehicle),
    url,
    inStock,
    meta: vehicleMeta(vehicle, pageContext) as MetaDescriptor[],
    jsonLd: jsonForScript(vehicleJsonLd(vehicle, pageContext)),
    browse: inStock
      ? { href: makePath(stockBase(config), vehicle.make), label: `More ${vehicle.make} in stock` }
      : { href: allStockPath(stockBase(config)), label: "Browse all stock" },
    config: pageConfig(config),
    location: locationSummary(location),
    dealership: dealership ? { name: dealership.name, rating: rating?.average ?? null, reviews: rating?.count ?? 0 } : null,
    panelRating: (location && locationRating(location)) ?? rating,
    elsewhere: own && primary && own.id !== primary.id ? { city: own.address.city, name: own.name } : null,
    marketPrice: marketPriceIndicator(vehicle),
    finance: inStock ? financeData(vehicle, config) : null,
    fuel: fuelCost(vehicle),
    comments: dealerComments(vehicle.dealercomments),
    keyInformation: keyInformation(vehicle),
    summary: vehicleDescription(vehicle, location),
    caravan: caravanSpecifications(vehicle),
    specifications: allSpecifications(vehicle),
    features: featureList(vehicle),
    whatsIncluded: whatsIncluded(vehicle),
    whyBuyFromUs: whyBuyFromUs(dealership, rating, tenant.name),
    viewer: { modes: viewerModes(vehicle), initial: defaultViewerMode(vehicle, config), walkaround: walkaroundSource(vehicle) },
  };
}

type VehicleParts = ReturnType<typeof vehicleParts>;

/**
 * A listed car's parts are kept per index for the cars it showed last (ADR 061): every request of the same car drew
 * them again (~5% of its page's CPU, issue 15). The index's stored car and the tenant document are replaced on any
 * change, never changed in place, so parts drawn from the same two (and the same origin) are the same; they go with the
 * index. At most this many cars per index (a few KB each), the least recently shown dropped first.
 */
const VEHICLE_PARTS_KEPT = 32;
const partsByIndex = new WeakMap<StockIndex, Map<number, { vehicle: Vehicle; tenant: Tenant; origin: string; parts: VehicleParts }>>();

function keptVehicleParts(tenant: Tenant, vehicle: Vehicle, origin: string, index: StockIndex): VehicleParts {
  // Only the index's own copy of a listed car: a car read from the database is a new object on every request.
  if (index.listedVehicle(vehicle.slug)?.stored !== vehicle) return vehicleParts(tenant, vehicle, origin);
  let kept = partsByIndex.get(index);
  if (!kept) partsByIndex.set(index, (kept = new Map()));
  const entry = kept.get(vehicle.id);
  kept.delete(vehicle.id);
  if (entry && entry.vehicle === vehicle && entry.tenant === tenant && entry.origin === origin) {
    kept.set(vehicle.id, entry);
    return entry.parts;
  }
  const parts = vehicleParts(tenant, vehicle, origin);
  kept.set(vehicle.id, { vehicle, tenant, origin, parts });
  if (kept.size > VEHICLE_PARTS_KEPT) kept.delete(kept.keys().next().value!);
  return parts;
}

/**
 * Everything the page renders, from the car and the tenant. `postcode` is a delivery quote asked for without JavaScript.
 * `shopper`: the signed-in shopper (their page is never stored by a shared cache, ADR 022), or null.
 */
export function vehiclePageData(opts: {
  tenant: Tenant;
  vehicle: Vehicle;
  index: StockIndex;
  requestUrl: URL;
  shopper?: Pick<Shopper, "id"> | null;
  now?: Date;
  /** Read with the car (`findVehiclePage`). */
  facts: VehiclePageFacts;
}) {
  const { tenant, vehicle, index, requestUrl } = opts;
  const now = opts.now ?? pageClock();
  const config = tenant.config;
  const origin = publicOrigin(tenant, requestUrl);
  const parts = keptVehicleParts(tenant, vehicle, origin, index);
  const { inStock, url } = parts;
  const breadcrumbs = vehicleBreadcrumbs(vehicle, config, stockNoun(index.overview(now).facets.item_type));
  const postcode = requestUrl.searchParams.get("postcode");
  const { facts } = opts;
  const views = config.show_views ? vehicle.views + Number(facts.views ?? 0) : vehicle.views;
  // Signed out, the page shows what search shows (a hold's Reserved); the hold itself matters only to its shopper.
  const reserveState =
    facts.listedReserved === undefined
      ? carReserveStateFrom(tenant, vehicle, facts.hold, opts.shopper ?? null, now)
      : carReserveStateFrom(tenant, { status: vehicle.status, reserved: facts.listedReserved }, null, null, now);
  const reservation = reservationView(tenant, reserveState);

  return {
    vehicle: parts.vehicle,
    title: parts.title,
    url,
    siteName: tenant.name,
    websiteId: tenant.id,
    inStock,
    now: now.getTime(),
    meta: parts.meta,
    jsonLd: parts.jsonLd,
    breadcrumbs,
    breadcrumbJsonLd: jsonForScript(breadcrumbListJsonLd(breadcrumbs, origin, url)),
    /** Where 'see more' links go: the make's stock while the car is listed, else all stock (a sold car's make may have none). */
    browse: parts.browse,
    config: parts.config,
    location: parts.location,
    dealership: parts.dealership,
    /** The 'Talk to {location}' panel's stars: the location's own rating, as its location card shows, else the dealership's. */
    panelRating: parts.panelRating,
    /** Set when the car sits somewhere other than the primary location: the 'Located at' bar. */
    elsewhere: parts.elsewhere,
    views,
    registration: registrationStatus(vehicle, now),
    marketPrice: parts.marketPrice,
    finance: parts.finance,
    fuel: parts.fuel,
    delivery: inStock && hasDelivery(tenant) ? { postcode: postcode ?? "", result: postcode !== null ? quoteDelivery(tenant, postcode) : null } : null,
    comments: parts.comments,
    keyInformation: parts.keyInformation,
    summary: parts.summary,
    caravan: parts.caravan,
    specifications: parts.specifications,
    features: parts.features,
    whatsIncluded: parts.whatsIncluded,
    whyBuyFromUs: parts.whyBuyFromUs,
    /** The deposit's terms while the car can be reserved online (null once it is held, or not in stock). */
    reserve: inStock && !showsReserved(reserveState) ? reserveTerms(vehicle, config) : null,
    reservation,
    viewer: parts.viewer,
    /**
     * The dealer's number is masked wherever this page shows it, the site's header and footer too
     * (usePhoneGate reads this): the car the reveal is tracked for, and whether the URL asks for it shown.
     */
    phoneGate: inStock
      ? {
          vehicle: { id: vehicle.id, slug: vehicle.slug, dealership_id: vehicle.dealership_id, car_type: vehicle.car_type },
          websiteId: tenant.id,
          config: { phone_reveal: config.phone_reveal },
          shown: phoneShownIn(requestUrl),
        }
      : null,
    /** Not in stock: the similar cars are the page, so they come with it. */
    similar: inStock ? null : similarCars(index, vehicle, now),
  };
}

export type VehiclePageData = ReturnType<typeof vehiclePageData>;
