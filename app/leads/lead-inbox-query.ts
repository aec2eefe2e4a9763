/**
 * The leads inbox's URL contract (/dealer/leads and its CSV, /dealer/leads.csv): search, filters and page live in the
 * query string only, so the list works without JavaScript and a filtered list can be shared or downloaded. Reading is
 * forgiving: a value that is not one of ours falls back to its default instead of failing the page.
 */

import { isUuid } from "../lib/ids.ts";
import { findLeadKind } from "./lead-kinds.ts";
import { LEAD_STATUSES, type LeadStatus } from "./lead-pipeline.ts";

export const LEADS_PAGE_SIZE = 50;
export const MAX_LEADS_PAGE = 1000;
export const MAX_LEAD_SEARCH = 100;
/** Words of a search beyond this are ignored (each is one ILIKE over the lead). */
export const MAX_LEAD_SEARCH_WORDS = 6;

/** "all", one status, or "overdue" (New past its response deadline). */
export const LEAD_STATUS_FILTERS = ["all", ...LEAD_STATUSES, "overdue"] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

/** "" anyone (whom the viewer may see), "me", "unassigned", or a staff member's id. */
export type AssignedFilter = "" | "me" | "unassigned" | (string & {});

export interface LeadInboxQuery {
  q: string;
  status: LeadStatusFilter;
  /** A lead kind's value (lead-kinds.ts), "" for every kind. */
  form: string;
  assigned: AssignedFilter;
  location: number | null;
  /** Received on or after this day, on or before that one (YYYY-MM-DD, the dealer's calendar). */
  from: string | null;
  to: string | null;
  /** A stock number or vehicle id. */
  vehicle: string;
  page: number;
}

export const DEFAULT_LEAD_QUERY: LeadInboxQuery = { q: "", status: "all", form: "", assigned: "", location: null, from: null, to: null, vehicle: "", page: 1 };

function positiveInt(value: string | null, max: number): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

/** A real calendar date as YYYY-MM-DD, or null. */
export function calendarDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return y >= 2000 && y <= 2100 && at.getUTCMonth() === m - 1 && at.getUTCDate() === d ? value : null;
}

function assignedFilter(value: string | null): AssignedFilter {
  if (value === "me" || value === "unassigned") return value;
  return isUuid(value) ? value.toLowerCase() : "";
}

// eslint-disable-next-line no-control-regex -- control characters (NUL above all) never reach a query
const text = (value: string | null, max: number) => (value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, max);

export function parseLeadInboxQuery(params: URLSearchParams): LeadInboxQuery {
  const status = params.get("status");
  return {
    q: text(params.get("q"), MAX_LEAD_SEARCH),
    status: status !== null && (LEAD_STATUS_FILTERS as readonly string[]).includes(status) ? (status as LeadStatusFilter) : "all",
    form: findLeadKind(params.get("form"))?.value ?? "",
    assigned: assignedFilter(params.get("assigned")),
    location: positiveInt(params.get("location"), 2 ** 31 - 1),
    from: calendarDate(params.get("from")),
    to: calendarDate(params.get("to")),
    vehicle: text(params.get("vehicle"), 40),
    page: positiveInt(params.get("page"), MAX_LEADS_PAGE) ?? 1,
  };
}

/** The query string of a list (defaults left out), e.g. "?status=new&page=2"; "" for the default list. */
export function leadInboxSearch(query: LeadInboxQuery, options: { page?: boolean } = {}): string {
  const p = new URLSearchParams();
  if (query.q) p.set("q", query.q);
  if (query.status !== "all") p.set("status", query.status);
  if (query.form) p.set("form", query.form);
  if (query.assigned) p.set("assigned", query.assigned);
  if (query.location !== null) p.set("location", String(query.location));
  if (query.from) p.set("from", query.from);
  if (query.to) p.set("to", query.to);
  if (query.vehicle) p.set("vehicle", query.vehicle);
  if (options.page !== false && query.page > 1) p.set("page", String(query.page));
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** Whether anything but the status tab narrows the list (the empty state then offers to clear it). */
export function isLeadListFiltered(query: LeadInboxQuery): boolean {
  return Boolean(query.q || query.form || query.assigned || query.location !== null || query.from || query.to || query.vehicle);
}

/**
 * A search as the store runs it: a phone number (6+ digits, spaces and +61 allowed) is matched on its digits, as phone
 * numbers are stored ("+61 412 345 678" finds 0412345678); anything else word by word over name, email, phone and
 * stock number.
 */
export function leadSearchTerms(q: string): { phoneDigits: string } | { words: string[] } | null {
  const text = q.trim();
  if (!text) return null;
  if (/^[+\d\s().-]+$/.test(text)) {
    let digits = text.replace(/\D/g, "");
    if (text.startsWith("+61") || /^61\d{9}$/.test(digits)) digits = `0${digits.slice(2)}`;
    if (digits.length >= 6) return { phoneDigits: digits };
  }
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_LEAD_SEARCH_WORDS);
  return words.length ? { words } : null;
}

export const isLeadStatus = (value: unknown): value is LeadStatus => typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
