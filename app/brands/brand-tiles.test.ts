import { describe, expect, it } from "vitest";
import { siteConfigSchema, tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { brandHref, brandModels, brandSections, brandStatFigures, findBrandPage } from "./brand-tiles.ts";

const config = (extra: Record<string, unknown>) => siteConfigSchema.parse(extra);

describe("the brand tile schema", () => {
  it("fills defaults and rejects duplicates, unknown groups and external logos", () => {
    expect(config({ brands: [{ title: "Toyota", slug: "toyota" }] }).brands[0]).toEqual({ title: "Toyota", slug: "toyota", logo: null, banner: null, description: "", skipPage: false, group: "car" });
    const doc = (brands: unknown[]) => tenantDocumentSchema.safeParse({ name: "X", template: "classic", config: { brands } });
    expect(doc([{ title: "Toyota", slug: "toyota" }, { title: "Toyota", slug: "toyota" }]).error?.issues[0]?.message).toBe("duplicate brand slug toyota");
    expect(doc([{ title: "Toyota", slug: "toyota", group: "boat" }]).success).toBe(false);
    expect(doc([{ title: "Toyota", slug: "toyota", logo: "https://cdn.example.com/toyota.png" }]).success).toBe(false);
  });

  it("keeps the stats banner off until figures are set", () => {
    expect(config({}).brand_stats).toEqual([]);
    expect(config({ brand_stats: [{ stat: "locations" }, { stat: "years", since: 1994, label: "Years in Brisbane" }] }).brand_stats).toEqual([
      { stat: "locations" },
      { stat: "years", since: 1994, label: "Years in Brisbane" },
    ]);
  });

  it("reads a typed figure of an old document but never keeps it (issue 13: '50+ locations' with 6)", () => {
    expect(config({ brand_stats: [{ figure: "50+", label: "Locations" }, { stat: "brands" }] }).brand_stats).toEqual([{ stat: "brands" }]);
    expect(siteConfigSchema.safeParse({ brand_stats: [{ stat: "years" }] }).success).toBe(false);
  });
});

describe("the stats banner's figures", () => {
  const data = {
    locations: [{ visible: true }, { visible: true }, { visible: false }],
    brands: [{ group: "car" as const }, { group: "truck" as const }, { group: "our" as const }],
  };
  it("counts visible locations, brands outside Our Brands and years since founding", () => {
    const stats = config({ brand_stats: [{ stat: "locations" }, { stat: "brands" }, { stat: "years", since: 1994 }] }).brand_stats;
    expect(brandStatFigures(stats, data, new Date("2026-11-24T00:00:00Z"))).toEqual([
      { figure: "2", label: "Locations" },
      { figure: "2", label: "Brands" },
      { figure: "32", label: "Years" },
    ]);
  });
  it("leaves out a figure of 0 and keeps a configured label", () => {
    const stats = config({ brand_stats: [{ stat: "brands", label: "Makes we sell" }, { stat: "locations" }] }).brand_stats;
    expect(brandStatFigures(stats, { locations: [], brands: [{ group: "car" }] }, new Date())).toEqual([{ figure: "1", label: "Makes we sell" }]);
  });
});

describe("the /brands sections", () => {
  const c = config({
    brands: [
      { title: "Yamaha", slug: "yamaha", group: "motorcycle" },
      { title: "Toyota", slug: "toyota" },
      { title: "Apex Finance", slug: "apex-finance", group: "our" },
      { title: "Hino", slug: "hino", group: "truck", skipPage: true },
      { title: "Mazda", slug: "mazda" },
    ],
  });

  it("lists Car, Motorcycle, Truck and Our Brands in that order with the tenant's tile order, leaving out empty sections", () => {
    expect(brandSections(c.brands, "/search").map((s) => [s.title, s.tiles.map((t) => t.title)])).toEqual([
      ["Car Brands", ["Toyota", "Mazda"]],
      ["Motorcycle Brands", ["Yamaha"]],
      ["Truck Brands", ["Hino"]],
      ["Our Brands", ["Apex Finance"]],
    ]);
    expect(brandSections([], "/search")).toEqual([]);
  });

  it("links a tile to /{slug}/overview, or to the brand's stock when it has no page", () => {
    expect(brandHref({ slug: "toyota", skipPage: false }, "/search")).toBe("/toyota/overview");
    expect(brandHref({ slug: "hino", skipPage: true }, "/search")).toBe("/search/hino");
    expect(brandHref({ slug: "hino", skipPage: true }, "/used-car")).toBe("/used-car/hino");
    expect(findBrandPage(c, "toyota")?.title).toBe("Toyota");
    expect(findBrandPage(c, "hino")).toBeNull();
    expect(findBrandPage(c, "ford")).toBeNull();
  });

  it("finds the brand's models by manufacturer name", () => {
    const m = config({
      models: [
        { name: "RAV4", slug: "rav4", manufacturer_name: "Toyota" },
        { name: "CX-5", slug: "cx-5", manufacturer_name: "Mazda" },
        { name: "GLC", slug: "glc", manufacturer_name: "Mercedes-Benz" },
      ],
    }).models;
    expect(brandModels({ slug: "toyota", title: "Toyota" }, m).map((x) => x.name)).toEqual(["RAV4"]);
    expect(brandModels({ slug: "mercedes", title: "Mercedes-Benz" }, m).map((x) => x.name)).toEqual(["GLC"]);
  });
});
