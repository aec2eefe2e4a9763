import { and, asc, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { leadEvents } from "../db/schema.ts";

/**
 * The one owner of `lead_events` (issue 12): a lead's history — created, status changes, assignments (by a person or
 * the re-allocation rule), notes, notifications — with who and when. Call `recordLeadEvent` inside the transaction that
 * makes the change, so the history never disagrees with the lead.
 */
export type LeadEventKind = (typeof leadEvents.$inferSelect)["kind"];
export type LeadEvent = typeof leadEvents.$inferSelect;
export type LeadActor = { kind: "staff" | "system" | "shopper"; id: string | null; name: string };

export async function recordLeadEvent(
  db: Db,
  tenantId: number,
  leadId: string,
  actor: LeadActor,
  event: { kind: LeadEventKind; from?: string | null; to?: string | null; note?: string | null },
  now = new Date(),
): Promise<void> {
  await db.insert(leadEvents).values({
    tenantId,
    leadId,
    kind: event.kind,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name.slice(0, 200),
    fromValue: event.from ?? null,
    toValue: event.to ?? null,
    note: event.note ?? null,
    createdAt: now,
  });
}

/** A lead's history, oldest first (this tenant's lead only). */
export function listLeadEvents(db: Db, tenantId: number, leadId: string): Promise<LeadEvent[]> {
  return db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.tenantId, tenantId), eq(leadEvents.leadId, leadId)))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
}

/** Who the round-robin gave a new lead to last (the system's first assignment of a lead has no `from`); null: nobody yet. */
export async function lastRoundRobinAssignee(db: Db, tenantId: number): Promise<string | null> {
  const [row] = await db
    .select({ to: leadEvents.toValue })
    .from(leadEvents)
    .where(and(eq(leadEvents.tenantId, tenantId), eq(leadEvents.kind, "assigned"), eq(leadEvents.actorKind, "system"), isNull(leadEvents.fromValue)))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id))
    .limit(1);
  return row?.to ?? null;
}

/** Whether a staff member did anything to the lead (a note, a status) at or after `since`. */
export async function staffActedSince(db: Db, tenantId: number, leadId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(and(eq(leadEvents.tenantId, tenantId), eq(leadEvents.leadId, leadId), eq(leadEvents.actorKind, "staff"), inArray(leadEvents.kind, ["note", "status"]), gte(leadEvents.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
