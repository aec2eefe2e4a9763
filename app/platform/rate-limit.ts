/**
 * Fixed-window rate limiter kept in this process's memory: `limit` hits per `windowMs` per key.
 * With several processes each enforces its own share; that is acceptable for abuse control
 * (documented in the README), not for billing. At most `maxKeys` keys are kept: past that, expired
 * windows go first, then the oldest, so a flood of fresh keys cannot grow memory without bound.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private limit: number;
  private windowMs: number;
  private now: () => number;
  private maxKeys: number;

  constructor(limit: number, windowMs: number, now: () => number = Date.now, maxKeys = 100_000) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.now = now;
    this.maxKeys = maxKeys;
  }

  /** Counts a hit; answers whether it is allowed and, if not, how many seconds until it would be. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      // Re-inserted, so the map stays in order of window start (oldest first).
      this.windows.delete(key);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
      if (this.windows.size > this.maxKeys) this.sweep(now);
    }
    w.count++;
    if (w.count <= this.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000)) };
  }

  /** How many keys are kept (for tests). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) {
      if (now - w.start < this.windowMs) break;
      this.windows.delete(k);
    }
    const excess = this.windows.size - Math.floor(this.maxKeys * 0.9);
    if (excess <= 0) return;
    let n = 0;
    for (const k of this.windows.keys()) {
      if (n++ >= excess) break;
      this.windows.delete(k);
    }
  }
}
