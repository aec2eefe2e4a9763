import type { Db } from "../db/client.server.ts";
import type { Logger } from "../platform/logger.server.ts";
import type { TenantDirectory } from "../tenants/tenant-store.server.ts";
import { findDeliveryDestination } from "../tenants/lead-routing.ts";
import { retryDelayMs } from "./backoff.ts";
import { PollLoop } from "../lib/poll-loop.ts";
import { DeliveryError, deliverLead, toLeadRecord, type DeliveryEnv } from "./lead-delivery.server.ts";
import { claimDueDeliveries, findLeadRowById, markDeliveryDelivered, markDeliveryFailed, type ClaimedDelivery } from "./lead-store.server.ts";

export interface OutboxOptions {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
  leaseMs: number;
  pollMs: number;
  batch: number;
}

/**
 * Delivers the lead outbox. Entries are claimed in a short transaction (FOR UPDATE SKIP LOCKED, so
 * several processes never claim one entry twice) and leased; the send happens outside any
 * transaction; then the entry is marked delivered, rescheduled with backoff, or dead after
 * maxAttempts. An entry whose lease ran out (its process died mid-send) is claimed again, so
 * delivery is at least once, and receivers de-duplicate by the lead id (Idempotency-Key).
 */
export class OutboxWorker {
  private db: Db;
  private tenants: TenantDirectory;
  private env: DeliveryEnv;
  private logger: Logger;
  private opts: OutboxOptions;
  private readonly loop: PollLoop;

  constructor(db: Db, tenants: TenantDirectory, env: DeliveryEnv, logger: Logger, opts: OutboxOptions) {
    this.db = db;
    this.tenants = tenants;
    this.env = env;
    this.logger = logger;
    this.opts = opts;
    this.loop = new PollLoop({ pass: () => this.runOnce(), pollMs: opts.pollMs, failed: (err) => this.logger.error({ err }, "lead outbox pass failed") });
  }

  start(): void {
    this.loop.start();
  }

  /** Runs a pass now (or right after the current one). */
  poke(): void {
    this.loop.poke();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** One claim-and-deliver pass; answers how many entries it handled. */
  async runOnce(): Promise<number> {
    const leaseSeconds = Math.ceil(this.opts.leaseMs / 1000);
    const claimed = await claimDueDeliveries(this.db, leaseSeconds, this.opts.batch);
    await Promise.all(claimed.map((c) => this.deliverOne(c)));
    return claimed.length;
  }

  private async deliverOne(c: ClaimedDelivery): Promise<void> {
    try {
      const tenant = this.tenants.list().find((t) => t.id === c.tenant_id);
      const destination = tenant ? findDeliveryDestination(tenant, c.destination_id) : undefined;
      if (!tenant || !destination) throw new DeliveryError("destination no longer configured", false);
      const row = await findLeadRowById(this.db, c.lead_id);
      if (!row) throw new DeliveryError("lead no longer exists", false);
      await deliverLead(destination, toLeadRecord(row, tenant, null), c.id, this.env, tenant.id);
      await markDeliveryDelivered(this.db, c.id);
      this.logger.info({ delivery: c.id, destination: c.destination_id, attempts: c.attempts }, "lead delivered");
    } catch (err) {
      const retryable = err instanceof DeliveryError ? err.retryable : true;
      const dead = !retryable || c.attempts >= this.opts.maxAttempts;
      const next = new Date(Date.now() + retryDelayMs(c.attempts, this.opts.baseMs, this.opts.maxMs));
      await markDeliveryFailed(this.db, c.id, { dead, nextAttemptAt: next, error: String((err as Error).message) })
        .catch((e) => this.logger.error({ err: e }, "could not record a delivery failure"));
      this.logger.warn({ delivery: c.id, destination: c.destination_id, attempts: c.attempts, dead, error: (err as Error).message }, "lead delivery failed");
    }
  }
}
