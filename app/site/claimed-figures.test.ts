import { describe, expect, it } from "vitest";
import { fillFigures } from "./claimed-figures.ts";
import { demoTenants } from "../demo/demo-tenants.ts";
import { siteConfigSchema } from "../tenants/tenant-document.ts";

describe("fillFigures", () => {
  it("fills the hero's tokens from the tenant's data", () => {
    expect(fillFigures("{vehicles} cars across {locations} locations", { vehicles: 1384, locations: 6 })).toBe("1,384 cars across 6 locations");
    expect(fillFigures("No figures {here}", { vehicles: 1, locations: 1 })).toBe("No figures {here}");
  });

  it("keeps the 'Sales this Month' clock off unless the tenant turns it on (issue 13: 4,453 on all four dealers)", () => {
    expect(siteConfigSchema.parse({}).sales_counter).toBe(false);
    for (const t of demoTenants(new Date("2026-11-24T00:00:00Z"))) expect(siteConfigSchema.parse(t.document.config ?? {}).sales_counter, t.slug).toBe(false);
  });

  it("leaves no typed stock or location figure in the demo dealers' heroes (issue 13: 'Over 1,400' beside 1,384)", () => {
    for (const t of demoTenants(new Date("2026-11-24T00:00:00Z"))) {
      const copy = `${t.document.config?.hero_title ?? ""} ${t.document.config?.hero_subtitle ?? ""}`;
      expect(copy, t.slug).not.toMatch(/\d[\d,]*\+?\s*(new|used|cars|vehicles|locations)|\b(six|five|four|three|two) locations/i);
    }
  });
});
