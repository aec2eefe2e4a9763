import { describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit.ts";

describe("RateLimiter", () => {
  it("allows `limit` hits per window per key, then says when to retry", () => {
    let now = 1_000_000;
    const rl = new RateLimiter(3, 60_000, () => now);
    expect([rl.hit("a"), rl.hit("a"), rl.hit("a")].every((r) => r.allowed)).toBe(true);
    expect(rl.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(rl.hit("b").allowed).toBe(true);
    now += 45_000;
    expect(rl.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 15 });
    now += 15_000;
    expect(rl.hit("a").allowed).toBe(true);
  });
});
