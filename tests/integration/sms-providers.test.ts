import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestSignInCode, SMS_FAILED_MESSAGE, verifySignInCode } from "../../app/accounts/accounts.server.ts";
import { MessageMediaSmsProvider } from "../../app/accounts/sms-messagemedia.server.ts";
import { TwilioSmsProvider } from "../../app/accounts/sms-twilio.server.ts";
import { DevSmsProvider, SmsSendError } from "../../app/accounts/sms.server.ts";
import { devSms } from "../../app/db/schema.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { tempDir } from "../support/engines.ts";
import { tenantDoc } from "../support/fixtures.ts";
import { messageMediaApi, twilioApi, type SmsApi } from "../support/sms-apis.ts";

const SID = "AC0123456789abcdef0123456789abcdef";
const TOKEN = "twilio-auth-token-0123";
const message = { tenantId: 1, site: "sms-motors", to: "0491570156", body: "123456 is your SMS Motors sign-in code. It expires in 5 minutes." };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

async function failure(send: Promise<void>): Promise<SmsSendError> {
  const err = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe("Twilio provider against a local Messages API", () => {
  let api: SmsApi;
  beforeAll(async () => {
    api = await twilioApi(SID, TOKEN);
  });
  afterAll(() => api.close());
  const twilio = (extra: Partial<ConstructorParameters<typeof TwilioSmsProvider>[0]> = {}) =>
    new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: "+61491570006", apiUrl: api.url, timeoutMs: 2_000, ...extra });

  it("posts To (E.164), From and Body, form-encoded, with the account's Basic credentials", async () => {
    api.received.length = 0;
    await twilio().send(message);
    expect(api.received).toHaveLength(1);
    const got = api.received[0]!;
    expect(got.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(got.authorization).toBe(basic(SID, TOKEN));
    expect(got.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(got.body))).toEqual({ To: "+61491570156", From: "+61491570006", Body: message.body });
  });

  it("sends through a messaging service instead of a From number", async () => {
    api.received.length = 0;
    await twilio({ from: undefined, messagingServiceSid: "MG0123456789abcdef0123456789abcdef" }).send(message);
    const form = new URLSearchParams(api.received[0]!.body);
    expect(form.get("MessagingServiceSid")).toBe("MG0123456789abcdef0123456789abcdef");
    expect(form.has("From")).toBe(false);
  });

  it("turns Twilio's error answer into an SmsSendError with its code, without the number it echoes", async () => {
    api.refuse.add("+61491570157");
    const err = await failure(twilio().send({ ...message, to: "0491570157" }));
    expect(err).toMatchObject({ provider: "twilio", status: 400, providerCode: "21211" });
    expect(err.message).toBe("twilio: message refused (HTTP 400, error 21211)");
    expect(err.message).not.toMatch(/491\s?570\s?157/);
  });

  it("refuses with wrong credentials (401, 20003)", async () => {
    const err = await failure(twilio({ authToken: "wrong" }).send(message));
    expect(err).toMatchObject({ status: 401, providerCode: "20003" });
  });

  it("gives up after its timeout when the API does not answer", async () => {
    api.hang = true;
    try {
      const started = Date.now();
      const err = await failure(twilio({ timeoutMs: 300 }).send(message));
      expect(err.message).toBe("twilio: no answer within 300 ms");
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      api.hang = false;
    }
  });

  it("reports an unreachable API as a send failure", async () => {
    const err = await failure(twilio({ apiUrl: "http://127.0.0.1:9" }).send(message));
    expect(err.message).toBe("twilio: could not reach the API");
  });
});

describe("MessageMedia provider against a local Messages API", () => {
  let api: SmsApi;
  beforeAll(async () => {
    api = await messageMediaApi("mm-key", "mm-secret");
  });
  afterAll(() => api.close());
  const mm = (extra: Partial<ConstructorParameters<typeof MessageMediaSmsProvider>[0]> = {}) =>
    new MessageMediaSmsProvider({ apiKey: "mm-key", apiSecret: "mm-secret", apiUrl: api.url, timeoutMs: 2_000, ...extra });

  it("posts one JSON message with the key and secret as Basic credentials", async () => {
    api.received.length = 0;
    await mm({ from: "SMSMotors" }).send(message);
    const got = api.received[0]!;
    expect(got.path).toBe("/v1/messages");
    expect(got.authorization).toBe(basic("mm-key", "mm-secret"));
    expect(got.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(got.body)).toEqual({ messages: [{ content: message.body, destination_number: "+61491570156", format: "SMS", source_number: "SMSMotors" }] });
  });

  it("leaves the sender to MessageMedia's pool when none is configured", async () => {
    api.received.length = 0;
    await mm().send(message);
    expect(JSON.parse(api.received[0]!.body).messages[0]).not.toHaveProperty("source_number");
  });

  it("turns a refusal or bad credentials into an SmsSendError without the number", async () => {
    api.refuse.add("+61491570158");
    const refused = await failure(mm().send({ ...message, to: "0491570158" }));
    expect(refused).toMatchObject({ provider: "messagemedia", status: 400 });
    expect(refused.message).not.toMatch(/491\s?570\s?158/);
    expect(await failure(mm({ apiSecret: "wrong" }).send(message))).toMatchObject({ status: 401 });
  });
});

