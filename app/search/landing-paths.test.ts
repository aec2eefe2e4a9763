import { describe, expect, it } from "vitest";
import { allStockPath, bodyPath, carTypePath, makeModelPath, makePath, placePath } from "./landing-paths.ts";
import { pathFilters, type PathContext } from "./query.ts";

const ctx: PathContext = {
  makes: ["Mercedes-Benz", "Toyota"],
  models: [{ make: "Mercedes-Benz", model: "GLC 300" }, { make: "Toyota", model: "LandCruiser 70" }],
  bodies: ["peopleMover", "cabChassis", "suv"],
  locations: [{ slug: "brisbane-city", name: "Brisbane City" }],
  dealerships: [{ slug: "apex-toyota", name: "Apex Toyota" }],
};
const read = (path: string) => pathFilters(path.split("/").slice(2), ctx)?.facets;

describe("landing paths read back as the facet they were built from", () => {
  it("make, make and model, body, location, dealership, car type and all stock", () => {
    expect(read(makePath("/search", "Mercedes-Benz"))).toEqual({ make: ["Mercedes-Benz"] });
    expect(makeModelPath("/search", "Toyota", "LandCruiser 70")).toBe("/search/toyota/landcruiser-70");
    expect(read(makeModelPath("/search", "Mercedes-Benz", "GLC 300"))).toEqual({ make: ["Mercedes-Benz"], model: ["GLC 300"] });
    expect(bodyPath("/used-car", "peopleMover")).toBe("/used-car/people-mover");
    expect(read(bodyPath("/search", "cabChassis"))).toEqual({ body: ["cabChassis"] });
    expect(read(placePath("/search", "brisbane-city"))).toEqual({ location_name: ["Brisbane City"] });
    expect(read(placePath("/search", "apex-toyota"))).toEqual({ dealership_name: ["Apex Toyota"] });
    expect(read(carTypePath("/search", "demo"))).toEqual({ car_type: ["demo"] });
    expect(read(allStockPath("/search"))).toEqual({});
  });
});
