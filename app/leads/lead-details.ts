import { formatNumber, formatPrice } from "../lib/format.ts";
import type { LeadRecord } from "./lead-record.ts";
import { CONDITION_QUESTIONS } from "./trade-in-valuation.ts";

/**
 * A lead's details as the dealer reads them on its page in the console: label and value rows for the trade-in and for
 * what else the form asked, the booking time, the pages the shopper visited and where they came from. Pure over the
 * delivered lead record (lead-delivery.server.ts `toLeadRecord`), so the console and the CRM see the same lead.
 */
export type DetailRow = { label: string; value: string };

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null);

/** "2026-03-14T10:30" (the dealer's wall clock, as the booking field holds it) → "Sat 14 Mar 2026, 10:30 am". */
export function appointmentText(value: string | null): string | null {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value) : null;
  if (!m) return value;
  const at = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])));
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat("en-AU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(at);
}

/** The car the shopper wants to trade in or sell, its condition answers and the indicative range they were shown. */
export function tradeInRows(lead: Pick<LeadRecord, "trade_in" | "fields">, offerAccepted: boolean | null): DetailRow[] {
  const t = lead.trade_in;
  if (!t) return [];
  const rows: DetailRow[] = [];
  const car = [t.year, t.make, t.model].filter((v) => v !== null && v !== "").join(" ");
  if (car) rows.push({ label: "Vehicle", value: car });
  if (t.kms !== null && Number.isFinite(t.kms)) rows.push({ label: "Kilometres", value: `${formatNumber(t.kms)} km` });
  if (t.rego) rows.push({ label: "Rego", value: [t.rego, t.rego_state].filter(Boolean).join(" · ") });
  const answers = (lead.fields.adjustmentAnswers ?? {}) as Record<string, unknown>;
  for (const q of CONDITION_QUESTIONS) if (answers[q.id] === "yes" || answers[q.id] === "no") rows.push({ label: q.label, value: answers[q.id] === "yes" ? "Yes" : "No" });
  if (t.valuation) rows.push({ label: "Indicative range shown", value: `${formatPrice(t.valuation.low)} – ${formatPrice(t.valuation.high)}` });
  if (offerAccepted !== null && t.valuation) rows.push({ label: "Offer", value: offerAccepted ? "Accepted online" : "Not accepted" });
  const finance = text(lead.fields.finance);
  if (finance) rows.push({ label: "Wants finance", value: finance });
  return rows;
}

/** What else the form asked: the booking, budget, services, rego, VIN and the category it was filed under. */
export function otherDetailRows(lead: Pick<LeadRecord, "fields" | "appointment" | "category" | "subcategory" | "trade_in">): DetailRow[] {
  const f = lead.fields;
  const rows: DetailRow[] = [];
  const booking = appointmentText(lead.appointment);
  if (booking) rows.push({ label: "Preferred time", value: booking });
  if (typeof f.vehiclePriceBudget === "number") rows.push({ label: "Budget", value: formatPrice(f.vehiclePriceBudget) ?? String(f.vehiclePriceBudget) });
  if (Array.isArray(f.additional_services) && f.additional_services.length) rows.push({ label: "Services", value: f.additional_services.filter((s) => typeof s === "string").join(", ") });
  const rego = lead.trade_in ? null : text(f.Rego);
  if (rego) rows.push({ label: "Rego", value: rego });
  const vin = text(f.vin);
  if (vin) rows.push({ label: "VIN", value: vin });
  rows.push({ label: "Filed as", value: [lead.category, lead.subcategory].filter(Boolean).join(" · ") });
  return rows;
}

/** The pages the shopper looked at before sending (at most 50, as the form sends them), in order. */
export function visitedPages(lead: Pick<LeadRecord, "lead_attributes">): string[] {
  const pages = lead.lead_attributes?.visited_pages;
  return Array.isArray(pages) ? pages.filter((p): p is string => typeof p === "string" && p.trim() !== "").slice(0, 50) : [];
}

/** A visited page as a link within the dealer's own site: only a path on this site ("/cars/…"), never another host. */
export function sitePath(page: string): string | null {
  return /^\/(?![/\\])[^\s\\]*$/.test(page) ? page : null;
}

/** Where the shopper came from: the campaign (utm) and the site that sent them, as kept on the lead. */
export function sourceRows(lead: { utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; referrerHost: string | null }, record: Pick<LeadRecord, "url" | "lead_attributes">): DetailRow[] {
  const params = record.lead_attributes?.linked_query_params ?? {};
  const rows: DetailRow[] = [];
  const source = lead.utmSource ?? text(params.utm_source);
  const medium = lead.utmMedium ?? text(params.utm_medium);
  const campaign = lead.utmCampaign ?? text(params.utm_campaign);
  if (source) rows.push({ label: "Source", value: source });
  if (medium) rows.push({ label: "Medium", value: medium });
  if (campaign) rows.push({ label: "Campaign", value: campaign });
  if (lead.referrerHost) rows.push({ label: "Came from", value: lead.referrerHost });
  if (record.url) rows.push({ label: "Sent from", value: record.url });
  return rows;
}
