import { describe, expect, it } from "vitest";
import { siteConfigSchema, tenantDocumentSchema, type TenantDocumentInput } from "../tenants/tenant-document.ts";
import { bodyFilterLinks, categoryKey, findModel, groupModels, matchesBody, modelEnquireHref, modelPath, modelsPage, modelStockSegments, orderCategories, parseBodyFilter } from "./model-lineup.ts";

type ModelInput = NonNullable<NonNullable<TenantDocumentInput["config"]>["models"]>[number];

const RANGER: ModelInput = { name: "Ranger", slug: "ranger", manufacturer_name: "Ford", manufacturer_body: "Trucks", body: "Ute", from_price: 36880 };
const EVEREST: ModelInput = { name: "Everest", slug: "everest", manufacturer_name: "Ford", manufacturer_body: "SUVs", manufacturer_body2: "People Movers", body: "SUV" };
const MUSTANG: ModelInput = { name: "Mustang", slug: "mustang", manufacturer_name: "Ford", manufacturer_body: "Performance", body: "Coupe" };
const E_TRANSIT: ModelInput = { name: "E-Transit", slug: "e-transit", manufacturer_name: "Ford", manufacturer_body: "Vans", manufacturer_body2: "Electric", body: "Van" };
const PUMA: ModelInput = { name: "Puma", slug: "puma", manufacturer_name: "Ford", manufacturer_body: "SUVs", body: "SUV", status: "coming_soon" };

function config(models: ModelInput[], extra: Record<string, unknown> = {}) {
  return siteConfigSchema.parse({ models, ...extra });
}

describe("the model schema", () => {
  it("fills defaults for a minimal model and keeps the default category order", () => {
    const c = config([{ name: "Ranger", slug: "ranger", manufacturer_name: "Ford" }]);
    expect(c.models[0]).toEqual({
      name: "Ranger",
      slug: "ranger",
      manufacturer_name: "Ford",
      manufacturer_body: null,
      manufacturer_body2: null,
      manufacturer_body3: null,
      body: null,
      image: null,
      override_url: null,
      short_description: "",
      from_price: null,
      status: "new",
    });
    expect(c.model_body_order).toEqual(["Trucks", "SUVs", "Vans", "People Movers", "Performance"]);
  });

  it("rejects duplicate slugs, unknown fields, external images and bad statuses", () => {
    const doc = (models: unknown[]) => tenantDocumentSchema.safeParse({ name: "X", template: "classic", config: { models } });
    expect(doc([RANGER, RANGER]).error?.issues[0]?.message).toBe("duplicate model slug ranger");
    expect(doc([{ ...RANGER, colour: "blue" }]).success).toBe(false);
    expect(doc([{ ...RANGER, image: "https://example.com/ranger.jpg" }]).error?.issues[0]?.message).toBe("must be a path under /media/ or /img/");
    expect(doc([{ ...RANGER, status: "sold" }]).success).toBe(false);
  });
});

describe("grouping models by body category", () => {
  it("follows the default order Trucks, SUVs, Vans, People Movers, Performance, lists a model under each of its categories, and puts unknown categories after by name", () => {
    const groups = groupModels(config([MUSTANG, E_TRANSIT, EVEREST, RANGER, PUMA]).models, config([]).model_body_order);
    expect(groups.map((g) => [g.title, g.models.map((m) => m.name)])).toEqual([
      ["Trucks", ["Ranger"]],
      ["SUVs", ["Everest", "Puma"]],
      ["Vans", ["E-Transit"]],
      ["People Movers", ["Everest"]],
      ["Performance", ["Mustang"]],
      ["Electric", ["E-Transit"]],
    ]);
  });

  it("uses the tenant's order and badges each model New or Coming Soon", () => {
    const c = config([RANGER, EVEREST, PUMA], { model_body_order: ["SUVs", "Trucks"] });
    const groups = groupModels(c.models, c.model_body_order);
    expect(groups.map((g) => g.title)).toEqual(["SUVs", "Trucks", "People Movers"]);
    expect(groups[0]!.models.map((m) => [m.name, m.badge])).toEqual([
      ["Everest", "New"],
      ["Puma", "Coming Soon"],
    ]);
  });

  it("lists models without a category under Other Models at the end", () => {
    const groups = groupModels(config([{ name: "Bronco", slug: "bronco", manufacturer_name: "Ford" }, RANGER]).models, []);
    expect(groups.map((g) => g.title)).toEqual(["Trucks", "Other Models"]);
  });

  it("orders category names by the configured order, then by name", () => {
    expect(orderCategories(["Vans", "Electric", "Trucks", "Convertibles"], ["trucks", "vans"])).toEqual(["Trucks", "Vans", "Convertibles", "Electric"]);
  });
});

