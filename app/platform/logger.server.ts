import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs. Request logs carry method, path, status and timing — never bodies, names, emails or phones. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ["*.authorization", "*.cookie", "*.email", "*.phone", "*.name", "*.last_name"], censor: "[redacted]" },
  });
}
