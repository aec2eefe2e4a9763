import { shopperPhones } from "../accounts/accounts.server.ts";
import type { SmsProvider } from "../accounts/sms.server.ts";
import type { Db } from "../db/client.server.ts";
import type { EmailProvider } from "../platform/email.server.ts";
import type { Logger } from "../platform/logger.server.ts";
import { PollLoop } from "../lib/poll-loop.ts";
import type { StockIndex } from "../search/engine.ts";
import { replaySavedSearch } from "../search/saved-search.ts";
import { findVehiclesByIds, listableStockVersion } from "../stock/stock-store.server.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";
import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { alertText, type AlertCar, type AlertContent } from "./alert-messages.ts";
import { newMatches, raiseMark, underDailyCap, watchChange, type WatchSnapshot } from "./alert-rules.ts";
import {
  activeWatchAlerts,
  alertEmails,
  claimAlertTenants,
  markAlertMessage,
  messagesSince,
  recordSearchAlert,
  recordWatchAlert,
  releaseAlertTenant,
  searchesToReplay,
  storedAlertKey,
  tenantsWithAlerts,
} from "./alert-store.server.ts";
import { watchSnapshot } from "./shopper-alerts.server.ts";
import { signUnsubscribe, type UnsubscribeTarget } from "./unsubscribe-token.server.ts";

/**
 * The alert sweep (issue 16, ADR 048). Every process runs it every ALERT_SWEEP_MS and when stock changes. A sweep claims
 * the tenants with alerts (FOR UPDATE SKIP LOCKED, then a lease: one process sweeps a tenant at a time, so N processes
 * send each message once), then for each tenant:
 * - replays its saved searches on the tenant's search index, as the results page would: the instant ones whenever the
 *   stock changed since the last sweep (the listable stock's version is the tenant's high-water mark), the daily and
 *   weekly ones when their batch is due; the cars not yet in a search's own mark are announced in one message and added;
 * - compares each watched car with alerts on with what its watcher was last told: price drop, sold, back in stock.
 * A shopper past ALERT_MAX_PER_DAY messages in 24 hours gets nothing more until the day has passed: what was not sent is
 * not marked, so it goes in a later message.
 */

export type AlertSweepDeps = {
  db: Db;
  tenant: (id: number) => Tenant | undefined;
  /** The tenant's search index (the one the results page uses). */
  index: (tenant: Tenant) => Promise<StockIndex>;
  sms: SmsProvider;
  email: EmailProvider;
  /** The site's address for links in messages. */
  originOf: (tenant: Tenant) => string;
  /** The key that signs unsubscribe links. */
  secret: () => Promise<Buffer>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** ALERT_MAX_PER_DAY. */
  maxPerDay: number;
  now?: () => Date;
  leaseMs?: number;
};

export type SweepReport = { tenants: number; sent: number; deferred: number };

const DAY_MS = 24 * 3600_000;

function snapshot(v: Vehicle | undefined): WatchSnapshot {
  return watchSnapshot(v ?? null);
}

/** One sweep of this process: every tenant it could claim. Never throws for one tenant's failure. */
export async function sweepAlerts(deps: AlertSweepDeps): Promise<SweepReport> {
  const now = deps.now ?? (() => new Date());
  const at = now();
  const ids = (await tenantsWithAlerts(deps.db)).filter((id) => deps.tenant(id));
  const claims = await claimAlertTenants(deps.db, ids, at, deps.leaseMs ?? 5 * 60_000);
  const report: SweepReport = { tenants: claims.length, sent: 0, deferred: 0 };
  for (const claim of claims) {
    const tenant = deps.tenant(claim.tenantId)!;
    let mark: string | null | undefined;
    try {
      const stock = await listableStockVersion(deps.db, tenant.id);
      const outcome = await sweepTenant(deps, tenant, at, stock !== claim.stockMark);
      report.sent += outcome.sent;
      report.deferred += outcome.deferred;
      // Something held back by the daily cap: the mark stays, so the next sweeps look again.
      mark = outcome.deferred ? undefined : stock;
    } catch (err) {
      deps.logger.error({ err, tenant: tenant.slug }, "alert sweep failed");
    } finally {
      await releaseAlertTenant(deps.db, tenant.id, now(), mark);
    }
  }
  return report;
}

type Outgoing = { shopperId: string; content: AlertContent; messageId: number };