describe("the /models?body= filter", () => {
  const models = config([RANGER, EVEREST, MUSTANG, E_TRANSIT, PUMA]).models;
  const names = (body: string) => models.filter((m) => matchesBody(m, body)).map((m) => m.name);

  it("matches the footer's values against categories in singular or plural", () => {
    expect(categoryKey("SUVs")).toBe("suv");
    expect(names("suv")).toEqual(["Everest", "Puma"]);
    expect(names("trucks")).toEqual(["Ranger"]);
    expect(names("vans")).toEqual(["E-Transit"]);
    expect(names("performance")).toEqual(["Mustang"]);
    expect(names("people-movers")).toEqual(["Everest"]);
  });

  it("treats future-vehicles as the coming-soon models and electric as a category or body named Electric", () => {
    expect(names("future-vehicles")).toEqual(["Puma"]);
    expect(names("electric")).toEqual(["E-Transit"]);
    const bodyOnly = config([{ name: "Mach-E", slug: "mach-e", manufacturer_name: "Ford", manufacturer_body: "SUVs", body: "Electric" }]).models[0]!;
    expect(matchesBody(bodyOnly, "electric")).toBe(true);
  });

  it("accepts slugs only", () => {
    expect(parseBodyFilter(null)).toEqual({ ok: true, value: null });
    expect(parseBodyFilter("")).toEqual({ ok: true, value: null });
    expect(parseBodyFilter("SUV")).toEqual({ ok: true, value: "suv" });
    expect(parseBodyFilter("<script>").ok).toBe(false);
    expect(parseBodyFilter("a".repeat(41)).ok).toBe(false);
  });

  it("builds plain filter links with the current one marked", () => {
    const links = bodyFilterLinks(models, config([]).model_body_order, "suv");
    expect(links.map((l) => [l.label, l.href, l.current])).toEqual([
      ["All models", "/models", false],
      ["Trucks", "/models?body=truck", false],
      ["SUVs", "/models?body=suv", true],
      ["Vans", "/models?body=van", false],
      ["People Movers", "/models?body=people-mover", false],
      ["Performance", "/models?body=performance", false],
      ["Electric", "/models?body=electric", false],
      ["Future Vehicles", "/models?body=future-vehicles", false],
    ]);
  });

  it("gives the page its groups, count and heading, and an empty result for a category nobody has", () => {
    const c = config([RANGER, EVEREST, PUMA]);
    expect(modelsPage(c, "suv")).toMatchObject({ count: 2, filterLabel: "SUVs", groups: [{ title: "SUVs" }, { title: "People Movers" }] });
    expect(modelsPage(c, "electric")).toMatchObject({ count: 0, filterLabel: "Electric", groups: [] });
    expect(modelsPage(c, "future-vehicles").filterLabel).toBe("Future Vehicles");
    expect(modelsPage(c, null)).toMatchObject({ count: 3, filterLabel: null });
  });
});

describe("model addresses", () => {
  it("uses the override URL for Explore links, else /models/{slug}", () => {
    const c = config([RANGER, { ...MUSTANG, override_url: "https://www.ford.com.au/performance/mustang/" }]);
    expect(modelPath(c.models[0]!)).toBe("/models/ranger");
    expect(modelPath(c.models[1]!)).toBe("https://www.ford.com.au/performance/mustang/");
    expect(findModel(c, "mustang")?.name).toBe("Mustang");
    expect(findModel(c, "focus")).toBeNull();
  });

  it("names the stock search /search/{make}/{model} and the enquiry subcategory", () => {
    expect(modelStockSegments({ manufacturer_name: "Mercedes-Benz", name: "GLC 300" })).toEqual(["mercedes-benz", "glc-300"]);
    expect(modelEnquireHref({ manufacturer_name: "Ford", name: "E-Transit" })).toBe("/contact?subcategory=Model+Ford+E-Transit");
  });
});
