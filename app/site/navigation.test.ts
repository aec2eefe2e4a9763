import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "../tenants/tenant-document.ts";
import { footerNavigation, headerNavigation, isPlannedPage } from "./navigation.ts";

const config = siteConfigSchema.parse({});

describe("navigation", () => {
  it("carries the default links of spec 000 §2", () => {
    const hrefs = JSON.stringify(headerNavigation(config));
    for (const href of ["/search/new-used-and-demo-cars", "/book-test-drive/", "/service", "/finance", "/trade-in", "/vehicle-parts-and-accessories", "/contact", "/special-offers"])
      expect(hrefs).toContain(`"${href}"`);
  });

  it("follows the tenant's service link and stock path switches", () => {
    const ford = siteConfigSchema.parse({ service_link: "/ford-service", used_car_path: true });
    const nav = JSON.stringify(headerNavigation(ford));
    expect(nav).toContain('"/ford-service"');
    expect(nav).toContain('"/used-car/used-cars"');
    expect(nav).not.toContain('"/service"');
    const external = headerNavigation(siteConfigSchema.parse({ service_link: "https://booking.example.com/x" }));
    expect(external.find((i) => i.label === "Service & Parts")?.external).toBe(true);
  });

  it("names the last footer group after the dealer", () => {
    const groups = footerNavigation(config, "Bayside Ford");
    expect(groups.map((g) => g.title)).toEqual(["Vehicles", "Buyer Tools", "Servicing and Parts", "Bayside Ford"]);
  });

  it("knows which pages are planned", () => {
    expect(isPlannedPage("/about-us/")).toBe(true);
    // Offers are built: their pages are real routes, not 'coming soon'.
    expect(isPlannedPage("/special-offers")).toBe(false);
    expect(isPlannedPage("/offers/12")).toBe(false);
    expect(isPlannedPage("/definitely-not-a-page")).toBe(false);
    // So are the locations pages, linked from the Company menu and the footer.
    for (const path of ["/locations", "/locations/capalaba", "/dealer-locator", "/contact-us/capalaba", "/our-location/capalaba"]) expect(isPlannedPage(path)).toBe(false);
    expect(JSON.stringify(headerNavigation(config))).toContain('"/locations"');
  });
});
