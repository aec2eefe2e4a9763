import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// One name per thing (docs/glossary.md, ADR 023): a route file is named after its URL, a domain file after its job,
// and no two source files in app/ share a basename across folders or layers (`routes/sign-in.tsx` and
// `accounts/sign-in-rules.ts`, not two `sign-in`s), so a name in a stack trace or a review points at one file.
const app = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(tsx?)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

const baseName = (file: string) => path.basename(file).replace(/\.server\.ts$|\.tsx?$/, "");

describe("file names", () => {
  it("gives every source file in app/ its own basename", () => {
    const byName = new Map<string, string[]>();
    for (const file of sourceFiles(app)) {
      const list = byName.get(baseName(file)) ?? [];
      list.push(path.relative(app, file));
      byName.set(baseName(file), list);
    }
    const shared = [...byName.values()].filter((files) => files.length > 1);
    expect(shared, "rename the domain file after its job (docs/glossary.md)").toEqual([]);
  });
});
