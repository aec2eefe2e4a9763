import type { Database } from "../db/client.server.ts";
import { openDatabase } from "../db/client.server.ts";
import { ImageService } from "../media/image-service.server.ts";
import { ensureNotFoundImage } from "../media/not-found-image.server.ts";
import crypto from "node:crypto";
import { StockIndexes } from "../search/stock-indexes.server.ts";
import { CHANGES_CHANNEL, TenantDirectory, type ChangeEvent } from "../tenants/tenant-store.server.ts";
import type { Env } from "./env.server.ts";
import type { Logger } from "./logger.server.ts";
import { seedDemoIfEmpty } from "./seed.server.ts";
import { OutboxWorker } from "../leads/outbox-worker.server.ts";
import { RateLimiter } from "./rate-limit.ts";
import { FORM_TOKEN_MAX_AGE_MS, FormTokens } from "../leads/form-token.server.ts";
import { isKnownPostcode } from "../vehicle/postcodes.server.ts";
import type { SmsProvider } from "../accounts/sms.server.ts";
import { createSmsProvider } from "../accounts/sms-providers.server.ts";
import type { EmailProvider } from "./email.server.ts";
import { createEmailProvider } from "./email-providers.server.ts";
import type { PaymentProvider } from "../checkout/payments.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { TestPaymentProvider } from "../checkout/test-payment-provider.server.ts";
import { sweepReservations } from "../checkout/reservations.server.ts";
import { fileMissingReservationLeads } from "../leads/reservation-lead.server.ts";
import { AnalyticsRecorder } from "./analytics-recorder.server.ts";
import { LeadAlerts, sweepUnansweredLeads, type OriginOf } from "../leads/lead-allocation.server.ts";
import { createFeedPhotoResolver, type FeedPhotoResolver } from "../stock/feed-photos.server.ts";
import { engineImporter, sweepStockFeeds } from "../stock/feed-pull.server.ts";
import { stockImportDeps } from "../console/stock-import.server.ts";
import { StockWebhookWorker } from "../feeds/stock-webhook-worker.server.ts";
import { CachePurger, CACHE_PURGE_REPEAT_MS } from "./cache-purge.server.ts";
import { keysForChange } from "./surrogate-keys.ts";
import { AlertSweeper, alertLinkKey } from "../alerts/alert-sweeper.server.ts";

/** One address counts one view of a car per this long. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;

/** Everything with state that the server owns: one instance per process, handed to routes through the request context. */
export interface Services {
  env: Env;
  logger: Logger;
  database: Database;
  tenants: TenantDirectory;
  indexes: StockIndexes;
  images: ImageService;
  outbox: OutboxWorker;
  /** Delivers stock changes to the tenants' stock webhooks (ADR 044). */
  stockWebhooks: StockWebhookWorker;
  /** Lead and form posts: per client address and per tenant, per minute; uses of one form token past the tenant's budget. */
  leadLimits: { perIp: RateLimiter; perTenant: RateLimiter; perToken: RateLimiter };
  /** Signs and checks the token every lead form carries. */
  formTokens: FormTokens;
  /**
   * Per client address: analytics events and phone reveals per minute; counted views per car (the public 'N views'
   * counter, and the dealer analytics' vehicle-page views, each one per car per VIEW_WINDOW_MS).
   */
  trafficLimits: { events: RateLimiter; views: RateLimiter; pageViews: RateLimiter };
  /** Dealer analytics (ADR 035): shopper activity counted in memory, added into the daily roll-ups every few seconds. */
  analytics: AnalyticsRecorder;
  /** Console sign-in, password-reset and invitation posts: per client address per site, and per account, per minute. */
  staffLimits: { perIp: RateLimiter; perAccount: RateLimiter };
  isKnownPostcode: (postcode: string) => boolean;
  sms: SmsProvider;
  /** Account emails (invitations, password resets); lead emails go through the outbox worker. */
  email: EmailProvider;
  /** Alerts the person a lead is assigned to (email, and a text message when they opted in; ADR 034). */
  leadAlerts: LeadAlerts;
  /** Stock feed photos by URL: downloaded once, stored like console uploads (ADR 043). */
  feedPhotos: FeedPhotoResolver;
  /** Payment providers by id; a tenant names its own (config.checkout.payment_provider). */
  payments: Record<string, PaymentProvider>;
  /** Saved-search and watched-car alerts (ADR 048): swept every ALERT_SWEEP_MS and after each stock change. */
  alerts: AlertSweeper;
  /** The key that signs alerts' unsubscribe links. */
  alertKey: () => Promise<Buffer>;
  /** The shared HTTP caches in front of the servers (CACHE_PURGE_URLS): `enabled` when there are any. */
  cache: CachePurger;
  /**
   * Records that a tenant or its stock changed: refreshes this process now, tells the others through the database, and
   * purges the pages it affects from the shared caches (ADR 047). Never throws for the cache.
   */
  changed(event: ChangeEvent): Promise<void>;
  close(): Promise<void>;
}

