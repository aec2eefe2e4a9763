import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { DataDirInUseError, HOLDER_FILE, LOCK_FILE, lockDataDir } from "./data-dir-lock.server.ts";

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), "forecourt-lock-"));

it("refuses a second lock on a directory, naming the holder, until the first is released", () => {
  const d = dir();
  const lock = lockDataDir(d);
  let refused: unknown;
  try {
    lockDataDir(d);
  } catch (err) {
    refused = err;
  }
  expect(refused).toBeInstanceOf(DataDirInUseError);
  expect((refused as Error).message).toContain(`is in use by process ${process.pid} on ${os.hostname()}`);
  lock.release();
  lock.release();
  expect(fs.existsSync(path.join(d, HOLDER_FILE))).toBe(false);
  lockDataDir(d).release();
});

it("is not blocked by the files a dead holder left behind", () => {
  const d = dir();
  fs.writeFileSync(path.join(d, LOCK_FILE), "");
  fs.writeFileSync(path.join(d, HOLDER_FILE), JSON.stringify({ pid: 999_999, host: os.hostname(), since: "2020-01-01T00:00:00.000Z" }));
  const lock = lockDataDir(d);
  expect(JSON.parse(fs.readFileSync(path.join(d, HOLDER_FILE), "utf8")).pid).toBe(process.pid);
  lock.release();
});
