import { describe, expect, it } from "vitest";
import { availableFilters, listLocations, locationRoles, parseLocationFilter } from "./location-list.ts";

const loc = (name: string, slug: string, location_type: "sales" | "service" | "parts" | "", extra: { visible?: boolean; location_subtype?: string[]; dealership_id?: number | null } = {}) => ({
  name,
  slug,
  location_type,
  visible: extra.visible ?? true,
  location_subtype: extra.location_subtype ?? [],
  dealership_id: extra.dealership_id ?? null,
});

const all = [
  loc("Springwood Service", "springwood-service", "service", { dealership_id: 2 }),
  loc("Capalaba", "capalaba", "sales", { location_subtype: ["service-and-parts"], dealership_id: 1 }),
  loc("Hidden Yard", "hidden-yard", "sales", { visible: false }),
  loc("Cleveland", "cleveland", "sales", { dealership_id: 1 }),
  loc("Parts Warehouse", "parts-warehouse", "parts", { location_subtype: ["buying"] }),
];

describe("locationRoles", () => {
  it("reads the type and the subtypes ('service-and-parts' counts as both)", () => {
    expect(locationRoles(all[1]!)).toEqual(["sales", "service", "parts"]);
    expect(locationRoles(all[4]!)).toEqual(["parts"]);
    expect(locationRoles(loc("Empty", "empty", ""))).toEqual([]);
  });
});

describe("listLocations", () => {
  it("lists visible locations by name", () => {
    expect(listLocations(all).map((l) => l.slug)).toEqual(["capalaba", "cleveland", "parts-warehouse", "springwood-service"]);
  });

  it("puts the tenant's ordered slugs first, then the rest by name (unknown slugs are ignored)", () => {
    expect(listLocations(all, { order: ["springwood-service", "nowhere", "cleveland"] }).map((l) => l.slug)).toEqual(["springwood-service", "cleveland", "capalaba", "parts-warehouse"]);
  });

  it("filters by role and by dealership", () => {
    expect(listLocations(all, { filter: "service" }).map((l) => l.slug)).toEqual(["capalaba", "springwood-service"]);
    expect(listLocations(all, { filter: "parts" }).map((l) => l.slug)).toEqual(["capalaba", "parts-warehouse"]);
    expect(listLocations(all, { filter: "sales", dealershipId: 1 }).map((l) => l.slug)).toEqual(["capalaba", "cleveland"]);
  });
});

describe("filters", () => {
  it("parses ?type=, refusing unknown values", () => {
    expect(parseLocationFilter(null)).toBe("all");
    expect(parseLocationFilter("")).toBe("all");
    expect(parseLocationFilter("service")).toBe("service");
    expect(parseLocationFilter("boats")).toBeNull();
  });

  it("offers a filter only for roles present, and none when every location does the same", () => {
    expect(availableFilters(all)).toEqual(["all", "sales", "service", "parts"]);
    expect(availableFilters([all[3]!, loc("Redlands", "redlands", "sales")])).toEqual([]);
  });
});
