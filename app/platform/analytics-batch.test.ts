import { describe, expect, it } from "vitest";
import { ActivityBatch, daysBetween, leadSource, shiftDay, splitWindow, weekOf, weeklyRows, zeroCounts } from "./analytics-batch.ts";

const counts = (over: Partial<ReturnType<typeof zeroCounts>>) => ({ ...zeroCounts(), ...over });

describe("the analytics batch", () => {
  it("adds up events per vehicle per day, and per tenant per day", () => {
    const batch = new ActivityBatch();
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "impressions", vehicleIds: [10, 11, 12] });
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "impressions", vehicleIds: [10] });
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "views", vehicleIds: [10] });
    batch.add({ tenantId: 1, day: "2026-11-21", metric: "views", vehicleIds: [10] });
    batch.add({ tenantId: 2, day: "2026-11-20", metric: "phone", vehicleIds: [10] });
    const out = batch.drain();
    expect(out.vehicles).toEqual([
      { tenantId: 1, day: "2026-11-20", vehicleId: 10, counts: counts({ impressions: 2, views: 1 }) },
      { tenantId: 1, day: "2026-11-20", vehicleId: 11, counts: counts({ impressions: 1 }) },
      { tenantId: 1, day: "2026-11-20", vehicleId: 12, counts: counts({ impressions: 1 }) },
      { tenantId: 1, day: "2026-11-21", vehicleId: 10, counts: counts({ views: 1 }) },
      { tenantId: 2, day: "2026-11-20", vehicleId: 10, counts: counts({ phone: 1 }) },
    ]);
    // A results page of three cards is three impressions for the tenant.
    expect(out.tenants).toEqual([
      { tenantId: 1, day: "2026-11-20", counts: counts({ impressions: 4, views: 1 }) },
      { tenantId: 1, day: "2026-11-21", counts: counts({ views: 1 }) },
      { tenantId: 2, day: "2026-11-20", counts: counts({ phone: 1 }) },
    ]);
    expect(batch.size).toBe(0);
    expect(batch.drain()).toEqual({ vehicles: [], tenants: [], sources: [] });
  });

  it("counts a lead by form and source; a lead about no vehicle counts for the tenant only", () => {
    const batch = new ActivityBatch();
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "leads", vehicleIds: [10], lead: { form: "car-enquiry", source: "google" } });
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "leads", vehicleIds: [], lead: { form: "enquiry", source: "direct" } });
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "leads", lead: { form: "car-enquiry", source: "google" } });
    const out = batch.drain();
    expect(out.vehicles).toEqual([{ tenantId: 1, day: "2026-11-20", vehicleId: 10, counts: counts({ leads: 1 }) }]);
    expect(out.tenants).toEqual([{ tenantId: 1, day: "2026-11-20", counts: counts({ leads: 3 }) }]);
    expect(out.sources).toEqual([
      { tenantId: 1, day: "2026-11-20", form: "car-enquiry", source: "google", leads: 2 },
      { tenantId: 1, day: "2026-11-20", form: "enquiry", source: "direct", leads: 1 },
    ]);
  });

  it("puts a failed flush's rows back, added to what came in meanwhile", () => {
    const batch = new ActivityBatch();
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "views", vehicleIds: [10] });
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "leads", vehicleIds: [10], lead: { form: "finance", source: "direct" } });
    const failed = batch.drain();
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "views", vehicleIds: [10] });
    batch.restore(failed);
    const out = batch.drain();
    expect(out.vehicles).toEqual([{ tenantId: 1, day: "2026-11-20", vehicleId: 10, counts: counts({ views: 2, leads: 1 }) }]);
    expect(out.tenants[0]!.counts).toEqual(counts({ views: 2, leads: 1 }));
    expect(out.sources).toEqual([{ tenantId: 1, day: "2026-11-20", form: "finance", source: "direct", leads: 1 }]);
    // The failed rows were copied, not shared: changing the batch again leaves them alone.
    expect(failed.vehicles[0]!.counts.views).toBe(1);
  });

  it("holds at most maxKeys rows and counts what it had to drop", () => {
    const batch = new ActivityBatch(10);
    for (let i = 0; i < 20; i++) batch.add({ tenantId: 1, day: "2026-11-20", metric: "views", vehicleIds: [i] });
    expect(batch.size).toBeLessThanOrEqual(10);
    expect(batch.dropped).toBeGreaterThan(0);
  });

  it("ignores a malformed day or count", () => {
    const batch = new ActivityBatch();
    batch.add({ tenantId: 1, day: "20 Nov", metric: "views", vehicleIds: [1] });
    batch.add({ tenantId: 1, day: "2026-11-20", metric: "views", vehicleIds: [1] }, 0);
    expect(batch.size).toBe(0);
  });
});

