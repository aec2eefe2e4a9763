/**
 * The listing feeds' formats (issue 14, ADR 044): Google vehicle ads (RSS 2.0 XML with the g: namespace), Meta's
 * automotive catalogue (CSV with JSON-path columns), and a plain JSON and CSV export. Pure: a vehicle and the tenant's
 * context in, one item's text out, so a feed of any size is written item by item (bounded memory).
 */

import type { Location, Tenant } from "../tenants/tenant-document.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import { absoluteUrl } from "../tenants/public-origin.ts";

export const FEED_FILES = ["google.xml", "meta.csv", "stock.json", "stock.csv"] as const;
export type FeedFile = (typeof FEED_FILES)[number];

export const FEED_CONTENT_TYPES: Record<FeedFile, string> = {
  "google.xml": "application/xml; charset=utf-8",
  "meta.csv": "text/csv; charset=utf-8",
  "stock.json": "application/json; charset=utf-8",
  "stock.csv": "text/csv; charset=utf-8",
};

export const FEED_LABELS: Record<FeedFile, string> = {
  "google.xml": "Google vehicle ads",
  "meta.csv": "Meta automotive catalogue",
  "stock.json": "Stock export (JSON)",
  "stock.csv": "Stock export (CSV)",
};

export type FeedContext = { tenant: Pick<Tenant, "name" | "slug" | "locations">; origin: string; generatedAt: Date };

// ---- Writers ---------------------------------------------------------------------------------------------------------

