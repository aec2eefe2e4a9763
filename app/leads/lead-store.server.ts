import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { leadDeliveries, leads } from "../db/schema.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { leadDestinationsFor } from "../tenants/lead-routing.ts";
import { isUuid } from "../lib/ids.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import type { leadSearchTerms } from "./lead-inbox-query.ts";
import type { LeadKindMatch } from "./lead-kinds.ts";
import type { LeadStatus } from "./lead-pipeline.ts";

// The owner of the `leads` and `lead_deliveries` tables (ADR 023): every query on them lives here. Functions that take
// `db` accept a transaction as well, so a caller can group several of them in one db.transaction().

export type LeadRow = typeof leads.$inferSelect;
type NewLead = typeof leads.$inferInsert;
export type LeadChanges = Partial<Omit<NewLead, "id" | "tenantId" | "idempotencyKey" | "createdAt">>;

/** A lead of this tenant by id, or null. */
export async function findLeadRow(db: Db, tenantId: number, leadId: string | null | undefined): Promise<LeadRow | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db.select().from(leads).where(and(eq(leads.tenantId, tenantId), eq(leads.id, leadId)));
  return row ?? null;
}

/** A lead by id, whatever its tenant (the delivery worker already knows the tenant from the outbox entry). */
export async function findLeadRowById(db: Db, leadId: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  return row ?? null;
}

/** Leads about one vehicle of this tenant, as a scalar subquery for the console's stock list (ADR 030; index leads_tenant_car). */
export function leadCountSql(tenantId: number): (vehicleId: SQL) => SQL {
  return (vehicleId) => sql`(select count(*) from ${leads} where ${leads.tenantId} = ${tenantId} and ${leads.carId} = ${vehicleId})`;
}

/** The lead stored earlier under this idempotency key, or null. */
export async function findLeadByIdempotencyKey(db: Db, tenantId: number, idempotencyKey: string) {
  const [seen] = await db.select({ id: leads.id, valuation: leads.valuation }).from(leads).where(and(eq(leads.tenantId, tenantId), eq(leads.idempotencyKey, idempotencyKey)));
  return seen ?? null;
}

/** A lead of this tenant, locked for update until the surrounding transaction ends. */
export async function lockLeadRow(db: Db, tenantId: number, leadId: string): Promise<LeadRow | null> {
  if (!isUuid(leadId)) return null;
  const [row] = await db.select().from(leads).where(and(eq(leads.tenantId, tenantId), eq(leads.id, leadId))).for("update");
  return row ?? null;
}

export async function insertLead(db: Db, lead: NewLead): Promise<void> {
  await db.insert(leads).values(lead);
}

export async function updateLead(db: Db, leadId: string, changes: LeadChanges): Promise<void> {
  await db.update(leads).set(changes).where(eq(leads.id, leadId));
}

/** Adds outbox entries for a lead (one per destination); entries that exist already are left alone. */
export async function queueLeadDeliveries(db: Db, tenantId: number, leadId: string, destinations: { id: string; kind: string }[], nextAttemptAt?: Date): Promise<void> {
  if (!destinations.length) return;
  await db
    .insert(leadDeliveries)
    .values(destinations.map((d) => ({ tenantId, leadId, destinationId: d.id, kind: d.kind, ...(nextAttemptAt ? { nextAttemptAt } : {}) })))
    .onConflictDoNothing();
}

/** Count of leads per tenant, for tests and the operator view. */
export async function countLeads(db: Db, tenantId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.tenantId, tenantId));
  return Number(r?.n ?? 0);
}

export type ClaimedDelivery = { id: number; tenant_id: number; lead_id: string; destination_id: string; attempts: number };

/**
 * Claims up to `batch` outbox entries that are due (or whose lease ran out) and leases them for `leaseSeconds`. FOR UPDATE
 * SKIP LOCKED: several processes never claim one entry twice.
 */
