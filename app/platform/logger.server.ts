import pino from "pino";

export type Logger = pino.Logger;

/** Keys that hold personal data wherever they appear: censored at the top level and two levels down. */
const PERSONAL_KEYS = ["first_name", "last_name", "name", "email", "phone", "mobile", "to", "destination_number", "postcode", "address", "authorization", "cookie"];
/** Objects that carry what a shopper typed or was sent (a lead, a form, a message) or a database row's values: censored whole. */
const PERSONAL_OBJECTS = ["lead", "userData", "submission", "fields", "customer", "values", "body", "sms", "params", "detail"];
/**
 * Keys that are personal inside a lead or form (a shopper's message, a sign-in code) but mean
 * something else on an error (err.message, err.code): censored at the top level and under these.
 */
const CONTEXT_KEYS = ["message", "code"];
const CONTEXTS = ["form", "data", "request", "req"];

const anyDepth = (key: string) => [key, `*.${key}`, `*.*.${key}`];
export const REDACTED_PATHS = [
  ...PERSONAL_KEYS.flatMap(anyDepth),
  ...PERSONAL_OBJECTS.flatMap(anyDepth),
  ...CONTEXT_KEYS,
  ...CONTEXTS.flatMap((c) => CONTEXT_KEYS.flatMap((k) => [`${c}.${k}`, `*.${c}.${k}`])),
];

type DatabaseErrorFields = { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; severity?: unknown };

/** The driver's error behind a database failure (Drizzle wraps it as `cause`), or null for other errors. */
function databaseError(err: Error): DatabaseErrorFields | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const fields = e as Error & DatabaseErrorFields;
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code) && "severity" in fields) return fields;
  }
  return "query" in err && "params" in err ? {} : null;
}

/** Stack frames only: a stack's first line repeats the message, and `caused by:` lines repeat the cause's. */
const framesOnly = (stack: string | undefined) => (stack ?? "").split("\n").filter((l) => /^\s+at /.test(l)).join("\n");

/**
 * The `err` serializer. Database errors echo row values (Drizzle's message lists the query's params,
 * PostgreSQL's detail repeats the key, some messages quote the bad value), so for them only the
 * SQLSTATE and the names of the constraint, table and column are logged. Other errors are logged as
 * pino does, but only the cause's type and message are kept for a database cause.
 */
export function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const db = databaseError(err);
  if (!db) return pino.stdSerializers.err(err);
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  const code = str(db.code) ?? "unknown";
  return {
    type: err.name === "Error" ? err.constructor.name : err.name,
    message: `database error ${code}${str(db.constraint) ? ` on constraint ${str(db.constraint)}` : ""}`,
    code,
    constraint: str(db.constraint),
    table: str(db.table),
    column: str(db.column),
    stack: framesOnly(err.stack),
  };
}

/**
 * Structured JSON logs. Request logs carry method, path, status and timing — never bodies, names,
 * emails, phones or codes. Call sites do not pass personal data; redaction and the error serializer
 * are the net under that rule. `destination` lets tests read what would be written.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    serializers: { err: serializeError },
  };
  return destination ? pino(options, destination) : pino(options);
}