// Characters XML 1.0 does not allow at all (C0 controls other than tab, newline, carriage return; lone surrogates; U+FFFE/F).
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(value: string): string {
  return value.replace(XML_INVALID, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space; quotes doubled. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(",")}\r\n`;

// ---- Shared facts ----------------------------------------------------------------------------------------------------

/** The location a vehicle is sold from: its own, else the tenant's primary (null: the tenant has none). */
export function vehicleLocation(v: Pick<Vehicle, "location_id">, tenant: Pick<Tenant, "locations">): Location | null {
  return (v.location_id !== null ? tenant.locations.find((l) => l.id === v.location_id) : undefined) ?? primaryLocation(tenant);
}

/** The store code a location has in the feeds (Google's store_code, Meta's dealer_id): its slug. */
export const storeCode = (location: Pick<Location, "slug">) => location.slug;

const DESCRIPTION_MAX = 5000;

/** The dealer's comments, or a plain sentence of the car's facts when there are none; at most 5,000 characters. */
export function vehicleDescription(v: Vehicle): string {
  const comments = v.dealercomments?.replace(/\s+\n/g, "\n").trim();
  if (comments) return comments.length > DESCRIPTION_MAX ? `${comments.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : comments;
  const facts = [v.car_type === "new" ? "New" : v.car_type === "demo" ? "Demo" : "Used", vehicleFullTitle(v), v.colour && `in ${v.colour}`].filter(Boolean).join(" ");
  const more = [v.simple_transmission, v.simple_fuel, v.simple_drive, v.km !== null && v.car_type !== "new" ? `${v.km.toLocaleString("en-AU")} km` : null].filter(Boolean).join(", ");
  return `${facts}.${more ? ` ${more}.` : ""}`;
}

export function vehicleUrl(v: Pick<Vehicle, "slug">, origin: string): string {
  return absoluteUrl(vehiclePath(v), origin);
}

export function imageUrls(v: Pick<Vehicle, "images">, origin: string): string[] {
  return v.images.map((i) => absoluteUrl(i.url, origin));
}

const hasVin = (v: Pick<Vehicle, "vin">) => typeof v.vin === "string" && /^[A-HJ-NPR-Z0-9]{17}$/i.test(v.vin);
const hasPrice = (v: Pick<Vehicle, "price">) => v.price !== null && v.price > 0;

/**
 * How the price is stated, as Google's vehicle_price_type names it (Australia: new cars need a drive-away price,
 * estimated or not; used cars a drive-away or an excluding-government-charges price). From the vehicle's price_type
 * text ("Drive Away", "Excl. Govt. Charges", "EGC", "DAP", …); null when it does not say.
 */
export function googlePriceType(priceType: string | null): "drive_away_price" | "estimated_drive_away_price" | "excluding_government_charges_price" | null {
  const t = (priceType ?? "").toLowerCase().replace(/[^a-z+]/g, "");
  if (!t) return null;
  if (/^(egc|excl|excluding|plus|\+)|govt|government|orc|onroad/.test(t)) return "excluding_government_charges_price";
  if (/estimated|^edap$/.test(t)) return "estimated_drive_away_price";
  if (/driveaway|^dap$/.test(t)) return "drive_away_price";
  return null;
}

// ---- Google vehicle ads ----------------------------------------------------------------------------------------------

/** Why a listable vehicle is left out of the Google feed (Google would disapprove it), or null: it goes in. */
export function googleExclusion(v: Vehicle, tenant: Pick<Tenant, "locations">): string | null {
  if (v.item_type !== "car") return "not a car or ute (Google takes passenger vehicles only)";
  if (!hasPrice(v)) return "no price";
  if (!v.images.length) return "no photo";
  if (!hasVin(v)) return "no VIN";
  if (v.car_type !== "new" && v.km === null) return "no odometer reading";
  const type = googlePriceType(v.price_type);
  if (!type) return "price type not stated (drive-away or excl. government charges)";
  if (v.car_type === "new" && type === "excluding_government_charges_price") return "new car priced excl. government charges (Google needs drive-away)";
  if (!vehicleLocation(v, tenant)) return "no location";
  return null;
}

/** Google's category for cars, trucks and vans (Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans). */
export const GOOGLE_VEHICLE_CATEGORY = "916";

/** The attributes of one Google item, in order; a repeated attribute appears once per value. */
export function googleItemFields(v: Vehicle, ctx: FeedContext): [string, string | [string, string][]][] {
  const location = vehicleLocation(v, ctx.tenant)!;
  const images = imageUrls(v, ctx.origin);
  const code = storeCode(location);
  const fields: [string, string | [string, string][]][] = [
    ["id", String(v.id)],
    ["title", vehicleFullTitle(v)],
    ["description", vehicleDescription(v)],
    ["link", vehicleUrl(v, ctx.origin)],
    ["image_link", images[0]!],
    ...images.slice(1, 11).map((url): [string, string] => ["additional_image_link", url]),
    ["google_product_category", GOOGLE_VEHICLE_CATEGORY],
    ["condition", v.car_type === "new" ? "new" : "used"],
    ["price", `${v.price!.toFixed(2)} AUD`],
    ["vehicle_price_type", googlePriceType(v.price_type)!],
    ["brand", v.make],
    ["model", v.model],
    ["year", String(v.year)],
    ["mileage", `${v.car_type === "new" ? (v.km ?? 0) : v.km!} km`],
    ["VIN", v.vin!.toUpperCase()],
    ["store_code", code],
    [
      "vehicle_fulfillment",
      [
        ["option", "in_store"],
        ["store_code", code],
      ],
    ],
  ];
  if (v.badge) fields.push(["trim", v.badge]);
  if (v.colour) fields.push(["color", v.colour]);
  if (v.body) fields.push(["body_style", v.body]);
  if (v.certified && v.car_type !== "new") fields.push(["certified_pre-owned", "yes"]);
  return fields;
}

export function googleHeader(ctx: FeedContext): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `<title>${xmlText(`${ctx.tenant.name} vehicles`)}</title>\n<link>${xmlText(`${ctx.origin}/`)}</link>\n` +
    `<description>${xmlText(`Vehicles for sale at ${ctx.tenant.name}`)}</description>\n`
  );
}

export function googleItem(v: Vehicle, ctx: FeedContext): string {
  const lines = googleItemFields(v, ctx).map(([name, value]) =>
    typeof value === "string" ? `<g:${name}>${xmlText(value)}</g:${name}>` : `<g:${name}>${value.map(([n, s]) => `<g:${n}>${xmlText(s)}</g:${n}>`).join("")}</g:${name}>`,
  );
  return `<item>\n${lines.join("\n")}\n</item>\n`;
}

