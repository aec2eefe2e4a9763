import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { feedPulls } from "../db/schema.ts";
import type { Logger } from "../platform/logger.server.ts";
import { fetchBounded } from "../platform/outbound-fetch.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { importStockFeed, type ImportDeps } from "./feed-import/import-engine.server.ts";
import type { ImportActor, ImportReport } from "./feed-import/import-report.ts";

/**
 * The scheduled pull of each tenant's stock feed (issue 14, ADR 043). Every process sweeps every FEED_PULL_SWEEP_MS;
 * a sweep claims the tenants whose feed is due (SELECT … FOR UPDATE SKIP LOCKED, then a lease in `claimed_until`, so
 * exactly one process pulls each feed and a crashed one's lease runs out), asks the feed's server conditionally
 * (If-None-Match / If-Modified-Since from the last feed taken), and hands new bytes to the importer. A feed that fails
 * to download, or that the importer refuses as not a feed, changes nothing and is recorded; so is a 304.
 */

/** What the importer made of a pulled file. */
export type PullImportOutcome =
  | { kind: "imported"; summary: string; reportId: string | null }
  /** The mass-removal guard held the import for a person to confirm in the console. */
  | { kind: "held"; summary: string; reportId: string | null }
  /** Not a feed at all (nothing was changed), or the import failed as a whole. */
  | { kind: "refused"; error: string; reportId: string | null };

/** The import engine, as the pull sees it: bytes in, an outcome out (feed-import's importStockFeed behind it). */
export type PullImporter = (tenant: Tenant, feed: { bytes: Uint8Array; filename: string }) => Promise<PullImportOutcome>;

export const FEED_MAX_BYTES = 50 * 1024 * 1024;

/** Who the import history and the audit log name for a pulled feed. */
export const SCHEDULED_FEED: ImportActor = { kind: "system", id: null, name: "Scheduled feed" };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;

/** An applied import's counts in a sentence: "120 rows read: 3 added, 5 updated, 110 unchanged, 2 marked sold; …". */
export function importSummary(report: ImportReport): string {
  const parts = [`${report.created.toLocaleString("en-AU")} added`, `${report.updated.toLocaleString("en-AU")} updated`, `${report.unchanged.toLocaleString("en-AU")} unchanged`, `${report.removed.toLocaleString("en-AU")} marked sold`];
  if (report.bad) parts.push(`${plural(report.bad, "bad row")} skipped`);
  let text = `${plural(report.rows, "row")} read: ${parts.join(", ")}.`;
  if (report.photos.fetched || report.photos.problemCount)
    text += ` ${plural(report.photos.fetched, "photo")} downloaded${report.photos.problemCount ? `, ${plural(report.photos.problemCount, "photo")} could not be` : ""}.`;
  return text;
}

/** The pull's importer on feed-import's engine: `source: "pull"`, the scheduled feed as actor, the engine's deps. */
export function engineImporter(db: Db, deps: ImportDeps): PullImporter {
  return async (tenant, feed) => {
    const outcome = await importStockFeed(db, tenant, { bytes: feed.bytes, source: "pull", filename: feed.filename, actor: SCHEDULED_FEED }, deps);
    const reportId = String(outcome.id);
    if (outcome.status === "failed") return { kind: "refused", error: outcome.report.reason ?? "The file could not be imported.", reportId };
    if (outcome.status === "held") return { kind: "held", summary: outcome.report.reason ?? "The import is held for a person to confirm.", reportId };
    return { kind: "imported", summary: importSummary(outcome.report), reportId };
  };
}

export type FeedPullDeps = {
  db: Db;
  /** The tenants as this process knows them (services.tenants.list()). */
  tenants: () => readonly Tenant[];
  importFeed: PullImporter;
  /** FEED_FETCH_PRIVATE. */
  allowPrivate: boolean;
  logger: Pick<Logger, "info" | "warn" | "error">;
  now?: () => Date;
  maxBytes?: number;
  timeoutMs?: number;
  /** How long a claim holds a feed; renewed every third of it while the pull runs. */
  leaseMs?: number;
  /** Feeds one sweep of one process pulls at most (one after another). */
  batch?: number;
};

export type PullStatus = "imported" | "unchanged" | "held" | "failed";
export type PullOutcome = { tenant: string; status: PullStatus; message: string };

type PullRow = typeof feedPulls.$inferSelect;
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

