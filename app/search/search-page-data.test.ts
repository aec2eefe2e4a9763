import { describe, expect, it } from "vitest";
import { siteConfigSchema, type Promo } from "../tenants/tenant-document.ts";
import { emptyQuery } from "../stock/attributes.ts";
import { activePromos, carTypesLabel, cleanFormParams, itemListJsonLd, pagePosition, placePromos, searchBreadcrumbs, searchDescription, searchTarget } from "./search-page-data.ts";
import { jsonForScript } from "../lib/json-for-script.ts";

describe("searchBreadcrumbs", () => {
  it("is Home then the current page on the all-stock page (and on /search alone)", () => {
    expect(searchBreadcrumbs("/search", ["new-used-and-demo-cars"], {})).toEqual([{ label: "Home", href: "/" }, { label: "New, Used & Demo Cars" }]);
    expect(searchBreadcrumbs("/search", [], {})).toEqual([{ label: "Home", href: "/" }, { label: "New, Used & Demo Cars" }]);
  });

  it("links the all-stock page before a car-type page", () => {
    expect(searchBreadcrumbs("/search", ["used-cars"], { car_type: ["used"] })).toEqual([
      { label: "Home", href: "/" },
      { label: "New, Used & Demo Cars", href: "/search/new-used-and-demo-cars" },
      { label: "Used Cars" },
    ]);
    expect(searchBreadcrumbs("/search", ["new-and-demo-cars"], { car_type: ["new", "demo"] }).at(-1)).toEqual({ label: "New & Demo Cars" });
  });

  it("links the make before a make/model page, under the tenant's base", () => {
    expect(searchBreadcrumbs("/used-car", ["toyota", "hilux"], { make: ["Toyota"], model: ["HiLux"] })).toEqual([
      { label: "Home", href: "/" },
      { label: "New, Used & Demo Cars", href: "/used-car/new-used-and-demo-cars" },
      { label: "Toyota", href: "/used-car/toyota" },
      { label: "Toyota HiLux" },
    ]);
    expect(searchBreadcrumbs("/search", ["Mazda"], { make: ["Mazda"] }).at(-1)).toEqual({ label: "Mazda" });
  });

  it("names body, location and dealership pages", () => {
    expect(searchBreadcrumbs("/search", ["cab-chassis"], { body: ["cabChassis"] }).at(-1)).toEqual({ label: "Cab Chassis" });
    expect(searchBreadcrumbs("/search", ["suv"], { body: ["suv"] }).at(-1)).toEqual({ label: "SUV" });
    expect(searchBreadcrumbs("/search", ["toowong"], { location_name: ["Round Trip Toowong"] }).at(-1)).toEqual({ label: "Round Trip Toowong" });
    expect(searchBreadcrumbs("/search", ["apex-gc"], { dealership_name: ["Apex Gold Coast"] }).at(-1)).toEqual({ label: "Apex Gold Coast" });
  });
});

describe("carTypesLabel", () => {
  it("lists types in the order new, used, demo", () => {
    expect(carTypesLabel(["demo", "used"])).toBe("Used & Demo Cars");
    expect(carTypesLabel(["new"])).toBe("New Cars");
    expect(carTypesLabel(["demo", "new", "used"])).toBe("New, Used & Demo Cars");
    expect(carTypesLabel([])).toBe("New, Used & Demo Cars");
  });
});

function promo(p: Partial<Promo>): Promo {
  return {
    id: "p",
    title: "We Want Your Car!",
    description: "Sell to us",
    url: "/trade-in",
    start: "2026-03-01",
    expiry: "2026-03-31",
    position: 4,
    display: ["new", "used", "demo"],
    strictDisplay: false,
    ...p,
  };
}

