import { desc, eq } from "drizzle-orm";
import { devSms } from "../db/schema.ts";
import type { Db } from "../db/client.server.ts";
import { appendToDevOutbox, openDevOutbox } from "../platform/dev-outbox.server.ts";

/** One text message. `to` is an Australian number in national form (0412345678); `site` is the tenant's slug. */
export type SmsMessage = { tenantId: number; site: string; to: string; body: string };

/** Sends text messages. A failed send throws SmsSendError. */
export interface SmsProvider {
  readonly id: "dev" | "twilio" | "messagemedia";
  send(message: SmsMessage): Promise<void>;
}

/**
 * A message the provider did not accept (or that never reached it). The message names the provider,
 * the HTTP status and the provider's error code only: providers echo the phone number in their own
 * error text ("The 'To' number +61… is not valid"), so that text is never kept.
 */
export class SmsSendError extends Error {
  readonly provider: string;
  readonly status: number | null;
  readonly providerCode: string | null;
  constructor(provider: string, reason: string, details: { status?: number | null; providerCode?: string | number | null } = {}) {
    const status = details.status ?? null;
    const providerCode = details.providerCode === undefined || details.providerCode === null ? null : String(details.providerCode).slice(0, 40);
    super(`${provider}: ${reason}${status ? ` (HTTP ${status}${providerCode ? `, error ${providerCode}` : ""})` : ""}`);
    this.name = "SmsSendError";
    this.provider = provider;
    this.status = status;
    this.providerCode = providerCode;
  }
}

export const basicAuth = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/**
 * POSTs to an SMS API with a timeout and reads its JSON answer. Network failures, timeouts and
 * non-2xx answers become SmsSendError (with the provider's error code when its body has one).
 */
export async function postToSmsApi(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
  errorCode: (body: Record<string, unknown>) => unknown,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", headers: { accept: "application/json", ...init.headers }, body: init.body, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
  } catch (err) {
    const timedOut = (err as Error).name === "TimeoutError";
    throw new SmsSendError(provider, timedOut ? `no answer within ${timeoutMs} ms` : "could not reach the API");
  }
  const text = await res.text().catch(() => "");
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (!res.ok) throw new SmsSendError(provider, "message refused", { status: res.status, providerCode: errorCode(body) as string | number | null });
  return body;
}

/**
 * The built-in development provider: nothing leaves the machine. Each message is appended to
 * DATA_DIR/dev-outbox/sms.log (directory 0700, file 0600: only whoever runs the server can read the
 * codes) and, when the development tools are on (not production, or DEV_MAILBOX=1), stored for /dev/sms.
 * Nothing about the message goes to the log.
 */
export class DevSmsProvider implements SmsProvider {
  readonly id = "dev";
  readonly outboxFile: string;
  readonly showsOnWeb: boolean;
  private db: Db;
  constructor(db: Db, options: { outboxDir: string; showOnWeb: boolean }) {
    this.db = db;
    this.showsOnWeb = options.showOnWeb;
    this.outboxFile = openDevOutbox(options.outboxDir, "sms.log");
  }
  async send(message: SmsMessage): Promise<void> {
    const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ");
    await appendToDevOutbox(this.outboxFile, `${new Date().toISOString()}\t${oneLine(message.site)}\t${message.to}\t${oneLine(message.body)}\n`);
    if (this.showsOnWeb) await this.db.insert(devSms).values({ tenantId: message.tenantId, to: message.to, body: message.body });
  }
}

/** The newest messages the development provider stored for this tenant (the /dev/sms page). Owner of `dev_sms` (ADR 023). */
export async function listDevSms(db: Db, tenantId: number, limit = 20) {
  return db.select().from(devSms).where(eq(devSms.tenantId, tenantId)).orderBy(desc(devSms.id)).limit(limit);
}
