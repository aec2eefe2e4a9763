import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./client-address.ts";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");
/** An optional value where an empty string counts as unset (as `FOO= npm start` would give). */
const optional = (schema: z.ZodString = z.string()) => schema.optional().or(z.literal("").transform(() => undefined));
const httpUrl = z.string().regex(/^https?:\/\/[^/]/, "must be an http:// or https:// URL").transform((v) => v.replace(/\/+$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEED_DEMO: flag.default(true),
  /** The list of dealer sites on the bare host (localhost): on by default only where the demo is seeded (issue 15). */
  PLATFORM_DIRECTORY: flag.optional(),
  /** A directory of rendered demo pictures shared between data directories (test runs): copied instead of rendered again. */
  DEMO_MEDIA_CACHE: z.string().min(1).optional().or(z.literal("").transform(() => undefined)),
  ADMIN_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    // A bearer token starting fck_ is read as a tenant API key (ADR 029), so the operator's could never match.
    .refine((t) => !t.startsWith("fck_"), "must not start with fck_ (the prefix of tenant API keys)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** smtp://user:pass@host:port — where ADF lead emails go (without it they are written to LEAD_DROP_DIR), and account emails with EMAIL_PROVIDER=smtp. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("Forecourt Leads <leads@forecourt.local>"),
  /** Who sends account emails (invitations, password resets): `smtp` through SMTP_URL; `dev` writes them to DATA_DIR/dev-outbox/mail.log (and /dev/mail when allowed). */
  EMAIL_PROVIDER: z.enum(["dev", "smtp"]).default("dev"),
  /** Longest wait for the SMTP server's connection, greeting and each reply when sending account emails. */
  EMAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LEAD_DROP_DIR: z.string().optional(),
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  LEAD_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  /** How long a claimed delivery stays leased; a process killed mid-send delays that entry by at most this. Keep above the 10 s send timeout. */
  LEAD_LEASE_MS: z.coerce.number().int().min(1_000).default(30_000),
  LEAD_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  LEAD_RATE_PER_IP: z.coerce.number().int().min(1).default(20),
  LEAD_RATE_PER_TENANT: z.coerce.number().int().min(1).default(600),
  DELIVERY_WORKER: flag.default(true),
  /** Which proxies may name the client in X-Forwarded-For/-Host/-Proto (see parseTrustProxy). Default: none. */
  TRUST_PROXY: z.string().optional().transform((v, ctx) => {
    const parsed = parseTrustProxy(v);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  }),
  /** Key that signs lead form tokens; without it each process makes its own (tokens then only work on the process that issued them). */
  FORM_TOKEN_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** A lead form sent back sooner than this after the page was served is refused as a bot's (0: no check). */
  LEAD_FORM_MIN_SECONDS: z.coerce.number().min(0).max(60).default(2),
  /** Analytics events and phone reveals per client address per minute per site (429 past it, nothing stored). */
  EVENT_RATE_PER_IP: z.coerce.number().int().min(1).default(120),
  /** How often this process adds the shopper activity it counted into the analytics roll-ups, in ms (ADR 035). */
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** How often each process looks for leads to hand to the next salesperson (ADR 034). */
  LEAD_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How often each process looks for tenants whose stock feed is due to be pulled (ADR 043). */
  FEED_PULL_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often each process sweeps saved searches and watched cars for alerts (ADR 048); a stock change also starts one. */
  ALERT_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Alert messages a shopper gets at most per 24 hours (ADR 048); what is held back goes in a later message. */
  ALERT_MAX_PER_DAY: z.coerce.number().int().min(1).max(100).default(5),
  /** Key that signs alerts' unsubscribe links; without it a key made once is kept in the database (ADR 048). */
  ALERT_LINK_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Lets stock feed pulls and feed photo downloads reach loopback, private and link-local addresses (ADR 043). Off in
   * production: a dealer's feed URL must not reach the platform's own network. Tests and development turn it on.
   */
  FEED_FETCH_PRIVATE: flag.default(false),
  /** Disk cache of transformed images, in MB; least recently used files are evicted past it. */
  IMAGE_CACHE_MB: z.coerce.number().min(1).default(512),
  /** Heap the search indexes may hold in each process; past it the least recently searched dealers' indexes are dropped. */
  INDEX_MEMORY_MB: z.coerce.number().int().min(16).max(65_536).default(1024),
  /**
   * How far V8 may grow the heap over what is live before its next full collection, in percent (server/index.ts);
   * 0 leaves V8's own heuristics, which let RSS reach several times the live heap.
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(400).default(50),
  /** Image transforms running at once, and how many may wait; past that /img answers 503 with Retry-After. */
  IMAGE_TRANSFORMS: z.coerce.number().int().min(1).max(64).default(2),
  IMAGE_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  /**
   * Serves /bench/ceiling on the bare host: a trivial page through the same build and root route, the framework's own
   * ceiling beside the real pages in `npm run bench:pages`. Off unless a benchmark turns it on.
   */
  BENCH_CEILING: flag.default(false),
  /**
   * Where the dealers' marketing tags are loaded from instead of Google's and Meta's hosts (ADR 049): an http(s) origin,
   * no path, e.g. http://127.0.0.1:3525 for a browser test's local tag server. Unset (always, in production unless the
   * operator sets it on purpose): the vendors' own addresses.
   */
  TAG_SCRIPT_ORIGIN: optional(z.string().max(200).regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, "must be an http:// or https:// origin without a path, e.g. http://127.0.0.1:3525")),
  /** Serves the /dev/* pages (development SMS and mail) even when NODE_ENV=production: for demos and browser tests only. */
  DEV_MAILBOX: flag.default(false),
  /** Who sends sign-in codes: `dev` writes them to DATA_DIR/dev-outbox/sms.log (and /dev/sms when allowed); `twilio` and `messagemedia` send real SMS. */
  SMS_PROVIDER: z.enum(["dev", "twilio", "messagemedia"]).default("dev"),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  TWILIO_ACCOUNT_SID: optional(),
  TWILIO_AUTH_TOKEN: optional(),
  /** The sender: a Twilio number in E.164 (+614…) or an alphanumeric sender ID; or use TWILIO_MESSAGING_SERVICE_SID. */
  TWILIO_FROM: optional(),
  TWILIO_MESSAGING_SERVICE_SID: optional(),
  TWILIO_API_URL: httpUrl.default("https://api.twilio.com"),
  MESSAGEMEDIA_API_KEY: optional(),
  MESSAGEMEDIA_API_SECRET: optional(),
  /** Optional sender number or ID; without it MessageMedia sends from its shared number pool. */
  MESSAGEMEDIA_FROM: optional(),
  MESSAGEMEDIA_API_URL: httpUrl.default("https://api.messagemedia.com"),
  /**
   * The shared HTTP caches in front of the servers (ADR 047): a comma list of http(s) URLs, each answering a PURGE with
   * an `xkey` header (deploy/varnish/default.vcl). Set, public pages carry their surrogate keys and every change purges
   * the keys it affects. Unset: no keys are sent and nothing is purged.
   */
  CACHE_PURGE_URLS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const urls = (v ?? "").split(",").map((u) => u.trim()).filter(Boolean);
      if (urls.length > 16) {
        ctx.addIssue({ code: "custom", message: "at most 16 caches" });
        return z.NEVER;
      }
      for (const u of urls) {
        let parsed: URL | null;
        try {
          parsed = new URL(u);
        } catch {
          parsed = null;
        }
        if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.username || parsed.password || parsed.hash) {
          ctx.addIssue({ code: "custom", message: `"${u.slice(0, 80)}" is not an http:// or https:// URL without credentials` });
          return z.NEVER;
        }
      }
      return urls;
    }),
  /** How long a purge request may take before it is given up (and logged). */
  CACHE_PURGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
});

