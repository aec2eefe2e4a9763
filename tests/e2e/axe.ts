import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/**
 * The one way the browser tests run axe-core (ADR 046): the full rule set (WCAG 2.x A and AA and best practice, no rule
 * disabled) on the page as it is, dialogs included. A serious or critical violation is a failure; each is reported with
 * its rule id, impact, summary and every selector it was found at, prefixed with `where` (page, width, state).
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")}${n.failureSummary ? ` — ${n.failureSummary.split("\n").slice(1).join(" ").trim()}` : ""}`).join("\n    ")}`);
}

/** Fails with every violation found across a test's pages, printed one under another. */
export function expectNoViolations(found: string[]): void {
  expect(found, `${found.length} serious or critical accessibility violations:\n${found.join("\n")}`).toEqual([]);
}
