/**
 * A background pass run now and again: `poke()` runs it at once (or right after the current one), and after each pass
 * it runs again in `pollMs`. The pass answers how much work it did; it is repeated at once while that is more than 0.
 * The lead outbox and the stock webhooks' outbox run on it (ADR 011, ADR 044).
 */
export class PollLoop {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly pass: () => Promise<number>;
  private readonly pollMs: number;
  private readonly failed: (err: unknown) => void;
  private readonly afterPasses: () => Promise<void>;

  constructor(options: { pass: () => Promise<number>; pollMs: number; failed: (err: unknown) => void; afterPasses?: () => Promise<void> }) {
    this.pass = options.pass;
    this.pollMs = options.pollMs;
    this.failed = options.failed;
    this.afterPasses = options.afterPasses ?? (async () => {});
  }

  start(): void {
    this.stopped = false;
    this.poke();
  }

  /** Runs a pass now (or right after the current one). */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.poke();
      } else this.timer = setTimeout(() => this.poke(), this.pollMs);
    });
  }

  /** Stops the timer and waits for a pass under way to finish. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (await this.pass()) > 0);
      await this.afterPasses();
    } catch (err) {
      this.failed(err);
    }
  }
}
