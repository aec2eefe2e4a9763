import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { listingFeeds, stockDeliveries, stockEvents, stockWebhooks } from "../db/schema.ts";

/**
 * The owner of `listing_feeds`, `stock_webhooks`, `stock_events` and `stock_deliveries` (issue 14, ADR 044): feed
 * tokens, the stock webhooks a tenant set up, and the stock webhooks' outbox. Stock events themselves are written by
 * the database (the trigger of migration 0013), never here.
 */

/** 32 random bytes, base64url: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => crypto.randomBytes(32).toString("base64url");

/** The tenant's feed token, made on first use. */
export async function feedToken(db: Db, tenantId: number): Promise<{ token: string; rotatedAt: Date }> {
  await db.insert(listingFeeds).values({ tenantId, token: newToken() }).onConflictDoNothing();
  const [row] = await db.select().from(listingFeeds).where(eq(listingFeeds.tenantId, tenantId));
  return { token: row!.token, rotatedAt: row!.rotatedAt };
}

/** Replaces the tenant's feed token: URLs with the old one answer 404 from now on. */
export async function rotateFeedToken(db: Db, tenantId: number): Promise<{ token: string; rotatedAt: Date }> {
  const token = newToken();
  const [row] = await db
    .insert(listingFeeds)
    .values({ tenantId, token })
    .onConflictDoUpdate({ target: listingFeeds.tenantId, set: { token, rotatedAt: sql`now()` } })
    .returning();
  return { token: row!.token, rotatedAt: row!.rotatedAt };
}

/** Whether `given` is the tenant's feed token; compared in constant time (SHA-256 of both, then timingSafeEqual). */
export async function isFeedToken(db: Db, tenantId: number, given: string): Promise<boolean> {
  if (!FEED_TOKEN_PATTERN.test(given)) return false;
  const [row] = await db.select({ token: listingFeeds.token }).from(listingFeeds).where(eq(listingFeeds.tenantId, tenantId));
  const digest = (s: string) => crypto.createHash("sha256").update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(row?.token ?? "")) && row !== undefined;
}

// ---- Stock webhooks --------------------------------------------------------------------------------------------------

export const MAX_STOCK_WEBHOOKS = 5;

export type StockWebhook = {
  id: string;
  url: string;
  createdAt: Date;
  delivered: number;
  pending: number;
  dead: number;
  lastDeliveredAt: Date | null;
  lastError: string | null;
};

export async function listStockWebhooks(db: Db, tenantId: number): Promise<StockWebhook[]> {
  const hooks = await db.select().from(stockWebhooks).where(eq(stockWebhooks.tenantId, tenantId)).orderBy(asc(stockWebhooks.createdAt));
  if (!hooks.length) return [];
  const stats = await db
    .select({
      webhookId: stockDeliveries.webhookId,
      delivered: sql<number>`count(*) filter (where ${stockDeliveries.status} = 'delivered')::int`,
      pending: sql<number>`count(*) filter (where ${stockDeliveries.status} in ('pending', 'sending'))::int`,
      dead: sql<number>`count(*) filter (where ${stockDeliveries.status} = 'dead')::int`,
      lastDeliveredAt: sql<string | null>`max(${stockDeliveries.deliveredAt})`,
      lastError: sql<string | null>`(array_agg(${stockDeliveries.lastError} order by ${stockDeliveries.id} desc) filter (where ${stockDeliveries.lastError} is not null and ${stockDeliveries.status} <> 'delivered'))[1]`,
    })
    .from(stockDeliveries)
    .where(inArray(stockDeliveries.webhookId, hooks.map((h) => h.id)))
    .groupBy(stockDeliveries.webhookId);
  return hooks.map((h) => {
    const s = stats.find((x) => x.webhookId === h.id);
    return {
      id: h.id,
      url: h.url,
      createdAt: h.createdAt,
      delivered: s?.delivered ?? 0,
      pending: s?.pending ?? 0,
      dead: s?.dead ?? 0,
      lastDeliveredAt: s?.lastDeliveredAt ? new Date(s.lastDeliveredAt) : null,
      lastError: s?.lastError ?? null,
    };
  });
}

