import type { Db } from "../db/client.server.ts";
import { dateIn } from "../lib/time-zones.ts";
import { ActivityBatch, type Metric } from "./analytics-batch.ts";
import { addRollups, pruneRollups } from "./analytics-store.server.ts";
import type { Logger } from "./logger.server.ts";

/** How long roll-ups are kept: 13 months (a year, and the same month the year before). */
export const RETENTION_MONTHS = 13;
const DAY_MS = 86_400_000;

/** The first day that is kept at `now`: 13 months back, by the UTC calendar (a day either way does not matter). */
export function retentionStart(now: Date, months = RETENTION_MONTHS): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

export type RecordInput = {
  tenantId: number;
  /** The dealer's time zone: the event counts on the dealer's calendar day. */
  timeZone: string;
  metric: Metric;
  vehicleIds?: readonly number[];
  lead?: { form: string; source: string };
};

/**
 * Counts shopper activity in memory and adds it into the roll-ups every `flushMs` (ADR 035): one upsert per touched
 * row per flush, however many events. A flush that fails keeps its counts for the next one (bounded); stopping the
 * process flushes once more. A daily prune deletes roll-ups older than 13 months. Who is counted is decided by the
 * caller (app/staff/shopper-traffic.server.ts): bots and staff never reach here.
 */
export class AnalyticsRecorder {
  private batch: ActivityBatch;
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private formats = new Map<string, Intl.DateTimeFormat>();
  private reportedDrops = 0;

  private readonly db: Db;
  private readonly logger: Pick<Logger, "warn" | "info" | "error">;
  private readonly options: { flushMs: number; maxKeys?: number; now?: () => Date };

  constructor(db: Db, logger: Pick<Logger, "warn" | "info" | "error">, options: { flushMs: number; maxKeys?: number; now?: () => Date } = { flushMs: 5_000 }) {
    this.db = db;
    this.logger = logger;
    this.options = options;
    this.batch = new ActivityBatch(options.maxKeys);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The calendar day (YYYY-MM-DD) of `at` in `timeZone`, with one formatter per zone. */
  dayIn(at: Date, timeZone: string): string {
    let f = this.formats.get(timeZone);
    if (!f) this.formats.set(timeZone, (f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })));
    try {
      return f.format(at);
    } catch {
      return dateIn(at);
    }
  }

  /** Counts one event (a results page counts one impression per card). Never throws, never waits. */
  record(input: RecordInput, at = this.now()): void {
    try {
      this.batch.add({ tenantId: input.tenantId, day: this.dayIn(at, input.timeZone), metric: input.metric, vehicleIds: input.vehicleIds, lead: input.lead });
    } catch (err) {
      this.logger.warn({ err }, "counting an analytics event failed");
    }
  }

  /** Rows waiting for the next flush. */
  get pending(): number {
    return this.batch.size;
  }

  /** Adds everything counted so far into the roll-ups. One flush at a time; a call during one waits for it and flushes again. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing.catch(() => {});
    if (this.batch.size === 0) return;
    const rollups = this.batch.drain();
    this.flushing = addRollups(this.db, rollups).catch((err: unknown) => {
      this.batch.restore(rollups);
      throw err;
    });
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
      if (this.batch.dropped > this.reportedDrops) {
        this.logger.warn({ dropped: this.batch.dropped - this.reportedDrops }, "analytics events dropped: the batch was full");
        this.reportedDrops = this.batch.dropped;
      }
    }
  }

  /** Deletes roll-ups older than the retention. */
  async prune(now = this.now()): Promise<number> {
    const removed = await pruneRollups(this.db, retentionStart(now));
    if (removed) this.logger.info({ removed }, "old analytics roll-ups pruned");
    return removed;
  }

  /** Flushes every `flushMs` and prunes once a day (the first a minute after start). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch((err) => this.logger.warn({ err }, "flushing analytics failed; the counts are kept for the next flush"));
    }, this.options.flushMs);
    this.timer.unref();
    const prune = () => void this.prune().catch((err) => this.logger.warn({ err }, "pruning analytics failed"));
    const first = setTimeout(() => {
      prune();
      this.pruneTimer = setInterval(prune, DAY_MS);
      this.pruneTimer.unref();
    }, 60_000);
    first.unref();
    this.pruneTimer = first;
  }

  /** Stops the timers and flushes what is left (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.timer = null;
    this.pruneTimer = null;
    await this.flush().catch((err) => this.logger.warn({ err }, "flushing analytics at shutdown failed"));
  }
}
