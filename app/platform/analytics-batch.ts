/**
 * Dealer analytics (issue 12, ADR 035): the shopper activity that is counted and the in-memory batch that adds it up
 * between two flushes. Pure: the recorder (analytics-recorder.server.ts) owns the timer and the database.
 */

/** What is counted, one counter each, per vehicle per day and per tenant per day. */
export const METRICS = ["impressions", "views", "gallery", "phone", "calculator", "shares", "prints", "saves", "leads"] as const;
export type Metric = (typeof METRICS)[number];
export type Counts = Record<Metric, number>;

export const zeroCounts = (): Counts => ({ impressions: 0, views: 0, gallery: 0, phone: 0, calculator: 0, shares: 0, prints: 0, saves: 0, leads: 0 });

/**
 * One thing a shopper did, already placed on the dealer's calendar day (`YYYY-MM-DD`). `vehicleIds`: the vehicles it
 * was about (a results page's cards: one impression each); none for a lead about no vehicle. A lead carries its form
 * and source.
 */
export type ActivityEvent = {
  tenantId: number;
  day: string;
  metric: Metric;
  vehicleIds?: readonly number[];
  lead?: { form: string; source: string };
};

export type VehicleRollup = { tenantId: number; day: string; vehicleId: number; counts: Counts };
export type TenantRollup = { tenantId: number; day: string; counts: Counts };
export type WeeklyRollup = { tenantId: number; week: string; vehicleId: number; impressions: number; views: number; leads: number };
export type SourceRollup = { tenantId: number; day: string; form: string; source: string; leads: number };
/** What one flush adds to the database, each list in key order (so that two processes' upserts never deadlock). */
export type Rollups = { vehicles: VehicleRollup[]; tenants: TenantRollup[]; sources: SourceRollup[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Counts added up in memory until the next flush; keyed by what the roll-up tables are keyed by. */
export class ActivityBatch {
  private vehicles = new Map<string, VehicleRollup>();
  private tenants = new Map<string, TenantRollup>();
  private sources = new Map<string, SourceRollup>();
  /** Events dropped because the batch was full (the database unreachable for long): logged by the recorder. */
  dropped = 0;

  private readonly maxKeys: number;

  /** `maxKeys`: a bound on the rows held, so that a database outage cannot grow the process without end. */
  constructor(maxKeys = 200_000) {
    this.maxKeys = maxKeys;
  }

  /** Distinct rows held (vehicle, tenant and source rows). */
  get size(): number {
    return this.vehicles.size + this.tenants.size + this.sources.size;
  }

  add(event: ActivityEvent, n = 1): void {
    if (!DAY.test(event.day) || !Number.isInteger(n) || n <= 0) return;
    const ids = event.vehicleIds ?? [];
    if (this.size + ids.length + 2 > this.maxKeys) {
      this.dropped += 1;
      return;
    }
    const { tenantId, day, metric } = event;
    for (const vehicleId of ids) {
      const key = `${tenantId}|${day}|${vehicleId}`;
      let row = this.vehicles.get(key);
      if (!row) this.vehicles.set(key, (row = { tenantId, day, vehicleId, counts: zeroCounts() }));
      row.counts[metric] += n;
    }
    // The tenant's day counts every vehicle's event, and an event about no vehicle once (a general enquiry).
    const tenantKey = `${tenantId}|${day}`;
    let total = this.tenants.get(tenantKey);
    if (!total) this.tenants.set(tenantKey, (total = { tenantId, day, counts: zeroCounts() }));
    total.counts[metric] += n * Math.max(1, ids.length);
    if (metric === "leads" && event.lead) {
      const { form, source } = event.lead;
      const key = `${tenantId}|${day}|${form}|${source}`;
      const row = this.sources.get(key);
      if (row) row.leads += n;
      else this.sources.set(key, { tenantId, day, form, source, leads: n });
    }
  }

  /** Everything held, in key order; the batch is empty afterwards. */
  drain(): Rollups {
    const out: Rollups = {
      vehicles: [...this.vehicles.values()].sort((a, b) => a.tenantId - b.tenantId || cmp(a.day, b.day) || a.vehicleId - b.vehicleId),
      tenants: [...this.tenants.values()].sort((a, b) => a.tenantId - b.tenantId || cmp(a.day, b.day)),
      sources: [...this.sources.values()].sort((a, b) => a.tenantId - b.tenantId || cmp(a.day, b.day) || cmp(a.form, b.form) || cmp(a.source, b.source)),
    };
    this.vehicles = new Map();
    this.tenants = new Map();
    this.sources = new Map();
    return out;
  }

  /** Puts drained rows back (their flush failed), adding them to anything recorded since; over the bound they are dropped. */
  restore(rollups: Rollups): void {
    for (const r of rollups.vehicles) this.addCounts(this.vehicles, `${r.tenantId}|${r.day}|${r.vehicleId}`, r);
    for (const r of rollups.tenants) this.addCounts(this.tenants, `${r.tenantId}|${r.day}`, r);
    for (const r of rollups.sources) {
      const key = `${r.tenantId}|${r.day}|${r.form}|${r.source}`;
      const row = this.sources.get(key);
      if (row) row.leads += r.leads;
      else if (this.size < this.maxKeys) this.sources.set(key, { ...r });
      else this.dropped += 1;
    }
  }

  private addCounts<R extends { counts: Counts }>(map: Map<string, R>, key: string, r: R): void {
    const row = map.get(key);
    if (row) for (const m of METRICS) row.counts[m] += r.counts[m];
    else if (this.size < this.maxKeys) map.set(key, { ...r, counts: { ...r.counts } });
    else this.dropped += 1;
  }
}

/** The calendar day `n` days after `day` (YYYY-MM-DD; negative: before). */
export function shiftDay(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included (none when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = from; day <= to && out.length < 1000; day = shiftDay(day, 1)) out.push(day);
  return out;
}

/** The Monday that starts the week of `day`. */
export function weekOf(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = (new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return shiftDay(day, -weekday);
}

/**
 * A window of days split for reading: the whole weeks inside it (by their Mondays, from the weekly roll-up) and the
 * days at either end that do not make a whole week (from the daily roll-up). Together they cover each day once.
 */
export function splitWindow(from: string, to: string): { weeks: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const firstMonday = weekOf(from) === from ? from : shiftDay(weekOf(from), 7);
  const lastMonday = shiftDay(weekOf(shiftDay(to, 1)), -7); // the last week that ends on or before `to`
  if (firstMonday > lastMonday) return { weeks: null, days: from <= to ? [{ from, to }] : [] };
  const days: { from: string; to: string }[] = [];
  if (from < firstMonday) days.push({ from, to: shiftDay(firstMonday, -1) });
  const afterWeeks = shiftDay(lastMonday, 7);
  if (afterWeeks <= to) days.push({ from: afterWeeks, to });
  return { weeks: { from: firstMonday, to: lastMonday }, days };
}

/** A flush's per-vehicle rows added up per week (the three figures the weekly roll-up keeps), in key order. */
export function weeklyRows(vehicles: readonly VehicleRollup[]): WeeklyRollup[] {
  const byKey = new Map<string, WeeklyRollup>();
  for (const r of vehicles) {
    if (!r.counts.impressions && !r.counts.views && !r.counts.leads) continue;
    const week = weekOf(r.day);
    const key = `${r.tenantId}|${week}|${r.vehicleId}`;
    const row = byKey.get(key);
    if (row) {
      row.impressions += r.counts.impressions;
      row.views += r.counts.views;
      row.leads += r.counts.leads;
    } else byKey.set(key, { tenantId: r.tenantId, week, vehicleId: r.vehicleId, impressions: r.counts.impressions, views: r.counts.views, leads: r.counts.leads });
  }
  return [...byKey.values()].sort((a, b) => a.tenantId - b.tenantId || cmp(a.week, b.week) || a.vehicleId - b.vehicleId);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Where a lead came from, as the analytics page groups it: its utm_source, else the host that referred the shopper
 * (without "www."), else "direct". Lower-cased and cut to 60 characters.
 */
export function leadSource(utmSource: string | null | undefined, referrerHost: string | null | undefined): string {
  const utm = (utmSource ?? "").trim().toLowerCase();
  if (utm) return utm.slice(0, 60);
  const host = (referrerHost ?? "").trim().toLowerCase().replace(/^www\./, "");
  return host ? host.slice(0, 60) : "direct";
}
