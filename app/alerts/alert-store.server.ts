import crypto from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { alertContacts, alertKeys, alertMessages, alertSweeps, savedSearches, watchAlerts } from "../db/schema.ts";
import { MAX_SAVED_SEARCHES, nextDue, type Frequency, type WatchSettings, type WatchSnapshot } from "./alert-rules.ts";
import type { UnsubscribeTarget } from "./unsubscribe-token.server.ts";

/**
 * The owner of `saved_searches`, `watch_alerts`, `alert_contacts`, `alert_messages`, `alert_sweeps` and `alert_keys`
 * (issue 16, ADR 048): shoppers' saved searches and watched-car alerts, where alerts go, what was sent, and the sweep's
 * per-tenant claim.
 */

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type WatchAlertRow = typeof watchAlerts.$inferSelect;

// ---- Shoppers' settings ---------------------------------------------------------------------------------------------

export type SaveSearchResult = { ok: true; id: string } | { ok: false; error: string };

/** Saves a search; `known` is what it matches now (those cars are never announced). The same address twice updates it. */
export async function saveSearch(
  db: Db,
  tenantId: number,
  shopperId: string,
  input: { name: string; search: string; frequency: Frequency },
  known: readonly number[],
  now = new Date(),
): Promise<SaveSearchResult> {
  return db.transaction(async (tx) => {
    const mine = await tx.select({ id: savedSearches.id, search: savedSearches.search }).from(savedSearches).where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.shopperId, shopperId))).for("update");
    const same = mine.find((s) => s.search === input.search);
    if (same) {
      await tx.update(savedSearches).set({ name: input.name, frequency: input.frequency, nextDueAt: nextDue(input.frequency, now) }).where(eq(savedSearches.id, same.id));
      return { ok: true as const, id: same.id };
    }
    if (mine.length >= MAX_SAVED_SEARCHES) return { ok: false as const, error: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one in My Garage to save this one.` };
    const id = crypto.randomUUID();
    await tx.insert(savedSearches).values({ id, tenantId, shopperId, name: input.name, search: input.search, frequency: input.frequency, knownIds: [...known], nextDueAt: nextDue(input.frequency, now), createdAt: now });
    return { ok: true as const, id };
  });
}

export async function listSavedSearches(db: Db, tenantId: number, shopperId: string): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(and(eq(savedSearches.tenantId, tenantId), eq(savedSearches.shopperId, shopperId))).orderBy(desc(savedSearches.createdAt));
}

/** Renames a saved search or changes how often it alerts; false when it is not this shopper's. */
export async function updateSavedSearch(db: Db, tenantId: number, shopperId: string, id: string, change: { name: string; frequency: Frequency }, now = new Date()): Promise<boolean> {
  const [current] = await db.select({ frequency: savedSearches.frequency }).from(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.tenantId, tenantId), eq(savedSearches.shopperId, shopperId)));
  if (!current) return false;
  const schedule = current.frequency === change.frequency ? {} : { nextDueAt: nextDue(change.frequency, now) };
  await db.update(savedSearches).set({ name: change.name, frequency: change.frequency, ...schedule }).where(eq(savedSearches.id, id));
  return true;
}

export async function deleteSavedSearch(db: Db, tenantId: number, shopperId: string, id: string): Promise<boolean> {
  const rows = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.tenantId, tenantId), eq(savedSearches.shopperId, shopperId))).returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function listWatchAlerts(db: Db, tenantId: number, shopperId: string): Promise<WatchAlertRow[]> {
  return db.select().from(watchAlerts).where(and(eq(watchAlerts.tenantId, tenantId), eq(watchAlerts.shopperId, shopperId)));
}

/**
 * Sets a watched car's alerts. Turning an alert on takes the car as it is now as the starting point (a drop is a drop
 * from today's price). Throws when the car is not on the shopper's watchlist (the foreign key): check first.
 */
export async function setWatchAlert(db: Db, tenantId: number, shopperId: string, vehicleId: number, settings: WatchSettings, now: WatchSnapshot): Promise<void> {
  const values = { priceAlert: settings.priceAlert, priceBelow: settings.priceAlert === "below" ? settings.priceBelow : null, stockAlert: settings.stockAlert, lastPrice: now.price, lastState: now.state };
  await db
    .insert(watchAlerts)
    .values({ id: crypto.randomUUID(), tenantId, shopperId, vehicleId, ...values })
    .onConflictDoUpdate({ target: [watchAlerts.tenantId, watchAlerts.shopperId, watchAlerts.vehicleId], set: values });
}

export async function alertEmail(db: Db, shopperId: string): Promise<string | null> {
  const [row] = await db.select({ email: alertContacts.email }).from(alertContacts).where(eq(alertContacts.shopperId, shopperId));
  return row?.email ?? null;
}

export async function setAlertEmail(db: Db, tenantId: number, shopperId: string, email: string | null): Promise<void> {
  await db
    .insert(alertContacts)
    .values({ shopperId, tenantId, email })
    .onConflictDoUpdate({ target: alertContacts.shopperId, set: { email, updatedAt: sql`now()` } });
}

/** The emails of these shoppers that gave one. */
export async function alertEmails(db: Db, shopperIds: readonly string[]): Promise<Map<string, string>> {
  if (!shopperIds.length) return new Map();
  const rows = await db.select().from(alertContacts).where(inArray(alertContacts.shopperId, [...shopperIds]));
  return new Map(rows.filter((r) => r.email).map((r) => [r.shopperId, r.email!]));
}

// ---- Unsubscribe links ----------------------------------------------------------------------------------------------

/** What an unsubscribe link stops, on this tenant's site (null: gone, or another site's). */
export async function unsubscribeSubject(db: Db, tenantId: number, target: UnsubscribeTarget): Promise<{ kind: "search"; name: string; active: boolean } | { kind: "watch"; vehicleId: number; active: boolean } | null> {
  if (target.kind === "search") {
    const [row] = await db.select().from(savedSearches).where(and(eq(savedSearches.id, target.id), eq(savedSearches.tenantId, tenantId)));
    return row ? { kind: "search", name: row.name, active: row.frequency !== "off" } : null;
  }
  const [row] = await db.select().from(watchAlerts).where(and(eq(watchAlerts.id, target.id), eq(watchAlerts.tenantId, tenantId)));
  return row ? { kind: "watch", vehicleId: row.vehicleId, active: row.priceAlert !== "off" || row.stockAlert } : null;
}

/** Stops the alerts a link names: the search stays saved with alerts off; the car stays watched with alerts off. */
export async function unsubscribe(db: Db, tenantId: number, target: UnsubscribeTarget): Promise<boolean> {
  const rows =
    target.kind === "search"
      ? await db
          .update(savedSearches)
          .set({ frequency: "off", nextDueAt: null })
          .where(and(eq(savedSearches.id, target.id), eq(savedSearches.tenantId, tenantId)))
          .returning({ id: savedSearches.id })
      : await db
          .update(watchAlerts)
          .set({ priceAlert: "off", stockAlert: false })
          .where(and(eq(watchAlerts.id, target.id), eq(watchAlerts.tenantId, tenantId)))
          .returning({ id: watchAlerts.id });
  return rows.length > 0;
}

/** The key that signs unsubscribe links: made once and kept, so links survive restarts and work on every process. */
export async function storedAlertKey(db: Db): Promise<Buffer> {
  await db
    .insert(alertKeys)
    .values({ id: 1, secret: crypto.randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(alertKeys).where(eq(alertKeys.id, 1));
  return Buffer.from(row!.secret);
}

// ---- The sweep ------------------------------------------------------------------------------------------------------

/** Tenants with anything to alert on: a saved search with alerts, or a watched car with alerts. */
export async function tenantsWithAlerts(db: Db): Promise<number[]> {
  const result = (await db.execute(
    sql`select tenant_id from saved_searches where frequency <> 'off' union select tenant_id from watch_alerts where price_alert <> 'off' or stock_alert`,
  )) as unknown as { rows: { tenant_id: number }[] };
  return result.rows.map((r) => Number(r.tenant_id));
}

export type SweepClaim = { tenantId: number; stockMark: string | null };

/** Claims tenants for this process (locked rows are another process's claim: skipped), with a lease against a crash. */
export async function claimAlertTenants(db: Db, tenantIds: readonly number[], at: Date, leaseMs: number): Promise<SweepClaim[]> {
  if (!tenantIds.length) return [];
  await db
    .insert(alertSweeps)
    .values(tenantIds.map((tenantId) => ({ tenantId })))
    .onConflictDoNothing();
  return db.transaction(async (tx) => {
    const free = await tx
      .select()
      .from(alertSweeps)
      .where(and(inArray(alertSweeps.tenantId, [...tenantIds]), or(isNull(alertSweeps.claimedUntil), lte(alertSweeps.claimedUntil, at))))
      .orderBy(asc(alertSweeps.sweptAt))
      .for("update", { skipLocked: true });
    if (!free.length) return [];
    await tx
      .update(alertSweeps)
      .set({ claimedUntil: new Date(at.getTime() + leaseMs) })
      .where(inArray(alertSweeps.tenantId, free.map((r) => r.tenantId)));
    return free.map((r) => ({ tenantId: r.tenantId, stockMark: r.stockMark }));
  });
}

/** Lets a tenant's claim go; `stockMark` (when given) records the stock its instant searches and watched cars were replayed on. */
export async function releaseAlertTenant(db: Db, tenantId: number, at: Date, stockMark: string | null | undefined): Promise<void> {
  await db
    .update(alertSweeps)
    .set({ claimedUntil: null, sweptAt: at, ...(stockMark !== undefined ? { stockMark } : {}) })
    .where(eq(alertSweeps.tenantId, tenantId));
}

/** Saved searches to replay: the daily and weekly ones due, and (when the stock changed) every instant one. */
export async function searchesToReplay(db: Db, tenantId: number, at: Date, withInstant: boolean): Promise<SavedSearchRow[]> {
  const due = and(or(eq(savedSearches.frequency, "daily"), eq(savedSearches.frequency, "weekly")), lte(savedSearches.nextDueAt, at));
  return db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.tenantId, tenantId), withInstant ? or(eq(savedSearches.frequency, "instant"), due) : due))
    .orderBy(asc(savedSearches.createdAt));
}

export async function activeWatchAlerts(db: Db, tenantId: number): Promise<WatchAlertRow[]> {
  return db
    .select()
    .from(watchAlerts)
    .where(and(eq(watchAlerts.tenantId, tenantId), or(ne(watchAlerts.priceAlert, "off"), eq(watchAlerts.stockAlert, true))));
}

/** Messages sent to (or being sent to) a shopper since `since`: what the daily cap counts. */
export async function messagesSince(db: Db, shopperId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alertMessages)
    .where(and(eq(alertMessages.shopperId, shopperId), gte(alertMessages.createdAt, since), ne(alertMessages.status, "failed")));
  return row?.n ?? 0;
}

type MessageRecord = { tenantId: number; shopperId: string; kind: string; vehicleIds: number[]; channels: string; at: Date };

/**
 * Records a saved search's message and raises its high-water mark in one transaction, before anything is sent: a crash
 * between this and the send loses that one message rather than sending it twice.
 */
export async function recordSearchAlert(db: Db, search: SavedSearchRow, known: number[], message: MessageRecord | null, at: Date): Promise<number | null> {
  return db.transaction(async (tx) => {
    const schedule = search.frequency === "daily" || search.frequency === "weekly" ? { nextDueAt: nextDue(search.frequency, at) } : {};
    await tx
      .update(savedSearches)
      .set({ knownIds: known, ...schedule, ...(message ? { lastAlertAt: at, alertsSent: sql`${savedSearches.alertsSent} + 1` } : {}) })
      .where(eq(savedSearches.id, search.id));
    if (!message) return null;
    const [row] = await tx
      .insert(alertMessages)
      .values({ tenantId: message.tenantId, shopperId: message.shopperId, kind: message.kind, savedSearchId: search.id, vehicleIds: message.vehicleIds, channels: message.channels, createdAt: message.at })
      .returning({ id: alertMessages.id });
    return row!.id;
  });
}

/** Records a watched car's new price and state, and the message about it when there is one (one transaction). */
export async function recordWatchAlert(db: Db, watch: WatchAlertRow, now: WatchSnapshot, message: MessageRecord | null): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx
      .update(watchAlerts)
      .set({ lastPrice: now.price, lastState: now.state, ...(message ? { alertsSent: sql`${watchAlerts.alertsSent} + 1` } : {}) })
      .where(eq(watchAlerts.id, watch.id));
    if (!message) return null;
    const [row] = await tx
      .insert(alertMessages)
      .values({ tenantId: message.tenantId, shopperId: message.shopperId, kind: message.kind, vehicleIds: message.vehicleIds, channels: message.channels, createdAt: message.at })
      .returning({ id: alertMessages.id });
    return row!.id;
  });
}

export async function markAlertMessage(db: Db, id: number, status: "sent" | "failed"): Promise<void> {
  await db.update(alertMessages).set({ status }).where(eq(alertMessages.id, id));
}

// ---- The dealer's view ----------------------------------------------------------------------------------------------

export type SavedSearchDemand = { search: string; name: string; shoppers: number; alerting: number };

/** The tenant's saved searches grouped by address, most shoppers first (the analytics' demand table). */
export async function savedSearchDemand(db: Db, tenantId: number, limit = 10): Promise<{ total: number; top: SavedSearchDemand[] }> {
  const rows = await db
    .select({
      search: savedSearches.search,
      name: sql<string>`min(${savedSearches.name})`,
      shoppers: sql<number>`count(distinct ${savedSearches.shopperId})::int`,
      alerting: sql<number>`(count(*) filter (where ${savedSearches.frequency} <> 'off'))::int`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.tenantId, tenantId))
    .groupBy(savedSearches.search)
    .orderBy(sql`count(distinct ${savedSearches.shopperId}) desc`, asc(savedSearches.search))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.tenantId, tenantId));
  return { total: total?.n ?? 0, top: rows };
}

/** Alert messages sent in [from, to) by kind, and the watched cars with alerts on. */
export async function alertCounts(db: Db, tenantId: number, from: Date, to: Date): Promise<{ byKind: Record<string, number>; watching: number }> {
  const rows = await db
    .select({ kind: alertMessages.kind, n: count() })
    .from(alertMessages)
    .where(and(eq(alertMessages.tenantId, tenantId), eq(alertMessages.status, "sent"), gte(alertMessages.createdAt, from), lt(alertMessages.createdAt, to)))
    .groupBy(alertMessages.kind);
  const [watching] = await db
    .select({ n: count() })
    .from(watchAlerts)
    .where(and(eq(watchAlerts.tenantId, tenantId), or(ne(watchAlerts.priceAlert, "off"), eq(watchAlerts.stockAlert, true))));
  return { byKind: Object.fromEntries(rows.map((r) => [r.kind, r.n])), watching: watching?.n ?? 0 };
}
