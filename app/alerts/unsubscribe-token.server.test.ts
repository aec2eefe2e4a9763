import { describe, expect, it } from "vitest";
import { signUnsubscribe, verifyUnsubscribe } from "./unsubscribe-token.server.ts";

const key = Buffer.from("k".repeat(32));
const id = "0b6f1c9e-4a1d-4c7e-9a53-2f0e5d8c7b61";

describe("unsubscribe tokens", () => {
  it("name their target and verify with the key that signed them", () => {
    const token = signUnsubscribe(key, { kind: "search", id });
    expect(token).toMatch(/^s[0-9a-f]{32}\.[\w-]{22}$/);
    expect(verifyUnsubscribe(key, token)).toEqual({ kind: "search", id });
    expect(verifyUnsubscribe(key, signUnsubscribe(key, { kind: "watch", id }))).toEqual({ kind: "watch", id });
  });

  it("refuse another key, a changed target, a changed kind and anything malformed", () => {
    const token = signUnsubscribe(key, { kind: "search", id });
    expect(verifyUnsubscribe(Buffer.from("x".repeat(32)), token)).toBeNull();
    const otherId = token.replace(/^s0/, "s1");
    expect(verifyUnsubscribe(key, otherId)).toBeNull();
    expect(verifyUnsubscribe(key, `w${token.slice(1)}`)).toBeNull();
    expect(verifyUnsubscribe(key, token.slice(0, -1))).toBeNull();
    expect(verifyUnsubscribe(key, `${token}x`)).toBeNull();
    expect(verifyUnsubscribe(key, "")).toBeNull();
    expect(verifyUnsubscribe(key, "../../etc")).toBeNull();
  });
});
