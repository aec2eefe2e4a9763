import { describe, expect, it } from "vitest";
import { StockIndex } from "../search/engine.ts";
import { CTX, NOW, car } from "../search/search-fixtures.ts";
import { config, location } from "./vehicle-fixtures.ts";
import { deliveryOrigins, pageVehicle, quoteDelivery, similarCars, similarCarsForMissingSlug, vehicleBreadcrumbs, vehiclePageData } from "./vehicle-page-data.server.ts";
import { fuelCost } from "./fuel.ts";
import { analyticsEventBody, phoneRevealBody } from "../platform/events.server.ts";
import { readSmallJson } from "../platform/json-response.ts";
import type { Tenant } from "../tenants/tenant-document.ts";

function tenant(over: Partial<Tenant> = {}): Tenant {
  return { id: 1, slug: "t", name: "Test Motors", template: "classic", hosts: [], config: config(), locations: [location()], dealerships: [], ...over };
}

describe("tracking bodies", () => {
  it("accepts the analytics event shape and refuses anything else", () => {
    expect(analyticsEventBody.safeParse({ event_id: 26, car_id: 9001, label: "Used Car" }).success).toBe(true);
    expect(analyticsEventBody.safeParse({ event_id: 39 }).success).toBe(true);
    expect(analyticsEventBody.safeParse({ event_id: "26" }).success).toBe(false);
    expect(analyticsEventBody.safeParse({ event_id: 26, email: "a@b.c" }).success).toBe(false);
    expect(analyticsEventBody.safeParse({ event_id: 26, label: "x".repeat(81) }).success).toBe(false);
    expect(analyticsEventBody.safeParse(null).success).toBe(false);
  });

  it("accepts the phone reveal payload", () => {
    expect(phoneRevealBody.parse({ car_id: 5, dealership_id: null, website_id: 2 })).toEqual({ car_id: 5, dealership_id: null, website_id: 2 });
    expect(phoneRevealBody.safeParse({ dealership_id: 1 }).success).toBe(false);
    expect(phoneRevealBody.safeParse({ car_id: -1 }).success).toBe(false);
  });

  it("reads small JSON bodies only", async () => {
    const post = (body: string) => new Request("http://x/api/events", { method: "POST", body });
    expect(await readSmallJson(post('{"event_id":1}'))).toEqual({ event_id: 1 });
    expect(await readSmallJson(post("not json"))).toBeNull();
    expect(await readSmallJson(post(""))).toBeNull();
    expect(await readSmallJson(post(`{"label":"${"x".repeat(3000)}"}`))).toBeNull();
  });
});

