import { z } from "zod";
import { isUuid } from "../lib/ids.ts";

/**
 * The dealer's pipeline of a lead (issue 12): New → Contacted → Appointment → Sold or Lost (with a reason), who may see
 * and change a lead, and the forms that change it. Pure: the browser checks the same schemas the server parses with
 * (ADR 025), and the rules are unit-tested here.
 */
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", appointment: "Appointment", sold: "Sold", lost: "Lost" };

/** Reasons people give most for a lost lead, offered as suggestions (any reason may be typed). */
export const LOST_REASONS = ["Bought elsewhere", "No reply after several tries", "Finance declined", "Changed their mind", "Price", "Car sold to someone else", "Not a real enquiry"] as const;

export const LOST_REASON_MAX = 200;
// Control characters have no place in a note or a reason (and the database refuses NUL); line breaks do in a note.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab and line breaks
const CONTROL_IN_NOTE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const NOTE_MAX = 2000;

/** A lead waits too long while it is New past its response deadline (respond_by null: no deadline). */
export function isOverdue(lead: { status: LeadStatus; respondBy: Date | string | null }, now: Date): boolean {
  return lead.status === "new" && lead.respondBy !== null && new Date(lead.respondBy).getTime() < now.getTime();
}

/** Who is looking: their staff id, and whether they see every lead (leads.read.all) or their own and unassigned ones. */
export type LeadViewer = { staffId: string; seesAll: boolean };

/** Sales see the leads assigned to them and the unassigned ones; managers and owners see all. */
export function canSeeLead(lead: { assignedTo: string | null }, viewer: LeadViewer): boolean {
  return viewer.seesAll || lead.assignedTo === null || lead.assignedTo === viewer.staffId;
}

/** Moving a lead along: managers and owners any lead; sales only the leads assigned to them (they take one first). */
export function canMoveLead(lead: { assignedTo: string | null }, viewer: LeadViewer): boolean {
  return viewer.seesAll || lead.assignedTo === viewer.staffId;
}

/** Assigning: managers and owners to anyone (or no one); sales only an unassigned lead, to themselves. */
export function canAssignLead(lead: { assignedTo: string | null }, viewer: LeadViewer, to: string | null): boolean {
  if (viewer.seesAll) return true;
  return lead.assignedTo === null && to === viewer.staffId;
}

/** The statuses a lead can move to: every other one but New (a lead that has been answered never becomes new again). */
export function nextStatuses(current: LeadStatus): LeadStatus[] {
  return LEAD_STATUSES.filter((s) => s !== current && s !== "new");
}

/** The pipeline form: where to move the lead, and the reason when it is lost. */
export const leadStatusSchema = z
  .object({
    status: z.enum(["contacted", "appointment", "sold", "lost"], { error: "Choose where this lead is now." }),
    lost_reason: z
      .string()
      .trim()
      .max(LOST_REASON_MAX, `Keep the reason to ${LOST_REASON_MAX} characters.`)
      .refine((v) => !CONTROL.test(v), "The reason contains characters we can't keep.")
      .optional()
      .default(""),
  })
  .refine((v) => v.status !== "lost" || v.lost_reason.length > 0, { message: "Say why the lead was lost.", path: ["lost_reason"], when: () => true });

export type LeadStatusForm = z.output<typeof leadStatusSchema>;

/** The assignment form: a staff member's id, or "" for no one. */
export const leadAssignSchema = z.object({
  assigned_to: z.string().refine((v) => v === "" || isUuid(v), "Choose someone from the list."),
});

/** A note on a lead: plain text, bounded. */
export const leadNoteSchema = z.object({
  note: z
    .string({ error: "Write the note first." })
    .trim()
    .min(1, "Write the note first.")
    .max(NOTE_MAX, `Keep a note to ${NOTE_MAX.toLocaleString("en-AU")} characters.`)
    .refine((v) => !CONTROL_IN_NOTE.test(v), "The note contains characters we can't keep."),
});

/** The columns a status change sets: leaving New stamps contacted_at the first time only; lost_reason only while Lost. */
export function statusChange(
  lead: { status: LeadStatus; contactedAt: Date | null; lostReason: string | null },
  form: LeadStatusForm,
  now: Date,
): { status: LeadStatus; lostReason: string | null; contactedAt: Date | null } | null {
  const lostReason = form.status === "lost" ? form.lost_reason : null;
  if (lead.status === form.status && (lead.lostReason ?? null) === lostReason) return null;
  return { status: form.status, lostReason, contactedAt: lead.contactedAt ?? now };
}
