import { describe, expect, it } from "vitest";
import { fillFigures } from "./claimed-figures.ts";
import { demoTenants } from "../demo/demo-tenants.ts";

describe("fillFigures", () => {
  it("fills the hero's tokens from the tenant's data", () => {
    expect(fillFigures("{vehicles} cars across {locations} locations", { vehicles: 1384, locations: 6 })).toBe("1,384 cars across 6 locations");
    expect(fillFigures("No figures {here}", { vehicles: 1, locations: 1 })).toBe("No figures {here}");
  });

  it("leaves no typed stock or location figure in the demo dealers' heroes (issue 13: 'Over 1,400' beside 1,384)", () => {
    for (const t of demoTenants(new Date("2026-11-24T00:00:00Z"))) {
      const copy = `${t.document.config?.hero_title ?? ""} ${t.document.config?.hero_subtitle ?? ""}`;
      expect(copy, t.slug).not.toMatch(/\d[\d,]*\+?\s*(new|used|cars|vehicles|locations)|\b(six|five|four|three|two) locations/i);
    }
  });
});
