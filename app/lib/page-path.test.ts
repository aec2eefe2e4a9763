import { expect, it } from "vitest";
import { pagePath } from "./page-path.ts";

it("gives the page's own path for a document request and for its data request", () => {
  expect(pagePath(new URL("http://x.localhost/locations?type=service"))).toBe("/locations");
  expect(pagePath(new URL("http://x.localhost/locations.data?type=service"))).toBe("/locations");
  expect(pagePath(new URL("http://x.localhost/_root.data"))).toBe("/");
  expect(pagePath(new URL("http://x.localhost/cars/2020-mazda-cx-5-1.data"))).toBe("/cars/2020-mazda-cx-5-1");
});
