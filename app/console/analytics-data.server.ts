/**
 * The dealer analytics page on the server (issue 12, ADR 035): everything it shows, read from the daily roll-ups (and,
 * for stock age and response times, from the vehicles and leads themselves), for the last 7, 30 or 90 days of the
 * dealer's calendar.
 */

import { alertDemand } from "../alerts/shopper-alerts.server.ts";
import { analyticsFormLabel } from "../leads/lead-analytics.ts";
import { responseTimesByStaff } from "../leads/lead-store.server.ts";
import { METRICS, daysBetween, shiftDay, zeroCounts, type Counts } from "../platform/analytics-batch.ts";
import { leadBreakdown, tenantDays, vehicleRankings, vehicleTotals, type VehicleTotals } from "../platform/analytics-store.server.ts";
import type { RegisteredServices } from "../platform/contexts.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { listStaff } from "../staff/staff-store.server.ts";
import { stockAge, vehicleSummaries, type VehicleSummary } from "../stock/stock-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { dealerToday } from "../tenants/dealer-clock.ts";
import { AGED_DAYS, conversion, dayLabel, parseRange, type AnalyticsRange } from "./analytics-format.ts";

type Services = RegisteredServices;

/** A vehicle in one of the page's lists. */
export type AnalyticsVehicle = { id: number; title: string; stocknum: string | null; image: string | null; status: string | null; href: string; impressions: number; views: number; leads: number };

export type DailyPoint = { day: string; label: string; impressions: number; views: number; leads: number; conversion: number | null };

/** The window of a range ending today (the dealer's today), both days included. */
export function rangeWindow(today: string, days: AnalyticsRange): { from: string; to: string } {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

/** Every day of the window, a day without activity as zeros. */
export function fillDays(rows: ({ day: string } & Counts)[], from: string, to: string): DailyPoint[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(from, to).map((day) => {
    const r = byDay.get(day) ?? { day, ...zeroCounts() };
    return { day, label: dayLabel(day), impressions: r.impressions, views: r.views, leads: r.leads, conversion: conversion(r.leads, r.views) };
  });
}

/** The window's totals of every counter. */
export function sumDays(rows: Counts[]): Counts {
  const total = zeroCounts();
  for (const r of rows) for (const m of METRICS) total[m] += r[m];
  return total;
}

function named(list: VehicleTotals[], summaries: Map<number, VehicleSummary>): AnalyticsVehicle[] {
  return list.map((t) => {
    const v = summaries.get(t.vehicleId);
    return {
      id: t.vehicleId,
      title: v ? vehicleFullTitle(v) : `Vehicle ${t.vehicleId} (no longer in stock)`,
      stocknum: v?.stocknum ?? null,
      image: v?.image ?? null,
      status: v?.status ?? null,
      href: `/dealer/stock/${t.vehicleId}`,
      impressions: t.impressions,
      views: t.views,
      leads: t.leads,
    };
  });
}

/** Everything the analytics page shows. Flushes this process's counts first, so that the page is up to the second. */
export async function analyticsPageData(services: Services, user: ConsoleUser, url: URL, now = new Date()) {
  await services.analytics.flush().catch((err) => services.logger.warn({ err }, "flushing analytics before the page failed"));
  const db = services.database.db;
  const tenantId = user.tenant.id;
  const days = parseRange(url.searchParams);
  const today = dealerToday(user.tenant, now);
  const { from, to } = rangeWindow(today, days);
  const since = new Date(now.getTime() - days * 86_400_000);

  const [dayRows, rankings, leadsBy, age, responses, staff, demand] = await Promise.all([
    tenantDays(db, tenantId, from, to),
    vehicleRankings(db, tenantId, from, to),
    leadBreakdown(db, tenantId, from, to),
    stockAge(db, tenantId, now, AGED_DAYS),
    responseTimesByStaff(db, tenantId, since),
    listStaff(db, tenantId),
    services.indexes.get(user.tenant).then((index) => alertDemand(db, index, tenantId, since, now)),
  ]);
  const listed = [...rankings.byViews, ...rankings.byLeads, ...rankings.viewedNoLeads].map((t) => t.vehicleId);
  const agedIds = age.oldest.map((v) => v.id);
  const [summaries, agedTotals] = await Promise.all([vehicleSummaries(db, tenantId, [...new Set(listed)]), vehicleTotals(db, tenantId, agedIds, from, to)]);

  const totals = sumDays(dayRows);
  const names = new Map(staff.map((s) => [s.id, s.name]));
  const totalLeadsBySource = leadsBy.bySource.reduce((n, r) => n + r.leads, 0);
  return {
    dealerName: user.tenant.name,
    days,
    from,
    to,
    fromLabel: dayLabel(from),
    toLabel: dayLabel(to),
    daily: fillDays(dayRows, from, to),
    totals: { ...totals, conversion: conversion(totals.leads, totals.views) },
    topViewed: named(rankings.byViews, summaries),
    topLeads: named(rankings.byLeads, summaries),
    viewedNoLeads: named(rankings.viewedNoLeads, summaries),
    vehiclesWithActivity: rankings.withActivity,
    stock: {
      inStock: age.inStock,
      averageDays: age.averageDays === null ? null : Math.round(age.averageDays),
      aged: age.aged,
      agedDays: AGED_DAYS,
      oldest: age.oldest.map((v) => {
        const t = agedTotals.get(v.id);
        return { id: v.id, title: vehicleFullTitle(v), stocknum: v.stocknum, image: v.image, href: `/dealer/stock/${v.id}`, days: v.days, views: t?.views ?? 0, leads: t?.leads ?? 0 };
      }),
    },
    sources: leadsBy.bySource.map((r) => ({ source: r.source, leads: r.leads, share: totalLeadsBySource ? r.leads / totalLeadsBySource : 0 })),
    forms: leadsBy.byForm.map((r) => ({ form: r.form, label: analyticsFormLabel(r.form), leads: r.leads })),
    /** Saved searches and alerts (ADR 048): what shoppers wait for, and what they were told. */
    demand,
    responseTimes: responses
      .map((r) => ({ staffId: r.staffId, name: r.staffId === null ? "Not assigned" : (names.get(r.staffId) ?? "A former staff member"), leads: r.leads, contacted: r.contacted, medianSeconds: r.medianSeconds }))
      .sort((a, b) => (a.staffId === null ? 1 : b.staffId === null ? -1 : (a.medianSeconds ?? Infinity) - (b.medianSeconds ?? Infinity) || a.name.localeCompare(b.name))),
  };
}

export type AnalyticsPageData = Awaited<ReturnType<typeof analyticsPageData>>;
