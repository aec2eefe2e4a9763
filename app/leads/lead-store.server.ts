import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { leadDeliveries, leads } from "../db/schema.ts";
import { destinationsFor, type Tenant } from "../tenants/tenant-document.ts";
import { isUuid } from "../lib/ids.ts";

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
    const v = l.vehicle as { year?: number; make?: string; model?: string } | null;
    return [l.id, l.created_at, l.form, l.category, l.subcategory, f.name, f.last_name, f.email, f.phone, f.postcode, f.message, l.car_id, v ? `${v.year} ${v.make} ${v.model}` : "", l.location_id, l.deliveries.map((d) => `${d.destination}:${d.status}`).join(" ")]
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
    if (destinations.length)
      await tx
        .insert(leadDeliveries)
        .values(destinations.map((d) => ({ tenantId: tenant.id, leadId, destinationId: d.id, kind: d.kind })))
        .onConflictDoNothing();
    return true;
  });
}
