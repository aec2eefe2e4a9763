import crypto from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { staffSessions } from "../db/schema.ts";
import { findStaffById, type Staff } from "./staff-store.server.ts";

/**
 * The one owner of `staff_sessions` (ADR 028): console sessions. A session belongs to one staff member of one tenant;
 * the cookie carries 32 random bytes and only their SHA-256 is stored. A session of a disabled account, or presented
 * on another tenant's host, is no session.
 */
export const STAFF_SESSION_TTL_MS = 12 * 3600_000;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** A new session with a new token (never a token the browser had before). */
export async function createStaffSession(db: Db, account: Pick<Staff, "id" | "tenantId">, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  // Expired sessions of this account go as a new one starts: the table never grows with old rows.
  await db.delete(staffSessions).where(and(eq(staffSessions.staffId, account.id), lt(staffSessions.expiresAt, now)));
  await db.insert(staffSessions).values({ tokenHash: sha256(token), staffId: account.id, tenantId: account.tenantId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The active staff member of a session token, on this tenant only. */
export async function staffForSessionToken(db: Db, tenantId: number, token: string | null, now = new Date()): Promise<Staff | null> {
  if (!token) return null;
  const [session] = await db
    .select({ staffId: staffSessions.staffId })
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, sha256(token)), eq(staffSessions.tenantId, tenantId), gt(staffSessions.expiresAt, now)))
    .limit(1);
  const account = session ? await findStaffById(db, tenantId, session.staffId) : null;
  return account?.status === "active" ? account : null;
}

export async function endStaffSession(db: Db, token: string | null): Promise<void> {
  if (token) await db.delete(staffSessions).where(eq(staffSessions.tokenHash, sha256(token)));
}

/** Signs an account out everywhere: every session of it, on every device. */
export async function endAllStaffSessions(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}
