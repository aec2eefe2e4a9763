import { performance } from "node:perf_hooks";
import { openDatabase, type Database } from "../../app/db/client.server.ts";
import { createTestDatabase, postgresReachable } from "../../tests/support/engines.ts";
import { median } from "./median.ts";

export { median };

/** Median milliseconds of `runs` calls after `warmup` unmeasured ones. */
export async function timeMedian(fn: () => Promise<unknown>, runs: number, warmup = 2): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    xs.push(performance.now() - start);
  }
  return median(xs);
}

/**
 * Runs `body` once per named engine on a fresh database: "pglite" in memory, "postgres" a throwaway database on the
 * machine's server (skipped with a warning when none answers). Each database is closed (and dropped) afterwards.
 */
export async function eachEngine(engines: string[], body: (engine: string, database: Database) => Promise<void>): Promise<void> {
  for (const engine of engines) {
    let database: Database;
    let drop = async () => {};
    if (engine === "postgres") {
      const ok = await postgresReachable();
      if (!ok.ok) {
        console.warn(`skipping PostgreSQL: ${ok.reason}`);
        continue;
      }
      const created = await createTestDatabase();
      drop = created.drop;
      database = await openDatabase({ databaseUrl: created.url });
    } else if (engine === "pglite") database = await openDatabase({ dataDir: null });
    else continue;
    try {
      await body(engine, database);
    } finally {
      await database.close();
      await drop();
    }
  }
}
