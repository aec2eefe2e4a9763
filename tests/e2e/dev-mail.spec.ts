import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The development mailbox on the test server (NODE_ENV=production with DEV_MAILBOX=1, as demos run): each site has
 * /dev/mail, never stored by a cache. No page sends email yet, so it shows its empty state; the production 404 is in
 * sms-production.spec.ts and sending is covered by tests/integration/email-providers.test.ts.
 */
test("/dev/mail lists the site's development emails, here none yet", async ({ page, baseURL }) => {
  const res = await page.goto(siteUrl(baseURL, "bayside-ford", "/dev/mail"));
  expect(res?.status()).toBe(200);
  expect(res?.headers()["cache-control"]).toContain("no-store");
  await expect(page).toHaveTitle(/Development mail/);
  await expect(page.getByRole("heading", { level: 1, name: "Development mail" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No messages yet" })).toBeVisible();
  await expect(page.getByText("Invitations and password resets sent for this site appear here.")).toBeVisible();
});
