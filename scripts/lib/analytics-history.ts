import { sql } from "drizzle-orm";
import type { Db } from "../../app/db/client.server.ts";
import { shiftDay } from "../../app/platform/analytics-batch.ts";
import { createStaff } from "../../app/staff/staff-store.server.ts";

/**
 * A year (or any number of days) of analytics roll-ups for one tenant, written straight into the roll-up tables with
 * set-based SQL: every vehicle has a row every day (the worst case for the page's queries: a dealer whose every car is
 * on a results page every day), leads by form and source every day, and leads with assignments and first-contact times
 * for the response-time table. For the benchmark (scripts/bench-analytics.ts) and for looking at the page.
 */
export async function writeAnalyticsHistory(db: Db, tenantId: number, vehicleIds: readonly number[], options: { days: number; today: string; leadsPerDay?: number; seed?: number }): Promise<{ vehicleRows: number; leads: number }> {
  const { days, today } = options;
  const leadsPerDay = options.leadsPerDay ?? 20;
  const first = shiftDay(today, -(days - 1));
  await db.execute(sql`select setseed(${options.seed ?? 0.42})`);
  // Per vehicle per day, in slices of vehicles so that one statement stays a reasonable size.
  for (let i = 0; i < vehicleIds.length; i += 500) {
    const ids = vehicleIds.slice(i, i + 500);
    await db.execute(sql`
      insert into vehicle_stats_daily (tenant_id, day, vehicle_id, impressions, views, gallery, phone, calculator, shares, prints, saves, leads)
      select ${tenantId}, ${first}::date + g, v, (random() * 40)::int, (random() * random() * 9)::int, (random() * random() * 4)::int,
        (random() < 0.04)::int, (random() < 0.03)::int, (random() < 0.01)::int, (random() < 0.005)::int, (random() < 0.02)::int, (random() < 0.004)::int
      from unnest(${`{${ids.join(",")}}`}::bigint[]) as v, generate_series(0, ${days - 1}) as g
      on conflict do nothing`);
  }
  // The weekly roll-up the vehicle lists read (weeks start on Monday, as date_trunc's do).
  await db.execute(sql`
    insert into vehicle_stats_weekly (tenant_id, week, vehicle_id, impressions, views, leads)
    select tenant_id, date_trunc('week', day)::date, vehicle_id, sum(impressions), sum(views), sum(leads)
    from vehicle_stats_daily where tenant_id = ${tenantId} and day >= ${first}::date
    group by tenant_id, date_trunc('week', day)::date, vehicle_id
    on conflict do nothing`);
  // Leads by form and source: a few a day.
  await db.execute(sql`
    insert into lead_sources_daily (tenant_id, day, form, source, leads)
    select ${tenantId}, ${first}::date + g, f, s, (random() * random() * 3)::int
    from generate_series(0, ${days - 1}) as g,
      unnest(array['car-enquiry', 'test-drive', 'finance', 'trade-in', 'enquiry', 'online-purchase']) as f,
      unnest(array['direct', 'google', 'facebook', 'carsales.com.au', 'newsletter', 'bing.com']) as s
    on conflict do nothing`);
  await db.execute(sql`delete from lead_sources_daily where tenant_id = ${tenantId} and leads = 0`);
  // The tenant's days: the vehicles' counts, with leads as the forms counted them.
  await db.execute(sql`
    insert into tenant_stats_daily (tenant_id, day, impressions, views, gallery, phone, calculator, shares, prints, saves, leads)
    select ${tenantId}, d.day, sum(impressions), sum(views), sum(gallery), sum(phone), sum(calculator), sum(shares), sum(prints), sum(saves),
      coalesce((select sum(leads) from lead_sources_daily l where l.tenant_id = ${tenantId} and l.day = d.day), 0)
    from vehicle_stats_daily d where d.tenant_id = ${tenantId} and d.day >= ${first}::date
    group by d.day
    on conflict (tenant_id, day) do update set impressions = excluded.impressions, views = excluded.views, leads = excluded.leads`);
  // Leads with assignments and first-contact times (response times per salesperson).
  const staffIds: string[] = [];
  for (const name of ["Alex Nguyen", "Sam Taylor", "Priya Shah", "Jordan Lee", "Chris Walker", "Mia Rossi"]) {
    const made = await createStaff(db, { tenantId, email: `${name.toLowerCase().replace(" ", ".")}.${tenantId}@example.com`, name, role: "sales", status: "active" });
    if (made.ok) staffIds.push(made.staff.id);
  }
  const leads = days * leadsPerDay;
  if (staffIds.length) {
    await db.execute(sql`
      insert into leads (id, tenant_id, form, category, car_id, data, created_at, updated_at, status, assigned_to, contacted_at)
      select gen_random_uuid(), ${tenantId}, 'car-enquiry', 'Vehicle Enquiry', null, '{}'::jsonb, t, t,
        case when random() < 0.1 then 'new' else 'contacted' end,
        case when random() < 0.08 then null else (${`{${staffIds.join(",")}}`}::uuid[])[1 + (random() * ${staffIds.length - 1})::int] end,
        t + make_interval(secs => (60 + random() * random() * 7200)::int)
      from (select (${today}::date - (random() * ${days})::int)::timestamptz + make_interval(secs => (random() * 36000)::int) as t from generate_series(1, ${leads})) s`);
    await db.execute(sql`update leads set contacted_at = null where tenant_id = ${tenantId} and status = 'new'`);
  }
  return { vehicleRows: vehicleIds.length * days, leads };
}