/** A real SMS provider without its credentials would fail every sign-in: refuse to start instead. */
const requiredFor: Record<"twilio" | "messagemedia", (keyof z.input<typeof envSchema>)[]> = {
  twilio: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN"],
  messagemedia: ["MESSAGEMEDIA_API_KEY", "MESSAGEMEDIA_API_SECRET"],
};
const checkedSchema = envSchema.superRefine((env, ctx) => {
  // An SMTP provider without a server would fail every invitation and password reset.
  if (env.EMAIL_PROVIDER === "smtp" && !env.SMTP_URL)
    ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "required when EMAIL_PROVIDER=smtp (an smtp:// or smtps:// URL)" });
  if (env.SMS_PROVIDER === "dev") return;
  for (const key of requiredFor[env.SMS_PROVIDER])
    if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `required when SMS_PROVIDER=${env.SMS_PROVIDER}` });
  if (env.SMS_PROVIDER === "twilio" && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID)
    ctx.addIssue({ code: "custom", path: ["TWILIO_FROM"], message: "set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID when SMS_PROVIDER=twilio" });
});

export type Env = z.output<typeof envSchema> & { dataDir: string; mediaDir: string; cacheDir: string; leadDropDir: string; platformDirectory: boolean };

/** Validates the environment at start-up; a bad value stops the process with a readable message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = checkedSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    cacheDir: path.join(dataDir, "cache"),
    leadDropDir: path.resolve(parsed.data.LEAD_DROP_DIR ?? path.join(dataDir, "lead-drop")),
    platformDirectory: parsed.data.PLATFORM_DIRECTORY ?? parsed.data.SEED_DEMO,
  };
}
