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

  it("trusts no proxy by default and refuses a TRUST_PROXY it cannot read", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback,10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrowError(/TRUST_PROXY: true would let every client choose its own address/);
    expect(() => parseEnv({ TRUST_PROXY: "my-proxy" })).toThrowError(/TRUST_PROXY: not an address/);
    expect(() => parseEnv({ FORM_TOKEN_SECRET: "short" })).toThrowError(/FORM_TOKEN_SECRET: must be at least 32 characters/);
  });
});
