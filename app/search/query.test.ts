import { describe, it, expect } from "vitest";
import {
  MAX_FILTER_CHARS,
  MAX_FILTER_VALUES,
  MAX_VALUES_PER_FACET,
  activeFilters,
  applySearchChange,
  filterBoundsError,
  parseSearchParams,
  pathFilters,
  removalChange,
  removeFilters,
  searchKey,
  searchParamsString,
  searchUrl,
  toggleFacetValue,
  withPathFilters,
  type PathContext,
} from "./query.ts";
import { parseFilter } from "../lib/filter-expression.ts";
import { emptyQuery, type SearchQuery } from "../stock/attributes.ts";
import { StockIndex } from "./engine.ts";
import { CTX, NOW, car } from "./search-fixtures.ts";
import { expectCases } from "../lib/test-cases.ts";

function parse(qs: string) {
  return parseSearchParams(new URLSearchParams(qs));
}

function ok(qs: string): SearchQuery {
  const r = parse(qs);
  if (!r.ok) throw new Error(r.message);
  return r.query;
}

function message(qs: string): string {
  const r = parse(qs);
  if (r.ok) throw new Error(`expected ${qs} to be invalid`);
  return r.message;
}

describe("parseSearchParams", () => {
  it("gives the default search for no parameters", () => {
    expect(ok("")).toEqual(emptyQuery());
    expect(ok("")).toEqual({ query: "", page: 1, sortBy: "rank:desc", facets: {}, ranges: {} });
  });

  it("reads query, page and sortBy", () => {
    expect(ok("query=+hilux+sr5+&page=3&sortBy=price:asc")).toMatchObject({ query: "hilux sr5", page: 3, sortBy: "price:asc" });
    for (const s of ["rank:desc", "price:asc", "price:desc", "year:desc", "km:asc", "created_at:desc"]) expect(ok(`sortBy=${s}`).sortBy).toBe(s);
  });

  it("reads one repeated parameter per facet value", () => {
    expect(ok("make=Toyota&make=Mazda&car_type=used").facets).toEqual({ make: ["Toyota", "Mazda"], car_type: ["used"] });
    expect(ok("location_name=Gold+Coast&price_range=%2420%2C000+-+%2430%2C000").facets).toEqual({
      location_name: ["Gold Coast"],
      price_range: ["$20,000 - $30,000"],
    });
  });

  it("drops empty values ('All') and case-insensitive duplicates", () => {
    expect(ok("make=&make=Toyota&make=toyota&model=").facets).toEqual({ make: ["Toyota"] });
    expect(ok("query=&page=&sortBy=")).toEqual(emptyQuery());
  });

  it("reads ranges with either side optional", () => {
    expect(ok("price=10000:30000&km=:50000&subscription_price=100:&weekly_price=1.5:2.5").ranges).toEqual({
      price: { min: 10000, max: 30000 },
      km: { max: 50000 },
      subscription_price: { min: 100 },
      weekly_price: { min: 1.5, max: 2.5 },
    });
    expect(ok("price=:").ranges).toEqual({});
  });

  it("reads year and seats as facet values or a range", () => {
    const q = ok("year=2020&year=2021&year=2015:2022&seats=7");
    expect(q.facets).toEqual({ year: ["2020", "2021"], seats: ["7"] });
    expect(q.ranges).toEqual({ year: { min: 2015, max: 2022 } });
  });

  it("ignores unknown parameters", () => {
    expect(ok("utm_source=google&fbclid=x&make=Ford")).toEqual({ ...emptyQuery(), facets: { make: ["Ford"] } });
  });

  it("explains what is wrong, never throwing", () => {
    expectCases(message, [
      ["page=0", "page must be a whole number of 1 or more"],
      ["page=abc", "page must be a whole number of 1 or more"],
      ["page=1.5", "page must be a whole number of 1 or more"],
      ["page=-2", "page must be a whole number of 1 or more"],
      ["page=1&page=2", "page must be given once"],
      ["sortBy=colour:asc", "sortBy must be one of rank:desc, price:asc, price:desc, year:desc, km:asc, created_at:desc"],
      ["price=10000", 'price must be a range like 10000:30000 (either side may be left out), not "10000"'],
      ["km=a:b", 'km must be a range like 10000:30000 (either side may be left out), not "a:b"'],
      ["price=30000:10000", "price range 30000:10000 has its minimum above its maximum"],
      ["price=1:2&price=3:4", "price range must be given once"],
      ["year=2010:2012&year=2014:2016", "year range must be given once"],
    ]);
    expect(message(`query=${"x".repeat(201)}`)).toBe("query must be at most 200 characters");
    expect(message(`make=${"x".repeat(101)}`)).toBe("make values must be at most 100 characters");
    expect(message("query=a&query=b")).toBe("query must be given once");
    expect(() => parse("page=%")).not.toThrow();
  });
});

