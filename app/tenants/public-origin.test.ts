import { describe, expect, it } from "vitest";
import { publicOrigin, publicUrl } from "./public-origin.ts";
import { siteConfigSchema, tenantDocumentSchema } from "./tenant-document.ts";

const request = new URL("http://apex.localhost:3000/cars/x?y=1");
const tenant = (hosts: string[], config: Record<string, unknown> = {}) => ({ hosts, config: siteConfigSchema.parse(config) });

describe("publicOrigin", () => {
  it("is https on canonical_host, else url's host, else the first host", () => {
    expect(publicOrigin(tenant(["apex.com.au", "www.apex.com.au"], { canonical_host: "www.apex.com.au" }), request)).toBe("https://www.apex.com.au");
    expect(publicOrigin(tenant(["apex.com.au"], { url: "https://shop.apex.com.au/home" }), request)).toBe("https://shop.apex.com.au");
    expect(publicOrigin(tenant(["apex.com.au", "www.apex.com.au"]), request)).toBe("https://apex.com.au");
  });

  it("is the address asked for only when the site has no host of its own", () => {
    expect(publicOrigin(tenant([]), request)).toBe("http://apex.localhost:3000");
  });

  it("keeps the request's scheme and port for a development host", () => {
    expect(publicOrigin(tenant([], { canonical_host: "shop.localhost" }), request)).toBe("http://shop.localhost:3000");
  });

  it("builds absolute URLs from site paths", () => {
    expect(publicUrl(tenant(["apex.com.au"]), request, "/search/ford?make=a&b")).toBe("https://apex.com.au/search/ford?make=a&b");
  });
});

describe("canonical_host in the tenant document", () => {
  const doc = (canonical_host: unknown) => tenantDocumentSchema.safeParse({ name: "A", template: "classic", config: { canonical_host } });
  it("takes a host name, lower-cased, and refuses a scheme, a port, a path or a lone label", () => {
    expect(doc(" WWW.Apex.com.au ").data?.config.canonical_host).toBe("www.apex.com.au");
    for (const bad of ["https://www.apex.com.au", "www.apex.com.au:8443", "www.apex.com.au/x", "apex", "-apex.com", "a..com", "apex_motors.com"]) expect(doc(bad).success, bad).toBe(false);
    expect(doc(null).success).toBe(true);
  });
});
