/**
 * Relevance table: shopper queries over the generated demo stock (deterministic), each with what a shopper expects
 * at the top of the results and, where the words name an attribute, exactly as many cars as that filter finds.
 * Issue 13, 'Search that understands how people type'; ADR 038.
 */
import { describe, expect, it } from "vitest";
import { demoTenants } from "../demo/demo-tenants.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { deriveVehicleSlug, vehicleSchema } from "../stock/vehicle-schema.ts";
import type { SearchQuery } from "../stock/attributes.ts";
import { StockIndex } from "./engine.ts";
import { searchContextFromTenant, type SearchHit } from "./search-document.ts";

const NOW = new Date("2026-05-10T02:00:00Z");
const indexes = new Map(
  demoTenants(NOW).map((t) => {
    const doc = tenantDocumentSchema.parse(t.document);
    const vehicles = t.stock.map((input) => {
      const v = vehicleSchema.parse(input);
      return { ...v, slug: v.slug ?? deriveVehicleSlug(v) };
    });
    const config = doc.config;
    const index = new StockIndex(vehicles, searchContextFromTenant(doc), {
      manufacturer: config.manufacturer,
      search_filters: config.search_filters,
      include_sold_cars_days: config.include_sold_cars_days,
      certified_only: config.certified_only,
    });
    return [t.slug, index] as const;
  }),
);

type Hit = SearchHit;
const model = (...names: string[]) => (h: Hit) => names.includes(h.model);
const modelStarts = (prefix: string) => (h: Hit) => h.model.startsWith(prefix);
const make = (name: string) => (h: Hit) => h.make === name;
const badgeHas = (word: string) => (h: Hit) => (h.badge ?? "").split(/\s+/).includes(word);
const colourHas = (word: string) => (h: Hit) => (h.colour ?? "").includes(word);
const fuel = (name: string) => (h: Hit) => h.simple_fuel === name;
const drive = (name: string) => (h: Hit) => h.simple_drive === name;
const body = (name: string) => (h: Hit) => h.simple_body === name;
const both =
  (...tests: ((h: Hit) => boolean)[]) =>
  (h: Hit) =>
    tests.every((t) => t(h));

interface Case {
  query: string;
  /** Demo tenant (default Apex, the multi-brand group). */
  tenant?: string;
  /** The first `topN` results (default 5) all pass. */
  top?: (h: Hit) => boolean;
  topN?: number;
  /** Every result passes (the whole list, not only the top). */
  every?: (h: Hit) => boolean;
  /** As many results as this filter search finds. */
  sameAs?: Partial<SearchQuery>;
  /** At least as many results as this filter search finds (the words also match more, ranked below). */
  atLeast?: Partial<SearchQuery>;
  /** Exact count. */
  count?: number;
}

