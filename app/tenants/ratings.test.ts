import { describe, expect, it } from "vitest";
import { dealershipRating, locationRating } from "./ratings.ts";
import { demoTenants } from "../demo/demo-tenants.ts";
import { tenantDocumentSchema } from "./tenant-document.ts";

describe("dealershipRating", () => {
  const loc = (dealership_id: number | null, average_rating: number | null, review_count: number) => ({ dealership_id, average_rating, review_count });

  it("takes its locations' ratings together: counts summed, averages weighted by count", () => {
    const d = { id: 1, average_rating: 4.9, review_count: 963 };
    expect(dealershipRating(d, [loc(1, 4.7, 1284), loc(1, 4.5, 611), loc(2, 3.0, 50), loc(1, null, 0)])).toEqual({ average: 4.6, count: 1895 });
  });

  it("uses the dealership's own figures only when none of its locations is rated", () => {
    expect(dealershipRating({ id: 1, average_rating: 4.8, review_count: 2150 }, [loc(1, null, 0)])).toEqual({ average: 4.8, count: 2150 });
    expect(dealershipRating({ id: 1, average_rating: null, review_count: 0 }, [])).toBeNull();
    expect(locationRating({ average_rating: 4.2, review_count: 0 })).toBeNull();
  });

  it("gives each demo dealership one figure that matches its rated location (issue 13: 842 and 963 for Apex Gold Coast)", () => {
    const apex = tenantDocumentSchema.parse(demoTenants(new Date("2026-11-24T00:00:00Z")).find((t) => t.slug === "apex-motor-group")!.document);
    const goldCoast = apex.dealerships.find((d) => d.slug === "apex-gold-coast")!;
    const southport = apex.locations.find((l) => l.slug === "apex-southport")!;
    expect(dealershipRating(goldCoast, apex.locations)).toEqual(locationRating(southport));
  });
});