/**
 * Brings the pull rows in line with the settings: a row for each tenant whose pull is on (due at once), a new address
 * starts afresh (no validators, due at once), and a shortened interval brings the next pull forward.
 */
async function syncSchedule(db: Db, feeds: readonly Tenant[], at: Date): Promise<void> {
  if (!feeds.length) return;
  const rows = await db.select().from(feedPulls).where(inArray(feedPulls.tenantId, feeds.map((t) => t.id)));
  const byTenant = new Map(rows.map((r) => [r.tenantId, r]));
  for (const tenant of feeds) {
    const { url, interval_minutes } = tenant.config.stock_feed;
    const row = byTenant.get(tenant.id);
    if (!row) {
      await db.insert(feedPulls).values({ tenantId: tenant.id, url, nextDueAt: at }).onConflictDoNothing();
    } else if (row.url !== url) {
      await db.update(feedPulls).set({ url, etag: null, lastModified: null, contentHash: null, nextDueAt: at }).where(eq(feedPulls.tenantId, tenant.id));
    } else if (row.lastCheckedAt && row.nextDueAt > minutes(row.lastCheckedAt, interval_minutes)) {
      await db.update(feedPulls).set({ nextDueAt: minutes(row.lastCheckedAt, interval_minutes) }).where(eq(feedPulls.tenantId, tenant.id));
    }
  }
}

/** Claims up to `batch` due feeds for this process: locked rows (another process claiming) are skipped. */
async function claimDue(db: Db, tenantIds: number[], at: Date, leaseMs: number, batch: number): Promise<PullRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(feedPulls)
      .where(and(inArray(feedPulls.tenantId, tenantIds), lte(feedPulls.nextDueAt, at), or(isNull(feedPulls.claimedUntil), lte(feedPulls.claimedUntil, at))))
      .orderBy(asc(feedPulls.nextDueAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    await tx
      .update(feedPulls)
      .set({ claimedUntil: new Date(at.getTime() + leaseMs) })
      .where(inArray(feedPulls.tenantId, due.map((r) => r.tenantId)));
    return due;
  });
}

/** One sweep: pulls every due feed this process could claim. Never throws for one feed's failure. */
export async function sweepStockFeeds(deps: FeedPullDeps): Promise<PullOutcome[]> {
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const feeds = deps.tenants().filter((t) => t.config.stock_feed.enabled && t.config.stock_feed.url);
  if (!feeds.length) return [];
  const at = now();
  await syncSchedule(deps.db, feeds, at);
  const claimed = await claimDue(
    deps.db,
    feeds.map((t) => t.id),
    at,
    leaseMs,
    deps.batch ?? 5,
  );
  const outcomes: PullOutcome[] = [];
  for (const row of claimed) {
    const tenant = feeds.find((t) => t.id === row.tenantId)!;
    // Renew the lease while this pull runs (a large first import with its photos can take a while).
    const renew = setInterval(() => {
      deps.db
        .update(feedPulls)
        .set({ claimedUntil: new Date(now().getTime() + leaseMs) })
        .where(eq(feedPulls.tenantId, tenant.id))
        .catch((err: unknown) => deps.logger.warn({ err, tenant: tenant.slug }, "renewing a feed pull's lease failed"));
    }, Math.max(1_000, leaseMs / 3));
    renew.unref();
    try {
      outcomes.push(await pullOne(deps, tenant, row, now));
    } catch (err) {
      deps.logger.error({ err, tenant: tenant.slug }, "stock feed pull failed");
      await finish(deps.db, tenant, now(), { lastStatus: "failed", lastMessage: "The pull stopped on an internal error; it is tried again at the next interval.", lastError: "internal error" });
      outcomes.push({ tenant: tenant.slug, status: "failed", message: "internal error" });
    } finally {
      clearInterval(renew);
    }
  }
  return outcomes;
}

/** Records what a pull did, schedules the next one and lets the claim go. */
async function finish(db: Db, tenant: Tenant, started: Date, values: Partial<PullRow>) {
  await db
    .update(feedPulls)
    .set({ lastCheckedAt: started, nextDueAt: minutes(started, tenant.config.stock_feed.interval_minutes), claimedUntil: null, lastError: null, ...values })
    .where(eq(feedPulls.tenantId, tenant.id));
}

