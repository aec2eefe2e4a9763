/**
 * What the browser remembers for the shopper's forms (spec 000 §3 'Stored user details', spec 001 §3
 * 'Lead payload' lead_attributes): their contact details after a successful enquiry (localStorage,
 * so the next form is prefilled), the last pages they visited, the campaign parameters of the
 * page they landed on and the other site that sent them there (sessionStorage: this visit only). Storage may be missing or full; that never
 * breaks a form.
 */

import { browserStorage } from "../lib/browser-store.ts";

export const STORED_DETAIL_KEYS = ["name", "last_name", "email", "phone", "postcode"] as const;
export type StoredDetails = Partial<Record<(typeof STORED_DETAIL_KEYS)[number], string>>;

export const MAX_VISITED_PAGES = 10;
const DETAILS_KEY = "forecourt:shopper";
const VISITS_KEY = "forecourt:visited-pages";
const LANDING_KEY = "forecourt:landing-params";
const REFERRER_KEY = "forecourt:referrer-host";

/** Query parameters worth keeping from the landing page: campaign tags and ad click ids. */
const LINKED_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|dclid|ttclid|li_fat_id|ref|source|campaign)$/i;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

const local = (): StorageLike | null => browserStorage("local");
const session = (): StorageLike | null => browserStorage("session");

export function readStoredDetails(storage: StorageLike | null = local()): StoredDetails {
  if (!storage) return {};
  const raw = safe(() => JSON.parse(storage.getItem(DETAILS_KEY) ?? "{}") as unknown, {});
  const out: StoredDetails = {};
  if (raw && typeof raw === "object")
    for (const key of STORED_DETAIL_KEYS) {
      const v = (raw as Record<string, unknown>)[key];
      if (typeof v === "string" && v.length <= 254) out[key] = v;
    }
  return out;
}

/** Saves the non-empty contact details of an accepted submission, keeping earlier ones it lacks. */
export function saveStoredDetails(details: Record<string, unknown>, storage: StorageLike | null = local()): void {
  if (!storage) return;
  const next: StoredDetails = { ...readStoredDetails(storage) };
  for (const key of STORED_DETAIL_KEYS) {
    const v = details[key];
    if (typeof v === "string" && v.trim()) next[key] = v.trim();
  }
  safe(() => storage.setItem(DETAILS_KEY, JSON.stringify(next)), undefined);
}

/** Adds a page path to the visit trail (the last MAX_VISITED_PAGES, no immediate repeats). */
export function recordVisit(path: string, storage: StorageLike | null = session()): string[] {
  const pages = readVisitedPages(storage);
  if (pages.at(-1) !== path) pages.push(path.slice(0, 500));
  const kept = pages.slice(-MAX_VISITED_PAGES);
  if (storage) safe(() => storage.setItem(VISITS_KEY, JSON.stringify(kept)), undefined);
  return kept;
}

export function readVisitedPages(storage: StorageLike | null = session()): string[] {
  if (!storage) return [];
  const raw = safe(() => JSON.parse(storage.getItem(VISITS_KEY) ?? "[]") as unknown, []);
  return Array.isArray(raw) ? raw.filter((p): p is string => typeof p === "string").slice(-MAX_VISITED_PAGES) : [];
}

/** The campaign parameters of a URL's query string. */
export function linkedQueryParams(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (LINKED_PARAM.test(k) && v && Object.keys(out).length < 20) out[k.slice(0, 60)] = v.slice(0, 500);
  return out;
}

/** Remembers the landing page's campaign parameters once per visit (the first page that has any). */
export function recordLanding(search: string, storage: StorageLike | null = session()): void {
  if (!storage || safe(() => storage.getItem(LANDING_KEY), null) !== null) return;
  const params = linkedQueryParams(search);
  if (Object.keys(params).length) safe(() => storage.setItem(LANDING_KEY, JSON.stringify(params)), undefined);
}

/**
 * Remembers the host of the other site that sent the shopper (the landing page's referrer), once per visit. The site's
 * own pages and anything that is not an http(s) address are not a source.
 */
export function recordReferrer(referrer: string, ownHost: string, storage: StorageLike | null = session()): void {
  if (!storage || !referrer || safe(() => storage.getItem(REFERRER_KEY), null) !== null) return;
  const url = safe(() => new URL(referrer), null);
  if (!url || !/^https?:$/.test(url.protocol) || url.hostname === ownHost.replace(/:\d+$/, "")) return;
  safe(() => storage.setItem(REFERRER_KEY, url.hostname.slice(0, 253)), undefined);
}

export function readReferrer(storage: StorageLike | null = session()): string | undefined {
  return (storage && safe(() => storage.getItem(REFERRER_KEY), null)) || undefined;
}

export function readLanding(storage: StorageLike | null = session()): Record<string, string> {
  if (!storage) return {};
  const raw = safe(() => JSON.parse(storage.getItem(LANDING_KEY) ?? "{}") as unknown, {});
  return raw && typeof raw === "object" && !Array.isArray(raw) ? Object.fromEntries(Object.entries(raw).filter((e): e is [string, string] => typeof e[1] === "string")) : {};
}

/** lead_attributes for a submission made now, from this page. */
export function leadAttributes(currentPath: string, currentSearch: string): { visited_pages: string[]; linked_query_params: Record<string, string>; referrer_host?: string } {
  const visited = readVisitedPages();
  if (visited.at(-1) !== currentPath) visited.push(currentPath);
  const referrer = readReferrer();
  return { visited_pages: visited.slice(-MAX_VISITED_PAGES), linked_query_params: { ...linkedQueryParams(currentSearch), ...readLanding() }, ...(referrer ? { referrer_host: referrer } : {}) };
}
