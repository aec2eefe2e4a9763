import path from "node:path";
import { getTableName, isTable } from "drizzle-orm";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import * as schema from "./schema.ts";
import { TABLE_OWNERS } from "../../eslint.config.js";

// One owner module per table (ADR 023): the lint's no-restricted-imports rule, proved on fixture text.
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports");
}

describe("one owner per table", () => {
  it("names an owner for every table in app/db/schema.ts, and only existing tables", () => {
    const tables = Object.entries(schema)
      .filter(([, value]) => isTable(value))
      .map(([name]) => name)
      .sort();
    const owned = Object.values(TABLE_OWNERS)
      .flatMap((o) => o.tables)
      .sort();
    expect(owned).toEqual(tables);
    expect(getTableName(schema.leadDeliveries)).toBe("lead_deliveries");
  });

  it("fails the lint when a module other than the owner imports a table, naming the owner", async () => {
    const messages = await restrictedImports("app/stock/zz-fixture.server.ts", 'import { leads, reservations } from "../db/schema.ts";\nexport const t = [leads, reservations];\n');
    expect(messages).toHaveLength(2);
    expect(messages[0]!.message).toContain("Only app/leads/lead-store.server.ts queries the leads table");
    expect(messages[1]!.message).toContain("Only app/checkout/reservations.server.ts queries the reservations table");
  });

  it("fails the lint in a route too", async () => {
    const messages = await restrictedImports("app/routes/zz-fixture.tsx", 'import { devSms } from "../db/schema.ts";\nexport const t = devSms;\n');
    expect(messages.map((m) => m.message)).toEqual([expect.stringContaining("Only app/accounts/sms.server.ts queries the devSms table")]);
  });

  it("lets the owner import its own tables, but not another owner's", async () => {
    const own = await restrictedImports("app/leads/lead-store.server.ts", 'import { leadDeliveries, leads } from "../db/schema.ts";\nexport const t = [leads, leadDeliveries];\n');
    expect(own).toEqual([]);
    const other = await restrictedImports("app/leads/lead-store.server.ts", 'import { vehicles } from "../db/schema.ts";\nexport const t = vehicles;\n');
    expect(other.map((m) => m.message)).toEqual([expect.stringContaining("Only app/stock/stock-store.server.ts queries the vehicles table")]);
  });
});