/** Adds a webhook with a new signing secret (answered once, to show the dealer). Null: the tenant has the most it may. */
export async function addStockWebhook(db: Db, tenantId: number, url: string): Promise<{ id: string; url: string; secret: string } | null> {
  return db.transaction(async (tx) => {
    // Serialises adds per tenant, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stock_webhooks'), ${tenantId})`);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(stockWebhooks).where(eq(stockWebhooks.tenantId, tenantId));
    if ((count?.n ?? 0) >= MAX_STOCK_WEBHOOKS) return null;
    const hook = { id: crypto.randomUUID(), tenantId, url, secret: `whsec_${crypto.randomBytes(24).toString("base64url")}` };
    await tx.insert(stockWebhooks).values(hook);
    return { id: hook.id, url: hook.url, secret: hook.secret };
  });
}

/** Removes a webhook and its undelivered deliveries. Answers the removed URL, or null when there was none. */
export async function removeStockWebhook(db: Db, tenantId: number, id: string): Promise<{ url: string } | null> {
  const [row] = await db
    .delete(stockWebhooks)
    .where(and(eq(stockWebhooks.tenantId, tenantId), eq(stockWebhooks.id, id)))
    .returning({ url: stockWebhooks.url });
  return row ?? null;
}

// ---- The outbox ------------------------------------------------------------------------------------------------------

export type ClaimedStockDelivery = {
  id: number;
  tenant_id: number;
  webhook_id: string;
  url: string;
  secret: string;
  attempts: number;
  event_id: number;
  type: "created" | "updated" | "sold" | "removed";
  vehicle_id: number;
  data: Record<string, unknown> | null;
  created_at: string | Date;
};

/**
 * Claims due deliveries, each webhook's oldest open one only (events reach a receiver in the order they happened; a
 * failing receiver holds back only its own queue). Leased as the lead outbox is (ADR 011): SKIP LOCKED, so processes
 * never claim one row twice; a lease that runs out (its process died) is claimed again.
 */
export async function claimDueStockDeliveries(db: Db, leaseSeconds: number, batch: number): Promise<ClaimedStockDelivery[]> {
  const claimed = (await db.execute(sql`
      with heads as (
        select distinct on (webhook_id) id, status, next_attempt_at, lease_until from stock_deliveries
        where status in ('pending', 'sending')
        order by webhook_id, id
      )
      update stock_deliveries d set status = 'sending', attempts = d.attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds})
      from stock_webhooks w, stock_events e
      where d.id in (
          select sd.id from stock_deliveries sd join heads h on h.id = sd.id
          where (h.status = 'pending' and h.next_attempt_at <= now()) or (h.status = 'sending' and h.lease_until < now())
          order by sd.id
          limit ${batch}
          for update of sd skip locked
        )
        and w.id = d.webhook_id and e.id = d.event_id
      returning d.id, d.tenant_id, d.webhook_id, w.url, w.secret, d.attempts, e.id as event_id, e.type, e.vehicle_id, e.data, e.created_at`)) as unknown as {
    rows: ClaimedStockDelivery[];
  };
  return claimed.rows.map((r) => ({ ...r, id: Number(r.id), event_id: Number(r.event_id), vehicle_id: Number(r.vehicle_id) }));
}

export async function markStockDeliveryDelivered(db: Db, id: number): Promise<void> {
  await db.update(stockDeliveries).set({ status: "delivered", deliveredAt: new Date(), leaseUntil: null, lastError: null }).where(eq(stockDeliveries.id, id));
}

export async function markStockDeliveryFailed(db: Db, id: number, failure: { dead: boolean; nextAttemptAt: Date; error: string }): Promise<void> {
  await db
    .update(stockDeliveries)
    .set({ status: failure.dead ? "dead" : "pending", nextAttemptAt: failure.nextAttemptAt, leaseUntil: null, lastError: failure.error.slice(0, 500) })
    .where(eq(stockDeliveries.id, id));
}

/** Deletes events older than `olderThan` with no open delivery (delivered, dead, or their webhook removed). */
export async function pruneStockEvents(db: Db, olderThan: Date): Promise<number> {
  const gone = await db
    .delete(stockEvents)
    .where(
      and(
        lt(stockEvents.createdAt, olderThan),
        sql`not exists (select 1 from ${stockDeliveries} d where d.event_id = ${stockEvents.id} and d.status in ('pending', 'sending'))`,
      ),
    )
    .returning({ id: stockEvents.id });
  return gone.length;
}

/** The latest events of a tenant (newest first), for tests and the operator API. */
export async function recentStockEvents(db: Db, tenantId: number, limit = 50) {
  return db.select({ id: stockEvents.id, type: stockEvents.type, vehicleId: stockEvents.vehicleId, createdAt: stockEvents.createdAt }).from(stockEvents).where(eq(stockEvents.tenantId, tenantId)).orderBy(desc(stockEvents.id)).limit(limit);
}
