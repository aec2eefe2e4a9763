/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies in tests are whatever the server sent */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

/** A local webhook receiver whose behaviour the test controls (fail, go down, come back). */
export async function webhookReceiver(decide: (n: number, r: Received) => number = () => 200) {
  const received: Received[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const r = { headers: req.headers, body, at: Date.now() };
      const status = decide(n++, r);
      if (status >= 200 && status < 300) received.push(r);
      res.writeHead(status, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    attempts: () => n,
    async down() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
    async up() {
      await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
    },
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  };
}

/** A local SMTP server that keeps what it receives. */
export async function smtpReceiver() {
  const messages: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c) => (raw += c));
      stream.on("end", () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((r) => server.close(() => r(undefined))) };
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, stepMs = 25): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** An HTTP request with a chosen Host header (fetch refuses to set Host). */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; headers: { get(name: string): string | null }; json(): Promise<any>; text(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      let data = "";
      res.setEncoding("utf8");
      res.on("data", (c) => (data += c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null },
          json: async () => JSON.parse(data),
          text: async () => data,
        }),
      );
    });
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}
