import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("applies defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir.endsWith("/data")).toBe(true);
  });

  it("lists the dealer sites on the bare host only where the demo is seeded, unless told", () => {
    expect(parseEnv({}).platformDirectory).toBe(true);
    expect(parseEnv({ SEED_DEMO: "0" }).platformDirectory).toBe(false);
    expect(parseEnv({ SEED_DEMO: "0", PLATFORM_DIRECTORY: "1" }).platformDirectory).toBe(true);
    expect(parseEnv({ PLATFORM_DIRECTORY: "0" }).platformDirectory).toBe(false);
  });

  it("reads SEED_DEMO=0 and a postgres URL", () => {
    const env = parseEnv({ SEED_DEMO: "0", DATABASE_URL: "postgres://localhost/test" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBe("postgres://localhost/test");
  });

  it("fails with a readable message naming every bad variable", () => {
    expect(() => parseEnv({ PORT: "abc", DATABASE_URL: "mysql://x", ADMIN_TOKEN: "short" })).toThrowError(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}ADMIN_TOKEN: must be at least 16 characters/,
    );
  });

  it("refuses an ADMIN_TOKEN that would read as a tenant API key", () => {
    expect(() => parseEnv({ ADMIN_TOKEN: "fck_0123456789abcdef" })).toThrowError(/ADMIN_TOKEN: must not start with fck_/);
    expect(parseEnv({ ADMIN_TOKEN: "my-fck_0123456789" }).ADMIN_TOKEN).toBe("my-fck_0123456789");
  });

  it("trusts no proxy by default and refuses a TRUST_PROXY it cannot read", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback,10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrowError(/TRUST_PROXY: true would let every client choose its own address/);
    expect(() => parseEnv({ TRUST_PROXY: "my-proxy" })).toThrowError(/TRUST_PROXY: not an address/);
    expect(() => parseEnv({ FORM_TOKEN_SECRET: "short" })).toThrowError(/FORM_TOKEN_SECRET: must be at least 32 characters/);
  });
});

describe("parseEnv: SMS provider", () => {
  it("defaults to the development provider, which needs nothing", () => {
    const env = parseEnv({});
    expect(env.SMS_PROVIDER).toBe("dev");
    expect(env.DEV_MAILBOX).toBe(false);
  });

  it("refuses twilio without its credentials, naming each missing variable", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrowError(
      /TWILIO_ACCOUNT_SID: required when SMS_PROVIDER=twilio\n {2}TWILIO_AUTH_TOKEN: required when SMS_PROVIDER=twilio\n {2}TWILIO_FROM: set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => parseEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "" })).toThrowError(/TWILIO_AUTH_TOKEN: required/);
  });

  it("accepts twilio with a sender or a messaging service, and messagemedia with its key and secret", () => {
    const creds = { SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" };
    expect(parseEnv({ ...creds, TWILIO_FROM: "+61491570006" }).TWILIO_API_URL).toBe("https://api.twilio.com");
    expect(parseEnv({ ...creds, TWILIO_MESSAGING_SERVICE_SID: "MG1", TWILIO_API_URL: "http://127.0.0.1:9/" }).TWILIO_API_URL).toBe("http://127.0.0.1:9");
    expect(() => parseEnv({ SMS_PROVIDER: "messagemedia", MESSAGEMEDIA_API_KEY: "k" })).toThrowError(/MESSAGEMEDIA_API_SECRET: required when SMS_PROVIDER=messagemedia/);
    expect(parseEnv({ SMS_PROVIDER: "messagemedia", MESSAGEMEDIA_API_KEY: "k", MESSAGEMEDIA_API_SECRET: "s" }).SMS_PROVIDER).toBe("messagemedia");
  });

  it("refuses an unknown provider", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "carrier-pigeon" })).toThrowError(/SMS_PROVIDER/);
  });
});

describe("parseEnv: email provider", () => {
  it("defaults to the development provider with a 10 s SMTP timeout", () => {
    const env = parseEnv({});
    expect(env.EMAIL_PROVIDER).toBe("dev");
    expect(env.EMAIL_TIMEOUT_MS).toBe(10_000);
  });

  it("refuses smtp without SMTP_URL, and a URL that is not smtp", () => {
    expect(() => parseEnv({ EMAIL_PROVIDER: "smtp" })).toThrowError(/SMTP_URL: required when EMAIL_PROVIDER=smtp/);
    expect(() => parseEnv({ EMAIL_PROVIDER: "smtp", SMTP_URL: "" })).toThrowError(/SMTP_URL: required when EMAIL_PROVIDER=smtp/);
    expect(() => parseEnv({ EMAIL_PROVIDER: "smtp", SMTP_URL: "http://mail.test" })).toThrowError(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(parseEnv({ EMAIL_PROVIDER: "smtp", SMTP_URL: "smtp://u:p@mail.test:587" }).EMAIL_PROVIDER).toBe("smtp");
  });

  it("refuses an unknown provider and a timeout out of range", () => {
    expect(() => parseEnv({ EMAIL_PROVIDER: "sendgrid" })).toThrowError(/EMAIL_PROVIDER/);
    expect(() => parseEnv({ EMAIL_TIMEOUT_MS: "5" })).toThrowError(/EMAIL_TIMEOUT_MS/);
  });
});
