import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for the SMS APIs, speaking their protocols as documented: each checks the path,
 * the Basic credentials and the body, and answers as the real API does (including its error bodies).
 * `refuse` is a set of E.164 numbers the API rejects as invalid; `hang` makes it never answer.
 */
export type SmsApiRequest = { method: string; path: string; authorization: string; contentType: string; body: string };
export type SmsApi = { url: string; received: SmsApiRequest[]; refuse: Set<string>; hang: boolean; close(): Promise<void> };

async function serve(handle: (req: SmsApiRequest, api: SmsApi) => { status: number; body: unknown }): Promise<SmsApi> {
  const api: SmsApi = { url: "", received: [], refuse: new Set(), hang: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const got: SmsApiRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        authorization: req.headers.authorization ?? "",
        contentType: req.headers["content-type"] ?? "",
        body: Buffer.concat(chunks).toString("utf8"),
      };
      api.received.push(got);
      if (api.hang) return; // never answers: the client's timeout must end it
      const answer = handle(got, api);
      res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api.close = () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return api;
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** Twilio: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, 201 {sid, status} or {code, message, more_info, status}. */
export function twilioApi(accountSid: string, authToken: string): Promise<SmsApi> {
  const error = (status: number, code: number, message: string) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });
  return serve((req, api) => {
    if (req.method !== "POST" || req.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) return error(404, 20404, "The requested resource was not found");
    if (req.authorization !== basic(accountSid, authToken)) return error(401, 20003, "Authenticate");
    if (!req.contentType.startsWith("application/x-www-form-urlencoded")) return error(400, 21000, "Unsupported content type");
    const form = new URLSearchParams(req.body);
    const to = form.get("To") ?? "";
    if (!form.get("Body")) return error(400, 21602, "Message body is required.");
    if (!form.get("From") && !form.get("MessagingServiceSid")) return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required to send a message.");
    if (!/^\+\d{8,15}$/.test(to) || api.refuse.has(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    return {
      status: 201,
      body: { sid: `SM${"0".repeat(30)}${String(api.received.length).padStart(2, "0")}`, account_sid: accountSid, to, from: form.get("From"), body: form.get("Body"), status: "queued", error_code: null, error_message: null },
    };
  });
}

/** MessageMedia: POST /v1/messages, JSON {messages: [...]}, 202 {messages: [{message_id, status}]} or 4xx {message, details}. */
export function messageMediaApi(apiKey: string, apiSecret: string): Promise<SmsApi> {
  return serve((req, api) => {
    if (req.method !== "POST" || req.path !== "/v1/messages") return { status: 404, body: { message: "Not found" } };
    if (req.authorization !== basic(apiKey, apiSecret)) return { status: 401, body: { message: "Unauthenticated" } };
    if (!req.contentType.startsWith("application/json")) return { status: 415, body: { message: "Unsupported Media Type" } };
    let payload: { messages?: { content?: string; destination_number?: string; source_number?: string; format?: string }[] };
    try {
      payload = JSON.parse(req.body);
    } catch {
      return { status: 400, body: { message: "Invalid JSON" } };
    }
    const m = payload.messages?.[0];
    if (!m?.content || !m.destination_number) return { status: 400, body: { message: "Invalid request", details: ["messages[0]: content and destination_number are required"] } };
    if (!/^\+\d{8,15}$/.test(m.destination_number) || api.refuse.has(m.destination_number))
      return { status: 400, body: { message: "Invalid number", details: [`destination_number ${m.destination_number} is not a valid number`] } };
    return {
      status: 202,
      body: { messages: [{ message_id: `04fe9a97-a579-43c5-bb1a-58ed29bf0a${String(api.received.length).padStart(2, "0")}`, status: "queued", content: m.content, destination_number: m.destination_number, format: m.format ?? "SMS" }] },
    };
  });
}