describe("delivery quotes", () => {
  const withRegions = tenant({ config: config({ delivery_regions: [{ name: "Brisbane Metro", price: 199, postcodes: ["4000-4179"] }], delivery_bands: [{ name: "Near", up_to_km: 100, price: 350 }] }) });

  it("answers with a price and region, or the calculator's message", () => {
    expect(quoteDelivery(withRegions, "4101")).toEqual({ ok: true, price: 199, name: "Brisbane Metro" });
    expect(quoteDelivery(withRegions, "4300")).toEqual({ ok: true, price: 350, name: "Near" });
    expect(quoteDelivery(withRegions, "")).toEqual({ ok: false, message: "Please enter a postcode." });
    expect(quoteDelivery(withRegions, "<script>")).toMatchObject({ ok: false });
    expect(quoteDelivery(withRegions, "0800")).toMatchObject({ ok: false, message: expect.stringMatching(/^Sorry, we can't provide an estimate/) });
  });

  it("dispatches from visible sales locations", () => {
    const service = location({ id: 2, slug: "svc", location_type: "service" });
    const hidden = location({ id: 3, slug: "hidden", visible: false });
    expect(deliveryOrigins(tenant({ locations: [location(), service, hidden] })).map((l) => l.id)).toEqual([1]);
    expect(deliveryOrigins(tenant({ locations: [service] })).map((l) => l.id)).toEqual([2]);
  });
});

describe("similar cars", () => {
  const stock = [
    car(1, { make: "Toyota", model: "RAV4", price: 40_000 }),
    car(2, { make: "Toyota", model: "RAV4", price: 38_000 }),
    car(3, { make: "Mazda", model: "CX-5", price: 35_000 }),
    car(4, { make: "Toyota", model: "RAV4", price: 90_000 }),
    car(5, { make: "Toyota", model: "RAV4", price: 39_000, status: "sold", sold_date_timestamp: Math.floor(NOW.getTime() / 1000) }),
  ];
  const index = new StockIndex(stock, CTX);

  it("are in stock, same model first, without the car itself, as cards with their location", () => {
    const cards = similarCars(index, stock[0], NOW);
    expect(cards.map((c) => c.id)).toEqual([2, 3]);
    expect(cards[0].location_name).toBe("Brisbane City");
  });

  it("are guessed from the slug of a car that is gone", () => {
    const { guess, cars } = similarCarsForMissingSlug(index, "2019-toyota-rav4-gx-12345", NOW);
    expect(guess).toEqual({ make: "Toyota", model: "RAV4" });
    expect(cars.map((c) => c.id)).toEqual(expect.arrayContaining([1, 2, 4]));
    expect(cars.map((c) => c.id)).not.toContain(5);
  });
});

describe("vehicleBreadcrumbs", () => {
  it("runs home, car type, make, model, car", () => {
    expect(vehicleBreadcrumbs(car(7, { make: "Mercedes-Benz", model: "C Class", badge: "C300", year: 2022 }), config({ used_car_path: true }))).toEqual([
      { label: "Home", href: "/" },
      { label: "Used Cars", href: "/used-car/used-cars" },
      { label: "Mercedes-Benz", href: "/used-car/mercedes-benz" },
      { label: "C Class", href: "/used-car/mercedes-benz/c-class" },
      { label: "2022 Mercedes-Benz C Class C300" },
    ]);
  });

  it("names the stock page with the tenant's noun (issue 13: 'New Cars' above a caravan)", () => {
    const caravan = car(8, { make: "Jayco", model: "Journey", year: 2026, car_type: "new", item_type: "caravan" });
    expect(vehicleBreadcrumbs(caravan, config({}), { one: "vehicle", many: "vehicles" })[1]).toEqual({ label: "New Vehicles", href: "/search/new-cars" });
  });
});

describe("the page's car", () => {
  it("carries what the page reads in the browser, not the whole document", () => {
    const full = car(7, { make: "Mazda", variant: { fuelconsumptioncombined: "6.4", torque: 250 }, dealercomments: "Long comments", standardEquipment: ["Sunroof"] });
    const page = pageVehicle(full);
    expect(page).toMatchObject({ id: 7, slug: full.slug, make: "Mazda", price: full.price, images: full.images });
    // The fuel calculator's figure stays; what the page shows through its own fields (or not at all) goes.
    expect(page.variant).toEqual({ fuelconsumptioncombined: "6.4" });
    expect(page).not.toHaveProperty("dealercomments");
    expect(page).not.toHaveProperty("standardEquipment");
    expect(fuelCost(page)).toEqual(fuelCost(full));
  });
});

describe("a listed car's page drawn again", () => {
  const stock = Array.from({ length: 40 }, (_, i) => car(i + 1, { make: "Toyota", model: "RAV4", price: 30_000 + i * 500 }));
  const page = (t: Tenant, index: StockIndex, id: number, url = "http://t.localhost/cars/x") =>
    vehiclePageData({ tenant: t, vehicle: index.listedVehicle(stock[id - 1]!.slug)!.stored, index, requestUrl: new URL(url), now: NOW, facts: {} });

  it("reuses the parts drawn from the car and the tenant, and draws the rest per request", () => {
    const t = tenant();
    const index = new StockIndex(stock, CTX);
    const first = page(t, index, 3);
    const again = page(t, index, 3, "http://t.localhost/cars/x?postcode=4000&phone=shown");
    expect(again.specifications).toBe(first.specifications);
    expect(again.meta).toBe(first.meta);
    expect(again.jsonLd).toBe(first.jsonLd);
    // What depends on the time or the request is drawn for it.
    expect(again.breadcrumbs).not.toBe(first.breadcrumbs);
    expect(again).not.toBe(first);
    // The same as drawing it from a copy of the car the index has never seen.
    expect(JSON.stringify(vehiclePageData({ tenant: t, vehicle: structuredClone(stock[2]!), index, requestUrl: new URL("http://t.localhost/cars/x"), now: NOW, facts: {} }))).toBe(JSON.stringify(first));
  });

  it("draws them again for another tenant document, origin or index, and keeps 32 cars per index", () => {
    const t = tenant();
    const index = new StockIndex(stock, CTX);
    const first = page(t, index, 3);
    const renamed = page(tenant({ name: "Renamed Motors" }), index, 3);
    expect(renamed.specifications).not.toBe(first.specifications);
    expect(renamed.meta).not.toEqual(first.meta);
    expect(page(t, index, 3, "http://other.localhost/cars/x").jsonLd).not.toBe(first.jsonLd);
    expect(page(t, new StockIndex(stock, CTX), 3).specifications).not.toBe(first.specifications);

    const kept = page(t, index, 3);
    for (let id = 4; id <= 34; id++) page(t, index, id);
    expect(page(t, index, 3).specifications).toBe(kept.specifications); // shown again: the most recent
    for (let id = 4; id <= 35; id++) page(t, index, id);
    expect(page(t, index, 3).specifications).not.toBe(kept.specifications); // 32 others since: dropped
  });
});
