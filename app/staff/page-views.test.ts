import { describe, expect, it } from "vitest";
import { parsePageView } from "./page-view-query.ts";
import { MAX_BEACON_VEHICLES, pageViewHref } from "./page-views.ts";

const parse = (href: string) => parsePageView(new URL(href, "http://a.localhost").searchParams);

describe("page-view beacon", () => {
  it("reads back what the page wrote", () => {
    expect(parse(pageViewHref({ page: "vehicle", vehicleId: 42 }))).toEqual({ page: "vehicle", vehicleId: 42 });
    expect(parse(pageViewHref({ page: "results", vehicleIds: [3, 1, 2] }))).toEqual({ page: "results", vehicleIds: [3, 1, 2] });
    expect(parse(pageViewHref({ page: "results", vehicleIds: [] }))).toEqual({ page: "results", vehicleIds: [] });
  });

  it("refuses anything else, and more vehicles than a page shows", () => {
    for (const bad of ["/seen.gif", "/seen.gif?p=vehicle&v=1,2", "/seen.gif?p=vehicle&v=", "/seen.gif?p=other&v=1", "/seen.gif?p=results&v=1;2", "/seen.gif?p=results&v=-1", "/seen.gif?p=results&v=0"])
      expect(parse(bad), bad).toBeNull();
    const many = Array.from({ length: MAX_BEACON_VEHICLES + 1 }, (_, i) => i + 1).join(",");
    expect(parse(`/seen.gif?p=results&v=${many}`)).toBeNull();
  });
});
