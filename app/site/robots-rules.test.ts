import { describe, expect, it } from "vitest";
import { closedRobotsTxt, robotsTxt } from "./robots-rules.ts";

describe("robotsTxt", () => {
  it("allows the site, disallows private and endless paths, and names the sitemap on the public origin", () => {
    const text = robotsTxt({ used_car_path: false }, "https://www.apex.com.au");
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const p of ["/dealer", "/api/", "/dev/", "/feeds/", "/checkout", "/sign-in", "/my-garage", "/compare", "/print", "/search/*?", "/cars/*/print.pdf"]) expect(lines).toContain(`Disallow: ${p}`);
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Sitemap: https://www.apex.com.au/sitemap.xml");
  });

  it("keeps the tenant's own stock path's result pages out", () => {
    expect(robotsTxt({ used_car_path: true }, "https://x.com.au")).toContain("Disallow: /used-car/*?");
  });

  it("closes a host that is no dealer's site", () => {
    expect(closedRobotsTxt()).toBe("User-agent: *\nDisallow: /\n");
  });
});