export async function claimDueDeliveries(db: Db, leaseSeconds: number, batch: number): Promise<ClaimedDelivery[]> {
  const claimed = (await db.execute(sql`
      update lead_deliveries set status = 'sending', attempts = attempts + 1, lease_until = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from lead_deliveries
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked
      )
      returning id, tenant_id, lead_id, destination_id, attempts`)) as unknown as { rows: ClaimedDelivery[] };
  return claimed.rows;
}

export async function markDeliveryDelivered(db: Db, deliveryId: number): Promise<void> {
  await db.update(leadDeliveries).set({ status: "delivered", deliveredAt: new Date(), leaseUntil: null, lastError: null }).where(eq(leadDeliveries.id, deliveryId));
}

/** Records a failed send: back to pending at `nextAttemptAt`, or dead. */
export async function markDeliveryFailed(db: Db, deliveryId: number, failure: { dead: boolean; nextAttemptAt: Date; error: string }): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: failure.dead ? "dead" : "pending", nextAttemptAt: failure.nextAttemptAt, leaseUntil: null, lastError: failure.error.slice(0, 500) })
    .where(eq(leadDeliveries.id, deliveryId));
}

export type LeadFilter = { id?: string; from?: Date; to?: Date; form?: string; delivery?: "pending" | "delivered" | "dead" };

export async function listLeads(db: Db, tenantId: number, filter: LeadFilter, limit = 500) {
  const conditions = [eq(leads.tenantId, tenantId)];
  if (filter.id !== undefined) conditions.push(isUuid(filter.id) ? eq(leads.id, filter.id) : sql`false`);
  if (filter.from) conditions.push(gte(leads.createdAt, filter.from));
  if (filter.to) conditions.push(lte(leads.createdAt, filter.to));
  if (filter.form) conditions.push(eq(leads.form, filter.form));
  if (filter.delivery) {
    const state = filter.delivery === "pending" ? sql`('pending', 'sending')` : sql`(${filter.delivery})`;
    conditions.push(sql`exists (select 1 from lead_deliveries d where d.lead_id = ${leads.id} and d.status in ${state})`);
  }
  const rows = await db.select().from(leads).where(and(...conditions)).orderBy(desc(leads.createdAt)).limit(limit);
  return listedWithDeliveries(db, rows);
}

/** Leads as the operator API lists them (and the CSV exports them): the shopper's fields, the vehicle and each delivery. */
async function listedWithDeliveries(db: Db, rows: LeadRow[]) {
  const deliveries = rows.length ? await db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, rows.map((r) => r.id))) : [];
  return rows.map((r) => ({
    id: r.id,
    form: r.form,
    category: r.category,
    subcategory: r.subcategory,
    car_id: r.carId,
    location_id: r.locationId,
    dealership_id: r.dealershipId,
    form_completed: r.formCompleted,
    created_at: r.createdAt.toISOString(),
    fields: (r.data as { fields?: Record<string, unknown> }).fields ?? {},
    vehicle: (r.data as { vehicle?: unknown }).vehicle ?? null,
    valuation: r.valuation,
    deliveries: deliveries
      .filter((d) => d.leadId === r.id)
      .map((d) => ({ id: d.id, destination: d.destinationId, kind: d.kind, status: d.status, attempts: d.attempts, last_error: d.lastError, delivered_at: d.deliveredAt?.toISOString() ?? null })),
  }));
}

export type ListedLead = Awaited<ReturnType<typeof listedWithDeliveries>>[number];

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? "" : String(v);
  // A leading = + - @ would be a formula in a spreadsheet: prefix it so the cell stays text.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Leads as CSV, every cell formula-safe; `extra` adds columns after the standard ones (the console adds its pipeline). */
