import { data, redirect, type RouterContextProvider } from "react-router";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import type { AuditActor } from "./audit-log.server.ts";
import { can, type Permission } from "./permissions.ts";
import { staffForSessionToken } from "./staff-sessions.server.ts";
import type { Staff } from "./staff-store.server.ts";

/**
 * Who is using the dealer console on this request (ADR 028). The console's cookie is its own (`fc_console`, on HTTPS
 * `__Host-fc_console`: no Domain, so it never leaves the host that set it) and its session is looked up for this host's
 * tenant only: a cookie from tenant A's console is no session on tenant B's host. Every console loader calls
 * `requireStaff` with the permission it needs; every action calls `requireStaffAction`.
 */
export type ConsoleUser = { staff: Staff; tenant: Tenant; can(permission: Permission): boolean; actor: AuditActor };

export const CONSOLE_COOKIE = "fc_console";
const SECURE_COOKIE = `__Host-${CONSOLE_COOKIE}`;
const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export function readConsoleToken(request: Request): string | null {
  const name = isHttps(request) ? SECURE_COOKIE : CONSOLE_COOKIE;
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return /^[A-Za-z0-9_-]{16,128}$/.test(v.join("=")) ? v.join("=") : null;
  }
  return null;
}

export function consoleCookie(request: Request, token: string, expiresAt: Date): string {
  const secure = isHttps(request);
  return `${secure ? SECURE_COOKIE : CONSOLE_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure ? "; Secure" : ""}`;
}

export function clearConsoleCookie(request: Request): string {
  const secure = isHttps(request);
  return `${secure ? SECURE_COOKIE : CONSOLE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

export async function getConsoleUser(context: Readonly<RouterContextProvider>, request: Request): Promise<ConsoleUser | null> {
  const tenant = requireTenant(context);
  const account = await staffForSessionToken(getServices(context).database.db, tenant.id, readConsoleToken(request));
  if (!account) return null;
  return { staff: account, tenant, can: (permission) => can(account.role, permission), actor: { kind: "staff", id: account.id, name: `${account.name} <${account.email}>` } };
}

/** Where a signed-out visitor goes: the sign-in page, then back to the page they asked for. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const here = url.pathname.replace(/\.data$/, "") + url.search;
  return redirect(`/dealer/sign-in${here === "/dealer" ? "" : `?next=${encodeURIComponent(here)}`}`);
}

export const forbidden = () => data({ reason: "forbidden" as const }, { status: 403 });

/** The signed-in staff member, who must have `permission`: else sign-in (signed out) or 403 (signed in, not allowed). */
export async function requireStaff(context: Readonly<RouterContextProvider>, request: Request, permission?: Permission): Promise<ConsoleUser> {
  const user = await getConsoleUser(context, request);
  if (!user) throw signInRedirect(request);
  if (permission && !user.can(permission)) throw forbidden();
  return user;
}

/**
 * As requireStaff, for a change: only a POST sent from this site's own pages (CSRF), by someone allowed to. `null`:
 * any signed-in staff member (their own password).
 */
export async function requireStaffAction(context: Readonly<RouterContextProvider>, request: Request, permission: Permission | null): Promise<ConsoleUser> {
  if (request.method !== "POST" || !isSameOrigin(request)) throw forbidden();
  return requireStaff(context, request, permission ?? undefined);
}

/** A safe place to go after signing in: a console path on this site, never another site. */
export function consoleNext(raw: string | null | undefined): string {
  const next = String(raw ?? "");
  return /^\/dealer(\/[A-Za-z0-9\-._~/?=&%]*)?$/.test(next) && !next.includes("//") && !next.includes("\\") ? next : "/dealer";
}