export const GOOGLE_FOOTER = `</channel>\n</rss>\n`;

// ---- Meta automotive catalogue ---------------------------------------------------------------------------------------

const META_BODY: Record<string, string> = {
  convertible: "CONVERTIBLE",
  softtop: "CONVERTIBLE",
  coupe: "COUPE",
  hardtop: "COUPE",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  peoplemover: "MINIVAN",
  ute: "TRUCK",
  cabchassis: "TRUCK",
  lighttruck: "TRUCK",
  suv: "SUV",
  "4x4": "SUV",
  sedan: "SEDAN",
  van: "VAN",
  wagon: "WAGON",
  stationwagon: "WAGON",
};
export const META_BODY_STYLES = ["CONVERTIBLE", "COUPE", "HATCHBACK", "MINIVAN", "TRUCK", "SUV", "SEDAN", "VAN", "WAGON", "CROSSOVER", "OTHER"] as const;

const META_FUEL: Record<string, string> = { petrol: "PETROL", gasoline: "GASOLINE", diesel: "DIESEL", hybrid: "HYBRID", phev: "PLUGIN_HYBRID", pluginhybrid: "PLUGIN_HYBRID", electric: "ELECTRIC", ev: "ELECTRIC", flex: "FLEX" };
export const META_FUEL_TYPES = ["DIESEL", "ELECTRIC", "FLEX", "GASOLINE", "HYBRID", "PETROL", "PLUGIN_HYBRID", "OTHER", "NONE"] as const;

const META_DRIVE: Record<string, string> = { fwd: "FWD", rwd: "RWD", awd: "AWD", "4wd": "4X4", "4x4": "4X4", "2wd": "TWO_WD", "4x2": "4X2" };
export const META_DRIVETRAINS = ["4X2", "4X4", "AWD", "FWD", "RWD", "TWO_WD", "OTHER", "NONE"] as const;

const key = (s: string | null) => (s ?? "").toLowerCase().replace(/[\s_-]+/g, "");

/** Why a listable vehicle is left out of the Meta catalogue, or null: it goes in. */
export function metaExclusion(v: Vehicle, tenant: Pick<Tenant, "locations">): string | null {
  if (v.item_type !== "car") return "not a car or ute (the automotive catalogue takes cars)";
  if (!hasPrice(v)) return "no price";
  if (!v.images.length) return "no photo";
  if (!hasVin(v)) return "no VIN";
  if (!v.colour) return "no colour";
  if (!vehicleLocation(v, tenant)) return "no location";
  return null;
}

/** The Meta columns: JSON-path names for nested fields (mileage, address), the images as one JSON-encoded array. */
export const META_COLUMNS = [
  "vehicle_id",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "trim",
  "mileage.value",
  "mileage.unit",
  "image",
  "body_style",
  "transmission",
  "fuel_type",
  "drivetrain",
  "exterior_color",
  "interior_color",
  "vin",
  "price",
  "state_of_vehicle",
  "availability",
  "date_first_on_lot",
  "stock_number",
  "dealer_id",
  "dealer_name",
  "dealer_phone",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
] as const;

