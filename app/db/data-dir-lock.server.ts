import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * One process per data directory: two PGlite instances on one pgdata corrupt it. The lock is a kernel lock (fcntl,
 * taken through SQLite's file locking in Node's built-in node:sqlite) on DATA_DIR/forecourt.lock, so the kernel
 * drops it the moment its holder dies, SIGKILL included: no stale lock to detect, no pid reuse to guess about, and
 * it holds across containers sharing a volume. The lock file stays (deleting it would let two processes lock two
 * different files); DATA_DIR/forecourt.pid only says who holds the lock, for the message a second process prints.
 */
export const LOCK_FILE = "forecourt.lock";
export const HOLDER_FILE = "forecourt.pid";

export type LockHolder = { pid: number; host: string; since: string };

export class DataDirInUseError extends Error {
  readonly holder: LockHolder | null;
  constructor(dataDir: string, holder: LockHolder | null) {
    const who = holder ? `process ${holder.pid} on ${holder.host} (since ${holder.since})` : "another process";
    super(
      `DATA_DIR ${dataDir} is in use by ${who}: two servers on one embedded database corrupt it. ` +
        `Stop that process first, or give this one its own DATA_DIR.`,
    );
    this.name = "DataDirInUseError";
    this.holder = holder;
  }
}

export interface DataDirLock {
  /** Releases the lock (idempotent); the next process on this directory can open it. */
  release(): void;
}

const SQLITE_BUSY = 5;

/** Takes the lock on dataDir (which must exist) or throws DataDirInUseError naming the holder; never waits. */
export function lockDataDir(dataDir: string): DataDirLock {
  const holderPath = path.join(dataDir, HOLDER_FILE);
  let handle: DatabaseSync;
  try {
    handle = new DatabaseSync(path.join(dataDir, LOCK_FILE), { timeout: 0 });
  } catch (err) {
    throw new Error(`Cannot lock DATA_DIR ${dataDir}: ${(err as Error).message}`, { cause: err });
  }
  try {
    // No journal file; the exclusive lock is taken at BEGIN and held until the handle closes (or the process dies).
    handle.exec("PRAGMA journal_mode=OFF; PRAGMA locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE");
  } catch (err) {
    handle.close();
    if (((err as { errcode?: number }).errcode ?? 0) % 256 === SQLITE_BUSY) throw new DataDirInUseError(dataDir, readHolder(holderPath));
    throw new Error(`Cannot lock DATA_DIR ${dataDir}: ${(err as Error).message}`, { cause: err });
  }
  const holder: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  const temp = `${holderPath}.${process.pid}`;
  fs.writeFileSync(temp, `${JSON.stringify(holder)}\n`);
  fs.renameSync(temp, holderPath);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      fs.rmSync(holderPath, { force: true });
      handle.close();
    },
  };
}

function readHolder(file: string): LockHolder | null {
  try {
    const h = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockHolder>;
    return typeof h.pid === "number" ? { pid: h.pid, host: String(h.host ?? "?"), since: String(h.since ?? "?") } : null;
  } catch {
    return null; // the holder is between taking the lock and writing this file, or the file was removed by hand
  }
}
