import type { TenantDocumentInput } from "../../app/tenants/tenant-document.ts";
import type { VehicleInput } from "../../app/stock/vehicle-schema.ts";

/** A small valid tenant document; each test makes its own with a unique name. */
export function tenantDoc(name: string, overrides: Partial<TenantDocumentInput> = {}): TenantDocumentInput {
  return {
    name,
    template: "classic",
    hosts: [],
    config: { tagline: `${name} — quality cars` },
    dealerships: [{ id: 1, name, slug: "main" }],
    locations: [
      {
        id: 10,
        name: `${name} Brisbane`,
        slug: "brisbane",
        primary: true,
        dealership_id: 1,
        address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
        contact_detail: { phone: "+61 7 3000 0000", opening_hours: [{ weekday: 1, status: "Open", open: "08:00", close: "17:00" }] },
      },
    ],
    ...overrides,
  };
}

export function vehicle(id: number, overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    id,
    year: 2022,
    make: "Toyota",
    model: "HiLux",
    badge: "SR5",
    car_type: "used",
    price: 45990,
    km: 32000,
    status: "in_stock",
    created_at: "2026-11-01T00:00:00+10:00",
    location_id: 10,
    images: [{ url: "/media/demo/ute-white-side.webp" }],
    ...overrides,
  };
}
