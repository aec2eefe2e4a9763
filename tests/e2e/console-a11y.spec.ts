import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createTenant, inviteStaff, signInStaff } from "./console-fixtures.ts";

/**
 * Every dealer-console page through the full axe-core rule set (WCAG 2.x A/AA and best practice), at desktop and phone
 * widths: no serious or critical violation. Each violation is printed with its selectors.
 */
const SIGNED_IN_PAGES = ["/dealer", "/dealer/account", "/dealer/no-such-page"];
const SIGNED_OUT_PAGES = ["/dealer/sign-in", "/dealer/forgot-password", "/dealer/reset-password?token=expired"];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
}

for (const width of [1366, 390]) {
  test(`console pages have no serious accessibility violations at ${width} px`, async ({ page, baseURL, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(request, baseURL);
    const invitation = await inviteStaff(request, tenant, { email: `a11y-${width}@example.com`, name: "Ada Lovelace", role: "manager" });
    const found: string[] = [];
    for (const path of [...SIGNED_OUT_PAGES, invitation.replace(tenant.origin, "")]) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    await signInStaff(page, tenant, "owner");
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(found, found.join("\n")).toEqual([]);
  });
}
