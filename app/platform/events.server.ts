import { and, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { trackedEvents, vehicleViews } from "../db/schema.ts";

/** Counts one view and answers the new total (the feed's own `views` figure is the starting point). */
export async function countView(db: Db, tenantId: number, vehicleId: number, baseViews: number): Promise<number> {
  const [row] = await db
    .insert(vehicleViews)
    .values({ tenantId, vehicleId, views: 1 })
    .onConflictDoUpdate({ target: [vehicleViews.tenantId, vehicleViews.vehicleId], set: { views: sql`${vehicleViews.views} + 1` } })
    .returning({ views: vehicleViews.views });
  return baseViews + (row?.views ?? 0);
}

export async function viewCount(db: Db, tenantId: number, vehicleId: number, baseViews: number): Promise<number> {
  const [row] = await db.select({ views: vehicleViews.views }).from(vehicleViews).where(and(eq(vehicleViews.tenantId, tenantId), eq(vehicleViews.vehicleId, vehicleId)));
  return baseViews + (row?.views ?? 0);
}

/** Views counted on the site for each of this tenant's vehicles that has any. */
export async function tenantViewCounts(db: Db, tenantId: number): Promise<Map<number, number>> {
  const rows = await db.select({ vehicleId: vehicleViews.vehicleId, views: vehicleViews.views }).from(vehicleViews).where(eq(vehicleViews.tenantId, tenantId));
  return new Map(rows.map((r) => [Number(r.vehicleId), Number(r.views)]));
}

/**
 * A tenant's view counts as a page shows them ('N views'): read for all its cars at once and kept for `maxAgeMs`, then
 * read again in the background while the kept counts still answer. A shared cache keeps a car's page as long (the
 * STOCK_PAGE policy), and the page asks for the live count after load (view.json), so the figure a page is drawn with
 * is as fresh as it ever was; the vehicle page's own query goes (one query per tenant per interval, and only while
 * its pages are asked for; issue 15, ADR 059).
 */
export class ViewCountSnapshot {
  private counts: Map<number, number> | null = null;
  private readAt = 0;
  private reading: Promise<Map<number, number>> | null = null;

  private readonly read: () => Promise<Map<number, number>>;
  private readonly maxAgeMs: number;
  private readonly clock: () => number;

  constructor(read: () => Promise<Map<number, number>>, maxAgeMs: number, clock: () => number = Date.now) {
    this.read = read;
    this.maxAgeMs = maxAgeMs;
    this.clock = clock;
  }

  /** The views counted for this car (0: none yet). Waits only for the first read; a failed refresh keeps the old counts. */
  async views(vehicleId: number): Promise<number> {
    if (!this.counts) return (await this.refresh()).get(vehicleId) ?? 0;
    // Past its age: read again without waiting. A failed read leaves the kept counts, and the next page asks again.
    if (this.clock() - this.readAt >= this.maxAgeMs) this.refresh().catch(() => {});
    return this.counts.get(vehicleId) ?? 0;
  }

  private refresh(): Promise<Map<number, number>> {
    this.reading ??= this.read()
      .then((counts) => {
        this.counts = counts;
        this.readAt = this.clock();
        return counts;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }
}

/** Views counted on the site for one vehicle of this tenant, as a scalar subquery for the console's stock list (ADR 030). */
export function viewCountSql(tenantId: number): (vehicleId: SQL) => SQL {
  return (vehicleId) => sql`(select ${vehicleViews.views} from ${vehicleViews} where ${vehicleViews.tenantId} = ${tenantId} and ${vehicleViews.vehicleId} = ${vehicleId})`;
}

/** Records an analytics event or a phone reveal. Callers pass ids and labels only, never personal data. */
export async function recordEvent(db: Db, e: { tenantId: number; kind: string; eventId?: number | null; vehicleId?: number | null; data?: Record<string, unknown> }): Promise<void> {
  await db.insert(trackedEvents).values({ tenantId: e.tenantId, kind: e.kind, eventId: e.eventId ?? null, vehicleId: e.vehicleId ?? null, data: e.data ?? {} });
}

export async function countEvents(db: Db, tenantId: number, kind: string): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(trackedEvents).where(and(eq(trackedEvents.tenantId, tenantId), eq(trackedEvents.kind, kind)));
  return Number(r?.n ?? 0);
}

// ---- Tracking calls -------------------------------------------------------------------------

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/events (spec 001 §7 analytics ids). Labels are short category words, never personal data. */
export const analyticsEventBody = z
  .object({
    event_id: z.number().int().min(1).max(999),
    car_id: id.nullable().optional(),
    label: z.string().trim().max(80).nullable().optional(),
  })
  .strict();

/**
 * POST /api/events {usage, car_id}: a shopper used the vehicle page's gallery or 360° spin, or shared the car. These
 * have no spec event id; they are counted in the dealer analytics only (ADR 035), not kept one row per event.
 */
export const usageEventBody = z
  .object({
    usage: z.enum(["gallery", "spin", "share"]),
    car_id: id,
    label: z.string().trim().max(80).nullable().optional(),
  })
  .strict();

/** The dealer-analytics counter a tracked event adds to: the first calculator use (26), a save (39), gallery, spin, share. */
export function analyticsMetricOf(event: { event_id: number } | { usage: "gallery" | "spin" | "share" }): "calculator" | "saves" | "gallery" | "shares" | null {
  if ("usage" in event) return event.usage === "share" ? "shares" : "gallery";
  if (event.event_id === 26) return "calculator";
  if (event.event_id === 39) return "saves";
  return null;
}

/** POST /api/phone-reveal: {car_id, dealership_id, website_id} (spec 001 §7). */
export const phoneRevealBody = z
  .object({
    car_id: id,
    dealership_id: id.nullable().optional(),
    website_id: id.nullable().optional(),
  })
  .strict();
