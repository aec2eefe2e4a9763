import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devMail } from "../../app/db/schema.ts";
import { DevEmailProvider, EmailSendError, listDevMail } from "../../app/platform/email.server.ts";
import { SmtpEmailProvider } from "../../app/platform/email-smtp.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { engineEnv, requirePostgres, tempDir } from "../support/engines.ts";
import { smtpReceiver } from "../support/receivers.ts";

const FROM = "Bayside Ford <no-reply@bayside.test>";
const message = {
  to: "zebedee.q@example.com",
  subject: "Reset your Bayside Ford password",
  text: "Someone asked to reset the password for this address.\nOpen https://bayside-ford.localhost/reset?t=abc123 within an hour.",
  html: '<p>Open <a href="https://bayside-ford.localhost/reset?t=abc123">this link</a> within an hour.</p>',
  tenantId: 7,
};

async function failure(send: Promise<void>): Promise<EmailSendError> {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EmailSendError);
  const sendError = err as EmailSendError;
  // Neither the address nor the server's reply text (which repeats it) is kept.
  expect(sendError.message).not.toContain("zebedee");
  return sendError;
}

/** Starts an SMTP server with the given options on a free local port. */
async function smtpServer(options: ConstructorParameters<typeof SMTPServer>[0]) {
  const server = new SMTPServer({ disabledCommands: ["STARTTLS"], logger: false, ...options });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.server.address() as net.AddressInfo).port;
  return { port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("SMTP provider against a local SMTP server", () => {
  it("sends From, To, Subject and the text and HTML bodies", async () => {
    const receiver = await smtpReceiver();
    try {
      await new SmtpEmailProvider({ url: receiver.url, from: FROM, timeoutMs: 2_000 }).send(message);
      expect(receiver.messages).toHaveLength(1);
      const got = receiver.messages[0]!;
      expect(got.to).toEqual(["zebedee.q@example.com"]);
      const raw = got.raw.replace(/=\r\n/g, "");
      expect(raw).toMatch(/^From: Bayside Ford <no-reply@bayside\.test>\r$/m);
      expect(raw).toMatch(/^To: zebedee\.q@example\.com\r$/m);
      expect(raw).toMatch(/^Subject: Reset your Bayside Ford password\r$/m);
      expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(raw).toContain("https://bayside-ford.localhost/reset?t=abc123 within an hour.");
      expect(raw).toMatch(/^Content-Type: text\/html/m);
    } finally {
      await receiver.close();
    }
  });

  it("turns a refused recipient into an EmailSendError with the reply code", async () => {
    const server = await smtpServer({
      authOptional: true,
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("5.1.1 <zebedee.q@example.com>: Recipient address rejected"), { responseCode: 550 }));
      },
    });
    try {
      const err = await failure(new SmtpEmailProvider({ url: `smtp://127.0.0.1:${server.port}`, from: FROM, timeoutMs: 2_000 }).send(message));
      expect(err).toMatchObject({ provider: "smtp", responseCode: 550 });
      expect(err.message).toBe("smtp: the server refused the sender or recipient (SMTP 550)");
    } finally {
      await server.close();
    }
  });

  it("sends the credentials in SMTP_URL, and says so when the server refuses them", async () => {
    const server = await smtpServer({
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "right-password") callback(null, { user: "mailer" });
        else callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    try {
      await new SmtpEmailProvider({ url: `smtp://mailer:right-password@127.0.0.1:${server.port}`, from: FROM, timeoutMs: 2_000 }).send(message);
      const err = await failure(new SmtpEmailProvider({ url: `smtp://mailer:wrong@127.0.0.1:${server.port}`, from: FROM, timeoutMs: 2_000 }).send(message));
      expect(err.message).toBe("smtp: the server refused the credentials (SMTP 535)");
      expect(err.message).not.toContain("wrong");
    } finally {
      await server.close();
    }
  });

  it("fails clearly when nothing listens on the port", async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const err = await failure(new SmtpEmailProvider({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 2_000 }).send(message));
    expect(err.message).toBe("smtp: could not reach the server");
  });

  it("gives up after its timeout when the server never greets", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((r) => silent.listen(0, "127.0.0.1", r));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const started = Date.now();
      const err = await failure(new SmtpEmailProvider({ url: `smtp://127.0.0.1:${port}`, from: FROM, timeoutMs: 300 }).send(message));
      expect(err.message).toBe("smtp: no answer within 300 ms");
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });
});

