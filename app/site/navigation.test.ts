import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "../tenants/tenant-document.ts";
import { footerNavigation, headerNavigation } from "./navigation.ts";

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

  it("has a Models dropdown only when the tenant has models: up to three categories in its order, Our Stock and Contact Us", () => {
    expect(headerNavigation(config).map((i) => i.label)).not.toContain("Models");
    const models = ["Trucks", "SUVs", "Vans", "Performance"].map((c, i) => ({ name: `M${i}`, slug: `m${i}`, manufacturer_name: "Ford", manufacturer_body: c }));
    const menu = headerNavigation(siteConfigSchema.parse({ models })).find((i) => i.label === "Models");
    expect(menu?.children?.map((c) => [c.label, c.href])).toEqual([
      ["Trucks", "/models?body=truck"],
      ["SUVs", "/models?body=suv"],
      ["Vans", "/models?body=van"],
      ["All Models", "/models"],
      ["Our Stock", "/search/new-used-and-demo-cars"],
      ["Contact Us", "/contact"],
    ]);
    // The mega-menu's tiles: the same three categories, each model with its page and badge.
    expect(menu?.groups?.map((g) => [g.title, g.models.map((m) => [m.label, m.href, m.badge])])).toEqual([
      ["Trucks", [["M0", "/models/m0", "New"]]],
      ["SUVs", [["M1", "/models/m1", "New"]]],
      ["Vans", [["M2", "/models/m2", "New"]]],
    ]);
  });

  it("names the last footer group after the dealer", () => {
    const groups = footerNavigation(config, "Bayside Ford");
    expect(groups.map((g) => g.title)).toEqual(["Vehicles", "Buyer Tools", "Servicing and Parts", "Bayside Ford"]);
  });

  it("links the reviews page when there are reviews to show, and leaves out switched-off content pages", () => {
    const dealerLinks = (c: typeof config) => footerNavigation(c, "Bayside Ford")[3]!.links.map((l) => l.href);
    const item = { id: 1, customer_name: "Ava Brown", text: "Great service.", rating: 5, review_date: "2026-11-01" };
    expect(dealerLinks(siteConfigSchema.parse({ reviews: { items: [item] } }))).toContain("/reviews");
    expect(dealerLinks(config)).not.toContain("/reviews");
    expect(dealerLinks(siteConfigSchema.parse({ reviews: { items: [{ ...item, rating: 3 }] } }))).not.toContain("/reviews");
    expect(dealerLinks(siteConfigSchema.parse({ reviews: { hidden: true, items: [item] } }))).not.toContain("/reviews");
    const off = siteConfigSchema.parse({ content_pages: { fleet: false, "about-us": false } });
    expect(JSON.stringify(footerNavigation(off, "Bayside Ford"))).not.toContain('"/fleet"');
    const company = headerNavigation(off).find((i) => i.label === "Company")!;
    expect(company.href).toBe("/locations");
    expect(company.children!.map((l) => l.href)).toEqual(["/locations", "/careers", "/contact"]);
  });

  it("links the locations pages, and the blog only when the dealer has posts", () => {
    expect(JSON.stringify(headerNavigation(config))).toContain('"/locations"');
    const dealerLinks = (c: typeof config) => footerNavigation(c, "Dealer").at(-1)!.links.map((l) => l.href);
    expect(dealerLinks(config)).not.toContain("/blog");
    const withPosts = siteConfigSchema.parse({ blog_posts: [{ slug: "hello", heading: "Hello", date: "2026-11-01" }] });
    expect(dealerLinks(withPosts)).toContain("/blog");
  });
});

describe("navigation from what the tenant has", () => {
  const bikesAndVans = { noun: { one: "vehicle", many: "vehicles" }, carTypes: ["new", "used"], bodies: [{ value: "motorcycle", count: 68 }, { value: "caravan", count: 32 }] };

  it("links no model category the tenant has no models in, and a tenant without models to the bodies in its stock", () => {
    const vehicles = (c: typeof config, stock = bikesAndVans) => footerNavigation(c, "Highway Moto", stock).find((g) => g.title === "Vehicles")?.links.map((l) => [l.label, l.href]);
    expect(vehicles(config)).toEqual([
      ["Motorcycle", "/search/motorcycle"],
      ["Caravan", "/search/caravan"],
    ]);
    const models = [{ name: "Ranger", slug: "ranger", manufacturer_name: "Ford", manufacturer_body: "Trucks" }, { name: "Puma", slug: "puma", manufacturer_name: "Ford", manufacturer_body: "SUVs", status: "coming_soon" }];
    expect(vehicles(siteConfigSchema.parse({ models }))).toEqual([
      ["SUVs", "/models?body=suv"],
      ["Trucks", "/models?body=trucks"],
      ["Future Vehicles", "/models?body=future-vehicles"],
    ]);
    expect(footerNavigation(config, "Empty", { ...bikesAndVans, bodies: [] }).map((g) => g.title)).not.toContain("Vehicles");
  });

  it("links only the car types in stock, named for what the tenant sells", () => {
    const buyerTools = footerNavigation(config, "Highway Moto", bikesAndVans).find((g) => g.title === "Buyer Tools")!.links.map((l) => [l.label, l.href]);
    expect(buyerTools.slice(0, 2)).toEqual([
      ["New Vehicles", "/search/new-cars"],
      ["Used Vehicles", "/search/used-cars"],
    ]);
    const usedCars = { noun: { one: "car", many: "cars" }, carTypes: ["used"], bodies: [] };
    const stock = headerNavigation(siteConfigSchema.parse({ stock_links: ["used-cars", "demo-cars", "new-cars"] }), usedCars).find((i) => i.label === "Our Stock")!;
    expect(stock.children!.map((l) => l.label)).toEqual(["All Stock", "Used Cars"]);
  });
});
