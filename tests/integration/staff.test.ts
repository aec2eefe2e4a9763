import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import {
  clearFailedSignIns,
  consumeToken,
  createStaff,
  findStaffByEmail,
  findStaffById,
  isLockedOut,
  issueToken,
  recordFailedSignIn,
  setPassword,
} from "../../app/staff/staff-store.server.ts";
import { staffTokens } from "../../app/db/schema.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";

const MIN = 60_000;

function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let tenantA: number;
  let tenantB: number;
  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    const extra = engineDb.env;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...extra }), createLogger("silent"));
    tenantA = (await saveTenant(s.database.db, "staff-a", tenantDocumentSchema.parse(tenantDoc("staff-a")))).id;
    tenantB = (await saveTenant(s.database.db, "staff-b", tenantDocumentSchema.parse(tenantDoc("staff-b")))).id;
  });
  afterAll(async () => {
    await s.close();
    await drop?.();
  });

  it("keeps emails lower-cased and unique per tenant, the same email allowed on another tenant", async () => {
    const db = s.database.db;
    const first = await createStaff(db, { tenantId: tenantA, email: " Sam.Smith@Dealer.com.au ", name: "Sam Smith", role: "owner" });
    expect(first.ok && first.staff).toMatchObject({ email: "sam.smith@dealer.com.au", status: "invited", passwordHash: null, failedSignIns: 0, role: "owner" });
    expect(await createStaff(db, { tenantId: tenantA, email: "SAM.SMITH@dealer.com.au", name: "Other", role: "sales" })).toEqual({ ok: false, error: "email_taken" });
    const other = await createStaff(db, { tenantId: tenantB, email: "sam.smith@dealer.com.au", name: "Sam at B", role: "sales" });
    expect(other.ok).toBe(true);
    expect((await findStaffByEmail(db, tenantA, "SAM.smith@dealer.com.au"))?.name).toBe("Sam Smith");
    expect((await findStaffByEmail(db, tenantB, "sam.smith@dealer.com.au"))?.name).toBe("Sam at B");
    const id = first.ok ? first.staff.id : "";
    expect((await findStaffById(db, tenantA, id))?.email).toBe("sam.smith@dealer.com.au");
    expect(await findStaffById(db, tenantB, id)).toBeNull();
    expect(await findStaffById(db, tenantA, "not-a-uuid")).toBeNull();
  });

  it("sets a password, which activates an invited account", async () => {
    const db = s.database.db;
    const r = await createStaff(db, { tenantId: tenantA, email: "pat@dealer.com.au", name: "Pat", role: "manager" });
    if (!r.ok) throw new Error("create failed");
    await setPassword(db, r.staff.id, "scrypt$fake");
    expect(await findStaffById(db, tenantA, r.staff.id)).toMatchObject({ status: "active", passwordHash: "scrypt$fake" });
  });

  it("locks an account for 15 minutes after five failed sign-ins", async () => {
    const db = s.database.db;
    const r = await createStaff(db, { tenantId: tenantA, email: "lock@dealer.com.au", name: "Lock", role: "sales", status: "active" });
    if (!r.ok) throw new Error("create failed");
    const t0 = new Date("2026-11-24T01:00:00Z");
    const results = [];
    for (let i = 0; i < 5; i++) results.push((await recordFailedSignIn(db, r.staff.id, new Date(t0.getTime() + i * 1000))).lockedUntil);
    expect(results.slice(0, 4)).toEqual([null, null, null, null]);
    const until = new Date(t0.getTime() + 4000 + 15 * MIN);
    expect(results[4]).toEqual(until);
    const locked = (await findStaffById(db, tenantA, r.staff.id))!;
    expect(isLockedOut(locked, new Date(t0.getTime() + 14 * MIN))).toBe(true);
    expect(isLockedOut(locked, new Date(until.getTime() + 1))).toBe(false);
    // After the lock-out, one more failure does not lock again; five more do.
    const later = new Date(until.getTime() + MIN);
    expect((await recordFailedSignIn(db, r.staff.id, later)).lockedUntil).toBeNull();
    await clearFailedSignIns(db, r.staff.id, later);
    expect(await findStaffById(db, tenantA, r.staff.id)).toMatchObject({ failedSignIns: 0, lockedUntil: null });
    for (let i = 0; i < 4; i++) await recordFailedSignIn(db, r.staff.id, later);
    expect(isLockedOut((await findStaffById(db, tenantA, r.staff.id))!, later)).toBe(false);
    expect((await recordFailedSignIn(db, r.staff.id, later)).lockedUntil).toEqual(new Date(later.getTime() + 15 * MIN));
  });

  it("accepts a link token once, before it expires, and only for its purpose", async () => {
    const db = s.database.db;
    const r = await createStaff(db, { tenantId: tenantA, email: "token@dealer.com.au", name: "Token", role: "sales" });
    if (!r.ok) throw new Error("create failed");
    const now = new Date("2026-11-24T01:00:00Z");
    const invite = await issueToken(db, r.staff.id, "invite", now);
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invite.expiresAt).toEqual(new Date(now.getTime() + 24 * 60 * MIN));
    const stored = await db.select().from(staffTokens);
    expect(stored.some((t) => t.tokenHash === invite.token)).toBe(false);
    expect(await consumeToken(db, invite.token, "reset", now)).toBeNull();
    expect(await consumeToken(db, invite.token, "invite", new Date(now.getTime() + 23 * 60 * MIN))).toEqual({ staffId: r.staff.id });
    expect(await consumeToken(db, invite.token, "invite", new Date(now.getTime() + 23 * 60 * MIN))).toBeNull();

    const reset = await issueToken(db, r.staff.id, "reset", now);
    expect(reset.expiresAt).toEqual(new Date(now.getTime() + 60 * MIN));
    expect(await consumeToken(db, reset.token, "invite", now)).toBeNull();
    expect(await consumeToken(db, reset.token, "reset", new Date(now.getTime() + 61 * MIN))).toBeNull();
    const fresh = await issueToken(db, r.staff.id, "reset", now);
    expect(await consumeToken(db, fresh.token, "reset", new Date(now.getTime() + 59 * MIN))).toEqual({ staffId: r.staff.id });
    expect(await consumeToken(db, "", "reset", now)).toBeNull();
    expect(await consumeToken(db, "made-up-token", "reset", now)).toBeNull();
  });
}

describe("staff accounts on PGlite", () => suite("pglite"));
const postgres = await requirePostgres();
describe.skipIf(!postgres)("staff accounts on PostgreSQL", () => suite("postgres"));
