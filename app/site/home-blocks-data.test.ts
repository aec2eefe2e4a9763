import { describe, expect, it } from "vitest";
import { StockIndex } from "../search/engine.ts";
import { pathFilters } from "../search/query.ts";
import { CTX, NOW, car } from "../search/search-fixtures.ts";
import { bodyLabel, bodySlug, budgetFormRequest, homeBlocksData, pickHeroImage } from "./home-blocks-data.ts";
import { makeInitials } from "./components/home-blocks/make-monogram.tsx";
import { priceRangeSearchUrl } from "./components/home-blocks/price-range.ts";

const stock = [
  car(1, { make: "Kia", model: "Picanto", simple_body: "hatch", price: 15_990 }),
  car(2, { make: "Toyota", model: "Corolla", simple_body: "Hatch", price: 29_990 }),
  car(3, { make: "Mazda", model: "CX-5", simple_body: "SUV", price: 42_500 }),
  car(4, { make: "Toyota", model: "RAV4", simple_body: "suv", price: 52_000 }),
  car(5, { make: "Ford", model: "Ranger", simple_body: "ute", price: 61_990 }),
  car(6, { make: "Mercedes-Benz", model: "V-Class", simple_body: "peopleMover", price: 98_000 }),
  car(7, { make: "Toyota", model: "LandCruiser", simple_body: "suv", price: 0 }),
  car(8, { make: "Suzuki", model: "Alto", simple_body: "hatch", price: 900 }),
  car(9, { make: "Yamaha", model: "MT-07", simple_body: "motorcycle", price: 12_499, item_type: "motorcycle" }),
  car(10, { make: "Toyota", model: "Yaris", simple_body: "hatch", price: 18_000, status: "archived" }),
];
const index = new StockIndex(stock, CTX);

describe("homeBlocksData", () => {
  const data = homeBlocksData(index, NOW, { base: "/search", budgetBodyTiles: 3 });

  it("offers every body, then the most common priced bodies (price above 1000) with their price spans", () => {
    expect(data.budgetOptions).toEqual([
      { body: null, label: "All Cars", path: "/search/new-used-and-demo-cars", span: { min: 12_499, max: 98_000 } },
      { body: "hatch", label: "Hatch", path: "/search/hatch", span: { min: 15_990, max: 29_990 } },
      { body: "suv", label: "SUV", path: "/search/suv", span: { min: 42_500, max: 52_000 } },
      { body: "motorcycle", label: "Motorcycle", path: "/search/motorcycle", span: { min: 12_499, max: 12_499 } },
    ]);
    expect(homeBlocksData(index, NOW, { base: "/used-car", budgetBodyTiles: 1 }).budgetOptions.map((o) => o.path)).toEqual([
      "/used-car/new-used-and-demo-cars",
      "/used-car/hatch",
    ]);
  });

  it("lists listed stock per make and body (unpriced cars included), most common first, with search paths", () => {
    const tiles = (list: { label: string; count: number }[]) => list.map((t) => `${t.label} (${t.count})`);
    expect(tiles(data.bodies)).toEqual(["Hatch (3)", "SUV (3)", "Motorcycle (1)", "People Mover (1)", "Ute (1)"]);
    expect(tiles(data.makes)).toEqual(["Toyota (3)", "Ford (1)", "Kia (1)", "Mazda (1)", "Mercedes-Benz (1)", "Suzuki (1)", "Yamaha (1)"]);
    expect(data.bodies.map((t) => t.href)).toEqual(["/search/hatch", "/search/suv", "/search/motorcycle", "/search/people-mover", "/search/ute"]);
    expect(data.makes.map((t) => t.href)).toEqual(["/search/toyota", "/search/ford", "/search/kia", "/search/mazda", "/search/mercedes-benz", "/search/suzuki", "/search/yamaha"]);
  });

  it("builds tile paths that the search route understands", () => {
    const ctx = index.pathContext();
    for (const t of [...data.makes, ...data.bodies]) {
      const filters = pathFilters([t.href.replace("/search/", "")], ctx);
      expect(filters?.facets[t.kind]).toEqual([t.value]);
    }
  });

  it("leaves out make tiles when the stock has one make, and says what the stock is", () => {
    const bikes = new StockIndex([car(1, { make: "Yamaha", simple_body: "motorcycle", item_type: "motorcycle" })], CTX);
    const one = homeBlocksData(bikes, NOW, { base: "/search", budgetBodyTiles: 4 });
    expect(one.makes).toEqual([]);
    expect(one.noun.many).toBe("bikes");
    expect(data.noun.many).toBe("cars");
  });

  it("suggests the model the stock has most of in the search box (issue 13: 'e.g. Ranger' on a bike dealer's site)", () => {
    const bikes = new StockIndex(
      [car(1, { make: "Yamaha", model: "MT-07", item_type: "motorcycle" }), car(2, { make: "Yamaha", model: "MT-07", item_type: "motorcycle" }), car(3, { make: "Honda", model: "CB650R", item_type: "motorcycle" })],
      CTX,
    );
    expect(homeBlocksData(bikes, NOW, { base: "/search", budgetBodyTiles: 4 }).searchExample).toBe("MT-07");
    expect(homeBlocksData(new StockIndex([], CTX), NOW, { base: "/search", budgetBodyTiles: 4 }).searchExample).toBeNull();
  });

  it("has no price span for stock without prices", () => {
    const unpriced = new StockIndex([car(1, { price: null }), car(2, { price: 500 })], CTX);
    expect(homeBlocksData(unpriced, NOW, { base: "/search", budgetBodyTiles: 4 }).budgetOptions).toEqual([
      { body: null, label: "All Cars", path: "/search/new-used-and-demo-cars", span: null },
    ]);
  });
});

