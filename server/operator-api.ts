import crypto from "node:crypto";
import express, { type NextFunction, type Request, type Response } from "express";
import type { Services } from "../app/platform/services.server.ts";
import { parseStockBatch } from "../app/stock/vehicle-schema.ts";
import { StockConflictError, deleteVehicle, findVehicleById, listStock, replaceStock, upsertStock } from "../app/stock/stock-store.server.ts";
import { tenantDocumentSchema, tenantSlugSchema } from "../app/tenants/tenant-document.ts";
import { HostConflictError, saveTenant, tenantToDocument } from "../app/tenants/tenant-store.server.ts";
import type { Tenant } from "../app/tenants/tenant-document.ts";
import { leadsCsv, listLeads, resendLead, type LeadFilter } from "../app/leads/lead-store.server.ts";
import { readBody } from "./request-guard.ts";
import { importStockFeed } from "../app/stock/feed-import/import-engine.server.ts";
import { STOCK_FEED_MAX_BYTES } from "../app/stock/feed-import/feed-csv.ts";
import { stockImportDeps } from "../app/console/stock-import.server.ts";
import { FEED_PRESETS, type FeedPreset } from "../app/tenants/tenant-document.ts";
import { listReservations } from "../app/checkout/reservations.server.ts";
import { isUuid } from "../app/lib/ids.ts";
import { API_KEY_PREFIX, tenantForApiKey, type ApiKeyIdentity } from "../app/staff/api-keys.server.ts";
import { inviteStaff } from "../app/staff/staff-invitations.server.ts";
import { staffInvitationSchema } from "../app/staff/staff-invitation-schema.ts";
import { recordAudit, type AuditActor, type AuditEntry } from "../app/staff/audit-log.server.ts";
import { releaseHold } from "../app/console/reservations-data.server.ts";
import { vehicleFullTitle } from "../app/stock/vehicle-names.ts";
import { normalizeHost } from "../app/tenants/resolve-tenant.ts";
import { leadRoutingWarnings } from "../app/tenants/lead-routing.ts";
import { addStockWebhook, feedToken, listStockWebhooks, removeStockWebhook, rotateFeedToken } from "../app/feeds/feed-store.server.ts";
import { stockWebhookSchema } from "../app/feeds/feed-forms.ts";
import { feedUrls } from "../app/feeds/feed-urls.ts";
import { tenantPublicOrigin } from "../app/tenants/public-origin.ts";

/**
 * The tenant's site as links in answers should name it: its public origin, or — when the operator calls on a local
 * address, or the tenant has no host — `{slug}.localhost` with this request's scheme and port.
 */
function siteOrigin(req: Request, tenant: Pick<Tenant, "slug" | "hosts" | "config">): string {
  const requestHost = req.get("host") ?? "localhost";
  const local = /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/.test(normalizeHost(requestHost));
  const port = /:(\d+)$/.exec(requestHost)?.[1];
  const localOrigin = `${req.protocol}://${tenant.slug}.localhost${port ? `:${port}` : ""}`;
  return local ? localOrigin : tenantPublicOrigin(tenant, localOrigin);
}

/** Who is calling: the platform operator (ADMIN_TOKEN, every route) or one tenant's API key (ADR 029). */
type Caller = { kind: "operator" } | ({ kind: "api_key" } & ApiKeyIdentity);

const vehiclesCount = (n: number) => `${n} vehicle${n === 1 ? "" : "s"}`;

/** How the platform operator appears in a tenant's audit log. */
const OPERATOR: AuditActor = { kind: "operator", id: null, name: "Platform operator" };

/**
 * The routes a tenant's API key may call (default deny): its tenant's stock, leads and reservations. Express matches
 * paths case-insensitively, so this does too. That the slug is the key's own tenant is checked by `tenantFor`.
 */
const KEY_ROUTES = /^\/tenants\/[^/]+\/(?:stock|stock\.csv|leads|leads\.csv|reservations)(?:\/|$)/i;

