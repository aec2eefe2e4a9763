import type { Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { at, payDeposit, signIn, siteFetch } from "./shopper-fixtures.ts";

/**
 * Every page type of the shopper site (the README's list) through the full axe-core rule set (tests/e2e/axe.ts,
 * ADR 046), at desktop and phone widths, signed out and signed in, with the dialogs a shopper can open: no serious or
 * critical violation. The demo dealers cover the three templates (read only); the signed-in pages and the checkout run
 * on a dealer of our own. The console's pages are in console-a11y.spec.ts.
 */

const WIDTHS = [1366, 390] as const;
/** The four demo dealers: classic, bold, modern and classic with a theme colour, a chat widget and used-car paths. */
const DEMO = { apex: "apex-motor-group", bayside: "bayside-ford", highway: "highway-moto", cityline: "cityline-cars" } as const;

const A = DEMO.apex;
/** The page types beyond home, results and vehicle (README 'What shoppers and dealers get'), in two halves. */
const OTHER_PAGES: [string, string, number?][][] = [
  [
    [A, "/compare"],
    [A, "/contact"],
    [A, "/trade-in"],
    [A, "/locations"],
    [A, "/locations/apex-southport"],
    [A, "/finance"],
    [A, "/reviews"],
    [A, "/models"],
    [A, "/models/rav4"],
    [A, "/brands"],
    [A, "/toyota/overview"],
    [A, "/no-such-page", 404],
    [A, "/cars/2019-toyota-rav4-gx-99999999", 404],
  ],
  [
    [A, "/blog"],
    [A, "/blog/vehicle-reviews"],
    [A, "/blog/rav4-hybrid-long-term-review"],
    [A, "/about-us"],
    [A, "/vehicle-parts-and-accessories"],
    [A, "/careers"],
    [A, "/service"],
    [A, "/sell-my-car"],
    [A, "/book-test-drive"],
    [A, "/sign-in"],
    [DEMO.cityline, "/special-offers"],
    [DEMO.cityline, "/offers/trade-in-bonus-500"],
    [DEMO.bayside, "/ford-service"],
  ],
];

/** Loads a page (goto waits for hydration) and runs axe on it; a vehicle page also waits until it is ready. */
async function check(page: Page, url: string, where: string, expectStatus = 200): Promise<string[]> {
  const res = await page.goto(url);
  expect(res?.status(), `${where}: status`).toBe(expectStatus);
  if (/\/cars\/[^/?]+$/.test(new URL(url).pathname) && expectStatus === 200) await page.locator("[data-page-ready]").waitFor({ state: "attached" });
  return seriousViolations(page, where);
}

/** The first car linked from a dealer's results page (its path). */
async function firstCar(page: Page): Promise<string> {
  const href = await page.locator('main a[href^="/cars/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href!;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    for (const tenant of Object.values(DEMO)) {
      test(`${tenant}: home, results and a vehicle page`, async ({ page, baseURL }) => {
        test.setTimeout(180_000);
        const found: string[] = [];
        found.push(...(await check(page, at(baseURL, tenant, "/"), `${width} ${tenant} home`)));
        await page.goto(at(baseURL, tenant, "/search/new-used-and-demo-cars"));
        found.push(...(await seriousViolations(page, `${width} ${tenant} results`)));
        const car = await firstCar(page);
        found.push(...(await check(page, at(baseURL, tenant, car), `${width} ${tenant} vehicle`)));
        if (tenant === DEMO.apex) found.push(...(await check(page, `${baseURL}/`, `${width} platform directory`)));
        expectNoViolations(found);
      });
    }

    for (const [part, pages] of OTHER_PAGES.entries()) {
      test(`the site's other page types, part ${part + 1} of ${OTHER_PAGES.length}`, async ({ page, baseURL }) => {
        test.setTimeout(300_000);
        const found: string[] = [];
        for (const [tenant, path, status] of pages) {
          let url = path;
          if (path.startsWith("/compare")) {
            // Three cars side by side, taken from the second results page (itself checked here).
            await page.goto(at(baseURL, tenant, "/search/new-used-and-demo-cars?page=2"));
            found.push(...(await seriousViolations(page, `${width} ${tenant} results page 2`)));
            const ids = await page.locator('main a[href^="/cars/"]').evaluateAll((links) => [...new Set(links.map((a) => /-(\d+)$/.exec(a.getAttribute("href") ?? "")?.[1]))].filter(Boolean).slice(0, 3));
            url = `/compare?ids=${ids.join(",")}`;
          }
          found.push(...(await check(page, at(baseURL, tenant, url), `${width} ${tenant}${url}`, status)));
        }
        expectNoViolations(found);
      });
    }

    test("with a shopper's dialogs open", async ({ page, baseURL }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      await page.goto(at(baseURL, A, "/search/new-used-and-demo-cars"));
      if (width < 1024) {
        await page.getByRole("button", { name: /^Filters/ }).click();
        await expect(page.getByRole("dialog", { name: "Filter results" })).toBeVisible();
        found.push(...(await seriousViolations(page, `${width} results, filters sheet`)));
        await page.keyboard.press("Escape");
        await page.getByText("Menu", { exact: true }).click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        found.push(...(await seriousViolations(page, `${width} results, mobile menu`)));
      }
      const car = await firstCar(page);
      await page.goto(at(baseURL, A, car));
      await page.locator("[data-page-ready]").waitFor({ state: "attached" });
      const sidebar = page.getByRole("complementary", { name: "Price and contact" });
      for (const [opener, title] of [
        [sidebar.getByRole("link", { name: /Enquire/ }), "Enquire about this car"],
        [sidebar.getByRole("link", { name: "Test Drive" }), "Book a test drive"],
      ] as const) {
        await opener.click();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog.getByRole("button", { name: /Send|Book/ }).first()).toBeVisible();
        found.push(...(await seriousViolations(page, `${width} vehicle, ${title} dialog`)));
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
      await page.getByRole("button", { name: "View full screen" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} vehicle, full-screen gallery`)));
      await page.keyboard.press("Escape");

      // The chat widget (Cityline Cars): its panel open on a car's page.
      await page.goto(at(baseURL, DEMO.cityline, "/used-car/new-used-and-demo-cars"));
      await page.goto(at(baseURL, DEMO.cityline, await firstCar(page)));
      await page.locator("[data-page-ready]").waitFor({ state: "attached" });
      await page.getByRole("button", { name: "Chat with Cityline" }).first().click();
      await expect(page.getByRole("dialog", { name: "Chat with Cityline" })).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} vehicle, chat widget`)));

      // The locations page's holiday hours (a link that opens a dialog once the page is interactive).
      await page.goto(at(baseURL, A, "/locations"));
      await page.getByRole("link", { name: "Holiday hours" }).first().click();
      await expect(page.getByRole("dialog", { name: "Holiday hours" })).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} locations, holiday hours dialog`)));
      expectNoViolations(found);
    });

    test("the cookie banner of a dealer with marketing tags, and its choices", async ({ page, baseURL, request }, testInfo) => {
      const T = `a11y-tags-${width}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const put = await request.put(`/api/admin/tenants/${T}`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        data: { name: "Consent Motors", template: "bold", config: { marketing_tags: { ga4_measurement_id: "G-A11Y1234", gtm_container_id: "GTM-A11Y123", meta_pixel_id: "1234567890123456" } } },
      });
      expect(put.status(), await put.text()).toBe(201);
      const found: string[] = [];
      await page.goto(at(baseURL, T, "/"));
      const banner = page.getByRole("region", { name: "Cookies on Consent Motors" });
      await expect(banner).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`cookie-banner-${width}.png`) });
      found.push(...(await seriousViolations(page, `${width} cookie banner`)));
      await banner.getByRole("button", { name: "Choose" }).click();
      await expect(banner.getByRole("checkbox", { name: /Marketing/ })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`cookie-banner-choose-${width}.png`) });
      found.push(...(await seriousViolations(page, `${width} cookie banner, choosing`)));
      // Keyboard: the choices and buttons are reachable and the banner closes on a choice.
      await banner.getByRole("button", { name: "Reject all" }).press("Enter");
      await expect(banner).toBeHidden();
      expectNoViolations(found);
    });

    test("signed in, and the checkout's steps", async ({ page, baseURL, request }) => {
      test.setTimeout(180_000);
      const T = `a11y-${width}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const car = { id: 701, year: 2022, make: "Toyota", model: "Corolla", car_type: "used", price: 25_990, km: 20_000, stocknum: "A701", location_id: 1, created_at: new Date(Date.now() - 5 * 86_400_000).toISOString() };
      const put = await request.put(`/api/admin/tenants/${T}`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        data: {
          name: "Access Motors",
          template: "classic",
          config: { checkout: { enabled: true, path: "checkout", deposit: 200, hold_hours: 48, refundable: true, payment_provider: "test" } },
          locations: [{ id: 1, name: "Access Motors Brisbane", slug: "brisbane", primary: true, address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 }, contact_detail: { phone: "+61 7 3000 0000" } }],
        },
      });
      expect(put.status(), await put.text()).toBe(201);
      expect((await request.put(`/api/admin/tenants/${T}/stock`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, data: [car] })).status()).toBe(200);
      const carPath = "/cars/2022-toyota-corolla-701";

      const found: string[] = [];
      found.push(...(await check(page, at(baseURL, T, `${carPath}/checkout`), `${width} checkout, signed out`)));
      found.push(...(await check(page, at(baseURL, T, "/checkout-journey?car_id=701"), `${width} buy online, first step`)));
      await signIn(page, baseURL, T, `04${Math.floor(10_000_000 + Math.random() * 89_999_999)}`);
      found.push(...(await seriousViolations(page, `${width} my garage, empty`)));
      found.push(...(await check(page, at(baseURL, T, "/"), `${width} home, signed in`)));
      found.push(...(await check(page, at(baseURL, T, carPath), `${width} vehicle, signed in`)));
      found.push(...(await check(page, at(baseURL, T, `${carPath}/checkout`), `${width} checkout, signed in`)));
      await payDeposit(page, "4000 0025 0000 3155");
      await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} checkout, confirm payment`)));
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} checkout, reserved`)));
      found.push(...(await check(page, at(baseURL, T, "/my-garage"), `${width} my garage, a reservation`)));
      expectNoViolations(found);
    });

    test("saved searches, alert settings and the unsubscribe page", async ({ page, baseURL, request }) => {
      test.setTimeout(180_000);
      const T = `a11y-alerts-${width}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const headers = { Authorization: `Bearer ${ADMIN_TOKEN}` };
      const car = (id: number, model: string) => ({ id, year: 2022, make: "Toyota", model, car_type: "used", price: 25_990, km: 20_000, location_id: 1, created_at: new Date().toISOString() });
      const put = await request.put(`/api/admin/tenants/${T}`, {
        headers,
        data: { name: "Alert Access Motors", template: "classic", locations: [{ id: 1, name: "Alert Access Brisbane", slug: "brisbane", primary: true, address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 }, contact_detail: { phone: "+61 7 3000 0000" } }] },
      });
      expect(put.status(), await put.text()).toBe(201);
      expect((await request.put(`/api/admin/tenants/${T}/stock`, { headers, data: [car(801, "Corolla")] })).status()).toBe(200);
      const phone = `04${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
      const found: string[] = [];
      await page.goto(at(baseURL, T, "/search/toyota"));
      await page.getByText("Save this search").click();
      found.push(...(await seriousViolations(page, `${width} results, save this search open`)));
      await signIn(page, baseURL, T, phone);
      found.push(...(await check(page, at(baseURL, T, "/saved-searches?search=%2Fsearch%2Ftoyota&name=Toyotas&frequency=instant"), `${width} save this search, after sign-in`)));
      await page.getByRole("button", { name: "Save search" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} my garage, a saved search`)));
      expect((await siteFetch(baseURL, T, "/api/watchlist/save-car", { data: { phone_number: phone, car_id: 801 }, as: page.context() })).status).toBe(200);
      await page.reload();
      await page.getByText("Alerts for this car: off").click();
      found.push(...(await seriousViolations(page, `${width} my garage, a watched car's alerts open`)));
      expect((await request.post(`/api/admin/tenants/${T}/stock`, { headers, data: [car(802, "Camry")] })).status()).toBe(200);
      let link = "";
      await expect
        .poll(async () => {
          await page.goto(at(baseURL, T, "/dev/sms"));
          link = /Stop: (\S+)/.exec((await page.locator("p.font-mono").allInnerTexts()).find((t) => t.includes("Camry")) ?? "")?.[1] ?? "";
          return link;
        }, { timeout: 60_000 })
        .not.toBe("");
      found.push(...(await check(page, link, `${width} unsubscribe, confirm`)));
      await page.getByRole("button", { name: "Unsubscribe" }).click();
      await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
      found.push(...(await seriousViolations(page, `${width} unsubscribe, done`)));
      found.push(...(await check(page, at(baseURL, T, "/alerts/unsubscribe/s0.bad"), `${width} unsubscribe, bad link`, 404)));
      expectNoViolations(found);
    });
  });
}