// The composition root registers the tenant and services types with the request context (app/platform/contexts.ts).
declare module "./contexts.ts" {
  interface Register {
    tenant: Tenant;
    services: Services;
  }
}

export async function createServices(env: Env, logger: Logger): Promise<Services> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATABASE_URL ? null : env.dataDir });
  logger.info({ database: database.kind }, "database ready");
  await ensureNotFoundImage(env.mediaDir);
  if (env.SEED_DEMO) await seedDemoIfEmpty(database, env, logger);
  await database.refreshStatistics();
  const tenants = new TenantDirectory(database);
  const indexes = new StockIndexes(database.db, { budgetBytes: env.INDEX_MEMORY_MB * 1024 * 1024 });
  const origin = crypto.randomUUID();
  const apply = async (event: ChangeEvent) => {
    // Only the tenant that changed is reloaded and loses its index; every other tenant's stays (issue 15).
    if (event.kind === "tenant") await tenants.refreshOne(event.tenant);
    indexes.invalidate(event.tenant);
    // A stock change anywhere: instant alerts go out now rather than at the next sweep.
    pokeAlerts();
  };
  // Set once the alert sweeper exists (it needs the services built below).
  let pokeAlerts = () => {};
  await tenants.refresh();
  // One listener per process: changes made by other processes on the same database. Changes notified while its
  // connection was down never arrive, so after a reconnect this process reloads the tenants and drops every index.
  const resync = async () => {
    try {
      await tenants.refresh();
    } finally {
      indexes.invalidateAll();
    }
  };
  await database.listen(
    CHANGES_CHANNEL,
    (payload) => {
      let event: ChangeEvent;
      try {
        event = JSON.parse(payload) as ChangeEvent;
      } catch {
        return;
      }
      if (event.origin !== origin) apply(event).catch((err) => logger.error({ err }, "applying a change failed"));
    },
    {
      lost: (err) => logger.warn({ err }, "change listener lost its connection; reconnecting"),
      resubscribed: () => {
        resync().then(
          () => logger.info("change listener reconnected; tenants reloaded and search indexes dropped"),
          (err) => logger.error({ err }, "reloading after the change listener reconnected failed"),
        );
      },
    },
  );
  const sms = createSmsProvider(env, database.db, logger);
  const email = createEmailProvider(env, database.db, logger);
  const outbox = new OutboxWorker(
    database.db,
    tenants,
    { smtpUrl: env.SMTP_URL, dropDir: env.leadDropDir, mailFrom: env.MAIL_FROM, sendEmail: (message) => email.send(message) },
    logger,
    { baseMs: env.LEAD_RETRY_BASE_MS, maxMs: env.LEAD_RETRY_MAX_MS, maxAttempts: env.LEAD_MAX_ATTEMPTS, leaseMs: env.LEAD_LEASE_MS, pollMs: 1_000, batch: 20 },
  );
  if (env.DELIVERY_WORKER) outbox.start();
  if (env.DATABASE_URL && !env.FORM_TOKEN_SECRET)
    logger.warn("FORM_TOKEN_SECRET is not set: lead form tokens are signed with this process's own key, so with several processes behind one site set the same FORM_TOKEN_SECRET on each");
  // Purge over HTTP (ADR 047); a second round a moment later catches pages another process rendered from old stock.
  const cache = new CachePurger(env.CACHE_PURGE_URLS, logger, { timeoutMs: env.CACHE_PURGE_TIMEOUT_MS, repeatAfterMs: CACHE_PURGE_REPEAT_MS });
  const tenantIdOf = (slug: string) => tenants.list().find((t) => t.slug === slug)?.id;
  const purgeFor = async (event: ChangeEvent, tenantId: number | undefined) => {
    if (tenantId === undefined || !cache.enabled) return;
    await cache.purge(keysForChange(tenantId, event)).catch((err) => logger.warn({ err }, "cache purge failed"));
  };
  // A hold the sweep expired: only this process saw it (the sweep's update takes each row once), so it purges too.
  const changedTenant = async (tenantId: number) => {
    const slug = tenants.list().find((t) => t.id === tenantId)?.slug;
    if (slug) await apply({ tenant: slug, kind: "stock" });
    await purgeFor({ tenant: slug ?? "", kind: "stock" }, tenantId);
  };
  const analytics = new AnalyticsRecorder(database.db, logger, { flushMs: env.ANALYTICS_FLUSH_MS });
  // A lead's link in alerts: the tenant's own host, or (a demo without hosts) its .localhost address on this port.
  const originOf: OriginOf = (t) => (t.hosts[0] ? `https://${t.hosts[0]}` : `http://${t.slug}.localhost:${env.PORT}`);
  const leadAlerts = new LeadAlerts(database.db, email, sms, logger, originOf);
  const stockWebhooks = new StockWebhookWorker(database.db, (id) => tenants.list().find((t) => t.id === id), originOf, logger, {
    baseMs: env.LEAD_RETRY_BASE_MS,
    maxMs: env.LEAD_RETRY_MAX_MS,
    maxAttempts: env.LEAD_MAX_ATTEMPTS,
    leaseMs: env.LEAD_LEASE_MS,
    pollMs: 1_000,
    batch: 20,
    keepMs: 7 * 24 * 3600_000,
  });
  if (env.DELIVERY_WORKER) stockWebhooks.start();
  // Expired holds lose their Reserved tag without anyone having to act; a hold whose lead a crash left unfiled gets it.
  const sweeper = setInterval(() => {
    sweepReservations(database.db)
      .then((ids) => Promise.all(ids.map(changedTenant)))
      .then(() => fileMissingReservationLeads(database.db, (id) => tenants.list().find((t) => t.id === id), { poke: () => outbox.poke(), analytics, alerts: leadAlerts }))
      .catch((err) => logger.error({ err }, "reservation sweep failed"));
  }, 30_000);
  sweeper.unref();
  // Leads nobody answered go to the next salesperson (config lead_response.reassign_after_minutes); every process
  // sweeps, and the sweep's row locks make them share the work without handing one lead on twice (ADR 034).
  const leadSweeper = setInterval(() => {
    sweepUnansweredLeads(database.db, tenants.list(), new Date())
      .then((handed) => Promise.all(handed.map((h) => leadAlerts.assigned(h.tenant, h.leadId, h.to, "handed-on"))))
      .catch((err) => logger.error({ err }, "lead re-allocation sweep failed"));
  }, env.LEAD_SWEEP_MS);
  leadSweeper.unref();
  const feedPhotos = createFeedPhotoResolver({
    db: database.db,
    mediaDir: env.mediaDir,
    tenantSlug: (id) => tenants.list().find((t) => t.id === id)?.slug ?? null,
    allowPrivate: env.FEED_FETCH_PRIVATE,
  });
  // Tenants' scheduled stock feed pulls (ADR 043): every process sweeps, each due feed is claimed by one of them. A
  // sweep still running (a large first import) makes this process skip its next turns rather than pile up.
  // The import as the console's and the API's (audit log, change notice), with the feed's photos downloaded and stored.
  const importFeed = () => engineImporter(database.db, stockImportDeps(services, feedPhotos));
  let pulling = false;
  const feedSweeper = setInterval(() => {
    if (pulling) return;
    pulling = true;
    sweepStockFeeds({ db: database.db, tenants: () => tenants.list(), importFeed: importFeed(), allowPrivate: env.FEED_FETCH_PRIVATE, logger })
      .catch((err) => logger.error({ err }, "stock feed sweep failed"))
      .finally(() => (pulling = false));
  }, env.FEED_PULL_SWEEP_MS);
  feedSweeper.unref();
  analytics.start();
  const alertKey = alertLinkKey(database.db, env.ALERT_LINK_SECRET);
  const alerts = new AlertSweeper(
    {
      db: database.db,
      tenant: (id) => tenants.list().find((t) => t.id === id),
      index: (t) => indexes.get(t),
      sms,
      email,
      originOf,
      secret: alertKey,
      logger,
      maxPerDay: env.ALERT_MAX_PER_DAY,
    },
    env.ALERT_SWEEP_MS,
  );
  alerts.start();
  pokeAlerts = () => alerts.poke();
  const services: Services = {
    env,
    logger,
    database,
    tenants,
    indexes,
    outbox,
    stockWebhooks,
    leadLimits: {
      perIp: new RateLimiter(env.LEAD_RATE_PER_IP, 60_000),
      perTenant: new RateLimiter(env.LEAD_RATE_PER_TENANT, 60_000),
      // Past the tenant's budget a token carries a lead, a retry after a refused step and a double send.
      perToken: new RateLimiter(3, FORM_TOKEN_MAX_AGE_MS),
    },
    formTokens: new FormTokens(env.FORM_TOKEN_SECRET ?? crypto.randomBytes(32), { minAgeMs: env.LEAD_FORM_MIN_SECONDS * 1000 }),
    trafficLimits: { events: new RateLimiter(env.EVENT_RATE_PER_IP, 60_000), views: new RateLimiter(1, VIEW_WINDOW_MS), pageViews: new RateLimiter(1, VIEW_WINDOW_MS) },
    analytics,
    staffLimits: { perIp: new RateLimiter(20, 60_000), perAccount: new RateLimiter(10, 60_000) },
    isKnownPostcode,
    sms,
    email,
    leadAlerts,
    feedPhotos,
    payments: { test: new TestPaymentProvider(database.db) },
    images: new ImageService(env.mediaDir, env.cacheDir, { cacheBytes: env.IMAGE_CACHE_MB * 1024 * 1024, concurrency: env.IMAGE_TRANSFORMS, queueLength: env.IMAGE_QUEUE }),
    cache,
    alerts,
    alertKey,
    async changed(event) {
      // The id before the change too: a deleted tenant's pages are still in the cache.
      const before = tenantIdOf(event.tenant);
      await apply(event);
      if (event.kind === "stock") stockWebhooks.poke();
      await database.notify(CHANGES_CHANNEL, JSON.stringify({ ...event, origin })).catch((err) => logger.warn({ err }, "notify failed"));
      // The caches are shared by every process: the process that made the change purges, once for all of them.
      await purgeFor(event, before ?? tenantIdOf(event.tenant));
    },
    async close() {
      clearInterval(sweeper);
      clearInterval(leadSweeper);
      clearInterval(feedSweeper);
      cache.stop();
      await outbox.stop();
      await stockWebhooks.stop();
      await alerts.stop();
      await analytics.stop();
      await database.close();
    },
  };
  return services;
}
