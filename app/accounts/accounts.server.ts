import crypto from "node:crypto";
import { and, desc, eq, gt, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { sessions, shoppers, signInCodes } from "../db/schema.ts";
import { normalizeAuPhone } from "../lib/phone.ts";
import type { Tenant } from "../tenants/tenant-document.ts";
import { CODE_TTL_MS, CODE_WINDOW_MS, MAX_CODE_ATTEMPTS, MAX_CODES_PER_WINDOW, SESSION_TTL_MS } from "./sign-in-rules.ts";
import { SmsSendError, type SmsProvider } from "./sms.server.ts";

export const SMS_FAILED_MESSAGE = "We could not send the code to that number just now. Please check the number and try again in a minute.";

const sha256 = (v: string) => crypto.createHash("sha256").update(v).digest("hex");
const codeHash = (tenantId: number, phone: string, code: string) => sha256(`${tenantId}:${phone}:${code}`);

export type Shopper = { id: string; phone: string };

/**
 * Sends a 6-digit code. Refuses a bad phone (400) and too many codes for one phone (429); a code the
 * SMS provider would not take is withdrawn (it never reached anyone, so it does not count against the
 * phone's limit) and answered 502 with the provider's error for the log.
 */
export async function requestSignInCode(
  db: Db,
  sms: SmsProvider,
  tenant: Tenant,
  rawPhone: string,
  now = new Date(),
): Promise<{ ok: true; phone: string } | { ok: false; status: 400 | 429; error: string } | { ok: false; status: 502; error: string; failure: SmsSendError }> {
  const phone = normalizeAuPhone(rawPhone);
  if (!phone || !phone.startsWith("04")) return { ok: false, status: 400, error: "Please enter a valid Australian mobile number." };
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signInCodes)
    .where(and(eq(signInCodes.tenantId, tenant.id), eq(signInCodes.phone, phone), gte(signInCodes.createdAt, new Date(now.getTime() - CODE_WINDOW_MS))));
  if (Number(recent?.n ?? 0) >= MAX_CODES_PER_WINDOW) return { ok: false, status: 429, error: "Too many codes requested. Please wait a few minutes and try again." };
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const [row] = await db
    .insert(signInCodes)
    .values({ tenantId: tenant.id, phone, codeHash: codeHash(tenant.id, phone, code), expiresAt: new Date(now.getTime() + CODE_TTL_MS), createdAt: now })
    .returning({ id: signInCodes.id });
  try {
    await sms.send({ tenantId: tenant.id, site: tenant.slug, to: phone, body: `${code} is your ${tenant.name} sign-in code. It expires in 5 minutes.` });
  } catch (err) {
    if (!(err instanceof SmsSendError)) throw err;
    await db.delete(signInCodes).where(eq(signInCodes.id, row!.id));
    return { ok: false, status: 502, error: SMS_FAILED_MESSAGE, failure: err };
  }
  return { ok: true, phone };
}

/**
 * Checks a code against the phone's newest unused code. Each wrong guess counts; after
 * MAX_CODE_ATTEMPTS the code is dead even if the right one comes later. On success a new session
 * is created (a fresh token: any session the browser had before is not reused).
 */
export async function verifySignInCode(
  db: Db,
  tenant: Tenant,
  rawPhone: string,
  code: string,
  now = new Date(),
): Promise<{ ok: true; token: string; shopper: Shopper; expiresAt: Date } | { ok: false; status: 400 | 429; error: string }> {
  const phone = normalizeAuPhone(rawPhone);
  if (!phone || !/^\d{6}$/.test(code.trim())) return { ok: false, status: 400, error: "Please enter the 6-digit code we sent you." };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(signInCodes)
      .where(and(eq(signInCodes.tenantId, tenant.id), eq(signInCodes.phone, phone), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)))
      .orderBy(desc(signInCodes.createdAt))
      .limit(1)
      .for("update");
    if (!current) return { ok: false as const, status: 400 as const, error: "That code has expired. Please request a new one." };
    if (current.attempts >= MAX_CODE_ATTEMPTS) return { ok: false as const, status: 429 as const, error: "Too many wrong codes. Please request a new one." };
    const given = Buffer.from(codeHash(tenant.id, phone, code.trim()));
    const expected = Buffer.from(current.codeHash);
    if (!crypto.timingSafeEqual(given, expected)) {
      await tx.update(signInCodes).set({ attempts: current.attempts + 1 }).where(eq(signInCodes.id, current.id));
      const left = MAX_CODE_ATTEMPTS - current.attempts - 1;
      return left > 0
        ? { ok: false as const, status: 400 as const, error: `That code isn't right. You have ${left} ${left === 1 ? "try" : "tries"} left.` }
        : { ok: false as const, status: 429 as const, error: "Too many wrong codes. Please request a new one." };
    }
    await tx.update(signInCodes).set({ usedAt: now }).where(eq(signInCodes.id, current.id));
    await tx.insert(shoppers).values({ id: crypto.randomUUID(), tenantId: tenant.id, phone }).onConflictDoNothing();
    const [shopper] = await tx.select({ id: shoppers.id, phone: shoppers.phone }).from(shoppers).where(and(eq(shoppers.tenantId, tenant.id), eq(shoppers.phone, phone)));
    const token = crypto.randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await tx.insert(sessions).values({ tokenHash: sha256(token), tenantId: tenant.id, shopperId: shopper!.id, expiresAt });
    return { ok: true as const, token, shopper: shopper!, expiresAt };
  });
}

/** The shopper of a session token, for this tenant only. */
export async function shopperForToken(db: Db, tenant: Tenant, token: string | null, now = new Date()): Promise<Shopper | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: shoppers.id, phone: shoppers.phone })
    .from(sessions)
    .innerJoin(shoppers, eq(shoppers.id, sessions.shopperId))
    .where(and(eq(sessions.tokenHash, sha256(token)), eq(sessions.tenantId, tenant.id), gt(sessions.expiresAt, now)));
  return row ?? null;
}

/** The mobile numbers of some of the tenant's shoppers, by shopper id (the console's reservations list). */
export async function shopperPhones(db: Db, tenantId: number, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: shoppers.id, phone: shoppers.phone })
    .from(shoppers)
    .where(and(eq(shoppers.tenantId, tenantId), inArray(shoppers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.phone]));
}

export async function endSession(db: Db, token: string | null): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}

// ---- Cookies ----

export const COOKIE_PLAIN = "fc_session";
/** On HTTPS the cookie is __Host- prefixed: Secure, Path=/, no Domain — it cannot be set by a sibling subdomain. */
export const COOKIE_SECURE = "__Host-fc_session";

export function readSessionToken(request: Request): string | null {
  const header = request.headers.get("cookie") ?? "";
  const secure = new URL(request.url).protocol === "https:";
  const name = secure ? COOKIE_SECURE : COOKIE_PLAIN;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    // A token is what sessionCookie wrote; anything else (a bad escape, another site's junk) is no session, not an error.
    if (k === name) return /^[A-Za-z0-9_-]{16,128}$/.test(v.join("=")) ? v.join("=") : null;
  }
  return null;
}

export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const secure = new URL(request.url).protocol === "https:";
  const name = secure ? COOKIE_SECURE : COOKIE_PLAIN;
  return `${name}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure ? "; Secure" : ""}`;
}

export function clearSessionCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:";
  return `${secure ? COOKIE_SECURE : COOKIE_PLAIN}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}
