import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../app/platform/services.server.ts";
import { startApi } from "../support/api-harness.ts";
import { apiMultiSearch, apiSearch } from "../../app/search/search-api.server.ts";
import { createTestDatabase, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";
import { until } from "../support/receivers.ts";

const start = startApi;

async function search(services: Services, slug: string, qs = "") {
  const res = await apiSearch(services.indexes, services.tenants.get(slug)!, new URL(`http://x/api/search?${qs}`));
  return { status: res.status, body: await res.json() };
}

describe("search through the operator API on PGlite", () => {
  let h: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    h = await start({ DATA_DIR: tempDir() });
  });
  afterAll(() => h.close());

  it("shows stock changes in search at once, with no restart", async () => {
    await h.call("PUT", "/tenants/fresh-motors", tenantDoc("Fresh Motors"));
    await h.call("PUT", "/tenants/fresh-motors/stock", [vehicle(1), vehicle(2, { make: "Mazda", model: "CX-5", badge: "Maxx" })]);
    expect((await search(h.services, "fresh-motors")).body.count).toBe(2);

    await h.call("POST", "/tenants/fresh-motors/stock", [vehicle(3, { make: "Mazda", model: "BT-50", badge: "XT" })]);
    const mazdas = await search(h.services, "fresh-motors", "make=Mazda");
    expect(mazdas.body.count).toBe(2);
    expect(mazdas.body.facets.make).toEqual(
      expect.arrayContaining([
        { label: "Mazda", value: "Mazda", count: 2 },
        { label: "Toyota", value: "Toyota", count: 1 },
      ]),
    );

    await h.call("DELETE", "/tenants/fresh-motors/stock/3");
    expect((await search(h.services, "fresh-motors", "make=Mazda")).body.count).toBe(1);
  });

  it("applies a tenant's search filter and manufacturer lock as soon as the tenant is saved", async () => {
    await h.call("PUT", "/tenants/filter-motors", tenantDoc("Filter Motors"));
    await h.call("PUT", "/tenants/filter-motors/stock", [vehicle(1), vehicle(2, { make: "Ford", model: "Ranger", car_type: "new" })]);
    expect((await search(h.services, "filter-motors")).body.count).toBe(2);
    await h.call("PUT", "/tenants/filter-motors", tenantDoc("Filter Motors", { config: { search_filters: "car_type = new" } }));
    expect((await search(h.services, "filter-motors")).body.hits.map((v: { model: string }) => v.model)).toEqual(["Ranger"]);
    await h.call("PUT", "/tenants/filter-motors", tenantDoc("Filter Motors", { config: { manufacturer: "Toyota" } }));
    expect((await search(h.services, "filter-motors")).body.hits.map((v: { model: string }) => v.model)).toEqual(["HiLux"]);
  });

  it("rejects an invalid search filter with the position of the error, changing nothing", async () => {
    const res = await h.call("PUT", "/tenants/bad-filter", tenantDoc("Bad Filter", { config: { search_filters: "(make = Ford OR" } }));
    expect(res.status).toBe(400);
    const problem = (await res.json()).problems[0];
    expect(problem.path).toBe("config.search_filters");
    expect(problem.message).toMatch(/at position \d+$/);
    expect(h.services.tenants.get("bad-filter")).toBeUndefined();
  });

  it("answers bad search parameters with a 400 and a clear message", async () => {
    await h.call("PUT", "/tenants/api-motors", tenantDoc("API Motors"));
    const bad = await search(h.services, "api-motors", "sortBy=bogus");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/sortBy/);
    expect((await search(h.services, "api-motors", "page=0")).status).toBe(400);
    expect((await search(h.services, "api-motors", "price=abc:def")).status).toBe(400);
  });

  it("multi-search answers each query and refuses bad ones with 400", async () => {
    await h.call("PUT", "/tenants/multi-motors", tenantDoc("Multi Motors"));
    await h.call("PUT", "/tenants/multi-motors/stock", [vehicle(1), vehicle(2, { make: "Mazda", model: "CX-5", price: 30990 })]);
    const tenant = h.services.tenants.get("multi-motors")!;
    const post = (body: unknown) => apiMultiSearch(h.services.indexes, tenant, new Request("http://x/api/multi-search", { method: "POST", body: JSON.stringify(body) }));
    const ok = await post({ queries: [{ filter: "make = Mazda" }, { query: "hilux", limit: 1 }, { sort: ["price:asc"] }] });
    const body = await ok.json();
    expect(body.results.map((r: { count: number }) => r.count)).toEqual([1, 1, 2]);
    expect(body.results[2].hits[0].model).toBe("CX-5");
    expect((await post({ queries: [{ filter: "make = " }] })).status).toBe(400);
    expect((await post({ queries: [] })).status).toBe(400);
    expect((await post({ nope: 1 })).status).toBe(400);
  });
});

