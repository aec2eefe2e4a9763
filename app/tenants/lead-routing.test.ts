import { describe, expect, it } from "vitest";
import { findDeliveryDestination, leadDestinationsFor, leadRoutingWarnings } from "./lead-routing.ts";
import { locationSchema, siteConfigSchema } from "./tenant-document.ts";

const place = (id: number, email: string | null, primary = false) =>
  locationSchema.parse({
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    primary,
    address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
    contact_detail: { phone: "+61 7 3000 0000", email },
  });
const tenant = (locations: ReturnType<typeof place>[], lead_destinations: unknown[] = []) => ({ locations, config: siteConfigSchema.parse({ lead_destinations }) });

describe("leadDestinationsFor", () => {
  const twoPlaces = tenant([place(1, "north@dealer.example"), place(2, "south@dealer.example", true), place(3, null)]);

  it("emails a lead to its own location's address when the tenant has no destination", () => {
    expect(leadDestinationsFor(twoPlaces, 1, null)).toEqual([{ kind: "location-email", id: "location-1", email: "north@dealer.example", location_id: 1 }]);
  });

  it("sends a lead naming no location, or one without an address, to the primary location's", () => {
    expect(leadDestinationsFor(twoPlaces, null, null).map((d) => d.id)).toEqual(["location-2"]);
    expect(leadDestinationsFor(twoPlaces, 3, null).map((d) => d.id)).toEqual(["location-2"]);
    // A primary location without an address gives way to the first location with one.
    expect(leadDestinationsFor(tenant([place(1, null, true), place(2, "b@dealer.example")]), null, null).map((d) => d.id)).toEqual(["location-2"]);
  });

  it("uses the configured destinations, and only them, when there are any", () => {
    const crm = tenant([place(1, "north@dealer.example")], [{ id: "crm", kind: "webhook", url: "https://crm.example/hook", secret: "whsec-0123456789abcdef" }]);
    expect(leadDestinationsFor(crm, 1, null).map((d) => d.id)).toEqual(["crm"]);
  });

  it("has nowhere to send when no location has an address", () => {
    expect(leadDestinationsFor(tenant([place(1, null)]), 1, null)).toEqual([]);
  });
});

describe("findDeliveryDestination", () => {
  it("finds a queued location email by its id while the location still has an address", () => {
    expect(findDeliveryDestination(tenant([place(4, "a@dealer.example")]), "location-4")?.kind).toBe("location-email");
    expect(findDeliveryDestination(tenant([place(4, null)]), "location-4")).toBeUndefined();
    expect(findDeliveryDestination(tenant([place(4, "a@dealer.example")]), "crm")).toBeUndefined();
  });
});

describe("leadRoutingWarnings", () => {
  it("tells the operator where leads go when the tenant has no destination", () => {
    expect(leadRoutingWarnings(tenant([place(1, "north@dealer.example", true)]))[0]).toMatch(/^No lead destination: each lead is emailed to its location's address \(north@dealer\.example/);
    expect(leadRoutingWarnings(tenant([place(1, null)]))[0]).toMatch(/only stored and listed in the dealer console's inbox/);
    expect(leadRoutingWarnings(tenant([place(1, null)], [{ id: "adf", kind: "adf", email: "crm@dealer.example" }]))).toEqual([]);
  });
});
