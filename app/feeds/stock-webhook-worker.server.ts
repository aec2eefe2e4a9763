import type { Db } from "../db/client.server.ts";
import { PollLoop } from "../lib/poll-loop.ts";
import type { Logger } from "../platform/logger.server.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import { isInStock } from "../stock/vehicle-status.ts";
import { isRetryableStatus, retryDelayMs } from "../leads/backoff.ts";
import { signWebhook } from "../leads/webhook-signature.ts";
import { publicVehicleDocument } from "./listing-formats.ts";
import { claimDueStockDeliveries, markStockDeliveryDelivered, markStockDeliveryFailed, pruneStockEvents, type ClaimedStockDelivery } from "./feed-store.server.ts";

export interface StockWebhookOptions {
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
  leaseMs: number;
  pollMs: number;
  batch: number;
  /** Events with nothing left to deliver are deleted after this long. */
  keepMs: number;
}

/** What a receiver gets for one stock change (ADR 044). */
export type StockEventPayload = {
  id: number;
  type: "created" | "updated" | "sold" | "removed";
  occurred_at: string;
  tenant: { slug: string; name: string };
  vehicle_id: number;
  vehicle: Record<string, unknown> | null;
};

export function stockEventPayload(c: Pick<ClaimedStockDelivery, "event_id" | "type" | "vehicle_id" | "data" | "created_at">, tenant: Pick<Tenant, "slug" | "name">, origin: string): StockEventPayload {
  const v = c.data as Vehicle | null;
  return {
    id: c.event_id,
    type: c.type,
    occurred_at: new Date(c.created_at).toISOString(),
    tenant: { slug: tenant.slug, name: tenant.name },
    vehicle_id: c.vehicle_id,
    vehicle: v ? publicVehicleDocument(v, origin, isInStock(v) && v.show_on_dealer_website !== false) : null,
  };
}

class SendError extends Error {
  retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.retryable = retryable;
  }
}

/**
 * Delivers the stock webhooks' outbox, built like the lead outbox (ADR 011): claim with a lease in a short statement,
 * send outside any transaction, then mark delivered, retry with backoff, or dead after maxAttempts. At least once:
 * every delivery carries `Idempotency-Key: stock-event-{id}`. Each webhook gets its events in order.
 */
export class StockWebhookWorker {
  private readonly loop: PollLoop;
  private lastPrune = 0;

  private db: Db;
  private tenantById: (id: number) => Tenant | undefined;
  private originOf: (tenant: Tenant) => string;
  private logger: Logger;
  private opts: StockWebhookOptions;

  constructor(db: Db, tenantById: (id: number) => Tenant | undefined, originOf: (tenant: Tenant) => string, logger: Logger, opts: StockWebhookOptions) {
    this.db = db;
    this.tenantById = tenantById;
    this.originOf = originOf;
    this.logger = logger;
    this.opts = opts;
    this.loop = new PollLoop({
      pass: () => this.runOnce(),
      pollMs: opts.pollMs,
      afterPasses: () => this.pruneHourly(),
      failed: (err) => this.logger.error({ err }, "stock webhook pass failed"),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Runs a pass now (or right after the current one): a stock write calls it so a change goes out at once. */
  poke(): void {
    this.loop.poke();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Old events and their deliveries go once an hour. */
  private async pruneHourly(): Promise<void> {
    if (Date.now() - this.lastPrune <= 60 * 60_000) return;
    this.lastPrune = Date.now();
    await pruneStockEvents(this.db, new Date(Date.now() - this.opts.keepMs));
  }

  /** One claim-and-deliver pass; answers how many deliveries it handled. */
  async runOnce(): Promise<number> {
    const claimed = await claimDueStockDeliveries(this.db, Math.ceil(this.opts.leaseMs / 1000), this.opts.batch);
    await Promise.all(claimed.map((c) => this.deliverOne(c)));
    return claimed.length;
  }

  private async deliverOne(c: ClaimedStockDelivery): Promise<void> {
    try {
      const tenant = this.tenantById(c.tenant_id);
      if (!tenant) throw new SendError("tenant no longer exists", false);
      const body = JSON.stringify(stockEventPayload(c, tenant, this.originOf(tenant)));
      let res: Response;
      try {
        res = await fetch(c.url, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "Forecourt-Webhooks/1",
            "idempotency-key": `stock-event-${c.event_id}`,
            "x-forecourt-event": `stock.${c.type}`,
            "x-forecourt-delivery": String(c.id),
            "x-forecourt-signature": signWebhook(c.secret, body, Math.floor(Date.now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(10_000),
          redirect: "error",
        });
        await res.arrayBuffer().catch(() => undefined);
      } catch (err) {
        throw new SendError(`webhook unreachable: ${(err as Error).message}`, true);
      }
      if (!res.ok) throw new SendError(`webhook answered ${res.status}`, isRetryableStatus(res.status));
      await markStockDeliveryDelivered(this.db, c.id);
      this.logger.info({ delivery: c.id, event: c.event_id, type: c.type, attempts: c.attempts }, "stock event delivered");
    } catch (err) {
      const retryable = err instanceof SendError ? err.retryable : true;
      const dead = !retryable || c.attempts >= this.opts.maxAttempts;
      const next = new Date(Date.now() + retryDelayMs(c.attempts, this.opts.baseMs, this.opts.maxMs));
      await markStockDeliveryFailed(this.db, c.id, { dead, nextAttemptAt: next, error: String((err as Error).message) }).catch((e) =>
        this.logger.error({ err: e }, "could not record a stock delivery failure"),
      );
      this.logger.warn({ delivery: c.id, event: c.event_id, attempts: c.attempts, dead, error: (err as Error).message }, "stock event delivery failed");
    }
  }
}