const postgres = await requirePostgres();
describe.skipIf(!postgres)("search index freshness across processes on PostgreSQL", () => {
  it("a stock change made through one process shows in another process's search within a second", async () => {
    const db = await createTestDatabase();
    const one = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    const two = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    try {
      await one.call("PUT", "/tenants/shared-stock", tenantDoc("Shared Stock"));
      const deadline = Date.now() + 1000;
      while (!two.services.tenants.get("shared-stock") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await one.call("PUT", "/tenants/shared-stock/stock", [vehicle(1)]);
      await new Promise((r) => setTimeout(r, 50));
      expect((await search(two.services, "shared-stock")).body.count).toBe(1);
      await one.call("POST", "/tenants/shared-stock/stock", [vehicle(2, { model: "Prado" })]);
      let count = 0;
      const until = Date.now() + 1000;
      while (Date.now() < until && count !== 2) {
        count = (await search(two.services, "shared-stock")).body.count;
        if (count !== 2) await new Promise((r) => setTimeout(r, 25));
      }
      expect(count).toBe(2);
    } finally {
      await one.close();
      await two.close();
      await db.drop();
    }
  });

  it("a process whose LISTEN connection drops serves the changes made while it reconnects, and keeps one listener", async () => {
    const db = await createTestDatabase();
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    const LISTENERS = "from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'";
    const listeners = async () => Number((await admin.query(`select count(*) as n ${LISTENERS}`)).rows[0].n);
    const one = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    const two = await start({ DATABASE_URL: db.url, DATA_DIR: tempDir() });
    const twoServes = async (vehicles: number, tenant: string) =>
      two.services.tenants.get(tenant) !== undefined && (await search(two.services, "drop-motors")).body.count === vehicles;
    try {
      await one.call("PUT", "/tenants/drop-motors", tenantDoc("Drop Motors"));
      await one.call("PUT", "/tenants/drop-motors/stock", [vehicle(1)]);
      await until(() => twoServes(1, "drop-motors"), 5_000);
      expect(await listeners()).toBe(2); // one per process
      for (let round = 2; round <= 6; round++) {
        await admin.query(`select pg_terminate_backend(pid) ${LISTENERS}`);
        await until(async () => (await listeners()) === 0, 5_000);
        // Two's search index for drop-motors is built: only a notification, or a resync after reconnecting, drops it.
        expect((await search(two.services, "drop-motors")).body.count).toBe(round - 1);
        await one.call("POST", "/tenants/drop-motors/stock", [vehicle(round, { model: `Model ${round}` })]);
        await one.call("PUT", `/tenants/drop-${round}`, tenantDoc(`Drop ${round}`));
        // Both changes were notified while nobody listened: two never hears of them.
        expect(await listeners()).toBe(0);
        await until(() => twoServes(round, `drop-${round}`), 15_000);
        await until(async () => (await listeners()) === 2, 15_000);
      }
      // Each drop is followed by exactly one reconnect per process, not one per error event.
      await new Promise((r) => setTimeout(r, 2_500));
      expect(await listeners()).toBe(2);
    } finally {
      await admin.end();
      await one.close();
      await two.close();
      await db.drop();
    }
  }, 120_000);
});
