import { data, redirect, type RouterContextProvider } from "react-router";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { checkLink, setPasswordWithLink } from "../staff/staff-invitations.server.ts";
import { consoleCookie, readConsoleToken } from "../staff/console-session.server.ts";
import { createStaffSession, endStaffSession } from "../staff/staff-sessions.server.ts";
import type { StaffTokenPurpose } from "../staff/staff-store.server.ts";
import { newPasswordFormSchema } from "./auth-forms.ts";

/**
 * The pages an invitation or password-reset link opens (/dealer/accept-invitation, /dealer/reset-password): the link
 * is checked when the page loads (an expired or used link says so at once) and used when the new password is taken.
 * Accepting an invitation signs the person in; a reset sends them to sign in with the new password.
 */
export type PasswordLinkPageData = { purpose: StaffTokenPurpose; dealerName: string; token: string; name: string | null; email: string | null; error: string | null };

const tokenOf = (value: unknown) => String(value ?? "").slice(0, 100);

export async function passwordLinkLoader(context: Readonly<RouterContextProvider>, request: Request, purpose: StaffTokenPurpose): Promise<PasswordLinkPageData> {
  const tenant = requireTenant(context);
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  const link = await checkLink(getServices(context).database.db, tenant.id, token, purpose);
  return link.ok
    ? { purpose, dealerName: tenant.name, token, name: link.staff.name, email: link.staff.email, error: null }
    : { purpose, dealerName: tenant.name, token: "", name: null, email: null, error: link.error };
}

export async function passwordLinkAction(context: Readonly<RouterContextProvider>, request: Request, purpose: StaffTokenPurpose) {
  const tenant = requireTenant(context);
  const services = getServices(context);
  const form = await request.formData();
  const refuse = (status: number, error: string, fieldErrors: Record<string, string> = {}) => data({ ok: false as const, status, error, fieldErrors, values: {} }, { status });
  if (!isSameOrigin(request)) return refuse(403, "Please use the form on this page.");
  const limit = services.staffLimits.perIp.hit(`password-link:${tenant.id}:${getClientIp(context)}`);
  if (!limit.allowed) return refuse(429, "Too many attempts. Please wait a minute and try again.");
  const token = tokenOf(form.get("token"));
  const { db } = services.database;
  const link = await checkLink(db, tenant.id, token, purpose);
  if (!link.ok) return refuse(400, link.error);
  const checked = parseFormSubmission(form, newPasswordFormSchema(link.staff.email), { omit: ["password", "confirm", "token"] });
  if (!checked.ok) return data(checked, { status: 400 });
  const result = await setPasswordWithLink(db, tenant.id, token, purpose, checked.data.password);
  if (!result.ok) return result.field ? refuse(400, "Please fix the following errors:", { password: result.error }) : refuse(400, result.error);
  if (purpose === "reset") return redirect("/dealer/sign-in?notice=password-set", { headers: { "Cache-Control": "no-store" } });
  await endStaffSession(db, readConsoleToken(request));
  const session = await createStaffSession(db, result.staff);
  return redirect("/dealer?welcome=1", { headers: { "Set-Cookie": consoleCookie(request, session.token, session.expiresAt), "Cache-Control": "no-store" } });
}
