import { and, asc, eq, gte, inArray, lt, lte, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.server.ts";
import { leadSourcesDaily, tenantStatsDaily, vehicleStatsDaily, vehicleStatsWeekly } from "../db/schema.ts";
import { METRICS, shiftDay, splitWindow, weeklyRows, type Counts, type Metric, type Rollups } from "./analytics-batch.ts";

/**
 * The analytics roll-ups (issue 12, ADR 035): per vehicle per day (and per week, for the lists over long windows), per
 * tenant per day, and leads per day by form and source. Writes only ever add counts (an upsert per row), so any number of processes can flush into the same rows.
 * The analytics page and the stock list read these tables only, never raw events.
 */

/** Rows per statement: 12 values a row stays far below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

const chunks = <T>(xs: readonly T[]) => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** `col = table.col + excluded.col` for every counter. */
function addExcluded(table: typeof vehicleStatsDaily | typeof tenantStatsDaily): Record<Metric, SQL> {
  return Object.fromEntries(METRICS.map((m) => [m, sql`${table[m]} + excluded.${sql.identifier(table[m].name)}`])) as Record<Metric, SQL>;
}

/** Adds one flush's counts into the roll-ups, in one transaction (all of the flush or none of it). */
export async function addRollups(db: Db, rollups: Rollups): Promise<void> {
  if (!rollups.vehicles.length && !rollups.tenants.length && !rollups.sources.length) return;
  await db.transaction(async (tx) => {
    for (const part of chunks(rollups.vehicles))
      await tx
        .insert(vehicleStatsDaily)
        .values(part.map((r) => ({ tenantId: r.tenantId, day: r.day, vehicleId: r.vehicleId, ...r.counts })))
        .onConflictDoUpdate({ target: [vehicleStatsDaily.tenantId, vehicleStatsDaily.day, vehicleStatsDaily.vehicleId], set: addExcluded(vehicleStatsDaily) });
    for (const part of chunks(weeklyRows(rollups.vehicles)))
      await tx
        .insert(vehicleStatsWeekly)
        .values(part)
        .onConflictDoUpdate({
          target: [vehicleStatsWeekly.tenantId, vehicleStatsWeekly.week, vehicleStatsWeekly.vehicleId],
          set: {
            impressions: sql`${vehicleStatsWeekly.impressions} + excluded.impressions`,
            views: sql`${vehicleStatsWeekly.views} + excluded.views`,
            leads: sql`${vehicleStatsWeekly.leads} + excluded.leads`,
          },
        });
    for (const part of chunks(rollups.tenants))
      await tx
        .insert(tenantStatsDaily)
        .values(part.map((r) => ({ tenantId: r.tenantId, day: r.day, ...r.counts })))
        .onConflictDoUpdate({ target: [tenantStatsDaily.tenantId, tenantStatsDaily.day], set: addExcluded(tenantStatsDaily) });
    for (const part of chunks(rollups.sources))
      await tx
        .insert(leadSourcesDaily)
        .values(part)
        .onConflictDoUpdate({
          target: [leadSourcesDaily.tenantId, leadSourcesDaily.day, leadSourcesDaily.form, leadSourcesDaily.source],
          set: { leads: sql`${leadSourcesDaily.leads} + excluded.leads` },
        });
  });
}

/** Deletes every roll-up of a day before `day` (the retention: 13 months). Answers how many rows went. */
export async function pruneRollups(db: Db, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    const a = await tx.delete(vehicleStatsDaily).where(lt(vehicleStatsDaily.day, day)).returning({ t: vehicleStatsDaily.tenantId });
    const b = await tx.delete(tenantStatsDaily).where(lt(tenantStatsDaily.day, day)).returning({ t: tenantStatsDaily.tenantId });
    const c = await tx.delete(leadSourcesDaily).where(lt(leadSourcesDaily.day, day)).returning({ t: leadSourcesDaily.tenantId });
    // A week goes when its last day does.
    await tx.delete(vehicleStatsWeekly).where(lt(vehicleStatsWeekly.week, shiftDay(day, -6)));
    return a.length + b.length + c.length;
  });
}

