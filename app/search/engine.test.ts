import { describe, it, expect } from "vitest";
import { StockIndex, SearchInputError, listedCount } from "./engine.ts";
import { FilterSyntaxError, compileFilter, parseFilter } from "../lib/filter-expression.ts";
import { toSearchDocument } from "./search-document.ts";
import { FACET_ATTRIBUTES, PAGE_SIZE, RANGE_ATTRIBUTES, SORT_OPTIONS, type SearchQuery } from "../stock/attributes.ts";
import { CTX, DAY, NOW, NOW_S, car, ids } from "./search-fixtures.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";

const HILUX = car(1, {
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  series: "GUN126R",
  simple_body: "ute",
  car_type: "new",
  year: 2025,
  price: 60_000,
  km: 10,
  colour: "White",
  simple_fuel: "Diesel",
  simple_transmission: "Automatic",
  simple_drive: "4x4",
  seats: 5,
  stocknum: "T1001",
  vin: "MR0FA3CD100000001",
  regplate: "ABC 123",
});
const COROLLA = car(2, { make: "Toyota", model: "Corolla", badge: "Ascent Sport", simple_body: "hatch", year: 2019, price: 22_000, km: 60_000, colour: "Silver", location_id: 2, seats: 5 });
const CX5 = car(3, { make: "Mazda", model: "CX-5", badge: "Maxx", simple_body: "SUV", car_type: "demo", year: 2024, price: 38_000, km: 5_000, colour: "Red", location_id: 3, dealership_id: 2, seats: 5, certified: true });
const BT50 = car(4, { make: "Mazda", model: "BT-50", simple_body: "ute", year: 2021, price: 42_000, km: 30_000, colour: "White", location_id: 3, dealership_id: 2 });
const RANGER = car(5, { make: "Ford", model: "Ranger", badge: "Wildtrak", simple_body: "ute", year: 2022, price: 55_000, km: 20_000, colour: "Blue" });
const EVEREST = car(6, { make: "Ford", model: "Everest", simple_body: "suv", car_type: "new", year: 2025, price: null, km: 0, seats: 7, location_id: 2 });
const OCTAVIA = car(7, { make: "Škoda", model: "Octavia", simple_body: "wagon", year: 2018, price: 9_000, km: 120_000, colour: "Grey" });
const RANGE_ROVER = car(8, { make: "Land Rover", model: "Range Rover", badge: "Vogue", simple_body: "suv", year: 2017, price: 80_000, km: 90_000 });
const COMING = car(9, { make: "Toyota", model: "LandCruiser", simple_body: "wagon", status: "coming_soon", car_type: "new", year: 2025, price: 95_000, km: 5 });
const SOLD_RECENT = car(10, { make: "Toyota", model: "Camry", status: "sold", sold_date_timestamp: NOW_S - 1 * DAY, price: 30_000 });
const SOLD_OLD = car(11, { make: "Toyota", model: "Yaris", status: "sold", sold_date_timestamp: NOW_S - 5 * DAY, price: 15_000 });
const HIDDEN = car(12, { make: "Toyota", model: "Prado", show_on_dealer_website: false });
const ON_HOLD = car(13, { make: "Toyota", model: "RAV4", status: "on_hold" });
const SOLD_UNDATED = car(14, { make: "Toyota", model: "Kluger", status: "sold" });

const STOCK = [HILUX, COROLLA, CX5, BT50, RANGER, EVEREST, OCTAVIA, RANGE_ROVER, COMING, SOLD_RECENT, SOLD_OLD, HIDDEN, ON_HOLD, SOLD_UNDATED];

const index = new StockIndex(STOCK, CTX);

function findIds(text: string, idx = index): number[] {
  return ids(idx.search({ query: text }, NOW, { hitsPerPage: 100, collapseSold: false }).hits).sort((a, b) => a - b);
}

function facet(res: { facets: Record<string, { value: string; count: number }[]> }, attribute: string): Record<string, number> {
  return Object.fromEntries(res.facets[attribute].map((f) => [f.value, f.count]));
}

