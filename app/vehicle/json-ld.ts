/**
 * What search engines and link previews read about a car: schema.org JSON-LD (a Car with an
 * Offer, sold by the location as an AutoDealer) and the page's title, description, OpenGraph and
 * Twitter card tags. Put the JSON-LD in the page with `jsonForScript` (app/search/search-page-data.ts),
 * which escapes '<' so no value can close the script element.
 */

import type { MetaDescriptor } from "react-router";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import type { Location } from "../tenants/tenant-document.ts";
import { formatKm, formatPrice } from "../lib/format.ts";
import { internationalPhone } from "../lib/phone.ts";
import { locationPhone } from "./phone-reveal.ts";

export interface VehiclePageContext {
  /** Absolute URL of the car's page; relative image URLs are resolved against it. */
  url: string;
  /** The dealer's site name, for titles and as the seller when the car has no location. */
  siteName: string;
  location: Location | null;
  /** Absolute URL of the location's own page (where its AutoDealer JSON-LD lives), when it has one. */
  locationUrl?: string | null;
}

const SCHEMA = "https://schema.org/";
/** Images listed in the JSON-LD; the first one is the preview image. */
export const JSON_LD_IMAGES = 10;

const CAR_TYPE_WORD: Record<Vehicle["car_type"], string> = { new: "New", used: "Used", demo: "Demo" };

/** in_stock InStock, coming_soon PreOrder, sold SoldOut; on hold and archived cars are not for sale: OutOfStock. */
export function availability(status: Vehicle["status"]): string {
  const map: Partial<Record<Vehicle["status"], string>> = { in_stock: "InStock", coming_soon: "PreOrder", sold: "SoldOut" };
  return SCHEMA + (map[status] ?? "OutOfStock");
}

/** schema.org has no demonstrator condition; a demo car is registered and driven, so it is Used. */
export function itemCondition(carType: Vehicle["car_type"]): string {
  return SCHEMA + (carType === "new" ? "NewCondition" : "UsedCondition");
}

/** 'Used 2021 Toyota HiLux SR5 for $45,990. 32,150 km, Automatic, Diesel. At Brisbane City, Brisbane QLD.' */
export function vehicleDescription(vehicle: Vehicle, location: Location | null): string {
  const price = formatPrice(vehicle.price);
  const facts = [formatKm(vehicle.km), vehicle.simple_transmission ?? vehicle.trans, vehicle.simple_fuel ?? vehicle.fuel].filter(Boolean).join(", ");
  const parts = [`${CAR_TYPE_WORD[vehicle.car_type]} ${vehicleFullTitle(vehicle)}${price ? ` for ${price}` : ""}.`];
  if (facts) parts.push(`${facts}.`);
  if (location) parts.push(`At ${location.name}, ${location.address.city} ${location.address.state}.`);
  return parts.join(" ");
}

/** Absolute image URLs, first `limit`. */
function imageUrls(vehicle: Pick<Vehicle, "images">, pageUrl: string, limit: number): string[] {
  return vehicle.images.slice(0, limit).map((image) => new URL(image.url, pageUrl).href);
}

/** Drops null, undefined and empty-string or empty-array values so the JSON only says what is known. */
function compact(obj: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)));
}

function seller(ctx: VehiclePageContext): Record<string, unknown> {
  const l = ctx.location;
  if (!l) return { "@type": "AutoDealer", name: ctx.siteName };
  const phone = locationPhone(l);
  return compact({
    "@type": "AutoDealer",
    "@id": ctx.locationUrl ? `${ctx.locationUrl}#dealer` : null,
    name: l.name,
    url: ctx.locationUrl,
    telephone: phone ? internationalPhone(phone) : null,
    address: {
      "@type": "PostalAddress",
      streetAddress: l.address.street,
      addressLocality: l.address.city,
      addressRegion: l.address.state,
      postalCode: l.address.postcode,
      addressCountry: "AU",
    },
  });
}

/** schema.org Car with its Offer. */
export function vehicleJsonLd(vehicle: Vehicle, ctx: VehiclePageContext): Record<string, unknown> {
  const priced = vehicle.price !== null && vehicle.price > 0;
  return compact({
    "@context": "https://schema.org",
    "@type": "Car",
    name: vehicleFullTitle(vehicle),
    description: vehicleDescription(vehicle, ctx.location),
    url: ctx.url,
    image: imageUrls(vehicle, ctx.url, JSON_LD_IMAGES),
    sku: vehicle.stocknum,
    brand: { "@type": "Brand", name: vehicle.make },
    model: vehicle.model,
    vehicleModelDate: String(vehicle.year),
    vehicleConfiguration: vehicle.badge,
    vehicleIdentificationNumber: vehicle.vin,
    mileageFromOdometer: vehicle.km !== null ? { "@type": "QuantitativeValue", value: vehicle.km, unitCode: "KMT" } : null,
    color: vehicle.colour,
    vehicleInteriorColor: vehicle.interior_colour,
    bodyType: vehicle.simple_body ?? vehicle.body,
    fuelType: vehicle.simple_fuel ?? vehicle.fuel,
    vehicleTransmission: vehicle.simple_transmission ?? vehicle.trans,
    driveWheelConfiguration: vehicle.simple_drive ?? vehicle.drive,
    numberOfDoors: vehicle.doors,
    seatingCapacity: vehicle.seats,
    itemCondition: itemCondition(vehicle.car_type),
    offers: compact({
      "@type": "Offer",
      url: ctx.url,
      price: priced ? vehicle.price : null,
      priceCurrency: priced ? "AUD" : null,
      availability: availability(vehicle.status),
      itemCondition: itemCondition(vehicle.car_type),
      seller: seller(ctx),
    }),
  });
}

/** Title, description, canonical link, OpenGraph and Twitter card tags for the car's page. */
export function vehicleMeta(vehicle: Vehicle, ctx: VehiclePageContext): MetaDescriptor[] {
  const name = vehicleFullTitle(vehicle);
  const title = `${name} · ${ctx.siteName}`;
  const description = vehicleDescription(vehicle, ctx.location);
  const [image] = imageUrls(vehicle, ctx.url, 1);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: ctx.url },
    { property: "og:type", content: "product" },
    { property: "og:title", content: name },
    { property: "og:description", content: description },
    { property: "og:url", content: ctx.url },
    { property: "og:site_name", content: ctx.siteName },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: name },
    { name: "twitter:description", content: description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { property: "og:image:alt", content: name }, { name: "twitter:image", content: image });
  if (vehicle.price !== null && vehicle.price > 0)
    tags.push({ property: "product:price:amount", content: String(vehicle.price) }, { property: "product:price:currency", content: "AUD" });
  return tags;
}