export function leadsCsv<T extends ListedLead>(list: T[], extra?: { header: string[]; cells: (lead: T) => unknown[] }): string {
  const header = ["id", "created_at", "form", "category", "subcategory", "first_name", "last_name", "email", "phone", "postcode", "message", "car_id", "vehicle", "location_id", "delivery", ...(extra?.header ?? [])];
  const lines = list.map((l) => {
    const f = l.fields as Record<string, unknown>;
    const v = l.vehicle as { year: number; make: string; model: string } | null;
    return [l.id, l.created_at, l.form, l.category, l.subcategory, f.name, f.last_name, f.email, f.phone, f.postcode, f.message, l.car_id, v ? vehicleTitle(v) : "", l.location_id, l.deliveries.map((d) => `${d.destination}:${d.status}`).join(" "), ...(extra?.cells(l) ?? [])]
      .map(csvCell)
      .join(",");
  });
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** Re-sends a lead: every destination entry goes back to pending now; missing ones (new destinations) are added. */
export async function resendLead(db: Db, tenant: Tenant, leadId: string): Promise<boolean> {
  if (!isUuid(leadId)) return false;
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id, locationId: leads.locationId, dealershipId: leads.dealershipId }).from(leads).where(and(eq(leads.tenantId, tenant.id), eq(leads.id, leadId)));
    if (!lead) return false;
    await tx.update(leadDeliveries).set({ status: "pending", nextAttemptAt: new Date(), attempts: 0, leaseUntil: null }).where(eq(leadDeliveries.leadId, leadId));
    const destinations = leadDestinationsFor(tenant, lead.locationId, lead.dealershipId);
    await queueLeadDeliveries(tx, tenant.id, leadId, destinations);
    return true;
  });
}

// ---- The console's leads inbox (issue 12) --------------------------------------------------------------------------
// The inbox lists finished leads only (a multi-step form shows once its last step is in, as the CRM gets it). Pipeline
// changes never touch `updated_at`: it stays the time of the shopper's last step, so "arrived since" finds new leads.

/** What the inbox narrows leads by, resolved from its URL (lead-inbox-query.ts) and the viewer. */
export type InboxFilter = {
  /** A viewer who sees only their own and unassigned leads (sales); null: every lead. */
  visibleTo: string | null;
  status?: LeadStatus | "overdue";
  kind?: LeadKindMatch;
  /** undefined: anyone; null: no one; else that staff member. */
  assignedTo?: string | null;
  locationId?: number;
  /** Received at or after `from` and before `until`. */
  from?: Date;
  until?: Date;
  /** A stock number or vehicle id. */
  vehicle?: string;
  search?: ReturnType<typeof leadSearchTerms>;
};

const fieldText = (name: string) => sql<string | null>`${leads.data}->'fields'->>${name}`;
const stockNumberText = sql<string | null>`${leads.data}->'vehicle'->>'stocknum'`;

function visibleSql(tenantId: number, visibleTo: string | null): SQL[] {
  const conditions = [eq(leads.tenantId, tenantId), eq(leads.formCompleted, true)];
  if (visibleTo !== null) conditions.push(or(isNull(leads.assignedTo), eq(leads.assignedTo, visibleTo))!);
  return conditions;
}

function inboxConditions(tenantId: number, filter: InboxFilter, now: Date, withStatus: boolean): SQL[] {
  const c = visibleSql(tenantId, filter.visibleTo);
  const status = withStatus ? filter.status : undefined;
  if (status === "overdue") c.push(eq(leads.status, "new"), lt(leads.respondBy, now));
  else if (status) c.push(eq(leads.status, status));
  if (filter.kind?.form) c.push(eq(leads.form, filter.kind.form));
  if (filter.kind?.subcategory) c.push(eq(leads.subcategory, filter.kind.subcategory));
  if (filter.kind?.notSubcategories?.length) c.push(sql`coalesce(${leads.subcategory}, '') not in ${filter.kind.notSubcategories}`);
  if (filter.assignedTo === null) c.push(isNull(leads.assignedTo));
  else if (filter.assignedTo !== undefined) c.push(isUuid(filter.assignedTo) ? eq(leads.assignedTo, filter.assignedTo) : sql`false`);
  if (filter.locationId !== undefined) c.push(eq(leads.locationId, filter.locationId));
  if (filter.from) c.push(gte(leads.createdAt, filter.from));
  if (filter.until) c.push(lt(leads.createdAt, filter.until));
  if (filter.vehicle) {
    const id = /^\d{1,15}$/.test(filter.vehicle) ? Number(filter.vehicle) : null;
    c.push(or(sql`lower(${stockNumberText}) = ${filter.vehicle.toLowerCase()}`, id !== null ? eq(leads.carId, id) : undefined)!);
  }
  const search = filter.search;
  if (search && "phoneDigits" in search) c.push(sql`${fieldText("phone")} like ${likeContaining(search.phoneDigits)} escape '\\'`);
  else if (search) {
    const haystack = sql`concat_ws(' ', ${fieldText("name")}, ${fieldText("last_name")}, ${fieldText("email")}, ${fieldText("phone")}, ${stockNumberText})`;
    for (const word of search.words) c.push(sql`${haystack} ilike ${likeContaining(word)} escape '\\'`);
  }
  return c;
}

