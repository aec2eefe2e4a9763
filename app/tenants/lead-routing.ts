import { destinationsFor, type LeadDestination } from "./document/lead-destinations-section.ts";
import { primaryLocation, type Tenant } from "./tenant-document.ts";

/**
 * Where a tenant's leads go. A tenant with `lead_destinations` sends each lead to those that apply to it. A tenant
 * without any (a new tenant, a demo dealer, a dealer with no CRM) is never silent: each lead is emailed to the
 * address of its location, or of the primary location when the lead names none or its location has no address, as
 * a readable message (the lead is also in the console's inbox either way). These implied destinations are never
 * stored; their ids name the location, so a queued delivery finds its address again when it is sent.
 */
export type LocationEmailDestination = { kind: "location-email"; id: string; email: string; location_id: number };
export type DeliveryDestination = LeadDestination | LocationEmailDestination;

type Routable = Pick<Tenant, "locations"> & { config: Pick<Tenant["config"], "lead_destinations"> };

const LOCATION_PREFIX = "location-";

function locationEmail(location: Tenant["locations"][number] | null | undefined): LocationEmailDestination | null {
  const email = location?.contact_detail.email;
  return location && email ? { kind: "location-email", id: `${LOCATION_PREFIX}${location.id}`, email, location_id: location.id } : null;
}

/** The location whose address takes leads that name no location with one: the primary, else the first with an address. */
function fallbackLocationEmail(tenant: Routable): LocationEmailDestination | null {
  return locationEmail(primaryLocation(tenant)) ?? tenant.locations.map(locationEmail).find((d) => d !== null) ?? null;
}

/** The destinations that receive a lead for this location and dealership. */
export function leadDestinationsFor(tenant: Routable, locationId: number | null, dealershipId: number | null): DeliveryDestination[] {
  if (tenant.config.lead_destinations.length) return destinationsFor(tenant.config.lead_destinations, locationId, dealershipId);
  const own = locationEmail(tenant.locations.find((l) => l.id === locationId));
  const to = own ?? fallbackLocationEmail(tenant);
  return to ? [to] : [];
}

/** A queued delivery's destination by its id: a configured one, or a location's email (while that location has one). */
export function findDeliveryDestination(tenant: Routable, id: string): DeliveryDestination | undefined {
  const configured = tenant.config.lead_destinations.find((d) => d.id === id);
  if (configured || !id.startsWith(LOCATION_PREFIX)) return configured;
  const locationId = Number(id.slice(LOCATION_PREFIX.length));
  return locationEmail(tenant.locations.find((l) => l.id === locationId)) ?? undefined;
}

/** What the operator is told when a tenant is saved: how its leads will reach the dealer, when not through a CRM. */
export function leadRoutingWarnings(tenant: Routable): string[] {
  if (tenant.config.lead_destinations.length) return [];
  const fallback = fallbackLocationEmail(tenant);
  const emails = [...new Set(tenant.locations.map((l) => l.contact_detail.email).filter((e): e is string => Boolean(e)))];
  if (!fallback)
    return ["No lead destination and no location has an email address: leads are only stored and listed in the dealer console's inbox. Add config.lead_destinations or a location's contact_detail.email."];
  return [
    `No lead destination: each lead is emailed to its location's address (${emails.join(", ")}; leads naming no location go to ${fallback.email}) and listed in the dealer console's inbox. Add config.lead_destinations to send them to a CRM.`,
  ];
}
