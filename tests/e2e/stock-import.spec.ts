import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { createTenant, signInStaff, type TestTenant } from "./console-fixtures.ts";
import { generateFeed } from "../support/stock-feed.ts";

/**
 * The console's stock import (issue 14): a 2,000-row DMS export uploaded in the browser gives its exact report; an
 * import that would mark most of the stock sold is held until a person confirms it; the same without JavaScript.
 * Each test makes its own tenant (no locations, so the feed's location codes are left blank; photos are the server's own).
 */
const local = (tenant: TestTenant) => () => ({ "Location Code": "", "Photo URLs": `${tenant.origin}/media/demo/adventure-black-front.webp|${tenant.origin}/media/demo/adventure-black-side.webp` });

async function upload(page: Page, name: string, csv: string) {
  await page.getByLabel("CSV file").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import", exact: true }).click();
}

/** The figure under a label in the report ("Rows read" → "2,000"). */
const figure = (report: Locator, label: string) => report.locator(`dt:text-is("${label}") + dd`);

async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")));
}

test("a dealer uploads a 2,000-row DMS export, reads the exact report, and confirms a held import", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: [] });
  await signInStaff(page, tenant, "manager");
  await page.goto(`${tenant.origin}/dealer/stock`);
  await page.getByRole("link", { name: "Import stock" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import stock" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No imports yet" })).toBeVisible();

  const feed = generateFeed({ change: local(tenant) });
  await upload(page, "dms-export.csv", feed.csv);
  const report = page.getByRole("region", { name: /Import \d+ · dms-export\.csv/ });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByText("Applied", { exact: true })).toBeVisible();
  for (const [label, value] of [
    ["Rows read", "2,000"],
    ["Added", "1,980"],
    ["Updated", "0"],
    ["Unchanged", "0"],
    ["Marked sold", "0"],
    ["Bad rows", "20"],
    ["Warnings", "3"],
  ])
    await expect(figure(report, label)).toHaveText(value);
  expect(await tableRows(report.getByRole("table", { name: "Bad rows (skipped)" }))).toEqual(feed.badRows.map((b) => [String(b.line), b.column, b.message]));
  expect(await tableRows(report.getByRole("table", { name: "Warnings (imported)" }))).toEqual(feed.warnings.map((w) => [String(w.line), w.column, w.message]));
  await expect(page.getByRole("table", { name: "Past imports" }).locator("tbody tr")).toHaveCount(1);

  // A file with only the first 800 rows would mark 1,189 of 1,980 cars sold: held, nothing changed yet.
  await upload(page, "partial.csv", generateFeed({ to: 800, change: local(tenant) }).csv);
  const held = page.getByRole("alert").filter({ hasText: "partial.csv) is held" });
  await expect(held).toContainText("This import would mark 1,189 of 1,980 vehicles sold (60.1%, more than the 30% allowed)");
  await expect(figure(page.getByRole("region", { name: /partial\.csv/ }), "Would be marked sold")).toHaveText("1,189");
  // The page with a report, a held import, the history and the column mapping open: no serious accessibility problem.
  await page.getByText("Column mapping and safety").click();
  expectNoViolations(await seriousViolations(page, "/dealer/stock/import, a report and a held import"));
  await held.getByRole("button", { name: "Confirm and apply" }).click();
  const confirmed = page.getByRole("region", { name: /partial\.csv/ });
  await expect(confirmed.getByText("Confirmed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(figure(confirmed, "Marked sold")).toHaveText("1,189");
  await expect(page.getByRole("alert").filter({ hasText: "is held" })).toHaveCount(0);

  // Import with no file chosen: the form says so and sends nothing.
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Choose the CSV file to import").first()).toBeVisible();
  await expect(page.getByRole("table", { name: "Past imports" }).locator("tbody tr")).toHaveCount(2);

  await page.goto(`${tenant.origin}/dealer/stock?status=sold`);
  await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  await expect(page.getByText("1,189 vehicles match.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the upload, its report and a held import's confirmation work as plain form posts", async ({ page, baseURL }) => {
    const tenant = await createTenant(page.request, baseURL, { vehicles: [] });
    await signInStaff(page, tenant, "owner");
    await page.goto(`${tenant.origin}/dealer/stock/import`);
    await upload(page, "ten.csv", generateFeed({ to: 20, change: local(tenant) }).csv);
    const report = page.getByRole("region", { name: /ten\.csv/ });
    await expect(figure(report, "Added")).toHaveText("19");
    expect(await tableRows(report.getByRole("table", { name: "Bad rows (skipped)" }))).toEqual([["18", "Year", 'Year "20X1" is not a year (1900 to 2100)']]);

    await upload(page, "three.csv", generateFeed({ to: 3, change: local(tenant) }).csv);
    await expect(page.getByRole("alert").filter({ hasText: "three.csv) is held" })).toContainText("would mark 16 of 19 vehicles sold (84.2%");
    await page.getByRole("button", { name: "Confirm and apply" }).click();
    await expect(figure(page.getByRole("region", { name: /three\.csv/ }), "Marked sold")).toHaveText("16");
    await expect(page.getByRole("table", { name: "Past imports" }).locator("tbody tr")).toHaveCount(2);
  });
});