function devMailboxSuite(engine: "pglite" | "postgres") {
  const lines: string[] = [];
  let s: Services;
  let dataDir: string;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    const extra = engineDb.env;
    dataDir = tempDir();
    const capture = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // A production server with DEV_MAILBOX=1 (as the demo and browser tests run): messages also go to /dev/mail.
    s = await createServices(parseEnv({ SEED_DEMO: "0", DATA_DIR: dataDir, DELIVERY_WORKER: "0", DEV_MAILBOX: "1", ...extra }), createLogger("trace", capture));
  });
  afterAll(async () => {
    await s.close();
    await drop?.();
  });

  it("is the default provider; the start-up log names the file and nothing else", async () => {
    expect(s.email).toBeInstanceOf(DevEmailProvider);
    const dev = s.email as DevEmailProvider;
    expect(dev.showsOnWeb).toBe(true);
    expect(dev.outboxFile).toBe(path.join(dataDir, "dev-outbox", "mail.log"));
    expect(lines.join("")).toContain(`EMAIL_PROVIDER=dev: no email is sent; messages are written to ${dev.outboxFile} and shown at /dev/mail`);
  });

  it("stores each message for its site's /dev/mail, newest first, and appends it to a file only the server's user can read", async () => {
    const before = lines.length;
    await s.email.send(message);
    await s.email.send({ ...message, subject: "Second", text: "Second body" });
    await s.email.send({ ...message, tenantId: 8, subject: "Another site's" });
    const listed = await listDevMail(s.database.db, 7);
    expect(listed.map((m) => [m.to, m.subject, m.text])).toEqual([
      ["zebedee.q@example.com", "Second", "Second body"],
      ["zebedee.q@example.com", message.subject, message.text],
    ]);
    expect(listed[1]!.html).toBe(message.html);
    expect(listed[0]!.createdAt).toBeInstanceOf(Date);
    const file = (s.email as DevEmailProvider).outboxFile;
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const text = fs.readFileSync(file, "utf8");
    expect(text).toContain(`To: zebedee.q@example.com\nSubject: ${message.subject}\n\n${message.text}\n`);
    expect(text.match(/^=== /gm)).toHaveLength(3);
    // Sending logs nothing about the message.
    const logged = lines.slice(before).join("");
    for (const personal of ["zebedee", "abc123", "Reset your"]) expect(logged).not.toContain(personal);
  });

  it("keeps messages off the web when the development tools are off, and tightens an outbox left open", async () => {
    const dir = path.join(tempDir(), "dev-outbox");
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.writeFileSync(path.join(dir, "mail.log"), "", { mode: 0o644 });
    const before = await s.database.db.select().from(devMail);
    const dev = new DevEmailProvider(s.database.db, { outboxDir: dir, showOnWeb: false });
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(dev.outboxFile).mode & 0o777).toBe(0o600);
    await dev.send(message);
    expect(fs.readFileSync(dev.outboxFile, "utf8")).toContain(message.text);
    expect(await s.database.db.select().from(devMail)).toHaveLength(before.length);
  });
}

describe("development mailbox on PGlite", () => devMailboxSuite("pglite"));
describe.runIf(await requirePostgres())("development mailbox on PostgreSQL", () => devMailboxSuite("postgres"));

describe("choosing the provider", () => {
  it("EMAIL_PROVIDER=smtp sends through SMTP_URL; a production server's dev provider shows nothing on the web", async () => {
    const receiver = await smtpReceiver();
    const smtp = await createServices(
      parseEnv({ SEED_DEMO: "0", DATA_DIR: tempDir(), DELIVERY_WORKER: "0", EMAIL_PROVIDER: "smtp", SMTP_URL: receiver.url, MAIL_FROM: FROM }),
      createLogger("silent"),
    );
    const prod = await createServices(parseEnv({ SEED_DEMO: "0", DATA_DIR: tempDir(), DELIVERY_WORKER: "0" }), createLogger("silent"));
    try {
      expect(smtp.email).toBeInstanceOf(SmtpEmailProvider);
      await smtp.email.send(message);
      expect(receiver.messages.map((m) => m.to)).toEqual([["zebedee.q@example.com"]]);
      expect(prod.email).toBeInstanceOf(DevEmailProvider);
      expect((prod.email as DevEmailProvider).showsOnWeb).toBe(false);
      await prod.email.send(message);
      expect(await listDevMail(prod.database.db, 7)).toEqual([]);
    } finally {
      await smtp.close();
      await prod.close();
      await receiver.close();
    }
  });
});
