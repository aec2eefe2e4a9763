import type { Logger } from "./logger.server.ts";
import { SURROGATE_KEY_HEADER } from "./surrogate-keys.ts";

/**
 * Purges pages by surrogate key from the shared HTTP caches in front of the servers (ADR 047): one `PURGE` request per
 * cache with the keys in the `xkey` header, which deploy/varnish/default.vcl answers with xkey.purge. The process that
 * made a change purges (the caches are shared by every process), once at once and once more a moment later: another
 * process may still be serving the old stock until the change notice reaches it, and a page it renders in that moment
 * would otherwise stay cached for its whole lifetime. A failure is logged (the cache's address, the status, how many
 * keys; never a page or a person) and never fails the write that caused it.
 */
/** The second round of a purge comes this long after the first (see CachePurger). */
export const CACHE_PURGE_REPEAT_MS = 2_000;

export class CachePurger {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly urls: readonly string[];
  private readonly logger: Logger;
  private readonly options: { timeoutMs: number; repeatAfterMs: number; fetch?: typeof fetch };

  constructor(urls: readonly string[], logger: Logger, options: { timeoutMs: number; repeatAfterMs: number; fetch?: typeof fetch }) {
    this.urls = urls;
    this.logger = logger;
    this.options = options;
  }

  get enabled(): boolean {
    return this.urls.length > 0;
  }

  /** Purges now and once more after `repeatAfterMs`; resolves when the first round is answered (or failed). */
  async purge(keys: readonly string[]): Promise<void> {
    if (!this.enabled || keys.length === 0) return;
    await this.round(keys);
    if (this.options.repeatAfterMs > 0) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.round(keys);
      }, this.options.repeatAfterMs);
      timer.unref();
      this.timers.add(timer);
    }
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async round(keys: readonly string[]): Promise<void> {
    const doFetch = this.options.fetch ?? fetch;
    await Promise.all(
      this.urls.map(async (url) => {
        try {
          const res = await doFetch(url, { method: "PURGE", headers: { [SURROGATE_KEY_HEADER]: keys.join(" ") }, signal: AbortSignal.timeout(this.options.timeoutMs) });
          await res.body?.cancel();
          if (!res.ok) this.logger.warn({ cache: origin(url), status: res.status, keys: keys.length }, "cache purge refused");
        } catch (err) {
          this.logger.warn({ cache: origin(url), error: err instanceof Error ? err.name : "error", keys: keys.length }, "cache purge failed");
        }
      }),
    );
  }
}

function origin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "(bad url)";
  }
}
