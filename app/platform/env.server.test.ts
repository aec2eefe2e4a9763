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
});
