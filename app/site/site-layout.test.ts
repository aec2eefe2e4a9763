import { describe, expect, it } from "vitest";
import { demoTenants } from "../demo/demo-tenants.ts";
import { tenantDocumentSchema, type Tenant } from "../tenants/tenant-document.ts";
import { buildSiteLayout } from "./layout-data.server.ts";
import { makeSiteLayout } from "./site-layout.tsx";

const now = new Date("2026-11-24T00:00:00Z");
const stock = { noun: { one: "car", many: "cars" }, carTypes: ["new", "used", "demo"], bodies: [{ value: "SUV", count: 3 }] } as const;

describe("the layout's JSON in the page (ADR 058)", () => {
  it("is every demo site's layout exactly: the browser renders from the parsed copy what the server rendered from the object", () => {
    for (const [i, demo] of demoTenants(now).entries()) {
      const tenant: Tenant = { ...tenantDocumentSchema.parse(demo.document), id: i + 1, slug: demo.slug };
      const layout = buildSiteLayout(tenant, stock as never);
      // A Date or a Map would come back as something else (a string, {}); undefined values are left out on both sides.
      expect(JSON.parse(makeSiteLayout(layout).html), demo.slug).toEqual(layout);
    }
  });

  it("cannot end its script element early: '<' is written as \\u003c", () => {
    const demo = demoTenants(now)[0]!;
    const tenant: Tenant = { ...tenantDocumentSchema.parse(demo.document), id: 1, slug: demo.slug, name: "A </script><b>dealer</b>" };
    const { html } = makeSiteLayout(buildSiteLayout(tenant, stock as never));
    expect(html).not.toContain("<");
    expect(JSON.parse(html).tenant.name).toBe("A </script><b>dealer</b>");
  });
});
