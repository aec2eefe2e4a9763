import path from "node:path";
import fs from "node:fs";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";
import { lockDataDir, type DataDirLock } from "./data-dir-lock.server.ts";
import type { ListenEvents } from "./listener.server.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /**
   * Subscribe to a NOTIFY channel; every process on the same database hears it. On PostgreSQL the subscription survives
   * a dropped connection (see ChannelListener); `events.resubscribed` then says notifications may have been missed.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Gathers the query planner's statistics where nothing else does. PGlite runs no autovacuum, so it never has any:
   * the planner then guesses one row per index condition and, for the home page's latest arrivals, sorted every car's
   * document instead of reading the newest eight from their index (126 ms against 0.3 ms at 1,400 cars, issue 15).
   * Called once at start-up, after the demo seed; ~0.8 s on the demo database. PostgreSQL's autovacuum keeps its own.
   */
  refreshStatistics(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions = { databaseUrl?: string | null; dataDir?: string | null; migrationsDir?: string };

const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");
/** Serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK = 727_001;

/** True when the query succeeds: a health check that never throws. */
async function answers(query: () => Promise<unknown>): Promise<boolean> {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite
 * persisted under dataDir (in memory when dataDir is null). Migrates before returning.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  return options.databaseUrl ? openPostgres(options.databaseUrl, migrationsFolder) : openPglite(options.dataDir ?? null, migrationsFolder);
}

async function openPglite(dataDir: string | null, migrationsFolder: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let lock: DataDirLock | null = null;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Before anything touches pgdata: a second process on the same directory stops here.
    lock = lockDataDir(dataDir);
  }
  const client = dataDir ? new PGlite(path.join(dataDir, "pgdata")) : new PGlite();
  try {
    await client.waitReady;
    await migrate(drizzle(client), { migrationsFolder });
  } catch (err) {
    if (!client.closed) await client.close().catch(() => {});
    lock?.release();
    throw err;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    kind: "pglite",
    db,
    async listen(channel, onPayload) {
      await client.listen(channel, onPayload);
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    ping: () => answers(() => client.query("select 1")),
    async refreshStatistics() {
      await client.query("analyze");
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  const pg = (await import("pg")).default;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {
    /* idle client errors are retried by the pool; readiness reports the state */
  });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(lockClient), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  const { ChannelListener } = await import("./listener.server.ts");
  const listeners = new Map<string, InstanceType<typeof ChannelListener>>();
  return {
    kind: "postgres",
    db,
    async listen(channel, onPayload, events) {
      // One connection per channel: a second subscription would be a second connection and a second handler.
      if (listeners.has(channel)) throw new Error(`already listening on ${channel}`);
      const listener = new ChannelListener(url, channel, onPayload, events);
      listeners.set(channel, listener);
      await listener.start().catch((err) => {
        listeners.delete(channel);
        throw err;
      });
    },
    async notify(channel, payload) {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    ping: () => answers(() => pool.query("select 1")),
    // Autovacuum's analyze keeps the statistics.
    refreshStatistics: async () => {},
    async close() {
      await Promise.all([...listeners.values()].map((l) => l.stop()));
      await pool.end();
    },
  };
}
