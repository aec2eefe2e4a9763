import { describe, expect, it } from "vitest";
import { CATALOG } from "../catalog.ts";
import { demoTenants } from "../demo-tenants.ts";
import { generateStock } from "../stock-generator.ts";
import { buildScene } from "./bodies.ts";
import { artBodyFor, artBodyOrNull, catalogBody } from "./body-types.ts";
import { exteriorSvg } from "./exterior.ts";
import { BODY_FAMILIES, type BodyFamily } from "./kinds.ts";

/** Length, height and the roof height over the last tenth of the body, all in mm. */
function proportions(body: BodyFamily) {
  const pts = buildScene(body).faces.flatMap((f) => f.pts);
  const x0 = Math.min(...pts.map((p) => p[0]));
  const x1 = Math.max(...pts.map((p) => p[0]));
  const length = x1 - x0;
  const height = Math.max(...pts.map((p) => p[2]));
  const tail = Math.max(...pts.filter((p) => p[0] < x0 + length * 0.1).map((p) => p[2]));
  return { length, height, tail };
}

describe("artwork bodies", () => {
  it("every catalogue model has a body", () => {
    const missing = CATALOG.filter((m) => artBodyOrNull(m) === null).map((m) => `${m.make} ${m.model}`);
    expect(missing).toEqual([]);
    for (const m of CATALOG) expect(BODY_FAMILIES).toContain(artBodyFor(m));
  });

  it("places each model in its body type and size class", () => {
    expect(catalogBody("Volkswagen", "Golf")).toBe("hatch");
    expect(catalogBody("Hyundai", "i30")).toBe("hatch");
    expect(catalogBody("Kia", "Picanto")).toBe("citycar");
    expect(catalogBody("Mitsubishi", "ASX")).toBe("smallsuv");
    expect(catalogBody("Mazda", "CX-5")).toBe("suv");
    expect(catalogBody("Toyota", "Kluger")).toBe("largesuv");
    expect(catalogBody("Toyota", "LandCruiser Prado")).toBe("offroader");
    expect(catalogBody("Suzuki", "Jimny")).toBe("minisuv");
    expect(catalogBody("Subaru", "Outback")).toBe("wagon");
    expect(catalogBody("Toyota", "Camry")).toBe("sedan");
    expect(catalogBody("Ford", "Ranger")).toBe("ute");
    expect(catalogBody("Toyota", "HiLux")).toBe("ute");
    expect(catalogBody("Toyota", "HiAce")).toBe("van");
    expect(catalogBody("Ford", "E-Transit")).toBe("highvan");
    expect(catalogBody("Kia", "Carnival")).toBe("mpv");
    expect(catalogBody("Ford", "Mustang")).toBe("coupe");
    expect(catalogBody("Mazda", "MX-5")).toBe("roadster");
    expect(catalogBody("Yamaha", "MT-07")).toBe("motorcycle");
    expect(catalogBody("Kawasaki", "Ninja 400")).toBe("sportbike");
    expect(catalogBody("Yamaha", "Tenere 700")).toBe("adventure");
    expect(catalogBody("Harley-Davidson", "Fat Boy 114")).toBe("cruiser");
  });

  it("draws every body differently, with its class's proportions", () => {
    const sides = new Set(BODY_FAMILIES.map((b) => exteriorSvg(b, "#b5121b", "side")));
    expect(sides.size).toBe(BODY_FAMILIES.length);
    const p = Object.fromEntries(BODY_FAMILIES.map((b) => [b, proportions(b)])) as Record<BodyFamily, ReturnType<typeof proportions>>;
    // A hatch's roof falls away before the tail; a wagon's runs on to it.
    expect(p.hatch.tail / p.hatch.height).toBeLessThan(0.92);
    expect(p.wagon.tail / p.wagon.height).toBeGreaterThan(0.93);
    expect(p.suv.tail / p.suv.height).toBeGreaterThan(0.93);
    // Size classes grow in length; an off-roader stands taller than a crossover of its length.
    expect(p.citycar.length).toBeLessThan(p.hatch.length);
    expect(p.smallsuv.length).toBeLessThan(p.suv.length);
    expect(p.suv.length).toBeLessThan(p.largesuv.length);
    expect(p.offroader.height).toBeGreaterThan(p.largesuv.height);
    expect(p.highvan.height).toBeGreaterThan(p.van.height + 400);
    expect(p.roadster.height).toBeLessThan(p.coupe.height);
    expect(p.adventure.height).toBeGreaterThan(p.motorcycle.height);
    expect(p.cruiser.length).toBeGreaterThan(p.motorcycle.length);
  });

  it("pictures each generated vehicle with its own model's body", () => {
    const stock = generateStock({ count: 600, idOffset: 0, itemTypes: { car: 1 }, carTypes: { new: 1, used: 1 }, locations: [{ id: 1, dealershipId: 1, name: "Yard" }] }, 3, new Date("2026-05-10T02:00:00Z"));
    for (const v of stock) {
      const m = CATALOG.find((c) => c.make === v.make && c.model === v.model)!;
      expect(v.images![0].url, `${v.make} ${v.model}`).toMatch(new RegExp(`^/media/demo/${artBodyFor(m)}-`));
    }
  });

  it("offers and model tiles picture the model they name (the i30 offer shows a hatch)", () => {
    const checked: string[] = [];
    for (const t of demoTenants(new Date("2026-05-10T02:00:00Z"))) {
      const config = t.document.config!;
      for (const o of config.offers ?? []) {
        const m = o.manufacturer && o.model ? CATALOG.find((c) => c.make === o.manufacturer && c.model === o.model!.name) : undefined;
        if (!m) continue;
        expect(o.image, o.id).toMatch(new RegExp(`^/media/demo/${artBodyFor(m)}-`));
        checked.push(o.id);
      }
      for (const mt of config.models ?? []) {
        const m = CATALOG.find((c) => c.make === mt.manufacturer_name && c.model === mt.name);
        if (!m || !mt.image) continue;
        expect(mt.image, mt.name).toMatch(new RegExp(`^/media/demo/${artBodyFor(m)}-`));
        checked.push(mt.name);
      }
    }
    expect(checked).toContain("i30-factory-bonus");
    expect(checked).toContain("Everest");
    expect(checked.length).toBeGreaterThan(15);
  });
});
