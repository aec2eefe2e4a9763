import crypto from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { ADMIN_TOKEN, TAG_SERVER_PORT } from "../../playwright.config.ts";
import { type TagServer, startTagServer } from "../support/tag-server.ts";
import { expect, siteUrl, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { createTenant, signInStaff } from "./console-fixtures.ts";

/**
 * A dealer's marketing tags wait for the shopper's consent (issue 16, ADR 049). The test server loads tags from a
 * local stand-in for Google's and Meta's hosts (TAG_SCRIPT_ORIGIN, tests/support/tag-server.ts), so every request a tag
 * makes is seen; every request of the browser is recorded too, so "nothing leaves before consent" is checked against
 * all of them, not only the tags'.
 */

// One stand-in server on a fixed port (the test server was started pointing at it): the tests of this file run in turn.
test.describe.configure({ mode: "serial" });

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const ALL_TAGS = { ga4_measurement_id: "G-TEST1234", gtm_container_id: "GTM-TEST123", meta_pixel_id: "1234567890123456" };
const TAG_SCRIPTS = ["/gtag/js?id=G-TEST1234", "/gtm.js?id=GTM-TEST123", "/en_US/fbevents.js"];
const CAR = { id: 701, year: 2022, make: "Toyota", model: "Corolla", car_type: "used", price: 25_990, km: 20_000, stocknum: "T701", vin: "JTNB23HE10J701701", location_id: 1 };

type Site = { slug: string; name: string; origin: string; host: string; carPath: string };

async function dealerWithTags(request: APIRequestContext, baseURL: string | undefined, tags: Partial<typeof ALL_TAGS>): Promise<Site> {
  const slug = `tags-${crypto.randomBytes(4).toString("hex")}`;
  const name = `Tag Motors ${slug.slice(-4).toUpperCase()}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name,
      template: "classic",
      config: { marketing_tags: tags, finance: { provider: "Tag Finance" } },
      locations: [{ id: 1, name: `${name} Brisbane`, slug: "brisbane", primary: true, address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 }, contact_detail: { phone: "+61 7 3000 0000" } }],
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  const stock = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: [{ ...CAR, created_at: new Date(Date.now() - 86_400_000).toISOString() }] });
  expect(stock.status(), await stock.text()).toBe(200);
  const origin = new URL(siteUrl(baseURL, slug)).origin;
  return { slug, name, origin, host: new URL(origin).host, carPath: "/cars/2022-toyota-corolla-701" };
}

/** Every http(s) request of the context to a host other than the site's. */
function outsideRequests(context: BrowserContext, siteHost: string): string[] {
  const seen: string[] = [];
  context.on("request", (r) => {
    const url = new URL(r.url());
    if (/^https?:$/.test(url.protocol) && url.host !== siteHost) seen.push(r.url());
  });
  return seen;
}

const ascEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).map((e) => e.event).filter((e): e is string => typeof e === "string" && e.startsWith("asc_")));

/**
 * No tag script in the page. The tags are inserted while the page hydrates (page.goto waits for that) or at once on a
 * click, so by the time this passes any tag request would have been made and recorded.
 */
async function expectNoTagScripts(page: Page): Promise<void> {
  await expect(page.locator(`script[src^="${tags.origin}"]`)).toHaveCount(0);
}

const banner = (page: Page, site: Site) => page.getByRole("region", { name: `Cookies on ${site.name}` });

let tags: TagServer;
test.beforeAll(async () => {
  tags = await startTagServer(TAG_SERVER_PORT);
});
test.afterAll(async () => {
  await tags?.close();
});
test.beforeEach(() => tags.reset());

test("a dealer without tags: no banner, no cookie settings, no request off the site", async ({ page, context, baseURL }) => {
  const site = new URL(siteUrl(baseURL, "bayside-ford"));
  const outside = outsideRequests(context, site.host);
  await page.goto(site.toString());
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("region", { name: /^Cookies on/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
  await expectNoTagScripts(page);
  expect(outside).toEqual([]);
  expect(tags.requests()).toEqual([]);
});

test("nothing leaves before consent; Accept all loads the three tags, which get the queued ASC events and the new ones", async ({ page, context, request, baseURL }) => {
  const site = await dealerWithTags(request, baseURL, ALL_TAGS);
  const outside = outsideRequests(context, site.host);
  // The page's CSP names the tags' addresses (here the stand-in's), and nothing of a tag the dealer has not set.
  const res = await page.goto(site.origin + site.carPath);
  expect(res?.headers()["content-security-policy"]).toContain(`${tags.origin}/gtm.js`);
  expect(res?.headers()["vary"]).toMatch(/Sec-GPC/);
  await expect(banner(page, site)).toBeVisible();
  await expect(banner(page, site)).toContainText("Google Analytics, Google Tag Manager and Meta pixel");

  // The shopper uses the page before choosing: the ASC events wait in the data layer, nothing is sent.
  await page.getByRole("button", { name: /Show number/ }).first().click();
  await expect(page.getByRole("link", { name: /07 3000 0000/ }).first()).toBeVisible();
  await expectNoTagScripts(page);
  expect(await ascEvents(page)).toEqual(["asc_item_pageview", "asc_cta_interaction"]);
  expect(outside).toEqual([]);
  expect(tags.requests()).toEqual([]);

  await banner(page, site).getByRole("button", { name: "Accept all" }).click();
  await expect(banner(page, site)).toBeHidden();
  await expect.poll(() => tags.requests()).toEqual(expect.arrayContaining(TAG_SCRIPTS));
  // GA4 gets the queued events (gtag 'event' calls), Tag Manager reads the data layer, the pixel its page view and the car.
  await expect
    .poll(() => tags.requests())
    .toEqual(expect.arrayContaining(["/g/collect?en=asc_item_pageview", "/g/collect?en=asc_cta_interaction", "/gtm/collect?ev=asc_item_pageview", "/tr?ev=PageView", "/tr?ev=ViewContent"]));
  expect(outside.every((u) => u.startsWith(tags.origin))).toBe(true);
  expect((await context.cookies(site.origin)).find((c) => c.name === "fc_consent")).toMatchObject({ value: "v1.a1.m1", path: "/", sameSite: "Lax", httpOnly: false });

  // An event after consent goes to the tags at once: the favourite heart (ASC cta interaction, 'save').
  await page.getByRole("button", { name: "Favourite" }).click();
  await expect.poll(() => tags.requests().filter((r) => r === "/g/collect?en=asc_cta_interaction").length).toBe(2);

  // Remembered: the next page load shows no banner and loads the tags again.
  tags.reset();
  await page.reload();
  await expect.poll(() => tags.requests()).toEqual(expect.arrayContaining(TAG_SCRIPTS));
  await expect(banner(page, site)).toHaveCount(0);

  // A lead sent through the form: asc_form_submission and the sales department's event, to GA4.
  await page.goto(`${site.origin}/contact?form=car-enquiry&car_id=${CAR.id}`);
  await expect(page.locator("form#car-enquiry-form[data-enhanced]")).toBeVisible();
  await page.getByRole("textbox", { name: "First name" }).fill("Alex");
  await page.getByRole("textbox", { name: "Last name" }).fill("Smith");
  await page.getByRole("textbox", { name: "Email" }).fill(`consent.${Date.now().toString(36)}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("heading", { name: "Thanks, Alex!" })).toBeVisible();
  await expect.poll(() => tags.requests()).toEqual(expect.arrayContaining(["/g/collect?en=asc_form_submission", "/g/collect?en=asc_form_submission_sales", "/tr?ev=Lead"]));
});

