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

describe("RateLimiter memory", () => {
  it("keeps at most maxKeys keys: expired windows go first, then the oldest", () => {
    let now = 0;
    const rl = new RateLimiter(1, 60_000, () => now, 100);
    for (let i = 0; i < 50; i++) rl.hit(`old-${i}`);
    now += 60_000;
    for (let i = 0; i < 51; i++) rl.hit(`new-${i}`);
    expect(rl.size).toBe(51);
    for (let i = 0; i < 500; i++) rl.hit(`flood-${i}`);
    expect(rl.size).toBeLessThanOrEqual(100);
    // The newest keys are still counted.
    expect(rl.hit("flood-499").allowed).toBe(false);
  });
});
