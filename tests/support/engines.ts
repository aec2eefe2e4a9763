import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/**
 * The database engines integration tests run against. PostgreSQL comes from TEST_DATABASE_URL
 * (default: the machine's server on 127.0.0.1:5432, database test). Each suite gets a fresh database.
 * When no server answers, the PostgreSQL suites are skipped with the reason — except under CI=true.
 */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function postgresReachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true };
  } catch (err) {
    return { ok: false, reason: `PostgreSQL not reachable at ${ADMIN_URL}: ${(err as Error).message}` };
  } finally {
    await client.end().catch(() => {});
  }
}

export async function requirePostgres(): Promise<boolean> {
  const r = await postgresReachable();
  if (r.ok) return true;
  if (process.env.CI === "true") throw new Error(`${r.reason} (integration tests must run under CI=true)`);
  console.warn(`SKIPPED PostgreSQL integration tests: ${r.reason}`);
  return false;
}

/** Creates a throwaway database and returns its URL and a drop function. */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `forecourt_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function tempDir(prefix = "forecourt-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * The environment that points a suite at its engine: nothing for PGlite (DATA_DIR's embedded database), a fresh
 * PostgreSQL database for "postgres". `drop` removes that database afterwards (a no-op for PGlite).
 */
export async function engineEnv(engine: "pglite" | "postgres"): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  if (engine === "pglite") return { env: {}, drop: async () => {} };
  const db = await createTestDatabase();
  return { env: { DATABASE_URL: db.url }, drop: db.drop };
}
