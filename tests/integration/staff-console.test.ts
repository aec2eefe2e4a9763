import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { listDevMail } from "../../app/platform/email.server.ts";
import { inviteStaff, requestPasswordReset, setPasswordWithLink, LINK_INVALID } from "../../app/staff/staff-invitations.server.ts";
import { SIGN_IN_REFUSED, signInStaff } from "../../app/staff/staff-sign-in.server.ts";
import { endAllStaffSessions, staffForSessionToken } from "../../app/staff/staff-sessions.server.ts";
import { changedFields, listAudit, recordAudit } from "../../app/staff/audit-log.server.ts";
import { updateVehicle, upsertStock, VehicleInvalidError } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";

const PASSWORD = "violet kettle harbour 42";
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** The console's doors and records on both engines: invitation → password → session, reset, audit, vehicle edits. */
function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let a: { id: number; name: string };
  let b: { id: number; name: string };
  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DEV_MAILBOX: "1", DATA_DIR: tempDir(), ...engineDb.env }), createLogger("silent"));
    a = { id: (await saveTenant(s.database.db, "console-a", tenantDocumentSchema.parse(tenantDoc("console-a")))).id, name: "Console A" };
    b = { id: (await saveTenant(s.database.db, "console-b", tenantDocumentSchema.parse(tenantDoc("console-b")))).id, name: "Console B" };
  });
  afterAll(async () => {
    await s.close();
    await drop?.();
  });

  it("an invitation emails a single-use link; accepting it sets the password and the account can sign in on its own tenant only", async () => {
    const db = s.database.db;
    const invited = await inviteStaff(db, s.email, a, { email: "Ann@Example.com", name: "Ann", role: "owner" }, "http://console-a.localhost:3000");
    expect(invited.ok).toBe(true);
    if (!invited.ok) return;
    expect(invited.emailError).toBeNull();
    const [mail] = await listDevMail(db, a.id);
    expect(mail).toMatchObject({ to: "ann@example.com", subject: "Your invitation to the Console A dealer console" });
    expect(mail!.text).toContain(invited.link);
    expect(await signInStaff(db, a.id, "ann@example.com", PASSWORD)).toEqual({ ok: false, error: SIGN_IN_REFUSED });

    // A refused password leaves the link usable; a good one uses it up.
    expect(await setPasswordWithLink(db, a.id, tokenOf(invited.link), "invite", "short")).toMatchObject({ ok: false, field: "password" });
    expect(await setPasswordWithLink(db, b.id, tokenOf(invited.link), "invite", PASSWORD)).toEqual({ ok: false, error: LINK_INVALID });
    expect(await setPasswordWithLink(db, a.id, tokenOf(invited.link), "invite", PASSWORD)).toMatchObject({ ok: true });
    expect(await setPasswordWithLink(db, a.id, tokenOf(invited.link), "invite", PASSWORD)).toEqual({ ok: false, error: LINK_INVALID });

    const signedIn = await signInStaff(db, a.id, "ANN@example.com", PASSWORD);
    expect(signedIn.ok).toBe(true);
    if (!signedIn.ok) return;
    expect((await staffForSessionToken(db, a.id, signedIn.token))?.email).toBe("ann@example.com");
    expect(await staffForSessionToken(db, b.id, signedIn.token)).toBeNull();
    expect(await signInStaff(db, b.id, "ann@example.com", PASSWORD)).toEqual({ ok: false, error: SIGN_IN_REFUSED });
    // Each sign-in is a new session; signing out everywhere ends them all.
    const second = await signInStaff(db, a.id, "ann@example.com", PASSWORD);
    expect(second.ok && second.token !== signedIn.token).toBe(true);
    await endAllStaffSessions(db, signedIn.staff.id);
    expect(await staffForSessionToken(db, a.id, signedIn.token)).toBeNull();
    expect(second.ok && (await staffForSessionToken(db, a.id, second.token))).toBeNull();
  });

  it("a reset link sets a new password and ends every session; an unknown address sends nothing", async () => {
    const db = s.database.db;
    const invited = await inviteStaff(db, s.email, a, { email: "ben@example.com", name: "Ben", role: "sales" }, "http://x");
    if (!invited.ok) throw new Error("invite failed");
    await setPasswordWithLink(db, a.id, tokenOf(invited.link), "invite", PASSWORD);
    const session = await signInStaff(db, a.id, "ben@example.com", PASSWORD);
    const before = (await listDevMail(db, a.id)).length;
    await requestPasswordReset(db, s.email, a, "nobody@example.com", "http://x");
    expect((await listDevMail(db, a.id)).length).toBe(before);
    await requestPasswordReset(db, s.email, a, "BEN@example.com", "http://x");
    const [reset] = await listDevMail(db, a.id);
    expect(reset!.subject).toBe("Reset your Console A dealer console password");
    const link = /http:\/\/x\/dealer\/reset-password\?token=\S+/.exec(reset!.text)![0];
    expect(await setPasswordWithLink(db, a.id, tokenOf(link), "invite", "copper lantern meadow 77")).toEqual({ ok: false, error: LINK_INVALID });
    expect(await setPasswordWithLink(db, a.id, tokenOf(link), "reset", "copper lantern meadow 77")).toMatchObject({ ok: true });
    expect(session.ok && (await staffForSessionToken(db, a.id, session.token))).toBeNull();
    expect((await signInStaff(db, a.id, "ben@example.com", PASSWORD)).ok).toBe(false);
    expect((await signInStaff(db, a.id, "ben@example.com", "copper lantern meadow 77")).ok).toBe(true);
  });

  it("the audit log keeps who changed what, newest first, per tenant", async () => {
    const db = s.database.db;
    const actor = { kind: "staff" as const, id: "x", name: "Ann <ann@example.com>" };
    await recordAudit(db, a.id, actor, { action: "vehicle.update", subject: "Vehicle 1", before: { price: 1 }, after: { price: 2 } }, new Date("2026-11-01T00:00:00Z"));
    await recordAudit(db, a.id, { kind: "api_key", id: "k", name: "DMS" }, { action: "vehicle.update", subject: "Vehicle 2" }, new Date("2026-11-02T00:00:00Z"));
    const { rows, total } = await listAudit(db, a.id, { limit: 10, offset: 0 });
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({ actorName: "DMS", subject: "Vehicle 2" });
    expect((await listAudit(db, a.id, { limit: 10, offset: 0, actorKind: "staff" })).rows.every((r) => r.actorKind === "staff")).toBe(true);
    expect((await listAudit(db, b.id, { limit: 10, offset: 0 })).total).toBe(0);
    expect(changedFields({ price: 1, km: 5 }, { price: 2, km: 5 })).toEqual({ before: { price: 1 }, after: { price: 2 } });
  });

  it("updateVehicle changes one vehicle with the operator schema, or nothing", async () => {
    const db = s.database.db;
    const batch = parseStockBatch([{ id: 77, year: 2022, make: "Mazda", model: "CX-5", car_type: "used", created_at: "2026-11-01T09:00:00+10:00", price: 30000 }]);
    if (!batch.ok) throw new Error("bad batch");
    await upsertStock(db, a.id, batch.vehicles);
    const changed = await updateVehicle(db, a.id, 77, (v) => ({ ...v, price: 28990 }));
    expect(changed?.before.price).toBe(30000);
    expect(changed?.after).toMatchObject({ price: 28990, slug: changed?.before.slug });
    await expect(updateVehicle(db, a.id, 77, (v) => ({ ...v, price: -5 }))).rejects.toBeInstanceOf(VehicleInvalidError);
    expect((await updateVehicle(db, a.id, 77, (v) => v))?.before.price).toBe(28990);
    expect(await updateVehicle(db, b.id, 77, (v) => v)).toBeNull();
  });
}

describe("console staff on PGlite", () => suite("pglite"));
describe("console staff on PostgreSQL", () => suite("postgres"));
