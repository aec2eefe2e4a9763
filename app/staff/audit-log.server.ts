import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { auditLog } from "../db/schema.ts";
import { jsonEqual } from "../lib/json-equal.ts";

/**
 * The one owner of `audit_log` (ADR 028): every change made in the console or with an API key — who, what, the values
 * before and after, and when. Callers pass only the fields that changed, never a password or a key.
 */
export type AuditActor = { kind: "staff" | "api_key" | "operator"; id: string | null; name: string };
export type AuditEntry = { action: string; subject: string; before?: unknown; after?: unknown };
export type AuditRow = typeof auditLog.$inferSelect;

export async function recordAudit(db: Db, tenantId: number, actor: AuditActor, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    tenantId,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name.slice(0, 200),
    action: entry.action.slice(0, 60),
    subject: entry.subject.slice(0, 300),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

export async function listAudit(
  db: Db,
  tenantId: number,
  options: { limit: number; offset: number; actorKind?: AuditActor["kind"] },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(eq(auditLog.tenantId, tenantId), options.actorKind ? eq(auditLog.actorKind, options.actorKind) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(options.limit).offset(options.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The fields whose values differ between two records, as { before, after } holding only those fields. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T>) {
    // jsonb keeps object keys in its own order: compare values, not their JSON text.
    if (!jsonEqual(before[key], after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}
