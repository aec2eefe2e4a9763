import { desc, eq } from "drizzle-orm";
import { devMail } from "../db/schema.ts";
import type { Db } from "../db/client.server.ts";
import { appendToDevOutbox, openDevOutbox } from "./dev-outbox.server.ts";

/** One email. `tenantId` names the site it is sent for (its /dev/mail page lists it); platform mail has none. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tenantId?: number | null;
  /** Extra headers (alerts' List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
};

/** Sends email. A failed send throws EmailSendError. */
export interface EmailProvider {
  readonly id: "dev" | "smtp";
  send(message: EmailMessage): Promise<void>;
}

/**
 * A message the provider did not accept (or that never reached it). The message names the provider, what went
 * wrong and the SMTP reply code only: servers echo the recipient's address in their reply text
 * ("550 5.1.1 <someone@example.com>: Recipient address rejected"), so that text is never kept.
 */
export class EmailSendError extends Error {
  readonly provider: string;
  readonly responseCode: number | null;
  constructor(provider: string, reason: string, responseCode: number | null = null) {
    super(`${provider}: ${reason}${responseCode ? ` (SMTP ${responseCode})` : ""}`);
    this.name = "EmailSendError";
    this.provider = provider;
    this.responseCode = responseCode;
  }
}

const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ");

/** How the development provider writes one message to mail.log: a header block, then the text body. */
export function formatOutboxEntry(message: EmailMessage, at: Date): string {
  const site = message.tenantId == null ? "platform" : `tenant ${message.tenantId}`;
  return `=== ${at.toISOString()} · ${site}\nTo: ${oneLine(message.to)}\nSubject: ${oneLine(message.subject)}\n\n${message.text.replace(/\r\n?/g, "\n").trimEnd()}\n\n`;
}

/**
 * The built-in development provider: nothing leaves the machine. Each message is appended to
 * DATA_DIR/dev-outbox/mail.log (directory 0700, file 0600: only whoever runs the server can read the links
 * in it) and, when the development tools are on (not production, or DEV_MAILBOX=1), stored for /dev/mail.
 * Nothing about the message goes to the log.
 */
export class DevEmailProvider implements EmailProvider {
  readonly id = "dev";
  readonly outboxFile: string;
  readonly showsOnWeb: boolean;
  private db: Db;
  constructor(db: Db, options: { outboxDir: string; showOnWeb: boolean }) {
    this.db = db;
    this.showsOnWeb = options.showOnWeb;
    this.outboxFile = openDevOutbox(options.outboxDir, "mail.log");
  }
  async send(message: EmailMessage): Promise<void> {
    await appendToDevOutbox(this.outboxFile, formatOutboxEntry(message, new Date()));
    if (this.showsOnWeb)
      await this.db.insert(devMail).values({ tenantId: message.tenantId ?? null, to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
  }
}

/** The newest messages the development provider stored for this tenant (the /dev/mail page). Owner of `dev_mail` (ADR 023). */
export async function listDevMail(db: Db, tenantId: number, limit = 20) {
  return db.select().from(devMail).where(eq(devMail.tenantId, tenantId)).orderBy(desc(devMail.id)).limit(limit);
}
