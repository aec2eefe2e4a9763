import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "./tenant-document.ts";

describe("config.frame_ancestors", () => {
  const parse = (frame_ancestors: unknown) => siteConfigSchema.safeParse({ frame_ancestors });

  it("defaults to none: only the site itself may frame its pages", () => {
    expect(siteConfigSchema.parse({}).frame_ancestors).toEqual([]);
  });

  it("takes https origins, lower-cased and without a trailing slash", () => {
    expect(parse(["https://www.ApexMotorGroup.com.au/", "https://dealers.example.com:8443"]).data?.frame_ancestors).toEqual(["https://www.apexmotorgroup.com.au", "https://dealers.example.com:8443"]);
  });

  it.each([
    ["plain http", "http://www.example.com"],
    ["a path", "https://www.example.com/embed"],
    ["a wildcard", "https://*.example.com"],
    ["no scheme", "www.example.com"],
    ["a keyword", "'self'"],
    ["a second directive", "https://a.example.com; script-src 'unsafe-inline'"],
    ["a semicolon in the host", "https://a.example.com;script-src"],
    ["credentials", "https://user@example.com"],
    ["a query", "https://example.com?x=1"],
  ])("refuses %s", (_, origin) => {
    const result = parse([origin]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/https origin/);
  });

  it("takes at most 20", () => {
    expect(parse(Array.from({ length: 21 }, (_, i) => `https://site${i}.example.com`)).success).toBe(false);
  });
});
