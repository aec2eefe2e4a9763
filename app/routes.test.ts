import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";

/**
 * Which page answers which address. React Router's matcher is patched (patches/react-router+8.4.0.patch, ADR 060) to
 * skip a route whose whole path cannot match before matching its parents; these are the answers its ranking gives
 * (static segments before dynamic ones before splats), across every kind of route the site has.
 */
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((e) => {
    const id = e.id ?? e.file.replace(/\.[jt]sx?$/, "");
    return e.index ? { id, index: true } : { id, path: e.path, children: e.children ? toRouteObjects(e.children) : undefined };
  });
}

const tree: RouteObject[] = [{ id: "root", path: "", children: toRouteObjects(routes) }];
const leaf = (url: string) => matchRoutes(tree, url)?.map((m) => m.route.id).slice(1).join(" > ") ?? null;

describe("the site's routes", () => {
  it.each([
    ["/", "routes/home"],
    ["/search/new-used-and-demo-cars", "search"],
    ["/search/used-cars/toyota/hilux", "search"],
    ["/used-car/toyota", "used-car-search"],
    ["/cars/2025-volkswagen-golf-110tsi-r-line-101044", "routes/vehicle"],
    ["/cars/some-car/view.json", "routes/vehicle-view"],
    ["/cars/some-car/checkout", "car-checkout"],
    ["/cars/trade-in", "cars-trade-in"],
    ["/CARS/Some-Car", "routes/vehicle"],
    ["/cars/some-car/", "routes/vehicle"],
    ["/about-us", "routes/content-page"],
    ["/contact-us", "contact-us"],
    ["/contact-us/richmond", "contact-us-location"],
    ["/offers/12", "offer"],
    ["/offers/ford/12", "manufacturer-offer"],
    ["/ford/overview", "routes/brand-overview"],
    ["/models/ranger", "routes/model"],
    ["/dealer", "routes/dealer > routes/dealer._index"],
    ["/dealer/stock/new", "routes/dealer > routes/dealer.stock.new"],
    ["/dealer/stock/42", "routes/dealer > routes/dealer.stock.vehicle"],
    ["/dealer/stock/42/photos", "routes/dealer > routes/dealer.stock.photos"],
    ["/dealer/sign-in", "routes/dealer.sign-in"],
    ["/dealer/no/such/page", "routes/dealer > routes/dealer.not-found"],
    ["/apply-for-finance", "alias-apply-for-finance"],
    ["/personalised/finance", "alias-personalised-finance"],
    ["/sitemaps/cars-1.xml", "sitemap-part"],
    ["/robots.txt", "routes/robots"],
    ["/a/b/c", "routes/catch-all"],
    ["/about-us/more", "routes/catch-all"],
  ])("%s is answered by %s", (url, id) => {
    expect(leaf(url)).toBe(id);
  });
});
