import { describe, expect, it } from "vitest";
import { devToolsEnabled } from "./dev-tools.ts";
import { parseEnv } from "./env.server.ts";

describe("devToolsEnabled", () => {
  it("is off by default, as `npm start` runs (NODE_ENV=production)", () => {
    expect(devToolsEnabled(parseEnv({}))).toBe(false);
    expect(devToolsEnabled(parseEnv({ NODE_ENV: "production", DEV_MAILBOX: "0" }))).toBe(false);
  });

  it("is on when asked for explicitly in production, and always outside production", () => {
    expect(devToolsEnabled(parseEnv({ NODE_ENV: "production", DEV_MAILBOX: "1" }))).toBe(true);
    expect(devToolsEnabled(parseEnv({ NODE_ENV: "development" }))).toBe(true);
    expect(devToolsEnabled(parseEnv({ NODE_ENV: "test" }))).toBe(true);
  });
});