async function pullOne(deps: FeedPullDeps, tenant: Tenant, row: PullRow, now: () => Date): Promise<PullOutcome> {
  const started = now();
  const url = tenant.config.stock_feed.url!;
  const sameUrl = row.url === url;
  const answer = await fetchBounded(url, {
    maxBytes: deps.maxBytes ?? FEED_MAX_BYTES,
    timeoutMs: deps.timeoutMs ?? 60_000,
    maxRedirects: 5,
    allowPrivate: deps.allowPrivate,
    accept: "text/csv, text/plain;q=0.9, */*;q=0.5",
    etag: sameUrl ? row.etag : null,
    lastModified: sameUrl ? row.lastModified : null,
  });
  const outcome = (status: PullStatus, message: string): PullOutcome => {
    deps.logger.info({ tenant: tenant.slug, status }, "stock feed pulled");
    return { tenant: tenant.slug, status, message };
  };

  if (answer.kind === "failed") {
    const message = `The feed could not be downloaded: ${answer.problem}. Nothing was changed.`;
    await finish(deps.db, tenant, started, { url, lastStatus: "failed", lastMessage: message, lastError: answer.problem });
    return outcome("failed", message);
  }
  if (answer.kind === "not-modified") {
    const message = "The feed has not changed since the last pull (the server answered 304 Not Modified).";
    await finish(deps.db, tenant, started, { url, etag: answer.etag, lastModified: answer.lastModified, lastStatus: "unchanged", lastMessage: message });
    return outcome("unchanged", message);
  }
  const hash = crypto.createHash("sha256").update(answer.bytes).digest("hex");
  if (sameUrl && hash === row.contentHash) {
    const message = "The feed is the same file as at the last pull: nothing to import.";
    await finish(deps.db, tenant, started, { url, etag: answer.etag, lastModified: answer.lastModified, lastStatus: "unchanged", lastMessage: message });
    return outcome("unchanged", message);
  }
  const imported = await deps.importFeed(tenant, { bytes: answer.bytes, filename: feedFileName(answer.url) });
  if (imported.kind === "refused") {
    // The validators are not kept: the next pull downloads the file again rather than trusting a 304 for a bad file.
    const message = `The feed was downloaded but not imported. ${imported.error}${/nothing was changed/i.test(imported.error) ? "" : " Nothing was changed."}`;
    await finish(deps.db, tenant, started, { url, lastStatus: "failed", lastMessage: message, lastError: imported.error, lastImportId: imported.reportId ?? row.lastImportId });
    return outcome("failed", message);
  }
  await finish(deps.db, tenant, started, {
    url,
    etag: answer.etag,
    lastModified: answer.lastModified,
    contentHash: hash,
    lastStatus: imported.kind,
    lastMessage: imported.summary,
    lastImportId: imported.reportId,
    lastImportedAt: started,
  });
  return outcome(imported.kind, imported.summary);
}

/** The file's name for the import report: the last part of the address's path, else "feed.csv". */
export function feedFileName(url: string): string {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "");
    return /^[\w.() -]{1,120}$/.test(last) ? last : "feed.csv";
  } catch {
    return "feed.csv";
  }
}

export type StockFeedState = {
  lastCheckedAt: Date | null;
  nextDueAt: Date | null;
  status: PullStatus | null;
  message: string | null;
  error: string | null;
  lastImportId: string | null;
  lastImportedAt: Date | null;
  /** A pull is running in some process right now. */
  running: boolean;
};

/** What the console shows about a tenant's feed pulls (null: never pulled). */
export async function stockFeedState(db: Db, tenantId: number, at = new Date()): Promise<StockFeedState | null> {
  const [row] = await db.select().from(feedPulls).where(eq(feedPulls.tenantId, tenantId));
  if (!row) return null;
  return {
    lastCheckedAt: row.lastCheckedAt,
    nextDueAt: row.nextDueAt,
    status: row.lastStatus,
    message: row.lastMessage,
    error: row.lastError,
    lastImportId: row.lastImportId,
    lastImportedAt: row.lastImportedAt,
    running: row.claimedUntil !== null && row.claimedUntil > at,
  };
}

/** "Pull now" in the console: the feed becomes due at once (the next sweep, within FEED_PULL_SWEEP_MS, takes it). */
export async function requestStockFeedPull(db: Db, tenantId: number, at = new Date()): Promise<void> {
  await db.insert(feedPulls).values({ tenantId, nextDueAt: at }).onConflictDoUpdate({ target: feedPulls.tenantId, set: { nextDueAt: at } });
}