describe("activePromos", () => {
  const config = (promos: Promo[]) => ({ promos });
  // 2026-03-15 12:00 in Sydney.
  const now = new Date("2026-03-15T01:00:00Z");

  it("shows a promo between its start and expiry, both days included", () => {
    const inside = promo({ id: "in" });
    const before = promo({ id: "future", start: "2026-03-16", expiry: "2026-04-30" });
    const after = promo({ id: "past", start: "2026-01-01", expiry: "2026-03-14" });
    const first = promo({ id: "starts-today", start: "2026-03-15" });
    const last = promo({ id: "ends-today", expiry: "2026-03-15" });
    expect(activePromos(config([inside, before, after, first, last]), now, []).map((p) => p.id)).toEqual(["in", "starts-today", "ends-today"]);
  });

  it("uses the date in the time zone, not UTC", () => {
    // 2026-03-14T14:00Z is already 15 March in Brisbane (UTC+10), the default zone.
    const p = promo({ start: "2026-03-15" });
    expect(activePromos(config([p]), new Date("2026-03-14T14:00:00Z"), [])).toHaveLength(1);
    expect(activePromos(config([p]), new Date("2026-03-14T14:00:00Z"), [], "UTC")).toHaveLength(0);
  });

  it("shows a promo when any of the page's car types is in its display list", () => {
    const usedOnly = promo({ display: ["used"] });
    expect(activePromos(config([usedOnly]), now, ["used"])).toHaveLength(1);
    expect(activePromos(config([usedOnly]), now, ["new"])).toHaveLength(0);
    expect(activePromos(config([usedOnly]), now, ["new", "used"])).toHaveLength(1);
    expect(activePromos(config([usedOnly]), now, [])).toHaveLength(1);
  });

  it("with strictDisplay shows a promo only when all the page's car types are displayed", () => {
    const strict = promo({ display: ["used", "demo"], strictDisplay: true });
    expect(activePromos(config([strict]), now, ["used"])).toHaveLength(1);
    expect(activePromos(config([strict]), now, ["used", "demo"])).toHaveLength(1);
    expect(activePromos(config([strict]), now, ["new", "used"])).toHaveLength(0);
    expect(activePromos(config([strict]), now, [])).toHaveLength(0);
  });

  it("sorts by position and works with the schema's defaults", () => {
    const cfg = siteConfigSchema.parse({ promos: [{ id: "b", start: "2026-01-01", expiry: "2026-12-31", position: 9 }, { id: "a", start: "2026-01-01", expiry: "2026-12-31", position: 2 }] });
    expect(activePromos(cfg, now, ["new"]).map((p) => p.id)).toEqual(["a", "b"]);
  });
});

describe("placePromos", () => {
  const cars = ["a", "b", "c", "d", "e", "f"];
  const shape = (items: ReturnType<typeof placePromos<string>>) => items.map((i) => (i.kind === "promo" ? `[${i.promo.id}]` : i.vehicle)).join("");

  it("inserts promos at their zero-based configured positions", () => {
    expect(shape(placePromos(cars, [promo({ id: "P", position: 4 })], "configured", 1))).toBe("abcd[P]ef");
    expect(shape(placePromos(cars, [promo({ id: "P", position: 0 })], "configured", 1))).toBe("[P]abcdef");
  });

  it("puts a promo past the end last, and none on an empty page", () => {
    expect(shape(placePromos(cars, [promo({ id: "P", position: 40 })], "configured", 1))).toBe("abcdef[P]");
    expect(placePromos([], [promo({ id: "P" })], "configured", 1)).toEqual([]);
  });

  it("keeps vehicles' own indexes for eager loading", () => {
    const items = placePromos(cars, [promo({ id: "P", position: 1 })], "configured", 1);
    expect(items[2]).toEqual({ kind: "vehicle", vehicle: "b", index: 1 });
  });

  it("picks the same 'random' slot for the same seed and varies with the seed", () => {
    const p = [promo({ id: "P", position: 4 })];
    const slot = (seed: number) => placePromos(cars, p, "random", seed).findIndex((i) => i.kind === "promo");
    expect(slot(20_000)).toBe(slot(20_000));
    const slots = new Set(Array.from({ length: 40 }, (_, k) => slot(k)));
    expect(slots.size).toBeGreaterThan(3);
    for (const s of slots) expect(s).toBeGreaterThanOrEqual(0);
    for (const s of slots) expect(s).toBeLessThanOrEqual(cars.length);
  });
});

describe("searchTarget", () => {
  const q = (facets: Record<string, string[]>, extra: Partial<ReturnType<typeof emptyQuery>> = {}) => ({ ...emptyQuery(), facets, ...extra });

  it("stays on the path while the search keeps exactly the path's filters", () => {
    expect(searchTarget("/search", "/search/toyota", { make: ["Toyota"] }, q({ make: ["toyota"], body: ["suv"] }))).toBe("/search/toyota?body=suv");
    expect(searchTarget("/search", "/search/used-cars", { car_type: ["used"] }, q({ car_type: ["used"] }, { sortBy: "price:asc" }))).toBe("/search/used-cars?sortBy=price:asc");
  });

  it("moves to the all-stock page with every filter in the query when a path filter changes", () => {
    expect(searchTarget("/search", "/search/toyota", { make: ["Toyota"] }, q({ make: ["Toyota", "Mazda"] }))).toBe("/search/new-used-and-demo-cars?make=Mazda&make=Toyota");
    expect(searchTarget("/search", "/search/used-cars", { car_type: ["used"] }, q({}))).toBe("/search/new-used-and-demo-cars");
    expect(searchTarget("/used-car", "/used-car/toyota/hilux", { make: ["Toyota"], model: ["HiLux"] }, q({ make: ["Toyota"] }))).toBe("/used-car/new-used-and-demo-cars?make=Toyota");
  });

  it("keeps the current path when it has no filters of its own", () => {
    expect(searchTarget("/search", "/search/new-used-and-demo-cars", {}, q({ make: ["Kia"] }, { page: 3 }))).toBe("/search/new-used-and-demo-cars?make=Kia&page=3");
  });
});


