import { describe, expect, it } from "vitest";
import { offerCardsFor } from "../offers/offers.ts";
import { tenantDocumentSchema } from "../tenants/tenant-document.ts";
import { demoTenants } from "./demo-tenants.ts";
import { mediaNeedForUrl } from "./media.ts";

const NOW = new Date("2026-05-10T02:00:00Z");
const tenants = demoTenants(NOW).map((t, i) => ({ slug: t.slug, tenant: { ...tenantDocumentSchema.parse(t.document), id: i + 1 } }));

describe("demo offers", () => {
  it("every demo dealer shows running offers; Highway Moto has exactly one (the single-offer layout)", () => {
    const counts = Object.fromEntries(tenants.map(({ slug, tenant }) => [slug, offerCardsFor(tenant, NOW).length]));
    expect(counts).toEqual({ "apex-motor-group": 4, "bayside-ford": 3, "highway-moto": 1, "cityline-cars": 3 });
  });

  it("every offer picture is demo artwork the seed can draw", () => {
    for (const { tenant } of tenants)
      for (const offer of tenant.config.offers) {
        expect(offer.image, offer.id).not.toBeNull();
        expect(mediaNeedForUrl(offer.image!), offer.image!).not.toBeNull();
      }
  });

  it("a locked site's offers live at /offers/{id}, a multi-brand site's at /offers/{make}/{id}", () => {
    const paths = (slug: string) => offerCardsFor(tenants.find((t) => t.slug === slug)!.tenant, NOW).map((c) => c.path);
    expect(paths("bayside-ford")).toContain("/offers/ranger-xlt-drive-away");
    expect(paths("apex-motor-group")).toEqual(["/offers/toyota/rav4-hybrid-gx-drive-away", "/offers/mazda/cx-5-finance-2-99", "/offers/hyundai/i30-factory-bonus", "/offers/winter-service-check"]);
  });
});
