import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { searchPageData } from "../../app/search/search-loader.server.ts";
import { packSearchPage } from "../../app/search/search-page-data.ts";
import { writeDemoDealers } from "../../app/platform/seed.server.ts";
import { tempDir } from "../support/engines.ts";

/**
 * The results page sends its data as one JSON text (app/lib/json-payload.ts, ADR 060): the browser renders from the
 * parsed copy what the server rendered from the object, so every demo results page's data must survive JSON exactly
 * (a Date would come back a string, undefined in a list null; undefined fields are left out on both sides).
 */
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("page data sent as JSON (ADR 060)", () => {
  let s: Services;
  beforeAll(async () => {
    s = await createServices(parseEnv({ SEED_DEMO: "0", DATA_DIR: tempDir(), LOG_LEVEL: "silent" }), createLogger("silent"));
    // The demo dealers and their stock, as the first start writes them (their pictures are not needed here).
    await writeDemoDealers(s.database);
    await s.tenants.refresh();
  }, 120_000);
  afterAll(async () => s?.close());

  it("is every demo dealer's results pages exactly", async () => {
    expect(s.tenants.list().length).toBeGreaterThan(1);
    for (const tenant of s.tenants.list()) {
      for (const [path, splat] of [
        ["/search/new-used-and-demo-cars", "new-used-and-demo-cars"],
        ["/search/used-cars?sortBy=price:asc&page=2", "used-cars"],
        ["/search/new-used-and-demo-cars?query=white&page=2", "new-used-and-demo-cars"],
        ["/search/new-used-and-demo-cars?page=999", "new-used-and-demo-cars"],
      ] as const) {
        const page = await searchPageData(tenant, s.indexes, new Request(`http://${tenant.slug}.localhost${path}`), splat);
        const packed = packSearchPage(page);
        expect(roundTrip(packed), `${tenant.slug} ${path}`).toEqual(packed);
        if (path === "/search/new-used-and-demo-cars") expect(page.result.hits.length).toBeGreaterThan(0);
      }
    }
  }, 120_000);
});