const likeContaining = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const inboxColumns = {
  id: leads.id,
  form: leads.form,
  category: leads.category,
  subcategory: leads.subcategory,
  carId: leads.carId,
  locationId: leads.locationId,
  createdAt: leads.createdAt,
  status: leads.status,
  lostReason: leads.lostReason,
  assignedTo: leads.assignedTo,
  respondBy: leads.respondBy,
  firstName: fieldText("name"),
  lastName: fieldText("last_name"),
  email: fieldText("email"),
  phone: fieldText("phone"),
  vehicle: sql<InboxLeadRow["vehicle"]>`${leads.data}->'vehicle'`,
};

export type InboxLeadRow = Pick<LeadRow, "id" | "form" | "category" | "subcategory" | "carId" | "locationId" | "createdAt" | "status" | "lostReason" | "assignedTo" | "respondBy"> & {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  vehicle: { year?: number; make?: string; model?: string; badge?: string | null; stocknum?: string | null } | null;
};

/** One page of the inbox, newest first, and how many leads match. */
export async function listInboxLeads(db: Db, tenantId: number, filter: InboxFilter, page: { limit: number; offset: number }, now = new Date()): Promise<{ rows: InboxLeadRow[]; total: number }> {
  const where = and(...inboxConditions(tenantId, filter, now, true));
  const [rows, [count]] = await Promise.all([
    db.select(inboxColumns).from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(page.limit).offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(leads).where(where),
  ]);
  return { rows: rows as InboxLeadRow[], total: Number(count?.n ?? 0) };
}

/** The inbox's quick counts: leads per status and overdue ones, under every filter but the status. */
export async function inboxStatusCounts(db: Db, tenantId: number, filter: InboxFilter, now = new Date()): Promise<{ byStatus: Record<LeadStatus, number>; overdue: number; total: number }> {
  const rows = await db
    .select({ status: leads.status, n: sql<number>`count(*)::int`, overdue: sql<number>`(count(*) filter (where ${leads.status} = 'new' and ${leads.respondBy} < ${now}))::int` })
    .from(leads)
    .where(and(...inboxConditions(tenantId, filter, now, false)))
    .groupBy(leads.status);
  const byStatus = { new: 0, contacted: 0, appointment: 0, sold: 0, lost: 0 } as Record<LeadStatus, number>;
  let overdue = 0;
  for (const r of rows) {
    if (r.status in byStatus) byStatus[r.status] = Number(r.n);
    overdue += Number(r.overdue);
  }
  return { byStatus, overdue, total: Object.values(byStatus).reduce((a, b) => a + b, 0) };
}

/** How many leads the viewer may see arrived (their last step came in) after `since`: the open inbox's poll. */
export async function countLeadsArrivedSince(db: Db, tenantId: number, visibleTo: string | null, since: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(...visibleSql(tenantId, visibleTo), gt(leads.updatedAt, since)));
  return Number(r?.n ?? 0);
}

