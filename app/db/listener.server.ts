import pg from "pg";

/** The listener's application_name in pg_stat_activity, so an operator can tell it from the pool's connections. */
export const LISTENER_APPLICATION_NAME = "forecourt-listen";

export type ListenEvents = {
  /** The connection dropped; a reconnect is scheduled. */
  lost?(err: Error): void;
  /** Listening again after a drop. Notifications sent in between are lost for good: drop whatever they would have refreshed. */
  resubscribed?(): void;
};

export type Backoff = { firstMs: number; maxMs: number };

/**
 * One LISTEN connection for one channel that outlives its connection. When it drops (server restart, failover,
 * pg_terminate_backend, a dead network) it reconnects with capped exponential backoff and jitter, one client at a
 * time: a dropped connection reports both 'error' and 'end', and only the first report of the current client counts.
 * Once it listens again it calls resubscribed.
 */
export class ChannelListener {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private attempt = 0;
  private stopped = false;
  private readonly url: string;
  private readonly channel: string;
  private readonly onPayload: (payload: string) => void;
  private readonly events: ListenEvents;
  private readonly backoff: Backoff;

  constructor(url: string, channel: string, onPayload: (payload: string) => void, events: ListenEvents = {}, backoff: Backoff = { firstMs: 1_000, maxMs: 30_000 }) {
    this.url = url;
    this.channel = channel;
    this.onPayload = onPayload;
    this.events = events;
    this.backoff = backoff;
  }

  /** The first connection: a failure here is the caller's (start-up fails), not retried. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (err) {
      await this.stop();
      throw err;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    this.client = client;
    client.on("notification", (n) => {
      if (n.channel === this.channel && client === this.client) this.onPayload(n.payload ?? "");
    });
    client.on("error", (err) => this.lost(client, err));
    client.on("end", () => this.lost(client, new Error("LISTEN connection ended")));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (err) {
      this.lost(client, err as Error);
      throw err;
    }
  }

  private lost(client: pg.Client, err: Error): void {
    if (client !== this.client || this.stopped) return;
    this.client = null;
    client.end().catch(() => {});
    this.events.lost?.(err);
    const ceiling = Math.min(this.backoff.maxMs, this.backoff.firstMs * 2 ** this.attempt++);
    // Jitter: after a server restart, every process does not come back in the same millisecond.
    const delay = ceiling / 2 + (Math.random() * ceiling) / 2;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect().then(
        () => {
          this.attempt = 0;
          if (!this.stopped) this.events.resubscribed?.();
        },
        () => {
          /* lost() has scheduled the next attempt */
        },
      );
    }, delay);
    this.timer.unref();
  }
}
