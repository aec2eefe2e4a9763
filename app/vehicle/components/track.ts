/**
 * Browser side of the vehicle page's analytics (spec 001 §7): each tracked action goes onto the
 * tag manager's dataLayer and to POST /api/events. Tracking must never break the page: every
 * failure is swallowed (a console warning at most).
 */

import { type TrackedAction, analyticsEvent, pushEvent } from "../../platform/analytics.ts";
import { type AscEvent, ascCalculatorUse, ascCtaInteraction, pushAsc } from "../../platform/asc-events.ts";

/** The ASC event of a vehicle page action (ADR 049); a call and an enquiry push their own (they know the number, the form). */
function ascEventOf(action: TrackedAction): AscEvent | null {
  if (action.action === "save") return ascCtaInteraction("Favourite", "save", "item");
  if (action.action === "calculator-first-use") return ascCalculatorUse("item");
  return null;
}

export function track(action: TrackedAction, details: { car_id?: number; label?: string } = {}): void {
  const event = analyticsEvent(action, details);
  pushEvent(event);
  const asc = ascEventOf(action);
  if (asc) pushAsc(asc);
  try {
    const body = JSON.stringify({ event_id: event.event_id, car_id: details.car_id ?? null, label: details.label ?? null });
    void fetch("/api/events", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // Tracking is best effort.
  }
}

/**
 * Gallery or 360° spin use, or a share: no spec event id, so nothing goes to the tag manager; the server counts it in
 * the dealer analytics (POST /api/events {usage, car_id}).
 */
export function trackUsage(usage: "gallery" | "spin" | "share", carId: number): void {
  try {
    void fetch("/api/events", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ usage, car_id: carId }), keepalive: true }).catch(() => undefined);
  } catch {
    // Tracking is best effort.
  }
}

/** POSTs JSON and never throws; resolves to the parsed answer, or null. */
export async function postJson<T = unknown>(url: string, body: unknown): Promise<T | null> {
  try {
    const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), keepalive: true });
    return (await res.json().catch(() => null)) as T | null;
  } catch {
    return null;
  }
}