/** The filtered inbox as the CSV exports it: the operator API's lead shape plus the pipeline's columns. */
export async function listInboxExport(db: Db, tenantId: number, filter: InboxFilter, limit: number, now = new Date()) {
  const rows = await db
    .select()
    .from(leads)
    .where(and(...inboxConditions(tenantId, filter, now, true)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
  const listed = await listedWithDeliveries(db, rows);
  return listed.map((l, i) => ({ ...l, status: rows[i]!.status, lost_reason: rows[i]!.lostReason, assigned_to: rows[i]!.assignedTo, contacted_at: rows[i]!.contactedAt?.toISOString() ?? null, respond_by: rows[i]!.respondBy?.toISOString() ?? null }));
}

export type LeadDeliveryRow = typeof leadDeliveries.$inferSelect;

/** A lead's outbox entries (one per destination), oldest first. */
export function listLeadDeliveries(db: Db, tenantId: number, leadId: string): Promise<LeadDeliveryRow[]> {
  return db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.tenantId, tenantId), eq(leadDeliveries.leadId, leadId)))
    .orderBy(asc(leadDeliveries.id));
}

// ---- Dealer analytics (issue 12, ADR 035) ----------------------------------------------------------------------------

/** Response times of one salesperson (null: leads nobody was assigned). Median: the middle first response, in seconds. */
export type ResponseTimeRow = { staffId: string | null; leads: number; contacted: number; medianSeconds: number | null };

/**
 * Response times per salesperson over leads created since `since`: how many leads each was assigned, how many left
 * New, and the median of contacted_at − created_at (index leads_tenant_created).
 */
export async function responseTimesByStaff(db: Db, tenantId: number, since: Date): Promise<ResponseTimeRow[]> {
  const seconds = sql`extract(epoch from (${leads.contactedAt} - ${leads.createdAt}))`;
  const rows = await db
    .select({
      staffId: leads.assignedTo,
      leads: sql<number>`count(*)::int`,
      contacted: sql<number>`count(${leads.contactedAt})::int`,
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${seconds}) filter (where ${leads.contactedAt} is not null)`,
    })
    .from(leads)
    .where(and(eq(leads.tenantId, tenantId), gte(leads.createdAt, since)))
    .groupBy(leads.assignedTo);
  return rows.map((r) => ({ staffId: r.staffId, leads: Number(r.leads), contacted: Number(r.contacted), medianSeconds: r.median === null ? null : Math.max(0, Number(r.median)) }));
}

// ---- Response times (issue 12, ADR 034) -------------------------------------------------------------------------------

export type UnansweredLead = { id: string; assignedTo: string; handovers: number };

/**
 * Locks up to `batch` of the tenant's leads still New, assigned since before `cutoff` and handed on fewer than
 * `maxHandovers` times, for the re-allocation rule. FOR UPDATE SKIP LOCKED: a lead another process is handling is
 * skipped, and once that process commits the lead's new assigned_at takes it out of the condition, so no two processes
 * ever hand one lead on twice.
 */
export async function lockUnansweredLeads(db: Db, tenantId: number, cutoff: Date, maxHandovers: number, batch: number): Promise<UnansweredLead[]> {
  const rows = await db
    .select({ id: leads.id, assignedTo: leads.assignedTo, handovers: leads.handovers })
    .from(leads)
    .where(and(eq(leads.tenantId, tenantId), eq(leads.formCompleted, true), eq(leads.status, "new"), lte(leads.assignedAt, cutoff), lt(leads.handovers, maxHandovers)))
    .orderBy(asc(leads.assignedAt), asc(leads.id))
    .limit(batch)
    .for("update", { skipLocked: true });
  return rows.filter((r): r is UnansweredLead => r.assignedTo !== null);
}

/**
 * Moves a lead back in time by `minutes`, as if it had come in that much earlier: its arrival, assignment and response
 * deadline. Only for the development tools (/dev/lead-clock, which browser tests use as a controllable clock).
 */
export async function backdateLead(db: Db, tenantId: number, leadId: string, minutes: number): Promise<boolean> {
  if (!isUuid(leadId)) return false;
  const by = sql`make_interval(mins => ${minutes})`;
  const rows = await db
    .update(leads)
    .set({ createdAt: sql`${leads.createdAt} - ${by}`, assignedAt: sql`${leads.assignedAt} - ${by}`, respondBy: sql`${leads.respondBy} - ${by}` })
    .where(and(eq(leads.tenantId, tenantId), eq(leads.id, leadId)))
    .returning({ id: leads.id });
  return rows.length > 0;
}