describe("budgetFormRequest (the form without JavaScript)", () => {
  const { budgetOptions } = homeBlocksData(index, NOW, { base: "/search", budgetBodyTiles: 3 });
  const request = (qs: string) => budgetFormRequest(new URLSearchParams(qs), budgetOptions);

  it("shows the defaults when nothing was submitted", () => {
    expect(request("")).toEqual({ state: { period: "weekly", repayment: 200, deposit: 2000, body: null }, redirectTo: null });
  });

  it("only shows the submitted values for 'Update estimate'", () => {
    expect(request("period=monthly&repayment=700&deposit=0&body=suv&intent=estimate")).toEqual({
      state: { period: "monthly", repayment: 700, deposit: 0, body: "suv" },
      redirectTo: null,
    });
  });

  it("redirects 'View' to the capped search", () => {
    expect(request("period=monthly&repayment=700&deposit=0&intent=view").redirectTo).toBe("/search/new-used-and-demo-cars?price=:42000");
    expect(request("repayment=150&deposit=5000&body=suv&intent=view").redirectTo).toBe("/search/suv?price=:44000");
    expect(request("repayment=1000&body=hatch&intent=view").redirectTo).toBe("/search/hatch");
  });

  it("stays on the page when the budget finds nothing, and ignores unknown bodies", () => {
    expect(request("repayment=100&deposit=0&body=suv&intent=view")).toEqual({
      state: { period: "weekly", repayment: 100, deposit: 0, body: "suv" },
      redirectTo: null,
    });
    expect(request("body=spaceship&intent=view")).toEqual({
      state: { period: "weekly", repayment: 200, deposit: 2000, body: null },
      redirectTo: "/search/new-used-and-demo-cars?price=:54000",
    });
  });
});

describe("tile helpers", () => {
  it("slugs and labels bodies", () => {
    expect(["suv", "peopleMover", "cabChassis", "4x4", "motorcycle"].map(bodySlug)).toEqual(["suv", "people-mover", "cab-chassis", "4x4", "motorcycle"]);
    expect(["suv", "peopleMover", "ev", "motorcycle"].map(bodyLabel)).toEqual(["SUV", "People Mover", "EV", "Motorcycle"]);
  });

  it("makes monograms", () => {
    expect(["Toyota", "BMW", "MG", "Mercedes-Benz", "Land Rover", "Harley-Davidson", "KTM", "mazda"].map(makeInitials)).toEqual([
      "T",
      "BMW",
      "MG",
      "MB",
      "LR",
      "HD",
      "KTM",
      "M",
    ]);
  });

  it("builds the price range search, dearest first, open-ended at the top of the slider", () => {
    expect(priceRangeSearchUrl("/search/new-used-and-demo-cars", [5000, 250_000])).toBe("/search/new-used-and-demo-cars?price=5000:&sortBy=price:desc");
    expect(priceRangeSearchUrl("/search/new-used-and-demo-cars", [15_000, 60_500])).toBe("/search/new-used-and-demo-cars?price=15000:60500&sortBy=price:desc");
    expect(priceRangeSearchUrl("/used-car/new-used-and-demo-cars", [300, 900_000])).toBe("/used-car/new-used-and-demo-cars?price=5000:&sortBy=price:desc");
  });
});

describe("pickHeroImage", () => {
  it("takes the newest arrival's photo this site hosts over a photo on another host", () => {
    const latest = [{ images: [{ url: "https://photos.example.com/gone.jpg" }] }, { images: [] }, { images: [{ url: "/media/demo/suv.webp" }] }];
    expect(pickHeroImage(latest)).toBe("/media/demo/suv.webp");
  });
  it("falls back to any photo, then to none", () => {
    expect(pickHeroImage([{ images: [{ url: "https://photos.example.com/a.jpg" }] }])).toBe("https://photos.example.com/a.jpg");
    expect(pickHeroImage([{ images: [] }])).toBeNull();
  });
});
