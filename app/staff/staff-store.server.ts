import crypto from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { staff, staffTokens } from "../db/schema.ts";

/**
 * The one owner of the `staff` and `staff_tokens` tables (ADR 023, ADR 027). Everything that reads or writes a staff
 * account or its invitation and reset links calls these functions. Times come in as `now` so tests can move the clock.
 */
export type StaffRole = "owner" | "manager" | "sales";
export type StaffStatus = "invited" | "active" | "disabled";
export type Staff = typeof staff.$inferSelect;
export type StaffTokenPurpose = "invite" | "reset";

export const STAFF_ROLES: readonly StaffRole[] = ["owner", "manager", "sales"];
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_OUT_MS = 15 * 60_000;
export const TOKEN_TTL_MS: Record<StaffTokenPurpose, number> = { invite: 24 * 3600_000, reset: 3600_000 };

/** Emails are stored and looked up trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

export type CreateStaffResult = { ok: true; staff: Staff } | { ok: false; error: "email_taken" };

/** A new account, `invited` with no password. Refused when the tenant already has an account with that email. */
export async function createStaff(
  db: Db,
  input: { tenantId: number; email: string; name: string; role: StaffRole; status?: StaffStatus },
  now = new Date(),
): Promise<CreateStaffResult> {
  const rows = await db
    .insert(staff)
    .values({
      id: crypto.randomUUID(),
      tenantId: input.tenantId,
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      status: input.status ?? "invited",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [staff.tenantId, staff.email] })
    .returning();
  return rows[0] ? { ok: true, staff: rows[0] } : { ok: false, error: "email_taken" };
}

export async function findStaffByEmail(db: Db, tenantId: number, email: string): Promise<Staff | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.email, normalizeEmail(email))))
    .limit(1);
  return row ?? null;
}

export async function findStaffById(db: Db, tenantId: number, id: string): Promise<Staff | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)))
    .limit(1);
  return row ?? null;
}

/** Stores a new password hash (from passwords.server.ts); an invited account becomes active, and any lock-out ends. */
export async function setPassword(db: Db, staffId: string, passwordHash: string, now = new Date()): Promise<void> {
  await db
    .update(staff)
    .set({
      passwordHash,
      status: sql`case when ${staff.status} = 'invited' then 'active' else ${staff.status} end`,
      failedSignIns: 0,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(eq(staff.id, staffId));
}

/** True while the account is locked out at `now`. */
export const isLockedOut = (account: Pick<Staff, "lockedUntil">, now = new Date()) => account.lockedUntil !== null && account.lockedUntil > now;

/**
 * Counts one failed sign-in. The fifth in a row locks the account for 15 minutes and starts the count again, so after
 * the lock-out ends another five failures are needed to lock it again. Returns the lock's end, or null.
 */
export async function recordFailedSignIn(db: Db, staffId: string, now = new Date()): Promise<{ lockedUntil: Date | null }> {
  const lockUntil = new Date(now.getTime() + LOCK_OUT_MS);
  const [row] = await db
    .update(staff)
    .set({
      failedSignIns: sql`case when ${staff.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS} then 0 else ${staff.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${staff.failedSignIns} + 1 >= ${MAX_FAILED_SIGN_INS} then ${lockUntil.toISOString()}::timestamptz else ${staff.lockedUntil} end`,
      updatedAt: now,
    })
    .where(eq(staff.id, staffId))
    .returning({ lockedUntil: staff.lockedUntil });
  return { lockedUntil: row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
}

/** After a successful sign-in. */
export async function clearFailedSignIns(db: Db, staffId: string, now = new Date()): Promise<void> {
  await db.update(staff).set({ failedSignIns: 0, lockedUntil: null, updatedAt: now }).where(eq(staff.id, staffId));
}

/**
 * A new invitation (valid 24 h) or password-reset (1 h) link token: 32 random bytes, base64url. Only its SHA-256 is
 * stored; the raw token is returned once, for the email.
 */
export async function issueToken(db: Db, staffId: string, purpose: StaffTokenPurpose, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[purpose]);
  await db.insert(staffTokens).values({ staffId, purpose, tokenHash: sha256(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The account a link token is for, without using the token (to check a new password against the account's email first). */
export async function peekToken(db: Db, raw: string, purpose: StaffTokenPurpose, now = new Date()): Promise<Staff | null> {
  if (!raw || raw.length > 100) return null;
  const [row] = await db
    .select({ staff })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staffId))
    .where(and(eq(staffTokens.tokenHash, sha256(raw)), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .limit(1);
  return row?.staff ?? null;
}

/**
 * Uses a link token: accepted once, before it expires, and only for the purpose it was issued for. Marking it used is
 * one conditional update, so two simultaneous requests cannot both succeed. Returns the staff id, or null.
 */
export async function consumeToken(db: Db, raw: string, purpose: StaffTokenPurpose, now = new Date()): Promise<{ staffId: string } | null> {
  if (!raw || raw.length > 100) return null;
  const [row] = await db
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.tokenHash, sha256(raw)), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .returning({ staffId: staffTokens.staffId });
  return row ? { staffId: row.staffId } : null;
}