describe("bounds of the filter state", () => {
  const values = (attribute: string, n: number, prefix = "v") => Array.from({ length: n }, (_, i) => `${attribute}=${prefix}${i}`);
  const parsed = (parts: string[]) => {
    const r = parse(parts.join("&"));
    if (!r.ok) throw new Error(r.message);
    return r;
  };

  it("takes up to 40 values of one attribute and reports nothing dropped", () => {
    expect(MAX_VALUES_PER_FACET).toBe(40);
    const r = parsed(values("make", 40));
    expect(r.query.facets.make).toHaveLength(40);
    expect(r.dropped).toBeNull();
  });

  it("leaves out values past 40 of one attribute, in URL order, and says which bound", () => {
    const r = parsed([...values("model", 45), "make=Toyota"]);
    expect(r.query.facets.model).toEqual(Array.from({ length: 40 }, (_, i) => `v${i}`));
    expect(r.query.facets.make).toEqual(["Toyota"]);
    expect(r.dropped).toEqual({ count: 5, message: "model has more than 40 values" });
  });

  it("does not count repeated values against the bound", () => {
    const r = parsed([...values("make", 40), ...values("make", 40), "make=V0"]);
    expect(r.query.facets.make).toHaveLength(40);
    expect(r.dropped).toBeNull();
  });

  it("takes at most 80 values in all", () => {
    expect(MAX_FILTER_VALUES).toBe(80);
    const r = parsed([...values("make", 30), ...values("colour", 30), ...values("badge", 30)]);
    expect(r.query.facets.make).toHaveLength(30);
    expect(r.query.facets.colour).toHaveLength(30);
    expect(r.query.facets.badge).toHaveLength(20);
    expect(r.dropped).toEqual({ count: 10, message: "more than 80 filter values in all" });
  });

  it("takes at most 2,000 characters of values in all", () => {
    expect(MAX_FILTER_CHARS).toBe(2000);
    const long = (i: number) => String(i).padStart(100, "x");
    const parts = [...Array.from({ length: 15 }, (_, i) => `badge=${long(i)}`), ...Array.from({ length: 10 }, (_, i) => `colour=${long(i)}`)];
    const r = parsed(parts);
    expect(r.query.facets.badge).toHaveLength(15);
    expect(r.query.facets.colour).toHaveLength(5);
    expect(r.dropped).toEqual({ count: 5, message: "filter values longer than 2000 characters in all" });
  });

  it("still refuses malformed values past the bounds", () => {
    expect(message([...values("make", 45), `make=${"x".repeat(101)}`].join("&"))).toBe("make values must be at most 100 characters");
  });

  it("bounds a multi-search filter expression alike", () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`).join(", ");
    expect(filterBoundsError(parseFilter(`make IN [${list(40)}]`))).toBeNull();
    expect(filterBoundsError(parseFilter(`make IN [${list(41)}]`))).toMatch(/^filter names more than 40 values of make \(at most 40 values per filter/);
    expect(filterBoundsError(parseFilter(`make IN [${list(30)}] OR model IN [${list(30)}] OR colour IN [${list(21)}]`))).toMatch(/^filter names more than 80 values in all/);
    expect(filterBoundsError(parseFilter(`make IN [${list(30)}] AND NOT make = x AND make IN [${list(10)}]`))).toMatch(/more than 40 values of make/);
    expect(filterBoundsError(null)).toBeNull();
  });
});

describe("removing one filter (the chips)", () => {
  const q: SearchQuery = { query: "ute", page: 3, sortBy: "price:asc", facets: { make: ["Toyota", "Ford"], model: ["Ranger"], year: ["2020"] }, ranges: { price: { min: 10000 }, year: { min: 2015 } } };

  it("lists every filter with a token, in display order", () => {
    expect(activeFilters(q).map((f) => f.token)).toEqual(["query", "make:Toyota", "make:Ford", "model:Ranger", "year:2020", "price", "year"]);
  });

  it("removes the filter a token names and goes back to page 1", () => {
    expect(searchUrl("/s", removeFilters(q, ["make:toyota"]))).toBe("/s?query=ute&make=Ford&model=Ranger&year=2020&price=10000:&year=2015:&sortBy=price:asc");
    expect(removeFilters(q, ["query", "price", "year:2020", "year"])).toEqual({ ...q, query: "", page: 1, facets: { make: ["Toyota", "Ford"], model: ["Ranger"] }, ranges: {} });
  });

  it("drops the model with the last make", () => {
    expect(removeFilters(q, ["make:Toyota", "make:Ford"]).facets).toEqual({ year: ["2020"] });
  });

  it("ignores tokens that name nothing", () => {
    for (const t of ["make:Kia", "km", "colour:Red", "bogus:x", "nonsense", ""]) expect(removalChange(q, t)).toBeNull();
    expect(removeFilters(q, ["make:Kia", "bogus"])).toBe(q);
  });
});

describe("searchUrl and searchKey", () => {
  const base: SearchQuery = {
    query: "ute",
    page: 2,
    sortBy: "price:asc",
    facets: { model: ["Ranger"], make: ["Toyota", "Ford"] },
    ranges: { km: { max: 50000 }, price: { min: 10000, max: 30000 } },
  };

  it("builds canonical URLs in a stable order, defaults left out", () => {
    expect(searchUrl("/search/new-used-and-demo-cars", base)).toBe(
      "/search/new-used-and-demo-cars?query=ute&make=Ford&make=Toyota&model=Ranger&price=10000:30000&km=:50000&sortBy=price:asc&page=2",
    );
    expect(searchUrl("/search", emptyQuery())).toBe("/search");
    expect(searchUrl("/search", { ...emptyQuery(), query: "land cruiser & co" })).toBe("/search?query=land+cruiser+%26+co");
  });

  it("round-trips through parseSearchParams", () => {
    const url = searchUrl("/search", { ...base, facets: { ...base.facets, price_range: ["$20,000 - $30,000"], location_name: ["Gold Coast"] } });
    const parsed = ok(url.split("?")[1]);
    expect(searchKey(parsed)).toBe(url.split("?")[1]);
    expect(parsed.facets.price_range).toEqual(["$20,000 - $30,000"]);
  });

  it("drops page when anything but the page changes", () => {
    expect(searchUrl("/s", base, { page: 3 })).toContain("page=3");
    expect(searchUrl("/s", base, { facets: { colour: ["White"] } })).not.toContain("page=");
    expect(searchUrl("/s", base, { ranges: { price: null } })).not.toContain("page=");
    expect(searchUrl("/s", base, { query: "hilux" })).not.toContain("page=");
    expect(searchUrl("/s", base, { sortBy: "km:asc" })).not.toContain("page=");
    expect(searchUrl("/s", base, {})).toContain("page=2");
  });

  it("replaces and clears values", () => {
    expect(searchUrl("/s", base, { facets: { make: null }, ranges: { km: null } })).toBe("/s?query=ute&model=Ranger&price=10000:30000&sortBy=price:asc");
    expect(searchUrl("/s", base, { clearFilters: true })).toBe("/s?query=ute&sortBy=price:asc");
    expect(searchUrl("/s", base, { clearFilters: true, query: "" })).toBe("/s?sortBy=price:asc");
    expect(applySearchChange(base, { facets: { make: [] } }).facets).toEqual({ model: ["Ranger"] });
  });

  it("toggles a facet value", () => {
    expect(searchUrl("/s", base, toggleFacetValue(base, "make", "toyota"))).toContain("make=Ford&model");
    expect(searchUrl("/s", base, toggleFacetValue(base, "colour", "Red"))).toContain("colour=Red");
  });

  it("gives equal keys to equal searches written differently", () => {
    const a = ok("make=Toyota&make=Ford&price=10000:30000&page=1");
    const b = ok("price=10000:30000&make=ford&make=Toyota&make=Ford");
    expect(searchKey(a)).toBe("make=Ford&make=Toyota&price=10000:30000");
    expect(searchKey(b)).toBe("make=ford&make=Toyota&price=10000:30000");
    expect(searchKey(ok("page=2"))).not.toBe(searchKey(ok("page=3")));
    expect(searchParamsString(emptyQuery())).toBe("");
  });
});

describe("pathFilters", () => {
  const ctx: PathContext = {
    makes: ["Toyota", "Mercedes-Benz", "Land Rover"],
    models: [
      { make: "Toyota", model: "HiLux" },
      { make: "Land Rover", model: "Range Rover Sport" },
      { make: "Mercedes-Benz", model: "C 300" },
    ],
    bodies: ["suv", "cabChassis", "ute"],
    locations: [{ slug: "gold-coast", name: "Gold Coast" }],
    dealerships: [{ slug: "forecourt-toyota", name: "Forecourt Toyota" }],
  };

  it("maps car-type paths", () => {
    expect(pathFilters(["new-used-and-demo-cars"], ctx)).toEqual({ facets: {} });
    expect(pathFilters(["new-cars"], ctx)).toEqual({ facets: { car_type: ["new"] } });
    expect(pathFilters(["used-cars"], ctx)).toEqual({ facets: { car_type: ["used"] } });
    expect(pathFilters(["demo-cars"], ctx)).toEqual({ facets: { car_type: ["demo"] } });
    expect(pathFilters(["new-and-demo-cars"], ctx)).toEqual({ facets: { car_type: ["new", "demo"] } });
    expect(pathFilters(["used-and-demo-cars"], ctx)).toEqual({ facets: { car_type: ["used", "demo"] } });
    expect(pathFilters([], ctx)).toEqual({ facets: {} });
  });

  it("maps makes and models by slug", () => {
    expect(pathFilters(["toyota"], ctx)).toEqual({ facets: { make: ["Toyota"] } });
    expect(pathFilters(["Mercedes-Benz"], ctx)).toEqual({ facets: { make: ["Mercedes-Benz"] } });
    expect(pathFilters(["land-rover", "range-rover-sport"], ctx)).toEqual({ facets: { make: ["Land Rover"], model: ["Range Rover Sport"] } });
    expect(pathFilters(["mercedes-benz", "c-300"], ctx)).toEqual({ facets: { make: ["Mercedes-Benz"], model: ["C 300"] } });
    expect(pathFilters(["toyota", "hilux", ""], ctx)).toEqual({ facets: { make: ["Toyota"], model: ["HiLux"] } });
  });

  it("maps bodies, locations and dealerships", () => {
    expect(pathFilters(["suv"], ctx)).toEqual({ facets: { body: ["suv"] } });
    expect(pathFilters(["cab-chassis"], ctx)).toEqual({ facets: { body: ["cabChassis"] } });
    expect(pathFilters(["cabchassis"], ctx)).toEqual({ facets: { body: ["cabChassis"] } });
    expect(pathFilters(["gold-coast"], ctx)).toEqual({ facets: { location_name: ["Gold Coast"] } });
    expect(pathFilters(["forecourt-toyota"], ctx)).toEqual({ facets: { dealership_name: ["Forecourt Toyota"] } });
  });

  it("answers null for anything unknown", () => {
    expect(pathFilters(["holden"], ctx)).toBeNull();
    expect(pathFilters(["toyota", "prado"], ctx)).toBeNull();
    expect(pathFilters(["toyota", "range-rover-sport"], ctx)).toBeNull();
    expect(pathFilters(["suv", "toyota"], ctx)).toBeNull();
    expect(pathFilters(["toyota", "hilux", "sr5"], ctx)).toBeNull();
    expect(pathFilters(["old-cars"], ctx)).toBeNull();
  });

  it("works with a StockIndex's path context and merges into a query", () => {
    const idx = new StockIndex([car(1, { make: "Toyota", model: "HiLux" }), car(2, { make: "Mazda", model: "CX-5", simple_body: "suv", location_id: 2 })], CTX);
    const filters = pathFilters(["mazda", "cx-5"], idx.pathContext())!;
    const query = withPathFilters(ok("make=Toyota&colour=Red"), filters);
    expect(query.facets).toEqual({ make: ["Toyota", "Mazda"], model: ["CX-5"], colour: ["Red"] });
    expect(idx.search(withPathFilters(emptyQuery(), pathFilters(["gold-coast"], idx.pathContext())!), NOW).hits.map((h) => h.id)).toEqual([2]);
    expect(idx.search(withPathFilters(emptyQuery(), pathFilters(["suv"], idx.pathContext())!), NOW).hits.map((h) => h.id)).toEqual([2]);
  });
});
