import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { searchPageData } from "../../app/search/search-loader.server.ts";
import { packSearchPage } from "../../app/search/search-page-data.ts";
import { vehiclePageData } from "../../app/vehicle/vehicle-page-data.server.ts";
import { demoTenants } from "../../app/demo/demo-tenants.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { replaceStock } from "../../app/stock/stock-store.server.ts";
import { tempDir } from "../support/engines.ts";

/**
 * The results and vehicle pages send their data as one JSON text (app/lib/json-payload.ts, ADR 060): the browser
 * renders from the parsed copy what the server rendered from the object, so every demo page's data must survive JSON
 * exactly (a Date would come back a string, undefined in a list null; undefined fields are left out on both sides).
 */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("page data sent as JSON (ADR 060)", () => {
  let s: Services;
  beforeAll(async () => {
    s = await createServices(parseEnv({ SEED_DEMO: "0", DATA_DIR: tempDir(), LOG_LEVEL: "silent" }), createLogger("silent"));
    // The demo dealers and their stock, as the first start writes them (their pictures are not needed here).
    for (const { slug, document, stock } of demoTenants(new Date())) {
      const { id } = await saveTenant(s.database.db, slug, tenantDocumentSchema.parse(document));
      const parsed = parseStockBatch(stock);
      if (!parsed.ok) throw new Error(`demo stock for ${slug} is invalid`);
      await replaceStock(s.database.db, id, parsed.vehicles);
    }
    await s.tenants.refresh();
  }, 120_000);
  afterAll(async () => s?.close());

  it("is every demo dealer's results pages and their cars' pages exactly", async () => {
    const now = new Date();
    let cars = 0;
    for (const tenant of s.tenants.list()) {
      const index = await s.indexes.get(tenant);
      for (const [path, splat] of [
        ["/search/new-used-and-demo-cars", "new-used-and-demo-cars"],
        ["/search/used-cars?sortBy=price:asc&page=2", "used-cars"],
        ["/search/new-used-and-demo-cars?query=auto", "new-used-and-demo-cars"],
      ] as const) {
        const page = await searchPageData(tenant, s.indexes, new Request(`http://${tenant.slug}.localhost${path}`), splat);
        const packed = packSearchPage(page);
        expect(roundTrip(packed), `${tenant.slug} ${path}`).toEqual(packed);
        for (const hit of page.result.hits) {
          const listed = index.listedVehicle(hit.slug!);
          if (!listed) continue;
          const { meta: _meta, phoneGate: _gate, ...body } = vehiclePageData({ tenant, vehicle: listed.stored, index, requestUrl: new URL(`http://${tenant.slug}.localhost/cars/${hit.slug}`), now, facts: {} });
          expect(roundTrip(body), `${tenant.slug} ${hit.slug}`).toEqual(body);
          cars++;
        }
      }
    }
    expect(cars).toBeGreaterThan(50);
  }, 120_000);
});