export function metaRow(v: Vehicle, ctx: FeedContext): Record<(typeof META_COLUMNS)[number], string> {
  const location = vehicleLocation(v, ctx.tenant)!;
  const trans = key(v.simple_transmission ?? v.trans);
  return {
    vehicle_id: String(v.id),
    title: vehicleFullTitle(v),
    description: vehicleDescription(v),
    url: vehicleUrl(v, ctx.origin),
    make: v.make,
    model: v.model,
    year: String(v.year),
    trim: v.badge ?? "",
    "mileage.value": String(v.km ?? 0),
    "mileage.unit": "KM",
    image: JSON.stringify(imageUrls(v, ctx.origin).slice(0, 20).map((url, i) => ({ url, tag: [i === 0 ? "Exterior" : "Vehicle"] }))),
    body_style: META_BODY[key(v.simple_body ?? v.body)] ?? "OTHER",
    transmission: trans.startsWith("auto") ? "AUTOMATIC" : trans.startsWith("manual") ? "MANUAL" : "",
    fuel_type: META_FUEL[key(v.simple_fuel ?? v.fuel)] ?? "OTHER",
    drivetrain: META_DRIVE[key(v.simple_drive ?? v.drive)] ?? "OTHER",
    exterior_color: v.colour!,
    interior_color: v.interior_colour ?? "",
    vin: v.vin!.toUpperCase(),
    price: `${v.price!.toFixed(2)} AUD`,
    state_of_vehicle: v.car_type === "new" ? "NEW" : v.certified ? "CPO" : "USED",
    availability: "AVAILABLE",
    date_first_on_lot: v.created_at.slice(0, 10),
    stock_number: v.stocknum ?? "",
    dealer_id: storeCode(location),
    dealer_name: location.name.includes(ctx.tenant.name) ? location.name : `${ctx.tenant.name} ${location.name}`,
    dealer_phone: location.contact_detail.phone ?? "",
    "address.addr1": location.address.street,
    "address.city": location.address.city,
    "address.region": location.address.state,
    "address.postal_code": location.address.postcode,
    "address.country": "AU",
    latitude: String(location.address.lat),
    longitude: String(location.address.long),
  };
}

export const metaHeader = () => csvLine(META_COLUMNS);
export const metaLine = (v: Vehicle, ctx: FeedContext) => {
  const row = metaRow(v, ctx);
  return csvLine(META_COLUMNS.map((c) => row[c]));
};

// ---- Plain exports ---------------------------------------------------------------------------------------------------

/** Fields of the stored vehicle that stay inside Forecourt (market figures, counters, payment set-up). */
const INTERNAL_FIELDS = ["autograb_data", "views", "payment_processors"] as const;

/** The vehicle as other systems may see it: no internal fields, its page and pictures as absolute URLs. */
export function publicVehicleDocument(v: Vehicle, origin: string, listable: boolean): Record<string, unknown> {
  const doc: Record<string, unknown> = { ...v };
  for (const f of INTERNAL_FIELDS) delete doc[f];
  return {
    ...doc,
    url: vehicleUrl(v, origin),
    listable,
    images: v.images.map((i) => ({ ...i, url: absoluteUrl(i.url, origin), ...(i.thumb ? { thumb: absoluteUrl(i.thumb, origin) } : {}) })),
    spin_images: v.spin_images.map((u) => absoluteUrl(u, origin)),
  };
}

export function stockJsonHeader(ctx: FeedContext): string {
  return `{"tenant":${JSON.stringify({ slug: ctx.tenant.slug, name: ctx.tenant.name })},"generated_at":${JSON.stringify(ctx.generatedAt.toISOString())},"vehicles":[\n`;
}
export const stockJsonItem = (v: Vehicle, ctx: FeedContext, first: boolean) => `${first ? "" : ",\n"}${JSON.stringify(publicVehicleDocument(v, ctx.origin, true))}`;
export const STOCK_JSON_FOOTER = "\n]}\n";

export const STOCK_CSV_COLUMNS = [
  "id",
  "stock_number",
  "vin",
  "rego",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "condition",
  "status",
  "price",
  "price_type",
  "km",
  "colour",
  "body",
  "fuel",
  "transmission",
  "drive",
  "location",
  "url",
  "images",
] as const;

export function stockCsvLine(v: Vehicle, ctx: FeedContext): string {
  const location = vehicleLocation(v, ctx.tenant);
  return csvLine([
    v.id,
    v.stocknum,
    v.vin,
    v.regplate,
    v.year,
    v.make,
    v.model,
    v.badge,
    v.series,
    v.car_type,
    v.status,
    v.price,
    v.price_type,
    v.km,
    v.colour,
    v.simple_body ?? v.body,
    v.simple_fuel ?? v.fuel,
    v.simple_transmission ?? v.trans,
    v.simple_drive ?? v.drive,
    location?.name ?? null,
    vehicleUrl(v, ctx.origin),
    imageUrls(v, ctx.origin).join(" "),
  ]);
}
