import nodemailer, { type Transporter } from "nodemailer";
import { EmailSendError, type EmailMessage, type EmailProvider } from "./email.server.ts";

export type SmtpOptions = {
  /** smtp://user:pass@host:587 or smtps://…:465 (SMTP_URL). */
  url: string;
  /** The From header (MAIL_FROM). */
  from: string;
  /** Longest wait for the connection, the greeting and each reply (EMAIL_TIMEOUT_MS). */
  timeoutMs: number;
};

/** What nodemailer's SMTP transport puts on a failed send. */
type SmtpError = { code?: string; responseCode?: number; command?: string };

/**
 * Turns a nodemailer failure into an EmailSendError that names what happened and the SMTP reply code, never the
 * server's reply text (it repeats the recipient's address) nor the credentials in the URL.
 */
export function smtpFailure(err: unknown, timeoutMs: number): EmailSendError {
  const e = (err && typeof err === "object" ? err : {}) as SmtpError;
  const code = typeof e.responseCode === "number" ? e.responseCode : null;
  switch (e.code) {
    case "ETIMEDOUT":
      return new EmailSendError("smtp", `no answer within ${timeoutMs} ms`);
    case "ECONNECTION":
    case "ESOCKET":
    case "EDNS":
    case "ETLS":
      return code ? new EmailSendError("smtp", "connection refused by the server", code) : new EmailSendError("smtp", "could not reach the server");
    case "EAUTH":
      return new EmailSendError("smtp", "the server refused the credentials", code);
    case "EENVELOPE":
      return new EmailSendError("smtp", "the server refused the sender or recipient", code);
    case "EMESSAGE":
      return new EmailSendError("smtp", "the server refused the message", code);
    default:
      return new EmailSendError("smtp", code ? "the server refused the message" : "send failed", code);
  }
}

/**
 * Email through the SMTP server SMTP_URL names (nodemailer; STARTTLS when the server offers it, smtps:// for TLS from
 * the start). One connection per message, no retry: the caller decides what a failure means (ask the user to try
 * again, or retry later from its own outbox).
 */
export class SmtpEmailProvider implements EmailProvider {
  readonly id = "smtp";
  private options: SmtpOptions;
  private transport: Transporter;
  constructor(options: SmtpOptions) {
    this.options = options;
    this.transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }
  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.options.from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    } catch (err) {
      throw smtpFailure(err, this.options.timeoutMs);
    }
  }
  close() {
    this.transport.close();
  }
}