describe("ItemList JSON-LD", () => {
  it("lists the cars with absolute URLs and positions continuing across pages", () => {
    const ld = itemListJsonLd([{ slug: "2024-kia-sportage-501", year: 2024, make: "Kia", model: "Sportage" }], "https://x.example", 22);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [{ "@type": "ListItem", position: 22, url: "https://x.example/cars/2024-kia-sportage-501", name: "2024 Kia Sportage" }],
    });
  });

  it("escapes '<' so a value cannot end the script element", () => {
    expect(jsonForScript({ name: "</script><b>" })).toBe('{"name":"\\u003c/script>\\u003cb>"}');
  });
});

it("searchDescription says how many vehicles match, what they are and where", () => {
  expect(searchDescription("New, Used & Demo Cars", 1383, "Apex Motor Group")).toBe(
    "1,383 New, Used & Demo Cars at Apex Motor Group. Compare prices, kilometres and features, see photos and enquire online.",
  );
  expect(searchDescription("Toyota HiLux", 0, "Bayside Ford")).toBe(
    "No Toyota HiLux in stock right now at Bayside Ford. Compare prices, kilometres and features, see photos and enquire online.",
  );
});

describe("cleanFormParams", () => {
  it("drops the empty fields a plain form submit sends, keeping the order of the rest", () => {
    expect(cleanFormParams(new URLSearchParams("query=&car_type=used&body=&make=Toyota&make=Kia&year=+"))).toBe("car_type=used&make=Toyota&make=Kia");
    expect(cleanFormParams(new URLSearchParams("query=&body="))).toBe("");
    expect(cleanFormParams(new URLSearchParams("query=land+cruiser&price=10000%3A30000&body="))).toBe("query=land+cruiser&price=10000:30000");
  });
  it("is null when nothing is empty", () => {
    expect(cleanFormParams(new URLSearchParams("make=Toyota&utm_source=x"))).toBeNull();
    expect(cleanFormParams(new URLSearchParams(""))).toBeNull();
  });
  it("folds the no-JavaScript range inputs into one range, rounded to 1000 and in order", () => {
    expect(cleanFormParams(new URLSearchParams("make=Kia&price_min=10000&price_max=30000&km_min=&km_max=50400&body="))).toBe("make=Kia&price=10000:30000&km=:50000");
    expect(cleanFormParams(new URLSearchParams("price_min=&price_max="))).toBe("");
    expect(cleanFormParams(new URLSearchParams("price_min=40000&price_max=20000"))).toBe("price=20000:40000");
    expect(cleanFormParams(new URLSearchParams("price_min=12600"))).toBe("price=13000:");
  });
  it("passes a side that is not a number on, for the parser to refuse; leaves unknown *_min alone", () => {
    expect(cleanFormParams(new URLSearchParams("price_min=abc"))).toBe("price=abc:");
    expect(cleanFormParams(new URLSearchParams("colour_min=5"))).toBeNull();
  });
});

describe("pagePosition", () => {
  it("gives the range shown on a page of the list", () => {
    expect(pagePosition({ count: 1384, page: 1, pages: 66 }, 21)).toEqual({ kind: "in-range", first: 1, last: 21 });
    expect(pagePosition({ count: 1384, page: 66, pages: 66 }, 21)).toEqual({ kind: "in-range", first: 1366, last: 1384 });
  });

  it("calls a page past the last one out of range, never 'showing 20,959–1,384' (issue 13)", () => {
    expect(pagePosition({ count: 1384, page: 999, pages: 66 }, 21)).toEqual({ kind: "out-of-range", lastPage: 66 });
    expect(pagePosition({ count: 5, page: 2, pages: 1 }, 21)).toEqual({ kind: "out-of-range", lastPage: 1 });
  });

  it("leaves a search that finds nothing to the empty state, on any page", () => {
    expect(pagePosition({ count: 0, page: 1, pages: 0 }, 21)).toEqual({ kind: "empty" });
    expect(pagePosition({ count: 0, page: 3, pages: 0 }, 21)).toEqual({ kind: "empty" });
  });
});

it("names a dealer's stock pages with its own noun and capitalises a body outside the allowed types", () => {
  expect(carTypesLabel(["used", "new"], "Bikes")).toBe("New & Used Bikes");
  expect(searchBreadcrumbs("/search", ["motorcycle"], { body: ["motorcycle"] }, "Vehicles").map((c) => c.label)).toEqual(["Home", "New, Used & Demo Vehicles", "Motorcycle"]);
});

