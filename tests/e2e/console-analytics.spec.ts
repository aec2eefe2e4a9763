import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { createTenant, signInStaff, testVehicle, type TestTenant } from "./console-fixtures.ts";
import { at, signIn } from "./shopper-fixtures.ts";
import { ADMIN_TOKEN } from "../../playwright.config.ts";

/**
 * Dealer analytics (issue 12, ADR 035): a shopper's browser makes impressions, views and a lead on a tenant of its own;
 * a robot's requests and the signed-in dealer's own browsing add nothing; the analytics page shows exactly those
 * figures (it adds this process's latest counts before it reads).
 */

const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The figure a headline card shows for `label`. */
function figure(page: Page, label: string) {
  return page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
}

/** A request outside the browser with the site's Host (Node cannot resolve *.localhost). */
async function visitAs(page: Page, tenant: TestTenant, path: string, headers: Record<string, string>) {
  const url = new URL(tenant.origin);
  const res = await page.request.get(`http://localhost:${url.port}${path}`, { headers: { Host: url.host, ...headers } });
  expect(res.status(), path).toBe(200);
}

test("analytics shows the views, impressions and lead a shopper made, and nothing for robots or staff", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const tenant = await createTenant(request, baseURL, { vehicles: [testVehicle(1000), testVehicle(1001), testVehicle(1002)] });

  // The dealer signs in first: everything this browser does on the public site is staff's, and not counted.
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/search`);
  await expect(page.locator('a[href^="/cars/"]').first()).toBeVisible();
  const cars = await page.locator('a[href^="/cars/"]').evaluateAll((links) => [...new Set(links.map((a) => (a as HTMLAnchorElement).getAttribute("href")!))]);
  expect(cars.length).toBeGreaterThanOrEqual(3);
  await page.goto(`${tenant.origin}${cars[0]}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A robot: a results page and a vehicle page, not counted.
  await visitAs(page, tenant, "/search", { "User-Agent": GOOGLEBOT });
  await visitAs(page, tenant, cars[1]!, { "User-Agent": GOOGLEBOT });

  // A shopper, in a browser of their own: one results page (3 cards), two cars (one of them twice), one enquiry.
  const shopperContext = await browser.newContext({ userAgent: await page.evaluate(() => navigator.userAgent) });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${tenant.origin}/search`);
  await expect(shopper.locator('a[href^="/cars/"]').first()).toBeVisible();
  await shopper.goto(`${tenant.origin}${cars[0]}`);
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await shopper.goto(`${tenant.origin}${cars[1]}`);
  await shopper.reload();
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await shopper.goto(`${tenant.origin}/contact?form=car-enquiry&car_id=1001`);
  await expect(shopper.locator("form#car-enquiry-form[data-enhanced]")).toBeVisible();
  await shopper.getByRole("textbox", { name: "First name" }).fill("Sam");
  await shopper.getByRole("textbox", { name: "Last name" }).fill("Smith");
  await shopper.getByRole("textbox", { name: "Email" }).fill(`analytics-${Date.now()}@example.com`);
  await shopper.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await shopper.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await shopper.getByRole("button", { name: "Send enquiry" }).click();
  await expect(shopper.getByRole("heading", { name: "Thanks, Sam!" })).toBeVisible();
  await shopperContext.close();

  // The dealer's analytics: exactly the shopper's figures.
  await page.goto(`${tenant.origin}/dealer/analytics`);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(figure(page, "Vehicle-page views")).toHaveText("2");
  await expect(figure(page, "Shown in search results")).toHaveText("3");
  await expect(figure(page, "Leads")).toHaveText("1");
  await expect(figure(page, "Conversion")).toHaveText("50%");
  const mostViewed = page.getByRole("table", { name: "Most viewed vehicles", exact: true });
  await expect(mostViewed.getByRole("row")).toHaveCount(3);
  const mostLeads = page.getByRole("table", { name: "Vehicles with the most leads", exact: true });
  await expect(mostLeads.getByRole("row")).toHaveCount(2);
  await expect(mostLeads.getByRole("cell").first()).toContainText("Stock no. S1001");
  await expect(page.getByRole("table", { name: "Leads per source" }).getByRole("row", { name: /Direct \(no source\) 1 100%/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Leads per form" }).getByRole("row", { name: /Vehicle enquiry 1/ })).toBeVisible();

  // Another range is a link; the figures are the same.
  await page.getByRole("navigation", { name: "Period" }).getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/days=7/);
  await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
  await expect(figure(page, "Vehicle-page views")).toHaveText("2");

  // The stock table: views and leads in the last 30 days.
  await page.goto(`${tenant.origin}/dealer/stock?sort=leads`);
  const first = page.getByRole("table").getByRole("row").nth(1);
  await expect(first).toContainText("S1001");
  await expect(first.getByRole("cell").nth(-2)).toHaveText(/1$/);
});

test("analytics shows the saved searches with the cars each finds today, and the alerts sent", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const tenant = await createTenant(request, baseURL, { vehicles: [testVehicle(1000), testVehicle(1001)] });
  // A shopper saves two searches: Kias (none in stock yet, told at once) and Porsches (none at all).
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const phone = `04${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
  await signIn(shopper, baseURL, tenant.slug, phone);
  for (const [search, name, frequency] of [["/search?make=Kia", "Kias", "instant"], ["/search?make=Porsche", "Porsches", "weekly"]]) {
    await shopper.goto(at(baseURL, tenant.slug, `/saved-searches?${new URLSearchParams({ search, name, frequency })}`));
    await shopper.getByRole("button", { name: "Save search" }).click();
    await expect(shopper.getByRole("listitem", { name })).toBeVisible();
  }
  // A Kia arrives through the operator API: the shopper is told.
  expect((await request.post(`/api/admin/tenants/${tenant.slug}/stock`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data: [testVehicle(1004)] })).status()).toBe(200);
  await expect
    .poll(async () => {
      await shopper.goto(at(baseURL, tenant.slug, "/dev/sms"));
      return shopper.getByText('1 new car for "Kias"').count();
    }, { timeout: 60_000 })
    .toBe(1);
  await shopperContext.close();

  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/analytics`);
  await expect(figure(page, "Saved searches")).toHaveText("2");
  await expect(figure(page, "Alerts sent")).toHaveText("1");
  const table = page.getByRole("table", { name: "Most saved searches" });
  await expect(table.getByRole("row", { name: /Kias .* 1 1 1$/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Porsches .* 1 1 0$/ })).toBeVisible();
});

test("sales staff cannot open analytics; it is not in their navigation", async ({ page, request, baseURL }) => {
  const tenant = await createTenant(request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "sales");
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveCount(0);
  // Opened by its address (outside the browser, which would report the 403 on its console): refused.
  const session = (await page.context().cookies(tenant.origin)).find((c) => c.name === "fc_console")!;
  const url = new URL(tenant.origin);
  const res = await page.request.get(`http://localhost:${url.port}/dealer/analytics`, { headers: { Host: url.host, Cookie: `fc_console=${session.value}` }, maxRedirects: 0 });
  expect(res.status()).toBe(403);
});

for (const width of [1366, 390]) {
  test(`the analytics page has no serious accessibility violations at ${width} px`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(request, baseURL, { vehicles: 4 });
    await signInStaff(page, tenant, "manager");
    // Something to chart: a results page and a car from another browser would do; the page must be clean empty too.
    await page.goto(`${tenant.origin}/dealer/analytics?days=90`);
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    expectNoViolations(await seriousViolations(page, "/dealer/analytics?days=90"));
    // Nothing overflows the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
}
