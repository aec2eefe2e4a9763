import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db/client.server.ts";
import type { Rollups } from "./analytics-batch.ts";

const store = vi.hoisted(() => ({ flushed: [] as Rollups[], fail: false, gate: null as Promise<void> | null }));
vi.mock("./analytics-store.server.ts", () => ({
  addRollups: async (_db: unknown, rollups: Rollups) => {
    if (store.gate) await store.gate;
    if (store.fail) throw new Error("database down");
    store.flushed.push(rollups);
  },
  pruneRollups: async () => 0,
}));

const { AnalyticsRecorder, retentionStart } = await import("./analytics-recorder.server.ts");

const logger = { warn: vi.fn(), info: vi.fn(), error: vi.fn() };
const recorder = () => new AnalyticsRecorder({} as Db, logger, { flushMs: 60_000 });
const BRISBANE = "Australia/Brisbane";

beforeEach(() => {
  store.flushed = [];
  store.fail = false;
  store.gate = null;
});

describe("the analytics recorder", () => {
  it("batches: many events, one flush of summed rows", async () => {
    const r = recorder();
    const at = new Date("2026-11-20T01:00:00Z");
    for (let i = 0; i < 50; i++) r.record({ tenantId: 1, timeZone: BRISBANE, metric: "impressions", vehicleIds: [7, 8] }, at);
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "views", vehicleIds: [7] }, at);
    expect(store.flushed).toHaveLength(0);
    await r.flush();
    expect(store.flushed).toHaveLength(1);
    const [out] = store.flushed;
    expect(out!.vehicles.map((v) => [v.vehicleId, v.counts.impressions, v.counts.views])).toEqual([
      [7, 50, 1],
      [8, 50, 0],
    ]);
    expect(out!.tenants[0]!.counts).toMatchObject({ impressions: 100, views: 1 });
    await r.flush();
    expect(store.flushed).toHaveLength(1);
  });

  it("counts on the dealer's calendar day", async () => {
    const r = recorder();
    // 23:30 UTC on the 20th is 09:30 on the 21st in Brisbane (UTC+10), 13:30 on the 20th in Honolulu (UTC−10).
    const at = new Date("2026-11-20T23:30:00Z");
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "views", vehicleIds: [1] }, at);
    r.record({ tenantId: 2, timeZone: "Pacific/Honolulu", metric: "views", vehicleIds: [1] }, at);
    await r.flush();
    expect(store.flushed[0]!.tenants.map((t) => [t.tenantId, t.day])).toEqual([
      [1, "2026-11-21"],
      [2, "2026-11-20"],
    ]);
  });

  it("keeps the counts of a failed flush for the next one", async () => {
    const r = recorder();
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "views", vehicleIds: [1] });
    store.fail = true;
    await expect(r.flush()).rejects.toThrow("database down");
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "views", vehicleIds: [1] });
    store.fail = false;
    await r.flush();
    expect(store.flushed[0]!.vehicles[0]!.counts.views).toBe(2);
    expect(r.pending).toBe(0);
  });

  it("runs one flush at a time: events during a flush go in the next", async () => {
    const r = recorder();
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "views", vehicleIds: [1] });
    let open!: () => void;
    store.gate = new Promise((resolve) => (open = resolve));
    const first = r.flush();
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "views", vehicleIds: [2] });
    const second = r.flush();
    open();
    await Promise.all([first, second]);
    expect(store.flushed.map((f) => f.vehicles.map((v) => v.vehicleId))).toEqual([[1], [2]]);
  });

  it("flushes what is left when it stops", async () => {
    const r = recorder();
    r.start();
    r.record({ tenantId: 1, timeZone: BRISBANE, metric: "prints", vehicleIds: [3] });
    await r.stop();
    expect(store.flushed[0]!.vehicles[0]!.counts.prints).toBe(1);
  });

  it("keeps 13 months", () => {
    expect(retentionStart(new Date("2026-11-25T10:00:00Z"))).toBe("2025-10-25");
    expect(retentionStart(new Date("2026-03-31T10:00:00Z"))).toBe("2025-03-03");
  });
});
