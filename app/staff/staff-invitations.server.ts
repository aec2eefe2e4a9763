import type { Db } from "../db/client.server.ts";
import type { EmailProvider } from "../platform/email.server.ts";
import { newPasswordSchema } from "./password-policy.ts";
import { hashPassword } from "./passwords.server.ts";
import { endAllStaffSessions } from "./staff-sessions.server.ts";
import { consumeToken, createStaff, findStaffByEmail, issueToken, peekToken, setPassword, type Staff, type StaffRole, type StaffTokenPurpose } from "./staff-store.server.ts";

/**
 * Invitations and password resets (issue 11, ADR 028): a single-use link (24 h to accept an invitation, 1 h to reset a
 * password) sent by email through the EmailProvider. The link opens a page on the tenant's own host where the person
 * chooses a password; nothing else about the account can be changed through it.
 */
type TenantRef = { id: number; name: string };

export const INVITATION_PATH = "/dealer/accept-invitation";
export const RESET_PATH = "/dealer/reset-password";

const linkFor = (origin: string, purpose: StaffTokenPurpose, token: string) => `${origin}${purpose === "invite" ? INVITATION_PATH : RESET_PATH}?token=${token}`;

/** Issues the link and emails it. A failed send (SMTP down) is returned, not thrown: the link is still good to hand over. */
async function sendInvitation(db: Db, email: EmailProvider, tenant: TenantRef, account: Staff, origin: string, invitedBy: string | null, now: Date) {
  const { token } = await issueToken(db, account.id, "invite", now);
  const link = linkFor(origin, "invite", token);
  const by = invitedBy ? `${invitedBy} has invited you` : "You have been invited";
  const sent = email.send({
    tenantId: tenant.id,
    to: account.email,
    subject: `Your invitation to the ${tenant.name} dealer console`,
    text: [
      `Hello ${account.name},`,
      "",
      `${by} to the ${tenant.name} dealer console.`,
      "Choose your password here (the link works once, for 24 hours):",
      link,
      "",
      "If you weren't expecting this, ignore this email: nothing happens until the link is used.",
    ].join("\n"),
  });
  const emailError = await sent.then(
    () => null,
    (err: unknown) => (err instanceof Error ? err : new Error(String(err))),
  );
  return { link, emailError };
}

/** Creates an invited account and emails its invitation link; refused when the tenant already has that email. */
export async function inviteStaff(
  db: Db,
  email: EmailProvider,
  tenant: TenantRef,
  input: { email: string; name: string; role: StaffRole },
  origin: string,
  invitedBy: string | null = null,
  now = new Date(),
): Promise<{ ok: true; staff: Staff; link: string; emailError: Error | null } | { ok: false; error: "email_taken" }> {
  const created = await createStaff(db, { tenantId: tenant.id, ...input }, now);
  if (!created.ok) return created;
  const sent = await sendInvitation(db, email, tenant, created.staff, origin, invitedBy, now);
  return { ok: true, staff: created.staff, ...sent };
}

/** A new invitation link for an account that has not accepted yet (the old link keeps working until it expires). */
export async function resendInvitation(
  db: Db,
  email: EmailProvider,
  tenant: TenantRef,
  account: Staff,
  origin: string,
  invitedBy: string | null,
  now = new Date(),
): Promise<{ link: string; emailError: Error | null } | null> {
  if (account.status !== "invited") return null;
  return sendInvitation(db, email, tenant, account, origin, invitedBy, now);
}

export type LinkCheck = { ok: true; staff: Staff } | { ok: false; error: string };
export const LINK_INVALID = "This link has expired or has already been used. Ask for a new one.";

/** Whether a link is still good, and whose it is (for the page that asks for the new password). */
export async function checkLink(db: Db, tenantId: number, token: string, purpose: StaffTokenPurpose, now = new Date()): Promise<LinkCheck> {
  const account = await peekToken(db, token, purpose, now);
  if (!account || account.tenantId !== tenantId || account.status === "disabled") return { ok: false, error: LINK_INVALID };
  return { ok: true, staff: account };
}

/**
 * Sets the password through an invitation or reset link: the password is checked first (the link stays good when it
 * is refused), then the link is used up atomically. A reset also signs the account out everywhere.
 */
export async function setPasswordWithLink(
  db: Db,
  tenantId: number,
  token: string,
  purpose: StaffTokenPurpose,
  password: string,
  now = new Date(),
): Promise<{ ok: true; staff: Staff } | { ok: false; error: string; field?: "password" }> {
  const link = await checkLink(db, tenantId, token, purpose, now);
  if (!link.ok) return link;
  const checked = newPasswordSchema(link.staff.email).safeParse(password);
  if (!checked.success) return { ok: false, error: checked.error.issues[0]!.message, field: "password" };
  const hash = await hashPassword(password);
  const used = await consumeToken(db, token, purpose, now);
  if (!used || used.staffId !== link.staff.id) return { ok: false, error: LINK_INVALID };
  await setPassword(db, link.staff.id, hash, now);
  if (purpose === "reset") await endAllStaffSessions(db, link.staff.id);
  return { ok: true, staff: { ...link.staff, status: link.staff.status === "invited" ? "active" : link.staff.status } };
}

/**
 * Emails a reset link when the address belongs to an active account of this tenant; says the same either way, so the
 * form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(db: Db, email: EmailProvider, tenant: TenantRef, address: string, origin: string, now = new Date()): Promise<void> {
  const account = await findStaffByEmail(db, tenant.id, address);
  if (!account || account.status !== "active") return;
  const { token } = await issueToken(db, account.id, "reset", now);
  await email.send({
    tenantId: tenant.id,
    to: account.email,
    subject: `Reset your ${tenant.name} dealer console password`,
    text: [
      `Hello ${account.name},`,
      "",
      "Someone (we hope you) asked to reset your password. Choose a new one here (the link works once, for 1 hour):",
      linkFor(origin, "reset", token),
      "",
      "If you didn't ask, ignore this email: your password stays as it is.",
    ].join("\n"),
  });
}
