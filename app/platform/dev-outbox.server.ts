import fs from "node:fs";
import path from "node:path";

/**
 * The development providers' file under DATA_DIR/dev-outbox (sms.log, mail.log): directory 0700, file 0600, so only
 * whoever runs the server can read the codes and links in it. An existing directory or file keeps its mode on
 * mkdir/open, so both are tightened on every start. Returns the file's path; append with `appendToDevOutbox`.
 */
export function openDevOutbox(outboxDir: string, fileName: string): string {
  const file = path.join(outboxDir, fileName);
  fs.mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(outboxDir, 0o700);
  fs.closeSync(fs.openSync(file, "a", 0o600));
  fs.chmodSync(file, 0o600);
  return file;
}

export function appendToDevOutbox(file: string, entry: string): Promise<void> {
  return fs.promises.appendFile(file, entry, { mode: 0o600 });
}