describe("sign-in through a real provider, and the development provider", () => {
  let api: SmsApi;
  let s: Services;
  beforeAll(async () => {
    api = await twilioApi(SID, TOKEN);
    s = await createServices(
      parseEnv({
        SEED_DEMO: "0",
        DATA_DIR: tempDir(),
        DELIVERY_WORKER: "0",
        SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM: "+61491570006",
        TWILIO_API_URL: api.url,
      }),
      createLogger("silent"),
    );
  });
  afterAll(async () => {
    await s.close();
    await api.close();
  });

  it("texts the code through the API; it signs the shopper in", async () => {
    const { id } = await saveTenant(s.database.db, "twilio-motors", tenantDocumentSchema.parse(tenantDoc("Twilio Motors")));
    await s.changed({ tenant: "twilio-motors", kind: "tenant" });
    const tenant = s.tenants.get("twilio-motors")!;
    expect(tenant.id).toBe(id);
    api.received.length = 0;
    expect(await requestSignInCode(s.database.db, s.sms, tenant, "0491 570 156")).toEqual({ ok: true, phone: "0491570156" });
    const sms = new URLSearchParams(api.received[0]!.body);
    expect(sms.get("To")).toBe("+61491570156");
    const code = /^(\d{6}) is your Twilio Motors sign-in code/.exec(sms.get("Body") ?? "")?.[1];
    expect(code).toBeDefined();
    expect(await verifySignInCode(s.database.db, tenant, "0491570156", code!)).toMatchObject({ ok: true });
    // A real provider keeps nothing for /dev/sms.
    expect(await s.database.db.select().from(devSms)).toEqual([]);
  });

  it("answers a refused send with a clear message, and an undelivered code does not use up the phone's limit", async () => {
    await saveTenant(s.database.db, "refused-motors", tenantDocumentSchema.parse(tenantDoc("Refused Motors")));
    await s.changed({ tenant: "refused-motors", kind: "tenant" });
    const tenant = s.tenants.get("refused-motors")!;
    api.refuse.add("+61491570159");
    for (let i = 0; i < 4; i++) {
      const sent = await requestSignInCode(s.database.db, s.sms, tenant, "0491570159");
      expect(sent).toMatchObject({ ok: false, status: 502, error: SMS_FAILED_MESSAGE });
    }
    api.refuse.delete("+61491570159");
    expect(await requestSignInCode(s.database.db, s.sms, tenant, "0491570159")).toMatchObject({ ok: true });
  });

  it("appends each message to a file only the server's user can read, and keeps it off the web unless told", async () => {
    const dir = path.join(tempDir(), "dev-outbox");
    const dev = new DevSmsProvider(s.database.db, { outboxDir: dir, showOnWeb: false });
    await dev.send(message);
    await dev.send({ ...message, body: "second\nline" });
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(dev.outboxFile).mode & 0o777).toBe(0o600);
    const lines = fs.readFileSync(dev.outboxFile, "utf8").trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\tsms-motors\\t0491570156\\t${message.body}$`));
    expect(lines[1]!.endsWith("\tsecond line")).toBe(true);
    expect(await s.database.db.select().from(devSms)).toEqual([]);
    // A directory left open by an earlier run is tightened on start.
    fs.chmodSync(dir, 0o755);
    fs.chmodSync(dev.outboxFile, 0o644);
    const again = new DevSmsProvider(s.database.db, { outboxDir: dir, showOnWeb: true });
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(again.outboxFile).mode & 0o777).toBe(0o600);
    await again.send({ ...message, tenantId: s.tenants.get("twilio-motors")!.id });
    expect(await s.database.db.select().from(devSms)).toHaveLength(1);
  });
});