const CASES: Case[] = [
  // Words joined or split.
  { query: "land cruiser", top: modelStarts("LandCruiser"), every: modelStarts("LandCruiser"), sameAs: { facets: { model: ["LandCruiser 300", "LandCruiser Prado"] } } },
  { query: "landcruiser", every: modelStarts("LandCruiser"), sameAs: { facets: { model: ["LandCruiser 300", "LandCruiser Prado"] } } },
  { query: "Land Cruiser Prado", every: model("LandCruiser Prado"), sameAs: { facets: { model: ["LandCruiser Prado"] } } },
  { query: "land cruiser 300", top: model("LandCruiser 300") },
  { query: "toyota land cruiser", every: modelStarts("LandCruiser") },
  { query: "cx5", every: model("CX-5"), sameAs: { facets: { model: ["CX-5"] } } },
  { query: "cx-5", top: model("CX-5"), topN: 21 },
  { query: "cx 5", top: model("CX-5"), topN: 10 },
  { query: "x-trail", every: model("X-Trail"), sameAs: { facets: { model: ["X-Trail"] } } },
  { query: "xtrail", every: model("X-Trail"), sameAs: { facets: { model: ["X-Trail"] } } },
  { query: "x trail", every: model("X-Trail") },
  { query: "hi lux", every: model("HiLux"), sameAs: { facets: { model: ["HiLux"] } } },
  { query: "bt50", every: model("BT-50"), sameAs: { facets: { model: ["BT-50"] } } },
  { query: "bt 50", top: model("BT-50") },
  { query: "mazda 3", top: model("Mazda3"), topN: 10 },
  { query: "mazda3", every: model("Mazda3") },
  { query: "santafe", every: model("Santa Fe"), sameAs: { facets: { model: ["Santa Fe"] } } },
  { query: "santa fe", every: model("Santa Fe") },
  { query: "crv", every: model("CR-V") },
  { query: "dmax", every: model("D-MAX"), sameAs: { facets: { model: ["D-MAX"] } } },
  { query: "d max", top: model("D-MAX"), topN: 10 },
  { query: "mux", every: model("MU-X") },
  { query: "pajero sport", every: model("Pajero Sport") },
  // Attributes shoppers name.
  { query: "diesel", every: fuel("Diesel"), sameAs: { facets: { fuel: ["Diesel"] } } },
  { query: "petrol", sameAs: { facets: { fuel: ["Petrol"] } } },
  { query: "hybrid", top: (h) => h.simple_fuel === "Hybrid" || /Hybrid/.test(h.series ?? ""), topN: 21, atLeast: { facets: { fuel: ["Hybrid"] } } },
  { query: "electric", every: fuel("Electric"), sameAs: { facets: { fuel: ["Electric"] } } },
  { query: "ev", top: fuel("Electric"), topN: 21, atLeast: { facets: { fuel: ["Electric"] } } },
  { query: "automatic", sameAs: { facets: { transmission: ["Automatic"] } } },
  { query: "auto", top: (h) => h.simple_transmission === "Automatic", atLeast: { facets: { transmission: ["Automatic"] } } },
  { query: "manual", every: (h) => h.simple_transmission === "Manual", sameAs: { facets: { transmission: ["Manual"] } } },
  { query: "ute", every: body("ute"), sameAs: { facets: { body: ["ute"] } } },
  { query: "utes", sameAs: { facets: { body: ["ute"] } } },
  { query: "pickup", sameAs: { facets: { body: ["ute"] } } },
  { query: "suv", sameAs: { facets: { body: ["suv"] } } },
  { query: "sedan", every: body("sedan"), sameAs: { facets: { body: ["sedan"] } } },
  { query: "people mover", every: body("peopleMover"), sameAs: { facets: { body: ["peopleMover"] } } },
  { query: "4wd", top: drive("4WD"), topN: 21, atLeast: { facets: { drive: ["4WD", "AWD"] } } },
  { query: "awd", top: drive("AWD"), topN: 21, atLeast: { facets: { drive: ["4WD", "AWD"] } } },
  { query: "4x4", top: (h) => h.simple_body === "4x4" || h.simple_drive === "4WD", topN: 21 },
  { query: "white", top: colourHas("White"), topN: 21 },
  { query: "grey", every: colourHas("Grey") },
  { query: "gray", every: colourHas("Grey") },
  { query: "2024", every: (h) => h.year === 2024, sameAs: { facets: { year: ["2024"] } } },
  { query: "2020 ranger", every: both(model("Ranger"), (h) => h.year === 2020) },
  { query: "used ranger", every: both(model("Ranger"), (h) => h.car_type === "used"), sameAs: { facets: { model: ["Ranger"], car_type: ["used"] } } },
  { query: "new hilux", every: both(model("HiLux"), (h) => h.car_type === "new"), sameAs: { facets: { model: ["HiLux"], car_type: ["new"] } } },
  { query: "diesel ute", every: both(fuel("Diesel"), body("ute")), sameAs: { facets: { fuel: ["Diesel"], body: ["ute"] } } },
  { query: "white ute", every: both(body("ute"), colourHas("White")) },
  { query: "hilux 4x4 auto", every: model("HiLux"), top: both(model("HiLux"), drive("4WD")) },
  { query: "toyota hilux sr5", every: both(model("HiLux"), badgeHas("SR5")) },
  { query: "automatic diesel suv", every: both(fuel("Diesel"), body("suv"), (h) => h.simple_transmission === "Automatic") },
  // Typos: the intended model, not near words elsewhere; exact spellings never pull in near words.
  { query: "rangr", every: model("Ranger"), sameAs: { facets: { model: ["Ranger"] } } },
  { query: "ranegr", every: model("Ranger") },
  { query: "toyta", every: make("Toyota"), sameAs: { facets: { make: ["Toyota"] } } },
  { query: "corola", every: model("Corolla") },
  { query: "hilix", every: model("HiLux") },
  { query: "landcrusier", every: modelStarts("LandCruiser") },
  { query: "tuscon", every: model("Tucson") },
  { query: "ranger", every: model("Ranger"), sameAs: { facets: { model: ["Ranger"] } } },
  { query: "toyota", every: make("Toyota"), sameAs: { facets: { make: ["Toyota"] } } },
  { query: "prado", every: model("LandCruiser Prado") },
  { query: "zzzz", count: 0 },
  // The other demo dealers.
  { tenant: "bayside-ford", query: "ranger wildtrak", every: both(model("Ranger"), badgeHas("Wildtrak")) },
  { tenant: "bayside-ford", query: "rangr", every: model("Ranger") },
  { tenant: "bayside-ford", query: "diesel", sameAs: { facets: { fuel: ["Diesel"] } } },
  { tenant: "highway-moto", query: "motorbike", sameAs: { facets: { item_type: ["motorcycle"] } } },
  { tenant: "highway-moto", query: "caravans", sameAs: { facets: { item_type: ["caravan"] } } },
  { tenant: "cityline-cars", query: "corolla hybrid", every: both(model("Corolla"), fuel("Hybrid")) },
  { tenant: "cityline-cars", query: "automatic", sameAs: { facets: { transmission: ["Automatic"] } } },
];

describe("relevance table: shopper queries over the demo stock", () => {
  it("has at least 50 queries", () => expect(CASES.length).toBeGreaterThanOrEqual(50));

  for (const c of CASES) {
    const tenant = c.tenant ?? "apex-motor-group";
    it(`${tenant}: '${c.query}'`, () => {
      const index = indexes.get(tenant)!;
      const res = index.search({ query: c.query }, NOW, { hitsPerPage: 1000, facets: false });
      if (c.count !== undefined) expect(res.count).toBe(c.count);
      else expect(res.count, "finds something").toBeGreaterThan(0);
      if (c.top) {
        const top = res.hits.slice(0, c.topN ?? 5);
        expect(top.filter((h) => !c.top!(h)).map((h) => `${h.make} ${h.model} ${h.badge ?? ""}`)).toEqual([]);
      }
      if (c.every) expect(res.hits.filter((h) => !c.every!(h)).map((h) => `${h.make} ${h.model} ${h.badge ?? ""}`)).toEqual([]);
      if (c.sameAs) expect(res.count).toBe(index.search(c.sameAs, NOW, { hitsPerPage: 0, facets: false }).count);
      if (c.atLeast) expect(res.count).toBeGreaterThanOrEqual(index.search(c.atLeast, NOW, { hitsPerPage: 0, facets: false }).count);
    });
  }
});