test("Reject all: no tag and no request off the site, while the site's own counting goes on; Cookie settings changes it", async ({ page, context, request, baseURL }) => {
  const site = await dealerWithTags(request, baseURL, ALL_TAGS);
  const outside = outsideRequests(context, site.host);
  await page.goto(site.origin + "/");
  await banner(page, site).getByRole("button", { name: "Reject all" }).click();
  await expect(banner(page, site)).toBeHidden();
  expect((await context.cookies(site.origin)).find((c) => c.name === "fc_consent")?.value).toBe("v1.a0.m0");

  // A full page load of the car: the first-party view beacon is answered, the shopper's actions are queued, nothing leaves.
  const beacon = page.waitForResponse((r) => new URL(r.url()).pathname === "/seen.gif");
  await page.goto(site.origin + site.carPath);
  expect((await beacon).status()).toBe(200);
  await expect(banner(page, site)).toHaveCount(0);
  await page.getByRole("button", { name: /Show number/ }).first().click();
  await page.getByRole("button", { name: "Favourite" }).click();
  await expectNoTagScripts(page);
  expect(await ascEvents(page)).toEqual(["asc_item_pageview", "asc_cta_interaction", "asc_cta_interaction"]);
  expect(outside).toEqual([]);
  expect(tags.requests()).toEqual([]);

  // From the footer: Choose → analytics only → GA4 loads, the marketing tags don't.
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page, site)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Cookies on ${site.name}` })).toBeFocused();
  await banner(page, site).getByRole("checkbox", { name: /Analytics/ }).check();
  await banner(page, site).getByRole("button", { name: "Save choices" }).click();
  await expect(page.getByRole("button", { name: "Cookie settings" })).toBeFocused();
  await expect.poll(() => tags.requests()).toContain("/g/collect?en=asc_item_pageview");
  expect(tags.requests().filter((r) => /gtm|fbevents|\/tr\?/.test(r))).toEqual([]);
});

test("Global Privacy Control (header and navigator) refuses the marketing tags even after Accept all", async ({ browser, request, baseURL }) => {
  const site = await dealerWithTags(request, baseURL, ALL_TAGS);
  const marketingOnly = await dealerWithTags(request, baseURL, { gtm_container_id: "GTM-TEST123", meta_pixel_id: "1234567890123456" });
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }));
  const page = await context.newPage();
  try {
    // The server's policy for a GPC request leaves the marketing tags out, so the browser would block them anyway.
    const res = await page.goto(marketingOnly.origin + "/");
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).not.toContain("gtm.js");
    expect(csp).not.toContain("fbevents");
    await expect(banner(page, marketingOnly)).toContainText("Global Privacy Control");
    await banner(page, marketingOnly).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page, marketingOnly)).toBeHidden();
    await page.reload();
    await expectNoTagScripts(page);
    expect(tags.requests()).toEqual([]);

    // With GA4 too: Accept all loads GA4 (analytics) only; the marketing choice cannot be ticked.
    await page.goto(site.origin + site.carPath);
    await banner(page, site).getByRole("button", { name: "Choose" }).click();
    await expect(banner(page, site).getByRole("checkbox", { name: /Marketing/ })).toBeDisabled();
    await banner(page, site).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => tags.requests()).toContain("/g/collect?en=asc_item_pageview");
    await expect(page.locator('script[src*="gtm.js"], script[src*="fbevents"]')).toHaveCount(0);
    expect(tags.requests().filter((r) => /gtm|fbevents|\/tr\?/.test(r))).toEqual([]);
    expect((await context.cookies(site.origin)).find((c) => c.name === "fc_consent")?.value).toBe("v1.a1.m0");
  } finally {
    await context.close();
  }
});

test("without JavaScript: no banner and no tag, the page works", async ({ browser, request, baseURL }) => {
  const site = await dealerWithTags(request, baseURL, ALL_TAGS);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const outside = outsideRequests(context, site.host);
  const page = await context.newPage();
  try {
    await page.goto(site.origin + site.carPath);
    await expect(page.getByRole("heading", { level: 1, name: /2022 Toyota Corolla/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Cookies on/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
    await expectNoTagScripts(page);
    expect(outside).toEqual([]);
    expect(tags.requests()).toEqual([]);
  } finally {
    await context.close();
  }
});

test("an owner sets the tags in the console: the vendors' formats only; then the site asks shoppers", async ({ page, browser, request, baseURL }) => {
  test.setTimeout(60_000);
  const tenant = await createTenant(request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/settings`);
  await page.getByRole("link", { name: "Marketing tags" }).click();
  await expect(page.getByRole("group", { name: "Marketing tags" })).toBeVisible();

  await page.getByLabel("GA4 measurement ID").fill("UA-12345-1");
  await page.getByLabel("Tag Manager container ID").fill("GTM-AB12; script-src *");
  await page.getByLabel("Meta pixel ID").fill("fb123");
  await page.getByRole("button", { name: "Save marketing tags" }).click();
  await expect(page.getByLabel("GA4 measurement ID")).toHaveAccessibleDescription(/GA4 measurement ID must look like G-ABC123XYZ9/);
  await expect(page.getByLabel("Tag Manager container ID")).toHaveAccessibleDescription(/must look like GTM-AB12CD3/);
  await expect(page.getByLabel("Meta pixel ID")).toHaveAccessibleDescription(/digits only/);
  expectNoViolations(await seriousViolations(page, "marketing tags form with errors"));

  await page.getByLabel("GA4 measurement ID").fill("g-test1234");
  await page.getByLabel("Tag Manager container ID").fill("");
  await page.getByLabel("Meta pixel ID").fill("");
  await page.getByRole("button", { name: "Save marketing tags" }).click();
  await expect(page.getByText("Marketing tags saved.")).toBeVisible();
  await expect(page.getByLabel("GA4 measurement ID")).toHaveValue("G-TEST1234");

  // A shopper now gets the banner (analytics only), and the site's policy names GA4's address and no other tag's.
  const shopper = await browser.newContext();
  try {
    const p = await shopper.newPage();
    const res = await p.goto(tenant.origin + "/");
    expect(res?.headers()["content-security-policy"]).toContain(`${tags.origin}/gtag/`);
    expect(res?.headers()["content-security-policy"]).not.toContain("fbevents");
    await expect(p.getByRole("region", { name: `Cookies on ${tenant.name}` })).toContainText("Google Analytics to learn how visitors use the site");
    await p.getByRole("button", { name: "Accept all" }).click();
    await expect.poll(() => tags.requests()).toContain("/gtag/js?id=G-TEST1234");
  } finally {
    await shopper.close();
  }
});
