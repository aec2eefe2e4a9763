import { describe, expect, it } from "vitest";
import { brandSections, brandStatFigures } from "../brands/brand-tiles.ts";
import { groupModels, modelStockSegments } from "../models/model-lineup.ts";
import { slugify } from "../lib/slug.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { demoModelAndBrandImages } from "./demo-models.ts";
import { demoTenants } from "./demo-tenants.ts";
import { mediaNeedForUrl } from "./media.ts";

const demo = demoTenants(new Date("2026-05-10T02:00:00Z"));
const find = (slug: string) => {
  const d = demo.find((t) => t.slug === slug)!;
  const document = tenantDocumentSchema.parse(d.document);
  return { config: document.config, document, stock: d.stock };
};

describe("demo models and brands", () => {
  it("Bayside Ford lists the Ford range in the default category order, Puma and Mach-E coming soon", () => {
    const { config } = find("bayside-ford");
    const groups = groupModels(config.models, config.model_body_order);
    expect(groups.map((g) => g.title)).toEqual(["Trucks", "SUVs", "Vans", "People Movers", "Performance", "Electric"]);
    expect(config.models.filter((m) => m.status === "coming_soon").map((m) => m.name)).toEqual(["Puma", "Mustang Mach-E"]);
  });

  it("every new demo model has stock to link to at /search/{make}/{model}", () => {
    for (const slug of ["bayside-ford", "apex-motor-group"]) {
      const { config, stock } = find(slug);
      const inStock = new Set(stock.map((v) => `${slugify(v.make)}/${slugify(v.model)}`));
      for (const m of config.models.filter((x) => x.status === "new")) expect(inStock.has(modelStockSegments(m).join("/")), `${slug} ${m.name}`).toBe(true);
    }
  });

  it("Apex has car, motorcycle, truck and own brands with the stats banner; skipPage tiles link to makes it stocks", () => {
    const { config, document, stock } = find("apex-motor-group");
    expect(brandSections(config.brands, "/search").map((s) => s.title)).toEqual(["Car Brands", "Motorcycle Brands", "Truck Brands", "Our Brands"]);
    // Counted from Apex's own data, never the spec's example '50+ Locations' (Apex has 6).
    expect(brandStatFigures(config.brand_stats, { locations: document.locations, brands: config.brands }, new Date("2026-11-24T00:00:00Z")).map((s) => `${s.figure} ${s.label}`)).toEqual([
      "6 Locations",
      `${config.brands.filter((b) => b.group !== "our").length} Brands`,
      "32 Years",
    ]);
    const makes = new Set(stock.map((v) => slugify(v.make)));
    for (const b of config.brands.filter((x) => x.skipPage)) expect(makes.has(b.slug), b.title).toBe(true);
  });

  it("every model and brand picture is demo artwork the seed can draw", () => {
    for (const d of demo) for (const url of demoModelAndBrandImages(d.document.config)) expect(mediaNeedForUrl(url), url).not.toBeNull();
  });
});
