import type { Db } from "../db/client.server.ts";
import { recordAudit, type AuditActor } from "../staff/audit-log.server.ts";
import { findStaffById } from "../staff/staff-store.server.ts";
import { recordLeadEvent, type LeadActor } from "./lead-history.server.ts";
import { leadKindLabel } from "./lead-kinds.ts";
import { LEAD_STATUS_LABELS, canAssignLead, canMoveLead, canSeeLead, statusChange, type LeadStatusForm, type LeadViewer } from "./lead-pipeline.ts";
import { lockLeadRow, updateLead, type LeadRow } from "./lead-store.server.ts";

/**
 * Staff moving a lead through the pipeline (issue 12): status, assignment and notes. Each change locks the lead, checks
 * that this person may make it (lead-pipeline.ts), stores it, and writes the lead's history and the audit log in the
 * same transaction, so the history never disagrees with the lead.
 */
export type PipelineActor = { viewer: LeadViewer; name: string; audit: AuditActor };
export type PipelineRefusal = { ok: false; reason: "not_found" | "forbidden" | "no_such_staff" };
export type PipelineResult = { ok: true; changed: boolean } | PipelineRefusal;

const leadActor = (actor: PipelineActor): LeadActor => ({ kind: "staff", id: actor.viewer.staffId, name: actor.name });

/** How the audit log names a lead: "Lead · Jane Citizen · Test drive". */
export function leadSubject(lead: Pick<LeadRow, "form" | "subcategory" | "data">): string {
  const fields = (lead.data.fields ?? {}) as Record<string, unknown>;
  const name = [fields.name, fields.last_name].filter((v) => typeof v === "string" && v).join(" ") || "No name";
  return `Lead · ${name} · ${leadKindLabel(lead)}`;
}

/** The lead, locked, if it exists and this person may see it. */
async function lockVisible(tx: Db, tenantId: number, leadId: string, viewer: LeadViewer): Promise<LeadRow | PipelineRefusal> {
  const row = await lockLeadRow(tx, tenantId, leadId);
  if (!row || !row.formCompleted) return { ok: false, reason: "not_found" };
  if (!canSeeLead(row, viewer)) return { ok: false, reason: "forbidden" };
  return row;
}

const refused = (r: LeadRow | PipelineRefusal): r is PipelineRefusal => "ok" in r;

/** Moves a lead to another status (Lost with its reason); leaving New stamps contacted_at once. */
export async function changeLeadStatus(db: Db, tenantId: number, leadId: string, actor: PipelineActor, form: LeadStatusForm, now = new Date()): Promise<PipelineResult> {
  return db.transaction(async (tx) => {
    const row = await lockVisible(tx, tenantId, leadId, actor.viewer);
    if (refused(row)) return row;
    if (!canMoveLead(row, actor.viewer)) return { ok: false, reason: "forbidden" } as const;
    const change = statusChange(row, form, now);
    if (!change) return { ok: true, changed: false } as const;
    await updateLead(tx, row.id, change);
    await recordLeadEvent(tx, tenantId, row.id, leadActor(actor), { kind: "status", from: row.status, to: change.status, note: change.lostReason }, now);
    const before = { status: LEAD_STATUS_LABELS[row.status], ...(row.lostReason ? { lost_reason: row.lostReason } : {}) };
    const after = { status: LEAD_STATUS_LABELS[change.status], ...(change.lostReason ? { lost_reason: change.lostReason } : {}) };
    await recordAudit(tx, tenantId, actor.audit, { action: "lead.status", subject: leadSubject(row), before, after }, now);
    return { ok: true, changed: true } as const;
  });
}

/** Assigns a lead to an active staff member of the tenant, or to no one (`to` null). */
export async function assignLead(db: Db, tenantId: number, leadId: string, actor: PipelineActor, to: string | null, now = new Date()): Promise<PipelineResult> {
  return db.transaction(async (tx) => {
    const row = await lockVisible(tx, tenantId, leadId, actor.viewer);
    if (refused(row)) return row;
    if (!canAssignLead(row, actor.viewer, to)) return { ok: false, reason: "forbidden" } as const;
    const assignee = to === null ? null : await findStaffById(tx, tenantId, to);
    if (to !== null && assignee?.status !== "active") return { ok: false, reason: "no_such_staff" } as const;
    if (row.assignedTo === to) return { ok: true, changed: false } as const;
    const previous = row.assignedTo === null ? null : await findStaffById(tx, tenantId, row.assignedTo);
    await updateLead(tx, row.id, { assignedTo: to, assignedAt: to === null ? null : now, handovers: 0 });
    await recordLeadEvent(tx, tenantId, row.id, leadActor(actor), { kind: "assigned", from: row.assignedTo, to }, now);
    await recordAudit(
      tx,
      tenantId,
      actor.audit,
      { action: "lead.assign", subject: leadSubject(row), before: { assigned_to: row.assignedTo === null ? "No one" : (previous?.name ?? "A former staff member") }, after: { assigned_to: assignee?.name ?? "No one" } },
      now,
    );
    return { ok: true, changed: true } as const;
  });
}

/** Adds a note to a lead's history. */
export async function addLeadNote(db: Db, tenantId: number, leadId: string, actor: PipelineActor, note: string, now = new Date()): Promise<PipelineResult> {
  return db.transaction(async (tx) => {
    const row = await lockVisible(tx, tenantId, leadId, actor.viewer);
    if (refused(row)) return row;
    await recordLeadEvent(tx, tenantId, row.id, leadActor(actor), { kind: "note", note }, now);
    await recordAudit(tx, tenantId, actor.audit, { action: "lead.note", subject: leadSubject(row), after: { note: note.length > 140 ? `${note.slice(0, 139)}…` : note } }, now);
    return { ok: true, changed: true } as const;
  });
}
