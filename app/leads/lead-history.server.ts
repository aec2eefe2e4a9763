import { and, asc, eq } from "drizzle-orm";
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
