import { and, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { stockImports } from "../../db/schema.ts";
import type { ImportActor, ImportReport, ImportSource, ImportStatus } from "./import-report.ts";

/** The one owner of `stock_imports`: every feed import with its report, and a held import's file (ADR 042). */

declare module "../../db/schema.ts" {
  interface JsonDocuments {
    stockImportReport: ImportReport;
  }
}

export type StoredImport = {
  id: number;
  source: ImportSource;
  filename: string | null;
  actorName: string;
  status: ImportStatus;
  report: ImportReport;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: string | null;
};

/** What a held import applies on confirmation: the decoded file and how it was read. */
export type HeldPayload = { text: string; options: Record<string, unknown> };

const columns = {
  id: stockImports.id,
  source: stockImports.source,
  filename: stockImports.filename,
  actorName: stockImports.actorName,
  status: stockImports.status,
  report: stockImports.report,
  createdAt: stockImports.createdAt,
  decidedAt: stockImports.decidedAt,
  decidedBy: stockImports.decidedBy,
};

export async function recordImport(
  db: Db,
  tenantId: number,
  entry: { source: ImportSource; filename: string | null; actor: ImportActor; status: ImportStatus; report: ImportReport; held?: HeldPayload },
  now = new Date(),
): Promise<number> {
  const [row] = await db
    .insert(stockImports)
    .values({
      tenantId,
      source: entry.source,
      filename: entry.filename?.slice(0, 200) ?? null,
      actorKind: entry.actor.kind,
      actorId: entry.actor.id,
      actorName: entry.actor.name.slice(0, 200),
      status: entry.status,
      report: entry.report,
      heldText: entry.held?.text ?? null,
      heldOptions: entry.held?.options ?? null,
      createdAt: now,
    })
    .returning({ id: stockImports.id });
  return Number(row!.id);
}

/** Held imports other than `exceptId` are discarded: a newer import has read the stock since they were held. */
export async function supersedeHeldImports(db: Db, tenantId: number, exceptId: number, now = new Date()): Promise<void> {
  await db
    .update(stockImports)
    .set({ status: "discarded", decidedAt: now, decidedBy: `Superseded by import ${exceptId}`, heldText: null, heldOptions: null })
    .where(and(eq(stockImports.tenantId, tenantId), eq(stockImports.status, "held"), ne(stockImports.id, exceptId)));
}

export async function listImports(db: Db, tenantId: number, limit = 20, offset = 0): Promise<{ rows: StoredImport[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(stockImports).where(eq(stockImports.tenantId, tenantId)).orderBy(desc(stockImports.createdAt), desc(stockImports.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(stockImports).where(eq(stockImports.tenantId, tenantId)),
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: Number(total?.n ?? 0) };
}

export async function findImport(db: Db, tenantId: number, id: number): Promise<StoredImport | null> {
  const [row] = await db
    .select(columns)
    .from(stockImports)
    .where(and(eq(stockImports.tenantId, tenantId), eq(stockImports.id, id)));
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * Decides a held import: it becomes `status` and its payload is handed back, once (a second confirmation, or a
 * confirmation after a discard, gets null).
 */
export async function claimHeldImport(db: Db, tenantId: number, id: number, status: "confirmed" | "discarded", decidedBy: string, now = new Date()): Promise<HeldPayload | null> {
  const before = await db
    .select({ text: stockImports.heldText, options: stockImports.heldOptions })
    .from(stockImports)
    .where(and(eq(stockImports.tenantId, tenantId), eq(stockImports.id, id), eq(stockImports.status, "held")));
  if (!before[0] || before[0].text === null) return null;
  const claimed = await db
    .update(stockImports)
    .set({ status, decidedAt: now, decidedBy: decidedBy.slice(0, 200), heldText: null, heldOptions: null })
    .where(and(eq(stockImports.tenantId, tenantId), eq(stockImports.id, id), eq(stockImports.status, "held")))
    .returning({ id: stockImports.id });
  return claimed.length ? { text: before[0].text, options: before[0].options ?? {} } : null;
}

/** The report of an import after it was applied on confirmation (or failed then). */
export async function updateImportReport(db: Db, tenantId: number, id: number, report: ImportReport, status?: ImportStatus): Promise<void> {
  await db
    .update(stockImports)
    .set({ report, ...(status ? { status } : {}) })
    .where(and(eq(stockImports.tenantId, tenantId), eq(stockImports.id, id)));
}
