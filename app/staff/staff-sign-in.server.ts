import type { Db } from "../db/client.server.ts";
import { hashPassword, needsRehash, verifyPassword } from "./passwords.server.ts";
import { createStaffSession } from "./staff-sessions.server.ts";
import { clearFailedSignIns, findStaffByEmail, isLockedOut, recordFailedSignIn, setPassword, type Staff } from "./staff-store.server.ts";

/**
 * Console sign-in by email and password (ADR 028). An unknown email, a wrong password, a disabled account and a
 * locked-out account all get the same answer after the same work (a password hash is always computed), so the form
 * tells no one which emails have accounts. Five failures in a row lock the account for 15 minutes.
 */
export const SIGN_IN_REFUSED = "That email and password don't match an account here, or the account is locked for 15 minutes after 5 wrong tries.";

export type StaffSignIn = { ok: true; staff: Staff; token: string; expiresAt: Date } | { ok: false; error: string };

export async function signInStaff(db: Db, tenantId: number, email: string, password: string, now = new Date()): Promise<StaffSignIn> {
  const account = await findStaffByEmail(db, tenantId, email);
  const usable = account && account.status === "active" && !isLockedOut(account, now) ? account : null;
  const matches = await verifyPassword(password, usable?.passwordHash);
  if (!usable || !matches) {
    if (usable) await recordFailedSignIn(db, usable.id, now);
    return { ok: false, error: SIGN_IN_REFUSED };
  }
  await clearFailedSignIns(db, usable.id, now);
  if (usable.passwordHash && needsRehash(usable.passwordHash)) await setPassword(db, usable.id, await hashPassword(password), now);
  const session = await createStaffSession(db, usable, now);
  return { ok: true, staff: usable, ...session };
}