const sumOf = (col: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${col}), 0)::int`;

/** The tenant's days from `from` to `to` (inclusive) that have any activity, oldest first. */
export async function tenantDays(db: Db, tenantId: number, from: string, to: string): Promise<({ day: string } & Counts)[]> {
  const t = tenantStatsDaily;
  const rows = await db
    .select({ day: t.day, impressions: t.impressions, views: t.views, gallery: t.gallery, phone: t.phone, calculator: t.calculator, shares: t.shares, prints: t.prints, saves: t.saves, leads: t.leads })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), gte(t.day, from), lte(t.day, to)))
    .orderBy(asc(t.day));
  return rows;
}

export type VehicleTotals = { vehicleId: number; impressions: number; views: number; leads: number };
/** The vehicle lists of the analytics page: most viewed, most leads, and most viewed without a lead. */
export type VehicleRankings = { byViews: VehicleTotals[]; byLeads: VehicleTotals[]; viewedNoLeads: VehicleTotals[]; withActivity: number };

/**
 * Each vehicle's impressions, views and leads from `from` to `to`, as a derived table (vehicle_id, impressions, views,
 * leads) of the vehicles with any: the window's whole weeks from the weekly roll-up, its ragged ends from the daily one.
 */
export function windowTotalsSql(tenantId: number, from: string, to: string): SQL {
  const { weeks, days } = splitWindow(from, to);
  const w = vehicleStatsWeekly;
  const d = vehicleStatsDaily;
  const parts: SQL[] = [];
  if (weeks)
    parts.push(sql`select ${w.vehicleId} as vehicle_id, ${w.impressions} as impressions, ${w.views} as views, ${w.leads} as leads from ${w}
      where ${w.tenantId} = ${tenantId} and ${w.week} between ${weeks.from} and ${weeks.to}`);
  for (const range of days)
    parts.push(sql`select ${d.vehicleId}, ${d.impressions}, ${d.views}, ${d.leads} from ${d} where ${d.tenantId} = ${tenantId} and ${d.day} between ${range.from} and ${range.to}`);
  if (!parts.length) return sql`select null::bigint as vehicle_id, 0 as impressions, 0 as views, 0 as leads where false`;
  return sql`select vehicle_id, sum(impressions)::int as impressions, sum(views)::int as views, sum(leads)::int as leads
    from (${sql.join(parts, sql` union all `)}) as parts group by vehicle_id`;
}

type RankRow = { list: "views" | "leads" | "quiet" | "count"; vehicle_id: string | number; impressions: string | number; views: string | number; leads: string | number };

/**
 * One pass over the window's per-vehicle rows: each vehicle's totals once (materialised), then the three top-`limit`
 * lists from them, and how many vehicles had any activity.
 */
export async function vehicleRankings(db: Db, tenantId: number, from: string, to: string, limit = 10): Promise<VehicleRankings> {
  const result = await db.execute(sql`
    with totals as materialized (${windowTotalsSql(tenantId, from, to)})
    (select 'views' as list, * from totals where views > 0 order by views desc, leads desc, vehicle_id limit ${limit})
    union all (select 'leads', * from totals where leads > 0 order by leads desc, views desc, vehicle_id limit ${limit})
    union all (select 'quiet', * from totals where leads = 0 and views > 0 order by views desc, vehicle_id limit ${limit})
    union all (select 'count', count(*), 0, 0, 0 from totals)`);
  const rows = (result as unknown as { rows: RankRow[] }).rows;
  const pick = (list: RankRow["list"]) =>
    rows.filter((r) => r.list === list).map((r) => ({ vehicleId: Number(r.vehicle_id), impressions: Number(r.impressions), views: Number(r.views), leads: Number(r.leads) }));
  return { byViews: pick("views"), byLeads: pick("leads"), viewedNoLeads: pick("quiet"), withActivity: Number(rows.find((r) => r.list === "count")?.vehicle_id ?? 0) };
}

/** Totals of these vehicles in the window (the aged-stock list's figures). */
export async function vehicleTotals(db: Db, tenantId: number, ids: readonly number[], from: string, to: string): Promise<Map<number, VehicleTotals>> {
  if (!ids.length) return new Map();
  const v = vehicleStatsDaily;
  const rows = await db
    .select({ vehicleId: v.vehicleId, impressions: sumOf(v.impressions), views: sumOf(v.views), leads: sumOf(v.leads) })
    .from(v)
    .where(and(eq(v.tenantId, tenantId), inArray(v.vehicleId, [...ids]), gte(v.day, from), lte(v.day, to)))
    .groupBy(v.vehicleId);
  return new Map(rows.map((r) => [r.vehicleId, r]));
}

/** Leads in the window by source and by form, most first. */
export async function leadBreakdown(db: Db, tenantId: number, from: string, to: string): Promise<{ bySource: { source: string; leads: number }[]; byForm: { form: string; leads: number }[] }> {
  const s = leadSourcesDaily;
  const where = and(eq(s.tenantId, tenantId), gte(s.day, from), lte(s.day, to));
  const [bySource, byForm] = await Promise.all([
    db.select({ source: s.source, leads: sumOf(s.leads) }).from(s).where(where).groupBy(s.source).orderBy(sql`2 desc`, s.source),
    db.select({ form: s.form, leads: sumOf(s.leads) }).from(s).where(where).groupBy(s.form).orderBy(sql`2 desc`, s.form),
  ]);
  return { bySource, byForm };
}

/**
 * One vehicle's count of `metric` from `from` on, as a scalar subquery for the vehicle id it is given: the console's
 * stock list shows and sorts by views and leads in the last 30 days (stock-store `VehicleCountSql`).
 */
export function vehicleMetricSinceSql(tenantId: number, metric: "views" | "leads", from: string): (vehicleId: SQL) => SQL {
  const v = vehicleStatsDaily;
  return (vehicleId) => sql`(select sum(${v[metric]}) from ${v} where ${v.tenantId} = ${tenantId} and ${v.vehicleId} = ${vehicleId} and ${v.day} >= ${from})`;
}

