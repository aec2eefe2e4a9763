import { data, redirect } from "react-router";
import type { RegisteredServices as Services } from "../platform/contexts.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { shortDateTimeIn } from "../lib/time-zones.ts";
import { recordAudit } from "../staff/audit-log.server.ts";
import type { ConsoleUser } from "../staff/console-session.server.ts";
import { ROLE_LABELS } from "../staff/permissions.ts";
import { staffInvitationSchema } from "../staff/staff-invitation-schema.ts";
import { inviteStaff, resendInvitation } from "../staff/staff-invitations.server.ts";
import { endAllStaffSessions } from "../staff/staff-sessions.server.ts";
import { changeStaff, findStaffById, listStaff, type Staff, type StaffChange, type StaffRole, type StaffStatus } from "../staff/staff-store.server.ts";
import { dealerTimeZone } from "../tenants/dealer-clock.ts";
import { rowIdSchema } from "./key-forms.ts";
import { changeRoleSchema } from "./staff-forms.ts";

/**
 * The staff page (/dealer/staff, staff.manage): who can sign in, invitations, roles, disabling. Every change is in the
 * audit log; the tenant always keeps an active owner (changeStaff refuses the rest).
 */
export type PersonRow = { id: string; name: string; email: string; role: StaffRole; status: StaffStatus; since: string; isYou: boolean };

export const STATUS_LABELS: Record<StaffStatus, string> = { active: "Active", invited: "Invited", disabled: "Disabled" };

const who = (s: Pick<Staff, "name" | "email">) => `${s.name} <${s.email}>`;

export async function staffPageData(services: Services, user: ConsoleUser) {
  const zone = dealerTimeZone(user.tenant);
  const people: PersonRow[] = (await listStaff(services.database.db, user.tenant.id)).map((s) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    role: s.role,
    status: s.status,
    since: shortDateTimeIn(s.createdAt, zone),
    isYou: s.id === user.staff.id,
  }));
  return { dealerName: user.tenant.name, people };
}

type Notice = { ok: true; notice: string; link?: string };
const refuse = (error: string, status: number) => data(formFailure(null, error, { status }), { status });

const CHANGE_ERRORS = {
  not_found: ["That person is no longer on the staff list.", 404],
  last_owner: ["This is the only active owner. Make someone else an owner first, so the console always has one.", 409],
  not_accepted: ["They haven't accepted their invitation yet: resend it instead.", 409],
} as const;

export async function staffAction(services: Services, user: ConsoleUser, request: Request, form: FormData) {
  const db = services.database.db;
  const tenant = user.tenant;
  const origin = new URL(request.url).origin;
  const intent = form.get("_intent");

  if (intent === "invite" || intent === "resend") {
    const limit = services.staffLimits.perAccount.hit(`invite:${user.staff.id}`);
    if (!limit.allowed) return refuse("You've sent a lot of invitations just now. Please wait a minute and try again.", 429);
  }

  if (intent === "invite") {
    const checked = parseFormSubmission(form, staffInvitationSchema);
    if (!checked.ok) return data(checked, { status: 400 });
    const invited = await inviteStaff(db, services.email, tenant, checked.data, origin, user.staff.name);
    if (!invited.ok) return data(formFailure(form, "Please fix the following errors:", { status: 409, fieldErrors: { email: "Someone on your staff already has this email address." } }), { status: 409 });
    if (invited.emailError) services.logger.warn({ err: invited.emailError, tenant: tenant.slug }, "an invitation email could not be sent; the console shows the link");
    await recordAudit(db, tenant.id, user.actor, { action: "staff.invite", subject: who(invited.staff), after: { role: invited.staff.role, status: invited.staff.status } });
    return {
      ok: true,
      notice: invited.emailError
        ? `${invited.staff.name} is invited, but the email could not be sent. Copy the link below and send it to them yourself: it works once, for 24 hours.`
        : `Invitation sent to ${invited.staff.email}. The link in it works once, for 24 hours.`,
      link: invited.emailError ? invited.link : undefined,
    } satisfies Notice;
  }

  const row = intent === "role" ? parseFormSubmission(form, changeRoleSchema) : parseFormSubmission(form, rowIdSchema);
  if (!row.ok) return refuse(Object.values(row.fieldErrors)[0] ?? row.error, 400);
  const target = await findStaffById(db, tenant.id, row.data.id);
  if (!target) return refuse(CHANGE_ERRORS.not_found[0], 404);

  if (intent === "resend") {
    const sent = await resendInvitation(db, services.email, tenant, target, origin, user.staff.name);
    if (!sent) return refuse(`${target.name} has already accepted the invitation.`, 409);
    if (sent.emailError) services.logger.warn({ err: sent.emailError, tenant: tenant.slug }, "an invitation email could not be sent; the console shows the link");
    await recordAudit(db, tenant.id, user.actor, { action: "staff.resend", subject: who(target) });
    return {
      ok: true,
      notice: sent.emailError ? `The email could not be sent. Copy the link below and send it to ${target.name} yourself.` : `A new invitation is on its way to ${target.email}.`,
      link: sent.emailError ? sent.link : undefined,
    } satisfies Notice;
  }

  if (intent === "role" || intent === "disable" || intent === "enable") {
    if (intent === "disable" && target.id === user.staff.id) return refuse("You can't disable your own account. Another owner can.", 400);
    const change: StaffChange = "role" in row.data ? { role: row.data.role as StaffRole } : { status: intent === "disable" ? "disabled" : "active" };
    const result = await changeStaff(db, tenant.id, target.id, change);
    if (!result.ok) return refuse(CHANGE_ERRORS[result.error][0], CHANGE_ERRORS[result.error][1]);
    const { before, after } = result;
    if (before.role === after.role && before.status === after.status) return { ok: true, notice: `Nothing changed for ${after.name}.` } satisfies Notice;
    if (intent === "role") {
      await recordAudit(db, tenant.id, user.actor, { action: "staff.update", subject: who(after), before: { role: before.role }, after: { role: after.role } });
      // Someone who gives up their own owner role can no longer open this page.
      if (after.id === user.staff.id && after.role !== "owner") throw redirect("/dealer");
      return { ok: true, notice: `${after.name}'s role is now ${ROLE_LABELS[after.role]}.` } satisfies Notice;
    }
    if (intent === "disable") {
      await endAllStaffSessions(db, after.id);
      await recordAudit(db, tenant.id, user.actor, { action: "staff.disable", subject: who(after), before: { status: before.status }, after: { status: after.status } });
      return { ok: true, notice: `${after.name} can no longer sign in, and is signed out everywhere.` } satisfies Notice;
    }
    await recordAudit(db, tenant.id, user.actor, { action: "staff.enable", subject: who(after), before: { status: before.status }, after: { status: after.status } });
    return { ok: true, notice: after.status === "invited" ? `${after.name}'s invitation is open again: resend it so they get a fresh link.` : `${after.name} can sign in again.` } satisfies Notice;
  }
  return refuse("That action isn't known here.", 400);
}
