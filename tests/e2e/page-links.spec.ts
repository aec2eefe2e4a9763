import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The layout's links are plain anchors that one listener turns into in-app navigation (app/ui/document-links.tsx):
 * a click moves between pages without loading the document again, a Ctrl-click opens a new tab as anywhere else, and
 * without JavaScript they are ordinary links.
 */
test("header and footer links navigate inside the app; Ctrl-click opens a new tab", async ({ page, context, baseURL }) => {
  await page.goto(siteUrl(baseURL, "apex-motor-group", "/"));
  // A document load would drop this marker.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/contact/i);
  await page.getByRole("banner").getByRole("link", { name: "Finance", exact: true }).click();
  await expect(page).toHaveURL(/\/finance$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/finance/i);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);

  const opened = context.waitForEvent("page");
  await page.getByRole("contentinfo").getByRole("link", { name: "Careers", exact: true }).click({ modifiers: ["Control"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/careers");
  await expect(page).toHaveURL(/\/contact$/);
  await tab.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the layout's links are ordinary links", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "apex-motor-group", "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/contact/i);
  });
});
