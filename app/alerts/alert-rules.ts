/**
 * Saved searches and alerts (issue 16, ADR 048): the rules, pure and shared by browser and server. Which cars are new
 * for a search (its high-water mark), when a daily or weekly batch is due, what a watched car's change is worth telling,
 * the daily cap, and the forms' schemas.
 */
import { z } from "zod";
import { MAX_SAVED_NAME } from "../search/saved-search.ts";

export const FREQUENCIES = ["instant", "daily", "weekly", "off"] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = { instant: "As soon as they arrive", daily: "Once a day", weekly: "Once a week", off: "No alerts" };

/** Saved searches per shopper per site, and the longest name. */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_NAME_LENGTH = MAX_SAVED_NAME;
/** A saved search's address: a results page path and its query (the URL bounds of app/search/query.ts keep it short). */
export const MAX_SEARCH_LENGTH = 2_500;
/** Cars listed in one message (the rest are "and N more" behind the search's link). */
export const SMS_CARS = 3;
export const EMAIL_CARS = 20;
/** The default of ALERT_MAX_PER_DAY: messages per shopper per 24 hours. */
export const DEFAULT_MAX_PER_DAY = 5;

const DAY_MS = 24 * 3600_000;

/** When a batch is next due after `from` (instant and off: never scheduled). */
export function nextDue(frequency: Frequency, from: Date): Date | null {
  if (frequency === "daily") return new Date(from.getTime() + DAY_MS);
  if (frequency === "weekly") return new Date(from.getTime() + 7 * DAY_MS);
  return null;
}

/**
 * The cars of `matches` a search has not announced: the high-water mark `known` holds every car it matched when saved
 * and every car announced since, so a car is never announced twice for one search (even after it leaves and returns).
 */
export function newMatches(known: readonly number[], matches: readonly number[]): number[] {
  const seen = new Set(known);
  return matches.filter((id) => !seen.has(id));
}

/** The high-water mark after announcing `announced`: sorted, each id once. */
export function raiseMark(known: readonly number[], announced: readonly number[]): number[] {
  return [...new Set([...known, ...announced])].sort((a, b) => a - b);
}

/** Whether a shopper who was sent `sentToday` messages in the last 24 hours may be sent one more. */
export function underDailyCap(sentToday: number, maxPerDay: number): boolean {
  return sentToday < maxPerDay;
}

export type WatchState = "listed" | "sold" | "gone";
export type WatchSettings = { priceAlert: "off" | "any" | "below"; priceBelow: number | null; stockAlert: boolean };
export type WatchSnapshot = { price: number | null; state: WatchState };
export type WatchChange = { kind: "price-drop"; from: number; to: number } | { kind: "sold" } | { kind: "back-in-stock" };

/**
 * What to tell a watcher about a car that was `last` and is `now`: a price drop (any drop, or a drop to the shopper's
 * price or below), sold or gone, back in stock. At most one message per change; nothing for a change they did not ask for.
 */
export function watchChange(settings: WatchSettings, last: WatchSnapshot, now: WatchSnapshot): WatchChange | null {
  if (settings.stockAlert && last.state === "listed" && now.state !== "listed") return { kind: "sold" };
  if (settings.stockAlert && last.state !== "listed" && now.state === "listed") return { kind: "back-in-stock" };
  if (now.state !== "listed" || settings.priceAlert === "off") return null;
  if (last.price === null || now.price === null || now.price <= 0 || now.price >= last.price) return null;
  if (settings.priceAlert === "below" && (settings.priceBelow === null || now.price > settings.priceBelow)) return null;
  return { kind: "price-drop", from: last.price, to: now.price };
}

// ---- Forms (one schema each, browser and server; ADR 025) ----------------------------------------------------------

export const ALERT_MESSAGES = {
  name: `Give the search a name of up to ${MAX_NAME_LENGTH} characters.`,
  frequency: "Choose how often to hear about new cars.",
  search: "This search can't be saved: open it from the results page and try again.",
  email: "Enter an email address like name@example.com, or leave it empty.",
  price: "Enter the price in whole dollars, e.g. 25000.",
  priceNeeded: "Enter the price to be told about.",
} as const;

const name = z.string({ error: ALERT_MESSAGES.name }).trim().min(1, ALERT_MESSAGES.name).max(MAX_NAME_LENGTH, ALERT_MESSAGES.name);
const frequency = z.enum(FREQUENCIES, { error: ALERT_MESSAGES.frequency });

/** A results page's address: a path under /search or /used-car and its query; nothing that could leave the site. */
export const searchAddress = z
  .string({ error: ALERT_MESSAGES.search })
  .trim()
  .max(MAX_SEARCH_LENGTH, ALERT_MESSAGES.search)
  .regex(/^\/(search|used-car)(\/[^?#\s\\]*)?(\?[^#\s]*)?$/, ALERT_MESSAGES.search);

/** "Save this search" on a results page (and its confirmation page after signing in). */
export const saveSearchSchema = z.object({ search: searchAddress, name, frequency: frequency.exclude(["off"]) });

/** A saved search's settings on My Garage. */
export const savedSearchSettingsSchema = z.object({ id: z.uuid(), name, frequency });

const wholeDollars = z
  .string()
  .trim()
  .max(9, ALERT_MESSAGES.price)
  .regex(/^\d*$/, ALERT_MESSAGES.price)
  .transform((v) => (v === "" ? null : Number(v)));

/** A watched car's alerts on My Garage. */
export const watchAlertSchema = z
  .object({
    vehicle_id: z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
    price_alert: z.enum(["off", "any", "below"], { error: "Choose when to hear about its price." }),
    price_below: z.string().optional().default("").pipe(wholeDollars),
    stock_alert: z
      .string()
      .optional()
      .transform((v) => v === "on"),
  })
  .refine((v) => v.price_alert !== "below" || (v.price_below !== null && v.price_below > 0), { message: ALERT_MESSAGES.priceNeeded, path: ["price_below"] });

/** The optional email address alerts also go to. */
export const alertEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254, ALERT_MESSAGES.email)
    .refine((v) => v === "" || z.email().safeParse(v).success, ALERT_MESSAGES.email)
    .transform((v) => (v === "" ? null : v.toLowerCase())),
});

export type SaveSearchForm = z.output<typeof saveSearchSchema>;
export type WatchAlertForm = z.output<typeof watchAlertSchema>;
