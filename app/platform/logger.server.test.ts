import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server.ts";

function capture() {
  const lines: string[] = [];
  const logger = createLogger("trace", new Writable({ write: (chunk, _e, done) => void (lines.push(String(chunk)), done()) }));
  return { logger, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe("createLogger", () => {
  it("censors personal fields at the top level and nested, and whole lead bodies and messages", () => {
    const { logger, entries } = capture();
    logger.info({ sms: { to: "0491570156", body: "123456 is your code" }, code: "123456", lead: { email: "a@b.c" }, form: "car-enquiry", attempt: { customer: { phone: "0491570156" } }, data: { message: "call me" } }, "x");
    const text = JSON.stringify(entries());
    for (const secret of ["0491570156", "123456", "a@b.c", "call me"]) expect(text).not.toContain(secret);
    expect(entries()[0]).toMatchObject({ form: "car-enquiry", sms: "[redacted]", code: "[redacted]" });
  });

  it("keeps an ordinary error's message and code", () => {
    const { logger, entries } = capture();
    logger.error({ err: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ECONNREFUSED" }) }, "smtp");
    expect(entries()[0]!.err).toMatchObject({ message: "connect ECONNREFUSED 127.0.0.1:25", code: "ECONNREFUSED" });
  });

  it("logs a database error by its SQLSTATE and names: never the query's params, detail or the message that quotes them", () => {
    const { logger, entries } = capture();
    const driver = Object.assign(new Error('duplicate key value violates unique constraint "shoppers_tenant_phone"'), {
      severity: "ERROR",
      code: "23505",
      detail: "Key (tenant_id, phone)=(1, 0491570156) already exists.",
      constraint: "shoppers_tenant_phone",
      table: "shoppers",
    });
    class DrizzleQueryError extends Error {
      query = "insert into shoppers values ($1, $2)";
      params = [1, "0491570156"];
    }
    logger.error({ err: new DrizzleQueryError("Failed query: insert into shoppers values ($1, $2)\nparams: 1,0491570156", { cause: driver }) }, "insert failed");
    const [entry] = entries();
    expect(JSON.stringify(entry)).not.toContain("0491570156");
    expect(entry!.err).toMatchObject({ type: "DrizzleQueryError", code: "23505", constraint: "shoppers_tenant_phone", table: "shoppers", message: "database error 23505 on constraint shoppers_tenant_phone" });
  });
});
