/**
 * Retry schedule for lead deliveries: exponential from `baseMs` (attempt 1 waits base, 2 waits 2×base…)
 * capped at `maxMs`, with up to 20% jitter so a recovering receiver is not hit by every retry at once.
 */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp * (1 - 0.2 * random()));
}

/** Whether an HTTP answer is worth retrying: network trouble, timeouts, rate limits and server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 425 || status === 429 || status >= 500;
}
