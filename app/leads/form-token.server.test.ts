import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, FormTokens } from "./form-token.server.ts";

describe("FormTokens", () => {
  let now = 1_800_000_000_000;
  const tokens = new FormTokens("a-secret-of-at-least-thirty-two-characters", { minAgeMs: 2_000, now: () => now });

  it("passes a token of this site sent back between 2 s and 6 h after the page was served", () => {
    const token = tokens.issue(7);
    now += 2_000;
    expect(tokens.check(token, 7)).toEqual({ ok: true, id: token.split(".")[1] });
    now += FORM_TOKEN_MAX_AGE_MS - 2_000;
    expect(tokens.check(token, 7).ok).toBe(true);
  });

  it("refuses a form sent back too soon, or too late", () => {
    const token = tokens.issue(7);
    now += 1_999;
    expect(tokens.check(token, 7)).toEqual({ ok: false, reason: "too-fast" });
    now += FORM_TOKEN_MAX_AGE_MS;
    expect(tokens.check(token, 7)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token of another site, another key, or one that was changed", () => {
    const token = tokens.issue(7);
    now += 5_000;
    expect(tokens.check(token, 8)).toEqual({ ok: false, reason: "invalid" });
    expect(new FormTokens("another-secret-of-at-least-thirty-two-chars", { minAgeMs: 0, now: () => now }).check(token, 7)).toEqual({ ok: false, reason: "invalid" });
    const [issued, nonce, mac] = token.split(".") as [string, string, string];
    // An earlier issue time, to get past the timing check, breaks the signature.
    expect(tokens.check(`${(parseInt(issued, 36) - 60_000).toString(36)}.${nonce}.${mac}`, 7)).toEqual({ ok: false, reason: "invalid" });
    expect(tokens.check(`${issued}.${nonce}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`, 7)).toEqual({ ok: false, reason: "invalid" });
  });

  it("tells a missing token from garbage", () => {
    expect(tokens.check(undefined, 7)).toEqual({ ok: false, reason: "missing" });
    expect(tokens.check("", 7)).toEqual({ ok: false, reason: "missing" });
    for (const junk of ["x", "1.2.3", 42, { token: 1 }, "a".repeat(500), "zzzzzzzzzzzz.aaaaaaaaaaaa.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) expect(tokens.check(junk, 7)).toEqual({ ok: false, reason: "invalid" });
  });
});
