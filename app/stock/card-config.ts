import type { SiteConfig, Tenant } from "../tenants/tenant-document.ts";
import type { Vehicle } from "./vehicle-schema.ts";

/** What a stock card needs: a slim, serialisable slice of a vehicle (the full record stays on the server). */
export type CardVehicle = Pick<
  Vehicle,
  | "id"
  | "slug"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "price"
  | "price_type"
  | "km"
  | "car_type"
  | "status"
  | "tag"
  | "reserved"
  | "certified"
  | "created_at"
  | "simple_transmission"
  | "simple_fuel"
  | "simple_body"
  | "views"
  | "sold_date_timestamp"
  | "item_type"
> & { image: string | null; location_name: string | null; city: string | null };

export function toCardVehicle(v: Vehicle, location?: { name: string; city: string } | null): CardVehicle {
  return {
    id: v.id,
    slug: v.slug,
    year: v.year,
    make: v.make,
    model: v.model,
    badge: v.badge,
    series: v.series,
    price: v.price,
    price_type: v.price_type,
    km: v.km,
    car_type: v.car_type,
    status: v.status,
    tag: v.tag,
    reserved: v.reserved,
    certified: v.certified,
    created_at: v.created_at,
    simple_transmission: v.simple_transmission,
    simple_fuel: v.simple_fuel,
    simple_body: v.simple_body,
    views: v.views,
    sold_date_timestamp: v.sold_date_timestamp,
    item_type: v.item_type,
    image: v.images[0]?.url ?? null,
    location_name: location?.name ?? null,
    city: location?.city ?? null,
  };
}

/**
 * What a stock card draws: a CardVehicle without its city and sale date, which no card shows. A results page sends
 * only this for its 21 cards (their data rides in the page's HTML to be hydrated, issue 15).
 */
export type ResultCardVehicle = Omit<CardVehicle, "city" | "sold_date_timestamp">;

export function toResultCard(v: Vehicle, location?: { name: string; city: string } | null): ResultCardVehicle {
  const { city: _city, sold_date_timestamp: _sold, ...card } = toCardVehicle(v, location);
  return card;
}

/** The tenant switches a vehicle card reads. */
export type VehicleCardConfig = Pick<SiteConfig, "certified_program_make" | "just_arrived_days" | "fuel_tags" | "runout_tag_green" | "show_views" | "enquire_button_text">;

/** A car's location summary for cards. */
export function locationOf(tenant: Pick<Tenant, "locations">, v: Pick<Vehicle, "location_id">): { name: string; city: string } | null {
  const l = v.location_id ? tenant.locations.find((x) => x.id === v.location_id) : null;
  return l ? { name: l.name, city: l.address.city } : null;
}