describe("default stock filter", () => {
  it("lists in-stock, coming-soon and recently sold cars only", () => {
    const res = index.search({}, NOW, { hitsPerPage: 100, collapseSold: false });
    expect(ids(res.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.count).toBe(10);
  });

  it("keeps sold cars for include_sold_cars_days (3 by default), measured from now", () => {
    expect(index.search({}, NOW).hits.some((h) => h.id === 10)).toBe(true);
    // Four days later car 10 (sold a day before NOW) has left the window.
    const later = new Date(NOW.getTime() + 3 * DAY * 1000);
    expect(index.search({}, later, { hitsPerPage: 100 }).hits.some((h) => h.id === 10)).toBe(false);
    // Exactly on the edge it is still in.
    const edge = new Date(NOW.getTime() + 2 * DAY * 1000);
    expect(index.search({}, edge, { hitsPerPage: 100 }).hits.some((h) => h.id === 10)).toBe(true);
  });

  it("makes the sold window configurable", () => {
    const week = new StockIndex(STOCK, CTX, { include_sold_cars_days: 7 });
    expect(findIds("toyota", week)).toEqual([1, 2, 9, 10, 11]);
    const never = new StockIndex(STOCK, CTX, { include_sold_cars_days: 0 });
    expect(findIds("toyota", never)).toEqual([1, 2, 9]);
  });

  it("hides cars not shown on the dealer website, on hold, or sold without a date", () => {
    const all = findIds("");
    expect(all).not.toContain(HIDDEN.id);
    expect(all).not.toContain(ON_HOLD.id);
    expect(all).not.toContain(SOLD_UNDATED.id);
  });

  it("applies the manufacturer lock case-insensitively", () => {
    const locked = new StockIndex(STOCK, CTX, { manufacturer: "toyota" });
    expect(findIds("", locked)).toEqual([1, 2, 9, 10]);
    expect(locked.pathContext().makes).toEqual(["Toyota"]);
  });

  it("applies the tenant search filter", () => {
    const filtered = new StockIndex(STOCK, CTX, { search_filters: "(make = Ford OR car_type = new) AND location_id IN [1, 2]" });
    expect(findIds("", filtered)).toEqual([1, 5, 6, 9]);
    const parsed = new StockIndex(STOCK, CTX, { search_filter: parseFilter("make = mazda"), search_filters: "ignored = 1" });
    expect(findIds("", parsed)).toEqual([3, 4]);
  });

  it("throws a FilterSyntaxError for a bad tenant search filter", () => {
    expect(() => new StockIndex(STOCK, CTX, { search_filters: "make = " })).toThrow(FilterSyntaxError);
  });

  it("answers an empty stock", () => {
    const empty = new StockIndex([], CTX);
    const res = empty.search({ query: "hilux", facets: { make: ["Toyota"] }, ranges: { price: { min: 1 } } }, NOW);
    expect(res).toMatchObject({ hits: [], count: 0, page: 1, pages: 0, facetStats: {} });
    expect(res.facets.make).toEqual([]);
  });
});

describe("text search", () => {
  it("matches prefixes, case-insensitively", () => {
    expect(findIds("hil")).toEqual([1]);
    expect(findIds("HILUX")).toEqual([1]);
    expect(findIds("toy")).toEqual([1, 2, 9, 10]);
  });

  it("searches make, model, badge, series, colour, body, stock number, VIN and rego", () => {
    expect(findIds("wildtrak")).toEqual([5]);
    expect(findIds("gun126")).toEqual([1]);
    expect(findIds("silver")).toEqual([2]);
    expect(findIds("ute")).toEqual([1, 4, 5]);
    expect(findIds("t1001")).toEqual([1]);
    expect(findIds("MR0FA3")).toEqual([1]);
    expect(findIds("abc123")).toEqual([1]);
    expect(findIds("abc 123")).toEqual([1]);
  });

  it("ANDs several words", () => {
    expect(findIds("toyota white")).toEqual([1]);
    expect(findIds("white ute")).toEqual([1, 4]);
    expect(findIds("mazda white ute")).toEqual([4]);
    expect(findIds("ford white")).toEqual([]);
  });

  it("tolerates one typo in words of five or more letters", () => {
    expect(findIds("ranegr")).toEqual([5]); // transposition
    expect(findIds("rnager")).toEqual([5]);
    expect(findIds("rangar")).toEqual([5]); // substitution
    expect(findIds("rangerr")).toEqual([5]); // insertion
    expect(findIds("toyta")).toEqual([1, 2, 9, 10]); // deletion
    expect(findIds("corola")).toEqual([2]);
    expect(findIds("evrest")).toEqual([6]);
    expect(findIds("landcrusier")).toEqual([9]);
  });

  it("allows no typo in short words and no second typo", () => {
    expect(findIds("hilx")).toEqual([]);
    expect(findIds("ranegrr")).toEqual([]);
    expect(findIds("rnaegr")).toEqual([]);
  });

  it("uses typos only as a fallback: a correctly spelt word does not pull in near words", () => {
    expect(findIds("ranger")).toEqual([5]); // not Range Rover
    expect(findIds("range")).toEqual([5, 8]); // a prefix of both
    expect(findIds("rover")).toEqual([8]);
  });

  it("ignores diacritics and punctuation", () => {
    expect(findIds("skoda")).toEqual([7]);
    expect(findIds("ŠKODA octávia")).toEqual([7]);
    expect(findIds("cx-5")).toEqual([3]);
    expect(findIds("cx5")).toEqual([3]);
    expect(findIds("land cruiser")).toEqual([9]); // words split that the stock joins
    expect(findIds("landcruiser")).toEqual([9]);
    expect(findIds("range rover")).toEqual([8]);
    expect(findIds("rangerover")).toEqual([8]);
  });

  it("finds nothing for unknown words and everything for blank text", () => {
    expect(findIds("zzzz")).toEqual([]);
    expect(findIds("   ")).toHaveLength(10);
    expect(findIds("--")).toHaveLength(10);
  });
});

describe("facets", () => {
  it("counts every facet attribute over the results", () => {
    const res = index.search({}, NOW);
    expect(Object.keys(res.facets).sort()).toEqual([...FACET_ATTRIBUTES].sort());
    expect(facet(res, "make")).toEqual({ Toyota: 4, Mazda: 2, Ford: 2, "Land Rover": 1, Škoda: 1 });
    expect(facet(res, "location_name")).toEqual({ "Brisbane City": 6, "Gold Coast": 2, "Sydney North": 2 });
    expect(facet(res, "dealership_name")).toEqual({ "Forecourt Toyota": 8, "Forecourt Mazda": 2 });
    expect(facet(res, "state")).toEqual({ QLD: 8, NSW: 2 });
    expect(facet(res, "city")).toEqual({ Brisbane: 6, Southport: 2, Sydney: 2 });
    expect(facet(res, "status")).toEqual({ in_stock: 8, coming_soon: 1, sold: 1 });
    expect(facet(res, "seats")).toEqual({ "5": 3, "7": 1 });
    expect(facet(res, "fuel")).toEqual({ Diesel: 1 });
    expect(facet(res, "drive")).toEqual({ "4x4": 1 });
  });

  it("is disjunctive within an attribute: choosing Toyota still shows Mazda's count", () => {
    const res = index.search({ facets: { make: ["Toyota"] } }, NOW);
    expect(res.count).toBe(4);
    expect(facet(res, "make")).toEqual({ Toyota: 4, Mazda: 2, Ford: 2, "Land Rover": 1, Škoda: 1 });
    // Other attributes are counted within Toyota only.
    expect(facet(res, "model")).toEqual({ HiLux: 1, Corolla: 1, LandCruiser: 1, Camry: 1 });
    const both = index.search({ facets: { make: ["Toyota", "mazda"] } }, NOW);
    expect(both.count).toBe(6);
  });

  it("ANDs attributes and counts each attribute with every refinement except its own", () => {
    const res = index.search({ facets: { make: ["Toyota", "Mazda"], car_type: ["used"] } }, NOW, { collapseSold: false });
    expect(ids(res.hits).sort((a, b) => a - b)).toEqual([2, 4, 10]);
    // make counts: used cars only.
    expect(facet(res, "make")).toEqual({ Toyota: 2, Mazda: 1, Ford: 1, "Land Rover": 1, Škoda: 1 });
    // car_type counts: Toyota or Mazda only.
    expect(facet(res, "car_type")).toEqual({ new: 2, demo: 1, used: 3 });
    // colour counts: both refinements.
    expect(facet(res, "colour")).toEqual({ Silver: 1, White: 1 });
  });

  it("keeps chosen values listed with a zero count, and ignores unknown values", () => {
    const res = index.search({ facets: { make: ["Ford", "Nope"], colour: ["Red"] } }, NOW);
    expect(res.count).toBe(0);
    // Colours within Ford: Blue, plus the chosen Red with its zero count.
    expect(res.facets.colour).toEqual([
      { label: "Blue", value: "Blue", count: 1 },
      { label: "Red", value: "Red", count: 0 },
    ]);
    // Red cars by make: only Mazda; Ford stays listed because it is chosen; 'Nope' is unknown.
    expect(facet(res, "make")).toEqual({ Mazda: 1, Ford: 0 });
  });

  it("orders values by count, then label", () => {
    const res = index.search({}, NOW);
    expect(res.facets.make.map((f) => f.value)).toEqual(["Toyota", "Ford", "Mazda", "Land Rover", "Škoda"]);
    expect(res.facets.colour.map((f) => f.value)).toEqual(["White", "Blue", "Grey", "Red", "Silver"]);
  });

  it("orders car types new, demo, used regardless of counts", () => {
    const res = index.search({}, NOW);
    expect(res.facets.car_type).toEqual([
      { label: "New", value: "new", count: 3 },
      { label: "Demo", value: "demo", count: 1 },
      { label: "Used", value: "used", count: 6 },
    ]);
  });

  it("orders price ranges numerically with 'Under' first", () => {
    const res = index.search({}, NOW);
    expect(res.facets.price_range.map((f) => f.label)).toEqual([
      "Under $10,000",
      "$20,000 - $30,000",
      "$30,000 - $40,000",
      "$40,000 - $50,000",
      "$50,000 - $60,000",
      "$60,000 - $80,000",
      "$80,000 - $100,000",
    ]);
    expect(facet(res, "price_range")["$50,000 - $60,000"]).toBe(1);
    expect(facet(res, "price_range")["$60,000 - $80,000"]).toBe(1); // HiLux at exactly 60,000
    expect(res.facets.weekly_price_range[0].label).toBe("Under $100 / week");
  });

  it("limits the body facet to the allowed body types, by count then name", () => {
    const odd = new StockIndex([...STOCK, car(20, { simple_body: "Tractor" }), car(21, { simple_body: "Cab Chassis" })], CTX);
    const res = odd.search({}, NOW);
    expect(res.facets.body.map((f) => [f.value, f.label, f.count])).toEqual([
      ["suv", "SUV", 3],
      ["ute", "Ute", 3],
      ["wagon", "Wagon", 2],
      ["cabChassis", "Cab Chassis", 1],
      ["hatch", "Hatch", 1],
    ]);
    // Tractor is still filterable, just never offered.
    expect(odd.search({ facets: { body: ["tractor"] } }, NOW).count).toBe(1);
  });

  it("shows years as plain numbers", () => {
    const res = index.search({}, NOW);
    expect(res.facets.year.find((f) => f.value === "2025")).toEqual({ label: "2025", value: "2025", count: 3 });
  });

  it("labels certified and hides 'false' for certified-only tenants", () => {
    expect(index.search({}, NOW).facets.certified).toEqual([
      { label: "Not Certified", value: "false", count: 9 },
      { label: "Certified", value: "true", count: 1 },
    ]);
    const certifiedOnly = new StockIndex(STOCK, CTX, { certified_only: true });
    expect(certifiedOnly.search({}, NOW).facets.certified).toEqual([{ label: "Certified", value: "true", count: 1 }]);
  });

  it("can skip facets", () => {
    const res = index.search({}, NOW, { facets: false });
    expect(res.facets.make).toEqual([]);
    expect(res.facetStats).toEqual({});
    expect(res.count).toBe(10);
  });
});

describe("ranges and facet stats", () => {
  it("filters inclusive ranges with either side optional; cars without a value never match", () => {
    const between = (range: { min?: number; max?: number }) =>
      ids(index.search({ ranges: { price: range } }, NOW, { hitsPerPage: 100, collapseSold: false }).hits).sort((a, b) => a - b);
    expect(between({ min: 38_000, max: 55_000 })).toEqual([3, 4, 5]);
    expect(between({ max: 22_000 })).toEqual([2, 7]);
    expect(between({ min: 80_000 })).toEqual([8, 9]);
    expect(between({ min: 0 })).toEqual([1, 2, 3, 4, 5, 7, 8, 9, 10]); // Everest has no price
  });

  it("filters km, year, seats, weekly and subscription prices", () => {
    expect(index.search({ ranges: { km: { max: 10 } } }, NOW).count).toBe(3);
    expect(index.search({ ranges: { year: { min: 2024 } } }, NOW).count).toBe(4);
    expect(index.search({ ranges: { seats: { min: 6 } } }, NOW).count).toBe(1);
    expect(index.search({ ranges: { weekly_price: { max: 100 } } }, NOW).count).toBe(2); // 22000/260 = 85, 9000/260 = 35
    expect(index.search({ ranges: { subscription_price: { min: 1 } } }, NOW).count).toBe(0);
  });

  it("combines a year facet value with a year range", () => {
    const res = index.search({ facets: { year: ["2025", "2019"] }, ranges: { year: { min: 2020 } } }, NOW);
    expect(res.count).toBe(3);
    // year facet and year stats ignore both year refinements
    expect(facet(res, "year")["2019"]).toBe(1);
    expect(res.facetStats.year).toEqual({ min: 2017, max: 2025 });
  });

  it("gives min and max over the results without the attribute's own range", () => {
    const res = index.search({ facets: { make: ["Toyota", "Ford"] }, ranges: { price: { min: 50_000 } } }, NOW);
    expect(res.count).toBe(3); // HiLux 60k, Ranger 55k, LandCruiser 95k
    expect(res.facetStats.price).toEqual({ min: 22_000, max: 95_000 }); // all Toyota/Ford with a price, the range ignored
    expect(res.facetStats.km).toEqual({ min: 5, max: 20_000 }); // within the price range
    expect(res.facetStats.year).toEqual({ min: 2022, max: 2025 });
    expect(res.facetStats.subscription_price).toBeUndefined();
    expect(Object.keys(res.facetStats).every((k) => (RANGE_ATTRIBUTES as readonly string[]).includes(k))).toBe(true);
  });

  it("includes the text query in facet stats", () => {
    const res = index.search({ query: "mazda" }, NOW);
    expect(res.facetStats.price).toEqual({ min: 38_000, max: 42_000 });
  });
});

describe("sorting", () => {
  const order = (sortBy: SearchQuery["sortBy"], idx = index) => ids(idx.search({ sortBy }, NOW, { hitsPerPage: 100, collapseSold: false }).hits);

  it("ranks in stock before coming soon before sold, then newest first (rank:desc, the default)", () => {
    expect(order("rank:desc")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ids(index.search({}, NOW, { hitsPerPage: 100 }).hits)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const shuffled = new StockIndex([SOLD_RECENT, COMING, RANGER, HILUX], CTX);
    expect(order("rank:desc", shuffled)).toEqual([1, 5, 9, 10]);
  });

  it("sorts by price ascending and descending, cars without a price last, sold cars (10) after all", () => {
    expect(order("price:asc")).toEqual([7, 2, 3, 4, 5, 1, 8, 9, 6, 10]);
    expect(order("price:desc")).toEqual([9, 8, 1, 5, 4, 3, 2, 7, 6, 10]);
  });

  it("requires a price for price:asc where configured", () => {
    const strict = new StockIndex([...STOCK, car(30, { price: 0 })], CTX, { price_asc_requires_price: true });
    const asc = order("price:asc", strict);
    expect(asc).not.toContain(6);
    expect(asc).not.toContain(30);
    expect(order("price:desc", strict)).toContain(30);
  });

  it("sorts by year, km and created_at", () => {
    expect(order("year:desc")).toEqual([1, 6, 9, 3, 5, 4, 2, 7, 8, 10]);
    expect(order("km:asc")).toEqual([6, 9, 1, 3, 5, 4, 2, 8, 7, 10]);
    expect(order("created_at:desc")).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("breaks ties by id", () => {
    const same = [car(44, { price: 1000 }), car(42, { price: 1000 }), car(43, { price: 1000 })];
    const idx = new StockIndex(same, CTX);
    expect(order("price:asc", idx)).toEqual([42, 43, 44]);
    expect(order("price:desc", idx)).toEqual([42, 43, 44]);
    expect(order("year:desc", idx)).toEqual([42, 43, 44]);
  });

  it("sorts the same way for small and large result sets", () => {
    // A big stock where a narrow filter takes the sorting path and a broad one the walking path.
    const big = Array.from({ length: 400 }, (_, i) => car(i + 1, { price: ((i * 7919) % 1000) * 100, km: (i * 31) % 5000, make: i % 40 === 0 ? "Ford" : "Toyota" }));
    const idx = new StockIndex(big, CTX);
    for (const make of ["Ford", "Toyota"]) {
      const res = idx.search({ sortBy: "price:asc", facets: { make: [make] } }, NOW, { hitsPerPage: 1000 });
      const expected = big
        .filter((v) => v.make === make)
        .sort((a, b) => a.price! - b.price! || a.id - b.id)
        .map((v) => v.id);
      expect(ids(res.hits)).toEqual(expected);
    }
  });
});

describe("sold collapse", () => {
  const sold = (id: number, price: number, days = 1) => car(id, { status: "sold", sold_date_timestamp: NOW_S - days * DAY, price });
  const stock = [car(1, { price: 10_000 }), sold(2, 11_000), sold(3, 12_000), sold(4, 13_000), car(5, { price: 14_000 }), sold(6, 15_000), car(7, { price: 16_000 }), sold(8, 17_000), sold(9, 18_000)];
  const idx = new StockIndex(stock, CTX);

  it("sorts sold cars last in every sort, so their one run collapses to its first, and counts what is shown", () => {
    const res = idx.search({ sortBy: "price:asc" }, NOW);
    expect(ids(res.hits)).toEqual([1, 5, 7, 2]);
    expect(res.count).toBe(4);
    expect(res.pages).toBe(1);
    expect(ids(idx.search({ sortBy: "price:desc" }, NOW).hits)).toEqual([7, 5, 1, 9]);
  });

  it("answers the same count for every sort (issue 13: 1,384 Featured, 1,424 by km, 1,429 by price)", () => {
    for (const sortBy of SORT_OPTIONS) expect(idx.search({ sortBy }, NOW).count, sortBy).toBe(4);
  });

  it("counts each facet value as the search choosing it answers", () => {
    const res = idx.search({}, NOW);
    expect(facet(res, "status")).toEqual({ in_stock: 3, sold: 6 });
    expect(idx.search({ facets: { status: ["sold"] } }, NOW).count).toBe(6);
    expect(idx.search({ facets: { status: ["in_stock"] } }, NOW).count).toBe(3);
    expect(facet(res, "make")).toEqual({ Toyota: 4 });
  });

  it("has one definition: listedCount(unsold, sold)", () => {
    expect(listedCount(10, 0)).toBe(10);
    expect(listedCount(10, 5)).toBe(11);
    expect(listedCount(0, 5)).toBe(5);
    expect(listedCount(0, 0)).toBe(0);
  });

  it("collapses in rank order too (sold cars rank last)", () => {
    const res = idx.search({}, NOW);
    expect(ids(res.hits)).toEqual([1, 5, 7, 2]);
    expect(res.count).toBe(4);
  });

  it("shows every hit when every hit is sold", () => {
    const res = idx.search({ sortBy: "price:asc", ranges: { price: { min: 11_000, max: 13_000 } } }, NOW);
    expect(ids(res.hits)).toEqual([2, 3, 4]);
    expect(res.count).toBe(3);
  });

  it("can be turned off", () => {
    expect(idx.search({ sortBy: "price:asc" }, NOW, { collapseSold: false }).count).toBe(9);
  });

  it("applies before paging", () => {
    const many = [...Array.from({ length: 30 }, (_, i) => sold(100 + i, 100 + i)), ...Array.from({ length: 30 }, (_, i) => car(200 + i, { price: 1000 + i }))];
    const res = new StockIndex(many, CTX).search({ sortBy: "price:asc" }, NOW);
    expect(res.count).toBe(31);
    expect(res.pages).toBe(2);
    expect(res.hits[0].id).toBe(200);
    expect(ids(new StockIndex(many, CTX).search({ sortBy: "price:asc", page: 2 }, NOW).hits)).toEqual([...Array.from({ length: 9 }, (_, i) => 221 + i), 100]);
  });
});

describe("paging", () => {
  const fifty = Array.from({ length: 50 }, (_, i) => car(i + 1));
  const idx = new StockIndex(fifty, CTX);

  it("pages 21 at a time", () => {
    expect(PAGE_SIZE).toBe(21);
    const p1 = idx.search({ page: 1 }, NOW);
    expect(p1).toMatchObject({ count: 50, page: 1, pages: 3 });
    expect(ids(p1.hits)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const p3 = idx.search({ page: 3 }, NOW);
    expect(ids(p3.hits)).toEqual(Array.from({ length: 8 }, (_, i) => i + 43));
    expect(idx.search({ page: 4 }, NOW).hits).toEqual([]);
  });

  it("pages sorted results", () => {
    const p2 = idx.search({ page: 2, sortBy: "created_at:desc" }, NOW);
    expect(ids(p2.hits)[0]).toBe(22);
    const p3 = idx.search({ page: 3, sortBy: "km:asc" }, NOW);
    expect(ids(p3.hits)).toEqual(Array.from({ length: 8 }, (_, i) => i + 43));
  });

  it("takes a custom page size", () => {
    expect(idx.search({ page: 2 }, NOW, { hitsPerPage: 10 })).toMatchObject({ pages: 5, page: 2 });
  });

  it("reports processing time", () => {
    expect(idx.search({}, NOW).ms).toBeGreaterThanOrEqual(0);
  });
});

describe("hits", () => {
  it("are the stored vehicles plus location and dealership names", () => {
    const hit = index.search({ query: "cx5" }, NOW).hits[0];
    expect(hit).toMatchObject({ id: 3, make: "Mazda", slug: CX5.slug, location_name: "Sydney North", city: "Sydney", state: "NSW", dealership_name: "Forecourt Mazda" });
    expect(index.hit(3)).toBe(hit);
    expect(index.hit(12)).toBeUndefined();
  });

  it("answer a listed vehicle by slug as stored: a hold's Reserved is the index's own", () => {
    const held = { ...CX5, reserved: true };
    const withHold = new StockIndex([HILUX, held, { ...COROLLA, show_on_dealer_website: false }], CTX, { stored: new Map([[CX5.id, CX5]]) });
    expect(withHold.search({ query: "cx5" }, NOW).hits[0]?.reserved).toBe(true);
    // As stored, and as search shows it: the hold's Reserved (a signed-out shopper's vehicle page, ADR 059).
    expect(withHold.listedVehicle(CX5.slug!)).toEqual({ stored: CX5, shown: held });
    expect(withHold.listedVehicle(CX5.slug!)?.stored).toBe(CX5);
    expect(withHold.listedVehicle(HILUX.slug!)).toEqual({ stored: HILUX, shown: HILUX });
    // Not listed (unpublished) or unknown: the page looks in the database.
    expect(withHold.listedVehicle(COROLLA.slug!)).toBeUndefined();
    expect(withHold.listedVehicle("no-such-car")).toBeUndefined();
  });
});

describe("extra filters and multiSearch", () => {
  it("applies a filter expression on top of the default stock filter", () => {
    const res = index.search({}, NOW, { filter: "car_type = new OR make = Toyota", collapseSold: false, hitsPerPage: 100 });
    expect(ids(res.hits).sort((a, b) => a - b)).toEqual([1, 2, 6, 9, 10]); // not the hidden Prado
  });

  it("answers several searches", () => {
    const { results } = index.multiSearch(
      [
        { filter: "make = Mazda", sort: ["price:desc"] },
        { query: "ute", limit: 2 },
        { filter: "price > 50000 AND car_type != new", sort: ["km:asc"] },
        { query: "toyota", filter: "status = sold" },
      ],
      NOW,
    );
    expect(results.map((r) => [ids(r.hits), r.count])).toEqual([
      [[4, 3], 2],
      [[1, 4], 3],
      [[5, 8], 2],
      [[10], 1],
    ]);
  });

  it("rejects bad filters and sorts", () => {
    expect(() => index.multiSearch([{ filter: "make =" }], NOW)).toThrow(FilterSyntaxError);
    expect(() => index.multiSearch([{ sort: ["colour:asc"] }], NOW)).toThrow(SearchInputError);
  });

  it("evaluates filters over the index exactly like the compiled predicate", () => {
    const listed = STOCK.filter((v) => findIds("").includes(v.id));
    const filters = [
      "make = toyota",
      "make != Toyota",
      "make IN [Mazda, ford]",
      "make NOT IN [Mazda, ford]",
      "year > 2021",
      "year >= 2021 AND year < 2025",
      "year = 2025",
      "year != 2025",
      "price 20000 TO 42000",
      "price <= 9000",
      "location_id IN [2, 3]",
      "tag EXISTS",
      "badge NOT EXISTS",
      "badge IS NULL",
      "make_model = 'Toyota HiLux'",
      "location_slug = gold-coast",
      "certified = true",
      "stocknum = t1001",
      "colour = white AND NOT body = ute",
      "(make = Ford OR car_type = new) AND location_id IN [1, 2]",
      "nope = 1",
      "nope != 1",
      "created_at_timestamp > 0",
    ];
    for (const f of filters) {
      const test = compileFilter(parseFilter(f));
      const expected = listed
        .filter((v) => test(toSearchDocument(v, CTX) as unknown as Record<string, unknown>))
        .map((v) => v.id)
        .sort((a, b) => a - b);
      const { results } = index.multiSearch([{ filter: f, limit: 100 }], NOW);
      const got = ids(index.search({}, NOW, { filter: f, collapseSold: false, hitsPerPage: 100 }).hits).sort((a, b) => a - b);
      expect(got, f).toEqual(expected);
      expect(results[0].hits.length, f).toBeLessThanOrEqual(expected.length);
    }
  });
});

describe("pathContext", () => {
  it("lists makes, models and bodies in stock and every location and dealership", () => {
    const ctx = index.pathContext();
    expect(ctx.makes).toEqual(["Ford", "Land Rover", "Mazda", "Škoda", "Toyota"]); // accents ignored in order
    expect(ctx.models).toContainEqual({ make: "Toyota", model: "HiLux" });
    expect(ctx.models).not.toContainEqual({ make: "Toyota", model: "Prado" });
    expect(ctx.bodies).toEqual(["hatch", "suv", "ute", "wagon"]);
    expect(ctx.locations.map((l) => l.slug)).toEqual(["brisbane-city", "gold-coast", "sydney-north"]);
    expect(ctx.dealerships.map((d) => d.slug)).toEqual(["forecourt-toyota", "forecourt-mazda"]);
  });
});

/** Cross-check facets, stats, counts and order against a naive implementation on a random stock. */
describe("overview", () => {
  it("is the whole stock's facets and count at that time, computed once per time asked", () => {
    const sold = new StockIndex(STOCK, CTX, { include_sold_cars_days: 7 });
    const first = sold.overview(NOW);
    const same = (a: object, b: object) => expect({ ...a, ms: 0 }).toEqual({ ...b, ms: 0 });
    same(first, sold.search({}, NOW, { hitsPerPage: 0 }));
    expect(sold.overview(new Date(NOW.getTime()))).toBe(first);
    const later = sold.overview(new Date(NOW.getTime() + 30 * DAY * 1000));
    expect(later).not.toBe(first);
    same(later, sold.search({}, new Date(NOW.getTime() + 30 * DAY * 1000), { hitsPerPage: 0 }));
    expect(later.count).toBeLessThan(first.count); // the sold cars left the window
  });
});

describe("randomised cross-check", () => {
  function rng(seed: number) {
    return () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }
  const r = rng(42);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const makes = ["Toyota", "Mazda", "Ford", "Kia", "Hyundai"];
  const bodies = ["suv", "ute", "hatch", "sedan", "wagon", null];
  const colours = ["White", "Black", "Red", "Blue", null];
  const stock: Vehicle[] = Array.from({ length: 700 }, (_, i) => {
    const status = pick(["in_stock", "in_stock", "in_stock", "in_stock", "coming_soon", "sold", "on_hold"] as const);
    return car(i + 1, {
      make: pick(makes),
      model: pick(["A", "B", "C", "D"]),
      simple_body: pick(bodies),
      colour: pick(colours),
      car_type: pick(["new", "used", "demo"] as const),
      year: 2010 + Math.floor(r() * 16),
      price: r() < 0.1 ? null : Math.floor(r() * 120) * 1000,
      km: r() < 0.1 ? null : Math.floor(r() * 200_000),
      seats: pick([2, 5, 7, null]),
      status,
      sold_date_timestamp: status === "sold" ? NOW_S - Math.floor(r() * 6 * DAY) : null,
      location_id: pick([1, 2, 3]),
      show_on_dealer_website: r() > 0.05,
      certified: r() < 0.2,
    });
  });
  const idx = new StockIndex(stock, CTX);
  const listedDocs = stock
    .filter((v) => v.show_on_dealer_website && (v.status === "in_stock" || v.status === "coming_soon" || (v.status === "sold" && v.sold_date_timestamp! >= NOW_S - 3 * DAY)))
    .map((v) => ({ v, d: toSearchDocument(v, CTX) as unknown as Record<string, unknown> }));

  const queries: Partial<SearchQuery>[] = [
    {},
    { facets: { make: ["Toyota"] } },
    { facets: { make: ["Toyota", "Kia"], colour: ["White"] } },
    { facets: { car_type: ["used"], body: ["suv", "ute"] }, ranges: { price: { min: 20_000, max: 60_000 } } },
    { ranges: { km: { max: 50_000 }, year: { min: 2018 } }, sortBy: "km:asc" },
    { facets: { seats: ["7"], year: ["2015", "2020"] }, sortBy: "price:desc" },
    { facets: { status: ["sold"] }, sortBy: "price:asc" },
    { query: "toyota", facets: { location_name: ["Gold Coast"] }, sortBy: "year:desc" },
    { facets: { certified: ["true"], make: ["Mazda"] }, ranges: { price: { max: 30_000 } }, sortBy: "created_at:desc" },
  ];

  function matches(d: Record<string, unknown>, query: Partial<SearchQuery>, except: string | null): boolean {
    if (query.query && String(d.make).toLowerCase() !== query.query) return false;
    for (const [a, values] of Object.entries(query.facets ?? {})) {
      if (a === except) continue;
      const x = d[a];
      if (x === null || !values!.some((v) => v.toLowerCase() === String(x).toLowerCase())) return false;
    }
    for (const [a, range] of Object.entries(query.ranges ?? {})) {
      if (a === except) continue;
      const x = d[a];
      if (typeof x !== "number" || (range!.min !== undefined && x < range!.min) || (range!.max !== undefined && x > range!.max)) return false;
    }
    return true;
  }

  // Issue 13: 'New (549)' led to '535 cars found'. Every count a shopper sees is the count the search behind it answers.
  for (const query of queries) {
    it(`one count for ${JSON.stringify(query)}: the list, every sort and every facet value agree`, () => {
      const res = idx.search(query, NOW, { hitsPerPage: 1000 });
      expect(res.hits.length).toBe(res.count);
      for (const sortBy of SORT_OPTIONS) {
        const sorted = idx.search({ ...query, sortBy }, NOW, { hitsPerPage: 1000 });
        expect(sorted.count, sortBy).toBe(res.count);
        expect(sorted.hits.length, sortBy).toBe(res.count);
      }
      // (An attribute refined by a range as well is counted without both, so its values are left out here.)
      for (const a of FACET_ATTRIBUTES.filter((x) => !(x in (query.ranges ?? {})))) {
        for (const v of res.facets[a]) {
          const chosen = idx.search({ ...query, facets: { ...query.facets, [a]: [v.value] } }, NOW, { hitsPerPage: 0, facets: false });
          expect(v.count, `${a}=${v.value}`).toBe(chosen.count);
        }
      }
    });
  }

  for (const query of queries) {
    it(JSON.stringify(query), () => {
      const res = idx.search(query, NOW, { hitsPerPage: 1000, collapseSold: false });
      const expected = listedDocs.filter((e) => matches(e.d, query, null));
      expect(res.count).toBe(expected.length);
      expect(new Set(ids(res.hits))).toEqual(new Set(expected.map((e) => e.v.id)));
      for (const a of FACET_ATTRIBUTES) {
        const counts: Record<string, number> = {};
        for (const e of listedDocs.filter((x) => matches(x.d, query, a))) {
          const x = e.d[a];
          if (x === null || x === undefined) continue;
          counts[String(x)] = (counts[String(x)] ?? 0) + 1;
        }
        const got = facet(res, a);
        for (const k of Object.keys(got)) if (got[k] === 0) delete got[k];
        expect(got, a).toEqual(counts);
      }
      for (const a of RANGE_ATTRIBUTES) {
        const values = listedDocs
          .filter((x) => matches(x.d, query, a))
          .map((x) => x.d[a])
          .filter((x): x is number => typeof x === "number");
        expect(res.facetStats[a], a).toEqual(values.length ? { min: Math.min(...values), max: Math.max(...values) } : undefined);
      }
      // Sorted order agrees with a plain sort.
      if (query.sortBy && query.sortBy !== "rank:desc") {
        const [field, dir] = query.sortBy.split(":");
        const key = field === "created_at" ? "created_at_timestamp" : field;
        const sorted = [...expected].sort((x, y) => {
          const sold = Number(x.v.status === "sold") - Number(y.v.status === "sold");
          if (sold) return sold;
          const a = x.d[key] as number | null;
          const b = y.d[key] as number | null;
          if (a === null || b === null) return a === b ? x.v.id - y.v.id : a === null ? 1 : -1;
          return (dir === "asc" ? a - b : b - a) || x.v.id - y.v.id;
        });
        expect(ids(res.hits)).toEqual(sorted.map((e) => e.v.id));
      }
    });
  }
});
