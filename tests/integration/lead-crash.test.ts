import { describe, expect, it } from "vitest";
import { requirePostgres } from "../support/engines.ts";
import { runLeadCrash } from "../support/lead-crash.ts";

// A lead that got a lead_id survives a SIGKILL of the server and is delivered after the restart.
const postgres = await requirePostgres();

describe("lead durability across a SIGKILL", () => {
  it("on PGlite", async () => {
    const f = await runLeadCrash("pglite", 200, 80);
    expect(f.acknowledged).toBeGreaterThanOrEqual(80);
    expect(f.acknowledgedStored).toBe(f.acknowledged);
    expect(f.acknowledgedDelivered).toBe(f.acknowledged);
  }, 120_000);

  it.skipIf(!postgres)("on PostgreSQL", async () => {
    const f = await runLeadCrash("postgres", 200, 80);
    expect(f.acknowledged).toBeGreaterThanOrEqual(80);
    expect(f.acknowledgedStored).toBe(f.acknowledged);
    expect(f.acknowledgedDelivered).toBe(f.acknowledged);
  }, 120_000);
});
