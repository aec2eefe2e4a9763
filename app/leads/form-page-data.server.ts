/**
 * What the form pages' loaders hand to the browser: the tenant's form switches, its locations
 * (with the hours the test drive picker needs), the car a form is about, a fresh idempotency key,
 * and, for the success page and the trade-in steps, the lead so far. Routes stay thin.
 */

import crypto from "node:crypto";
import type { RouterContextProvider } from "react-router";
import type { Db } from "../db/client.server.ts";
import { findVehicleById } from "../stock/stock-store.server.ts";
import { formatPrice } from "../lib/format.ts";
import { imageUrl } from "../media/image-url.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import { isInStock } from "../stock/vehicle-status.ts";
import { primaryLocation, type Location, type Tenant } from "../tenants/tenant-document.ts";
import { formOptions } from "./lead-service.server.ts";
import { findLeadRow } from "./lead-store.server.ts";
import { timeZoneOfState } from "../lib/time-zones.ts";
import type { FormTokenData } from "./form-data.ts";

/** A location as the forms show it. */
export interface FormLocation {
  id: number;
  name: string;
  slug: string;
  type: Location["location_type"];
  subtypes: string[];
  dealershipId: number | null;
  phone: string | null;
  address: string;
  state: Location["address"]["state"];
  timeZone: string;
  hours: { opening_hours: Location["contact_detail"]["opening_hours"]; special_hours: Location["special_hours"] };
}

/** The car a form is about: what the summary card shows and the spec 001 enquiry defaults. */
export interface FormVehicle {
  id: number;
  slug: string;
  title: string;
  badge: string | null;
  price: string | null;
  priceType: string | null;
  km: number | null;
  image: string | null;
  carType: Vehicle["car_type"];
  tag: string | null;
  status: Vehicle["status"];
  inStock: boolean;
  stocknum: string | null;
  vin: string | null;
  make: string;
  model: string;
  locationId: number | null;
  dealershipSlug: string | null;
  rawPrice: number | null;
}

export type FormConfig = ReturnType<typeof formConfig>;

function toFormLocation(l: Location): FormLocation {
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    type: l.location_type,
    subtypes: l.location_subtype,
    dealershipId: l.dealership_id,
    phone: l.contact_detail.phone ?? l.contact_detail.landline_phone,
    address: `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`,
    state: l.address.state,
    timeZone: timeZoneOfState(l.address.state),
    hours: { opening_hours: l.contact_detail.opening_hours, special_hours: l.special_hours },
  };
}

/** The tenant's form settings, safe for the browser (no lead destinations). */
export function formConfig(tenant: Tenant) {
  const primary = primaryLocation(tenant);
  return {
    dealerName: tenant.name,
    options: formOptions(tenant),
    consentRequired: tenant.config.consent_required,
    commentsRequired: tenant.config.comments_required,
    categories: tenant.config.enquiry_categories,
    enquireButtonText: tenant.config.enquire_button_text,
    defaultState: tenant.config.default_form_state.toUpperCase() as Location["address"]["state"],
    multiStepEnquiry: tenant.config.multi_step_enquiry,
    serviceLink: tenant.config.service_link,
    locations: tenant.locations.filter((l) => l.visible).map(toFormLocation),
    dealerships: tenant.dealerships.map((d) => ({ id: d.id, name: d.name, slug: d.slug })),
    phone: primary ? (primary.contact_detail.phone ?? primary.contact_detail.landline_phone) : null,
    primaryLocationId: primary?.id ?? null,
  };
}

export function toFormVehicle(tenant: Tenant, v: Vehicle): FormVehicle {
  const location = tenant.locations.find((l) => l.id === v.location_id);
  const dealership = tenant.dealerships.find((d) => d.id === (v.dealership_id ?? location?.dealership_id));
  const image = v.images[0]?.url ?? null;
  return {
    id: v.id,
    slug: v.slug,
    title: vehicleTitle(v),
    badge: [v.badge, v.series].filter(Boolean).join(" ") || null,
    price: formatPrice(v.price),
    priceType: v.price_type,
    km: v.km,
    image: image ? imageUrl(image, { width: 480, height: 320 }) : null,
    carType: v.car_type,
    tag: v.tag,
    status: v.status,
    inStock: isInStock(v),
    stocknum: v.stocknum,
    vin: v.vin,
    make: v.make,
    model: v.model,
    locationId: v.location_id,
    dealershipSlug: dealership?.slug ?? null,
    rawPrice: v.price,
  };
}

export async function findFormVehicle(db: Db, tenant: Tenant, carId: string | null): Promise<FormVehicle | null> {
  if (!carId || !/^\d{1,15}$/.test(carId)) return null;
  const vehicle = await findVehicleById(db, tenant.id, Number(carId));
  if (!vehicle || !vehicle.show_on_dealer_website) return null;
  return toFormVehicle(tenant, vehicle);
}

/**
 * The common loader data of a form page: config, the car (from ?car_id=), a fresh idempotency key and
 * the page's form token (LeadFormShell renders it into every lead form; see form-token.server.ts).
 */
export async function formPageData(context: Readonly<RouterContextProvider>, request: Request) {
  const tenant = requireTenant(context);
  const { database, formTokens } = getServices(context);
  const url = new URL(request.url);
  const vehicle = await findFormVehicle(database.db, tenant, url.searchParams.get("car_id"));
  const formToken: FormTokenData = { value: formTokens.issue(tenant.id), minAgeMs: formTokens.minAgeMs };
  return { config: formConfig(tenant), vehicle, idempotencyKey: crypto.randomUUID(), now: Date.now(), formToken };
}

/** A stored lead of this tenant, as the success page and the trade-in steps need it. */
export async function findLead(db: Db, tenant: Tenant, leadId: string | null) {
  const row = await findLeadRow(db, tenant.id, leadId);
  if (!row) return null;
  const data = row.data as { fields?: Record<string, unknown>; vehicle?: { year?: number; make?: string; model?: string; slug?: string } | null; offer_accepted?: boolean };
  return {
    id: row.id,
    form: row.form,
    category: row.category,
    subcategory: row.subcategory,
    completed: row.formCompleted,
    locationId: row.locationId,
    fields: data.fields ?? {},
    vehicle: data.vehicle ?? null,
    offerAccepted: data.offer_accepted ?? false,
    valuation: (row.valuation as { low: number; high: number } | null) ?? null,
  };
}

export type FoundLead = NonNullable<Awaited<ReturnType<typeof findLead>>>;