describe("days", () => {
  it("moves across months and years", () => {
    expect(shiftDay("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    expect(shiftDay("2028-03-01", -1)).toBe("2028-02-29");
    expect(shiftDay("2026-11-25", -29)).toBe("2026-10-27");
  });

  it("lists every day of a window, both ends included", () => {
    expect(daysBetween("2026-11-29", "2026-12-02")).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
    expect(daysBetween("2026-11-29", "2026-11-28")).toEqual([]);
  });
});

describe("a lead's source", () => {
  it("is its utm_source, else the referring host, else direct", () => {
    expect(leadSource(" Google ", "www.facebook.com")).toBe("google");
    expect(leadSource(null, "www.Carsales.com.au")).toBe("carsales.com.au");
    expect(leadSource("", "")).toBe("direct");
    expect(leadSource(undefined, null)).toBe("direct");
    expect(leadSource("x".repeat(100), null)).toHaveLength(60);
  });
});

describe("weeks", () => {
  it("start on Monday", () => {
    expect(weekOf("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekOf("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(weekOf("2026-11-30")).toBe("2026-11-30");
    expect(weekOf("2027-01-01")).toBe("2026-12-28");
  });

  it("split a window into whole weeks and the days at its ends, each day once", () => {
    // Wed 4 Nov … Tue 24 Nov 2026: Wed–Sun, the weeks of Mon 9 and Mon 16, then Mon–Tue.
    expect(splitWindow("2026-11-04", "2026-11-24")).toEqual({
      weeks: { from: "2026-11-09", to: "2026-11-16" },
      days: [
        { from: "2026-11-04", to: "2026-11-08" },
        { from: "2026-11-23", to: "2026-11-24" },
      ],
    });
    expect(splitWindow("2026-11-23", "2026-11-29")).toEqual({ weeks: { from: "2026-11-23", to: "2026-11-23" }, days: [] });
    expect(splitWindow("2026-11-18", "2026-11-24")).toEqual({ weeks: null, days: [{ from: "2026-11-18", to: "2026-11-24" }] });
    for (const [from, to] of [
      ["2026-08-27", "2026-11-24"],
      ["2026-10-26", "2026-11-24"],
      ["2026-11-01", "2026-11-30"],
    ] as const) {
      const { weeks, days } = splitWindow(from, to);
      const covered = [...(weeks ? daysBetween(weeks.from, shiftDay(weeks.to, 6)) : []), ...days.flatMap((d) => daysBetween(d.from, d.to))].sort();
      expect(covered).toEqual(daysBetween(from, to));
    }
  });

  it("add a flush's vehicle rows up per week", () => {
    const row = (day: string, vehicleId: number, views: number) => ({ tenantId: 1, day, vehicleId, counts: counts({ views, impressions: views * 10 }) });
    expect(weeklyRows([row("2026-11-23", 5, 1), row("2026-11-29", 5, 2), row("2026-11-30", 5, 4), row("2026-11-24", 6, 0)])).toEqual([
      { tenantId: 1, week: "2026-11-23", vehicleId: 5, impressions: 30, views: 3, leads: 0 },
      { tenantId: 1, week: "2026-11-30", vehicleId: 5, impressions: 40, views: 4, leads: 0 },
    ]);
  });
});
