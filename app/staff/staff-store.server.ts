import crypto from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
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

/** A person's lead alerts: their mobile number (national form, or null) and whether leads are texted to it. */
export async function setLeadAlerts(db: Db, tenantId: number, staffId: string, alerts: { phone: string | null; leadSms: boolean }, now = new Date()): Promise<void> {
  await db
    .update(staff)
    .set({ phone: alerts.phone, leadSms: alerts.leadSms && alerts.phone !== null, updatedAt: now })
    .where(and(eq(staff.tenantId, tenantId), eq(staff.id, staffId)));
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

const STATUS_ORDER = sql`case ${staff.status} when 'active' then 0 when 'invited' then 1 else 2 end`;

/** The tenant's staff: active first, then invited, then disabled; by name within each. */
export async function listStaff(db: Db, tenantId: number): Promise<Staff[]> {
  return db.select().from(staff).where(eq(staff.tenantId, tenantId)).orderBy(STATUS_ORDER, asc(sql`lower(${staff.name})`), asc(staff.email));
}

export type StaffChange = { role?: StaffRole; status?: "active" | "disabled" };
export type ChangeStaffResult = { ok: true; before: Staff; after: Staff } | { ok: false; error: "not_found" | "last_owner" | "not_accepted" };

/**
 * Changes a staff member's role or status (the console's staff page). A tenant always keeps an active owner: taking
 * the role or the access of the last one is refused. The tenant's active owners are locked for the change, so two
 * owners demoting each other at the same moment cannot both succeed. An invitation not yet accepted cannot be
 * enabled (it becomes active when its password is set) but can be disabled, which stops its link working; enabled
 * again, it is an invitation again.
 */
export async function changeStaff(db: Db, tenantId: number, id: string, change: StaffChange, now = new Date()): Promise<ChangeStaffResult> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, error: "not_found" };
  return db.transaction(async (tx) => {
    const owners = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.tenantId, tenantId), eq(staff.role, "owner"), eq(staff.status, "active")))
      .for("update");
    const [before] = await tx
      .select()
      .from(staff)
      .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)))
      .for("update");
    if (!before) return { ok: false, error: "not_found" } as const;
    if (change.status === "active" && before.status === "invited") return { ok: false, error: "not_accepted" } as const;
    const role = change.role ?? before.role;
    // Enabling someone who never chose a password gives the invitation back, not an account without one.
    const status = change.status === "active" && before.passwordHash === null ? "invited" : (change.status ?? before.status);
    const wasActiveOwner = before.role === "owner" && before.status === "active";
    const staysActiveOwner = role === "owner" && status === "active";
    if (wasActiveOwner && !staysActiveOwner && owners.length <= 1) return { ok: false, error: "last_owner" } as const;
    if (role === before.role && status === before.status) return { ok: true, before, after: before } as const;
    const [after] = await tx
      .update(staff)
      .set({ role, status, updatedAt: now })
      .where(and(eq(staff.tenantId, tenantId), eq(staff.id, id)))
      .returning();
    return { ok: true, before, after: after! } as const;
  });
}