/**
 * The operator API: how tenants and stock get in. Every call needs `Authorization: Bearer <credential>`: the
 * platform operator's ADMIN_TOKEN (every route; without ADMIN_TOKEN set there is no operator) or a tenant's API key
 * (its own stock, leads and reservations; 403 elsewhere). Documented in docs/operator-api.md, decided in ADR 029.
 */
export function operatorApi(services: Services): express.Router {
  const router = express.Router();
  const token = services.env.ADMIN_TOKEN;
  const tokenHash = token ? crypto.createHash("sha256").update(token).digest() : null;

  router.use(async (req, res, next) => {
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (given.startsWith(API_KEY_PREFIX)) {
      const key = await tenantForApiKey(services.database.db, given);
      if (!key) return void res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "Unknown or revoked API key." });
      res.locals.caller = { kind: "api_key", ...key } satisfies Caller;
      if (!KEY_ROUTES.test(req.path))
        return void res.status(403).json({ error: "An API key works only on its own tenant's stock, leads and reservations." });
      return next();
    }
    const givenHash = crypto.createHash("sha256").update(given).digest();
    if (!given || !tokenHash || !crypto.timingSafeEqual(givenHash, tokenHash))
      return void res.status(401).set("WWW-Authenticate", "Bearer").json({ error: "Missing or wrong bearer token." });
    res.locals.caller = { kind: "operator" } satisfies Caller;
    next();
  });
  // Stock batches of a large dealer group (~50,000 vehicles) fit; only an authenticated caller gets this far. A CSV stock
  // feed comes as text/csv of at most 20 MB (the console's upload limit).
  const csvFeed = (req: Request) => /^\/tenants\/[^/]+\/stock\.csv$/i.test(req.path);
  router.use(readBody({ limit: (req) => (csvFeed(req) ? STOCK_FEED_MAX_BYTES : 50 * 1024 * 1024), accept: (req) => (csvFeed(req) ? ["csv"] : ["json"]), parse: true }));

  const tenantFor = (req: Request, res: Response) => {
    const caller = res.locals.caller as Caller;
    const tenant = services.tenants.get(String(req.params.slug));
    // A key learns nothing about other tenants, not even whether the slug exists.
    if (caller.kind === "api_key" && tenant?.id !== caller.tenantId) return void res.status(403).json({ error: "This API key belongs to another tenant." });
    if (!tenant) res.status(404).json({ error: `No tenant ${req.params.slug}.` });
    return tenant;
  };

  /** Every change through the API goes into the tenant's audit log, under the key's name or as the platform operator. */
  const audit = (res: Response, tenantId: number, entry: AuditEntry) => {
    const caller = res.locals.caller as Caller;
    const actor: AuditActor = caller.kind === "api_key" ? { kind: "api_key", id: caller.keyId, name: caller.name } : OPERATOR;
    return recordAudit(services.database.db, tenantId, actor, entry);
  };

  /** This process's memory and search indexes, for the operator watching many dealers on one machine (issue 15). */
  router.get("/process", (_req, res) => {
    if ((res.locals.caller as Caller).kind !== "operator") return void res.status(403).json({ error: "Only the platform operator can read process figures." });
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const memory = process.memoryUsage();
    const indexes = services.indexes.usage();
    res.json({
      pid: process.pid,
      uptime_s: Math.round(process.uptime()),
      tenants: services.tenants.list().length,
      memory_mb: { rss: mb(memory.rss), heap_used: mb(memory.heapUsed), heap_total: mb(memory.heapTotal), external: mb(memory.external), array_buffers: mb(memory.arrayBuffers) },
      search_indexes: { built: indexes.indexes, estimated_mb: mb(indexes.bytes), budget_mb: mb(indexes.budgetBytes) },
    });
  });

  router.get("/tenants", (_req, res) => {
    res.json({ tenants: services.tenants.list().map((t) => ({ slug: t.slug, website_id: t.id, name: t.name, template: t.template, hosts: t.hosts })) });
  });

  router.get("/tenants/:slug", (req, res) => {
    const tenant = tenantFor(req, res);
    if (tenant) res.json(tenantToDocument(tenant));
  });

  router.put("/tenants/:slug", async (req, res) => {
    const slug = tenantSlugSchema.safeParse(req.params.slug);
    if (!slug.success) return void res.status(400).json({ error: "Invalid tenant slug.", problems: slug.error.issues.map((i) => ({ path: "slug", message: i.message })) });
    const doc = tenantDocumentSchema.safeParse(req.body);
    if (!doc.success)
      return void res.status(400).json({ error: "Invalid tenant document.", problems: doc.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) });
    try {
      const { created } = await saveTenant(services.database.db, slug.data, doc.data);
      await services.changed({ tenant: slug.data, kind: "tenant" });
      const saved = services.tenants.get(slug.data)!;
      // `warnings`: what was saved but will not work as a dealer expects (a tenant without a lead destination).
      res.status(created ? 201 : 200).json({ ...tenantToDocument(saved), warnings: leadRoutingWarnings(saved) });
    } catch (err) {
      if (err instanceof HostConflictError) return void res.status(409).json({ error: "A host is already in use.", problems: err.problems });
      throw err;
    }
  });

  /**
   * Invites a staff member (the first owner of a new tenant): 201 with the invitation link, which is also emailed.
   * The link is on the tenant's own site: its first custom host over HTTPS, or — when the operator calls on a local
   * address, or the tenant has no host — `{slug}.localhost` with this request's scheme and port.
   */
  router.post("/tenants/:slug/staff", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const parsed = staffInvitationSchema.safeParse(req.body);
    if (!parsed.success)
      return void res.status(400).json({ error: "Invalid invitation: nothing was changed.", problems: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) });
    const origin = siteOrigin(req, tenant);
    const invited = await inviteStaff(services.database.db, services.email, tenant, parsed.data, origin);
    if (!invited.ok) return void res.status(409).json({ error: "This tenant already has a staff member with that email." });
    if (invited.emailError) services.logger.warn({ err: invited.emailError, tenant: tenant.slug }, "an invitation email could not be sent; the link is in the API's answer");
    await recordAudit(services.database.db, tenant.id, { kind: "operator", id: null, name: "Platform operator" }, {
      action: "staff.invite",
      subject: `${invited.staff.name} <${invited.staff.email}>`,
      after: { role: invited.staff.role, status: invited.staff.status },
    });
    res.status(201).json({ id: invited.staff.id, email: invited.staff.email, name: invited.staff.name, role: invited.staff.role, status: invited.staff.status, invitation_url: invited.link, emailed: !invited.emailError });
  });

  // ---- Listing feeds and stock webhooks (ADR 044): the platform operator's; a tenant's key gets 403 -------------------
  router.get("/tenants/:slug/feeds", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const feed = await feedToken(services.database.db, tenant.id);
    res.json({ feeds: feedUrls(siteOrigin(req, tenant), feed.token), rotated_at: feed.rotatedAt.toISOString() });
  });
  router.post("/tenants/:slug/feeds/rotate", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const feed = await rotateFeedToken(services.database.db, tenant.id);
    await audit(res, tenant.id, { action: "feeds.rotate", subject: "Listing feed addresses" });
    res.json({ feeds: feedUrls(siteOrigin(req, tenant), feed.token), rotated_at: feed.rotatedAt.toISOString() });
  });
  router.get("/tenants/:slug/stock-webhooks", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const hooks = await listStockWebhooks(services.database.db, tenant.id);
    res.json({
      webhooks: hooks.map((h) => ({
        id: h.id,
        url: h.url,
        created_at: h.createdAt.toISOString(),
        delivered: h.delivered,
        pending: h.pending,
        dead: h.dead,
        last_delivered_at: h.lastDeliveredAt?.toISOString() ?? null,
        last_error: h.lastError,
      })),
    });
  });
  router.post("/tenants/:slug/stock-webhooks", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const parsed = stockWebhookSchema.safeParse(req.body);
    if (!parsed.success)
      return void res.status(400).json({ error: "Invalid webhook: nothing was changed.", problems: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) });
    const hook = await addStockWebhook(services.database.db, tenant.id, parsed.data.url);
    if (!hook) return void res.status(409).json({ error: "This tenant has the most stock webhooks it may have. Remove one first." });
    await audit(res, tenant.id, { action: "stock-webhook.add", subject: `Stock webhook ${hook.url}`, after: { url: hook.url } });
    res.status(201).json(hook);
  });
  router.delete("/tenants/:slug/stock-webhooks/:id", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const removed = isUuid(req.params.id) ? await removeStockWebhook(services.database.db, tenant.id, String(req.params.id)) : null;
    if (!removed) return void res.status(404).json({ error: "No such stock webhook." });
    await audit(res, tenant.id, { action: "stock-webhook.remove", subject: `Stock webhook ${removed.url}`, before: { url: removed.url } });
    res.status(204).end();
  });

  router.get("/tenants/:slug/stock", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (tenant) res.json(await listStock(services.database.db, tenant.id));
  });

  const writeStock = (mode: "replace" | "upsert") => async (req: Request, res: Response) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const parsed = parseStockBatch(req.body);
    if (!parsed.ok) return void res.status(400).json({ error: "Invalid stock: nothing was changed.", problems: parsed.problems });
    try {
      const db = services.database.db;
      if (mode === "replace") {
        const result = await replaceStock(db, tenant.id, parsed.vehicles);
        await audit(res, tenant.id, { action: "stock.replace", subject: `All stock replaced (${vehiclesCount(result.count)})`, after: { vehicles: result.count } });
        await services.changed({ tenant: tenant.slug, kind: "stock" });
        res.json(parsed.warnings.length ? { ...result, warnings: parsed.warnings } : result);
      } else {
        const result = await upsertStock(db, tenant.id, parsed.vehicles);
        await audit(res, tenant.id, { action: "stock.upsert", subject: `Stock batch of ${vehiclesCount(parsed.vehicles.length)}`, after: result });
        await services.changed({ tenant: tenant.slug, kind: "stock", vehicles: parsed.vehicles.map((v) => v.id) });
        res.json(parsed.warnings.length ? { ...result, warnings: parsed.warnings } : result);
      }
    } catch (err) {
      if (err instanceof StockConflictError) return void res.status(409).json({ error: "Stock conflicts with stored vehicles: nothing was changed.", problems: err.problems });
      throw err;
    }
  };
  router.put("/tenants/:slug/stock", writeStock("replace"));
  router.post("/tenants/:slug/stock", writeStock("upsert"));

  /**
   * A CSV stock feed (ADR 042), read with the tenant's saved column mapping (or `?mapping=au_dms|generic`): 200 with the
   * report when applied (or when it was not a feed: `status: "failed"`, nothing changed), 202 when held by the
   * mass-removal guard for a person to confirm in the console.
   */
  router.post("/tenants/:slug/stock.csv", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const mapping = req.query.mapping === undefined ? "saved" : String(req.query.mapping);
    if (mapping !== "saved" && !(FEED_PRESETS as readonly string[]).includes(mapping)) return void res.status(400).json({ error: `mapping must be saved, ${FEED_PRESETS.join(" or ")}.` });
    const caller = res.locals.caller as Caller;
    const actor: AuditActor = caller.kind === "api_key" ? { kind: "api_key", id: caller.keyId, name: caller.name } : OPERATOR;
    const outcome = await importStockFeed(services.database.db, tenant, { bytes: req.rawBody ?? new Uint8Array(), source: "api", actor, mapping: mapping as FeedPreset | "saved" }, stockImportDeps(services));
    res.status(outcome.status === "held" ? 202 : 200).json({ import_id: outcome.id, status: outcome.status, ...outcome.report });
  });

  router.delete("/tenants/:slug/stock/:id", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const id = Number(req.params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return void res.status(400).json({ error: "Vehicle id must be a positive whole number." });
    const vehicle = await findVehicleById(services.database.db, tenant.id, id);
    if (!vehicle || !(await deleteVehicle(services.database.db, tenant.id, id))) return void res.status(404).json({ error: `No vehicle ${id}.` });
    await audit(res, tenant.id, { action: "vehicle.delete", subject: `Vehicle ${vehicle.stocknum ?? vehicle.id} · ${vehicleFullTitle(vehicle)}`, before: { status: vehicle.status, price: vehicle.price } });
    await services.changed({ tenant: tenant.slug, kind: "stock", vehicles: [id] });
    res.status(204).end();
  });

  const leadFilter = (req: Request): LeadFilter | string => {
    const q = req.query as Record<string, string | undefined>;
    const date = (v: string | undefined) => (v === undefined ? undefined : new Date(v));
    const filter: LeadFilter = { from: date(q.from), to: date(q.to), form: q.form, delivery: q.delivery as LeadFilter["delivery"] };
    if ((filter.from && isNaN(+filter.from)) || (filter.to && isNaN(+filter.to))) return "from and to must be ISO dates.";
    if (filter.delivery && !["pending", "delivered", "dead"].includes(filter.delivery)) return "delivery must be pending, delivered or dead.";
    return filter;
  };
  router.get("/tenants/:slug/leads", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const filter = leadFilter(req);
    if (typeof filter === "string") return void res.status(400).json({ error: filter });
    res.json({ leads: await listLeads(services.database.db, tenant.id, filter) });
  });
  router.get("/tenants/:slug/leads.csv", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const filter = leadFilter(req);
    if (typeof filter === "string") return void res.status(400).json({ error: filter });
    res
      .type("text/csv")
      .set("Content-Disposition", `attachment; filename="${tenant.slug}-leads.csv"`)
      .send(leadsCsv(await listLeads(services.database.db, tenant.id, filter, 100_000)));
  });
  router.get("/tenants/:slug/leads/:id", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const id = String(req.params.id);
    const [lead] = isUuid(id) ? await listLeads(services.database.db, tenant.id, { id }, 1) : [];
    if (!lead) return void res.status(404).json({ error: "No such lead." });
    res.json(lead);
  });
  router.post("/tenants/:slug/leads/:id/resend", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    if (!isUuid(req.params.id) || !(await resendLead(services.database.db, tenant, String(req.params.id)))) return void res.status(404).json({ error: "No such lead." });
    await audit(res, tenant.id, { action: "lead.resend", subject: `Lead ${req.params.id}`, after: { delivery: "pending" } });
    services.outbox.poke();
    res.status(202).json({ status: "queued" });
  });

  router.get("/tenants/:slug/reservations", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (tenant) res.json({ reservations: await listReservations(services.database.db, tenant.id) });
  });
  router.post("/tenants/:slug/reservations/:id/release", async (req, res) => {
    const tenant = tenantFor(req, res);
    if (!tenant) return;
    const id = String(req.params.id);
    const released = await releaseHold(services.database.db, tenant.id, id);
    if (!released) return void res.status(404).json({ error: "No active reservation with that id." });
    await audit(res, tenant.id, { action: "reservation.release", subject: released.subject, before: released.before, after: { status: "released" } });
    await services.changed({ tenant: tenant.slug, kind: "stock", vehicles: [released.vehicleId] });
    res.json({ status: "released" });
  });

  router.use((_req, res) => void res.status(404).json({ error: "No such operator API call." }));
  router.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    services.logger.error({ err }, "operator API failure");
    res.status(500).json({ error: "Internal error." });
  });
  return router;
}
