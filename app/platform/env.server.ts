import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./client-address.ts";

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

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
  ADMIN_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** smtp://user:pass@host:port — where ADF lead emails go. Without it ADF leads are written to LEAD_DROP_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("Forecourt Leads <leads@forecourt.local>"),
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
});

export type Env = z.output<typeof envSchema> & { dataDir: string; mediaDir: string; cacheDir: string; leadDropDir: string };

/** Validates the environment at start-up; a bad value stops the process with a readable message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
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
  };
}
