import { and, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { leadDeliveries, leads } from "../db/schema.ts";
import { destinationsFor, type Tenant } from "../tenants/tenant-document.ts";
import { isUuid } from "../lib/ids.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";

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

export type ListedLead = Awaited<ReturnType<typeof listLeads>>[number];

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? "" : String(v);
  // A leading = + - @ would be a formula in a spreadsheet: prefix it so the cell stays text.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function leadsCsv(list: ListedLead[]): string {
  const header = ["id", "created_at", "form", "category", "subcategory", "first_name", "last_name", "email", "phone", "postcode", "message", "car_id", "vehicle", "location_id", "delivery"];
  const lines = list.map((l) => {
    const f = l.fields as Record<string, unknown>;
    const v = l.vehicle as { year: number; make: string; model: string } | null;
    return [l.id, l.created_at, l.form, l.category, l.subcategory, f.name, f.last_name, f.email, f.phone, f.postcode, f.message, l.car_id, v ? vehicleTitle(v) : "", l.location_id, l.deliveries.map((d) => `${d.destination}:${d.status}`).join(" ")]
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
    const destinations = destinationsFor(tenant.config.lead_destinations, lead.locationId, lead.dealershipId);
    await queueLeadDeliveries(tx, tenant.id, leadId, destinations);
    return true;
  });
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
