/**
 * The analytics page's small rules (issue 12, ADR 035): the ranges a dealer can choose, conversion, and how a response
 * time reads. Pure, so that both the server and the page use them.
 */

export const ANALYTICS_RANGES = [7, 30, 90] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_RANGE: AnalyticsRange = 30;
/** Stock in longer than this many days is aged. */
export const AGED_DAYS = 60;

/** `?days=7|30|90`; anything else is the default 30. */
export function parseRange(params: URLSearchParams): AnalyticsRange {
  const n = Number(params.get("days"));
  return (ANALYTICS_RANGES as readonly number[]).includes(n) ? (n as AnalyticsRange) : DEFAULT_RANGE;
}

/** Leads per vehicle-page view, as a fraction; null without views (nothing to convert). */
export function conversion(leads: number, views: number): number | null {
  return views > 0 ? leads / views : null;
}

/** A fraction as a percentage for people: "2.4%", "0%", "—" for none; under 10% with one decimal. */
export function formatPercent(fraction: number | null): string {
  if (fraction === null || !Number.isFinite(fraction)) return "—";
  const pct = fraction * 100;
  if (pct === 0) return "0%";
  return `${pct < 10 ? pct.toFixed(1).replace(/\.0$/, "") : Math.round(pct)}%`;
}

/** A duration for people: "40 sec", "12 min", "3 h 5 min", "2 d 4 h"; "—" for none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return "—";
  const s = Math.round(seconds);
  if (s < 60) return `${s} sec`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** A day (YYYY-MM-DD) as a short label: "3 Nov". */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** The top of a chart's scale: the maximum rounded up to 1, 2 or 5 × a power of ten (at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (max <= step * power) return step * power;
  return 10 * power;
}