async function sweepTenant(deps: AlertSweepDeps, tenant: Tenant, at: Date, stockChanged: boolean): Promise<{ sent: number; deferred: number }> {
  const { db } = deps;
  const origin = deps.originOf(tenant);
  const secret = await deps.secret();
  const link = (target: UnsubscribeTarget) => `${origin}/alerts/unsubscribe/${signUnsubscribe(secret, target)}`;
  const car = (v: Pick<Vehicle, "year" | "make" | "model" | "badge" | "price" | "slug">): AlertCar => ({ title: vehicleFullTitle(v), price: v.price, url: `${origin}${vehiclePath(v)}` });
  const capOk = async (shopperId: string) => underDailyCap(await messagesSince(db, shopperId, new Date(at.getTime() - DAY_MS)), deps.maxPerDay);
  const outgoing: Outgoing[] = [];
  let deferred = 0;
  // Whether each shopper has an email address decides the channels recorded with the message.
  const searches = await searchesToReplay(db, tenant.id, at, stockChanged);
  const watches = stockChanged ? await activeWatchAlerts(db, tenant.id) : [];
  const emails = await alertEmails(db, [...new Set([...searches.map((s) => s.shopperId), ...watches.map((w) => w.shopperId)])]);
  const channels = (shopperId: string) => (emails.has(shopperId) ? "sms+email" : "sms");

  if (searches.length) {
    const index = await deps.index(tenant);
    for (const search of searches) {
      const hits = replaySavedSearch(index, search.search, at);
      const fresh = hits ? newMatches(search.knownIds, hits.map((h) => h.id)) : [];
      if (!fresh.length) {
        // Nothing new: a daily or weekly batch is done until the next one.
        if (search.frequency !== "instant") await recordSearchAlert(db, search, search.knownIds, null, at);
        continue;
      }
      if (!(await capOk(search.shopperId))) {
        deferred++;
        continue;
      }
      const byId = new Map(hits!.map((h) => [h.id, h]));
      const cars = fresh.map((id) => car(byId.get(id)!));
      const messageId = await recordSearchAlert(db, search, raiseMark(search.knownIds, fresh), { tenantId: tenant.id, shopperId: search.shopperId, kind: "new-matches", vehicleIds: fresh, channels: channels(search.shopperId), at }, at);
      outgoing.push({
        shopperId: search.shopperId,
        messageId: messageId!,
        content: { kind: "new-matches", dealerName: tenant.name, searchName: search.name, searchUrl: `${origin}${search.search}`, cars, unsubscribeUrl: link({ kind: "search", id: search.id }) },
      });
    }
  }

  if (watches.length) {
    const vehicles = await findVehiclesByIds(db, tenant.id, [...new Set(watches.map((w) => w.vehicleId))]);
    for (const watch of watches) {
      const v = vehicles.get(watch.vehicleId);
      const current = snapshot(v);
      const last: WatchSnapshot = { price: watch.lastPrice, state: watch.lastState ?? "listed" };
      if (current.price === last.price && current.state === last.state) continue;
      const change = watchChange({ priceAlert: watch.priceAlert, priceBelow: watch.priceBelow, stockAlert: watch.stockAlert }, last, current);
      if (!change || !v) {
        await recordWatchAlert(db, watch, current, null);
        continue;
      }
      if (!(await capOk(watch.shopperId))) {
        deferred++;
        continue;
      }
      const messageId = await recordWatchAlert(db, watch, current, { tenantId: tenant.id, shopperId: watch.shopperId, kind: change.kind, vehicleIds: [watch.vehicleId], channels: channels(watch.shopperId), at });
      outgoing.push({ shopperId: watch.shopperId, messageId: messageId!, content: { kind: "watch", dealerName: tenant.name, change, car: car(v), unsubscribeUrl: link({ kind: "watch", id: watch.id }) } });
    }
  }

  if (!outgoing.length) return { sent: 0, deferred };
  const phones = await shopperPhones(db, tenant.id, [...new Set(outgoing.map((o) => o.shopperId))]);
  let sent = 0;
  for (const o of outgoing) {
    const ok = await send(deps, tenant, o, phones.get(o.shopperId) ?? null, emails.get(o.shopperId) ?? null);
    await markAlertMessage(db, o.messageId, ok ? "sent" : "failed");
    if (ok) sent++;
  }
  deps.logger.info({ tenant: tenant.slug, sent, deferred }, "alerts sent");
  return { sent, deferred };
}

/** Sends one alert by SMS and, when the shopper gave one, by email; true when at least one went. Logs no address. */
async function send(deps: AlertSweepDeps, tenant: Tenant, o: Outgoing, phone: string | null, email: string | null): Promise<boolean> {
  const text = alertText(o.content);
  let ok = false;
  if (phone) {
    try {
      await deps.sms.send({ tenantId: tenant.id, site: tenant.slug, to: phone, body: text.sms });
      ok = true;
    } catch (err) {
      deps.logger.warn({ err, tenant: tenant.slug, message: o.messageId }, "an alert SMS could not be sent");
    }
  }
  if (email) {
    try {
      await deps.email.send({
        tenantId: tenant.id,
        to: email,
        subject: text.subject,
        text: text.text,
        // RFC 8058: mail clients offer "Unsubscribe" and POST to the link themselves.
        headers: { "List-Unsubscribe": `<${o.content.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      ok = true;
    } catch (err) {
      deps.logger.warn({ err, tenant: tenant.slug, message: o.messageId }, "an alert email could not be sent");
    }
  }
  return ok;
}

/** The sweep on a timer (ALERT_SWEEP_MS) in every process; `poke()` after a stock change sends instant alerts at once. */
export class AlertSweeper {
  private readonly loop: PollLoop;
  constructor(deps: AlertSweepDeps, pollMs: number) {
    this.loop = new PollLoop({
      pass: async () => {
        await sweepAlerts(deps);
        return 0;
      },
      pollMs,
      failed: (err) => deps.logger.error({ err }, "alert sweep failed"),
    });
  }
  start(): void {
    this.loop.start();
  }
  poke(): void {
    this.loop.poke();
  }
  stop(): Promise<void> {
    return this.loop.stop();
  }
}

/** The unsubscribe links' key: ALERT_LINK_SECRET, else the one kept in the database (read once per process). */
export function alertLinkKey(db: Db, configured: string | undefined): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = configured ? Promise.resolve(Buffer.from(configured)) : null;
  return () => {
    key ??= storedAlertKey(db).catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  };
}
