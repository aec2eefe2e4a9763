import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The home page's search blocks (spec 000 §2 'Other blocks', §4 'Budget search', §5, §9): budget
 * search, price range slider and facet tiles, on a tenant of our own with known prices.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

// Priced stock runs from $15,990 to $98,000; the $800 Alto is below the budget search's base filter (price > 1000).
const STOCK = [
  { id: 1, make: "Kia", model: "Picanto", simple_body: "hatch", price: 15_990 },
  { id: 2, make: "Toyota", model: "Corolla", simple_body: "hatch", price: 29_990 },
  { id: 3, make: "Mazda", model: "CX-5", simple_body: "suv", price: 42_500 },
  { id: 4, make: "Toyota", model: "RAV4", simple_body: "suv", price: 52_000 },
  { id: 5, make: "Ford", model: "Ranger", simple_body: "ute", price: 61_990 },
  { id: 6, make: "Mercedes-Benz", model: "C300", simple_body: "sedan", price: 72_000 },
  { id: 7, make: "Mercedes-Benz", model: "GLC300", simple_body: "suv", price: 84_900 },
  { id: 8, make: "Toyota", model: "LandCruiser", simple_body: "suv", price: 98_000 },
  { id: 9, make: "Suzuki", model: "Alto", simple_body: "hatch", price: 800 },
];

async function makeDealer(request: APIRequestContext, label: string): Promise<string> {
  const slug = `e2e-budget-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Budget Test Motors",
      template: "classic",
      locations: [
        {
          id: 1,
          name: "Budget Test Ipswich",
          slug: "ipswich",
          primary: true,
          address: { street: "1 Brisbane St", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.61, long: 152.76 },
          contact_detail: { phone: "+61 7 3281 0000" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const created_at = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const stock = await request.put(`/api/admin/tenants/${slug}/stock`, {
    headers: auth,
    data: STOCK.map((v) => ({ ...v, year: 2022, car_type: "used", km: 20_000, created_at, location_id: 1, images: [{ url: "/media/not-found.webp" }] })),
  });
  expect(stock.status()).toBe(200);
  return slug;
}

const budgetFigure = (page: Page) => page.getByTestId("budget-amount");
const viewLink = (page: Page) => page.getByRole("link", { name: "View Cars In This Range" });

/** The prices on a results page, read from the cards' titles against the stock list. */
async function resultPrices(page: Page): Promise<number[]> {
  // The URL changes before a client navigation has rendered: wait until the results page itself shows.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
  await expect(page.getByText(/ found/).first()).toBeVisible();
  const titles = await page.locator("article h3").allInnerTexts();
  return titles.map((t) => {
    const v = STOCK.find((s) => t.trim() === `2022 ${s.make} ${s.model}`);
    if (!v) throw new Error(`unexpected card ${t}`);
    return v.price;
  });
}

test.describe("with JavaScript", () => {
  let slug: string;
  test.beforeAll(async ({ request }) => {
    slug = await makeDealer(request, "js");
  });

  test("budget defaults to weekly $200 + $2,000 deposit = $54,000 and links to the stock within it @mobile", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    const block = page.getByRole("region", { name: "Find cars for your budget" });
    await expect(block).toBeVisible();
    await expect(block.getByRole("radio", { name: "Weekly" })).toBeChecked();
    await expect(block.getByLabel("Weekly repayment")).toHaveValue("200");
    await expect(block.getByLabel("Deposit")).toHaveValue("2000");
    await expect(budgetFigure(page)).toHaveText("$54,000");
    await expect(viewLink(page)).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=:54000");

    await viewLink(page).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price=:54000$/);
    await expect(page.locator("article").first()).toBeVisible();
    const prices = await resultPrices(page);
    expect(prices.sort((a, b) => a - b)).toEqual([800, 15_990, 29_990, 42_500, 52_000]);
  });

  test("monthly resets the repayment to $600 (38,000); typing updates the figure and link live", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    await page.getByRole("radio", { name: "Monthly" }).check();
    await expect(page.getByLabel("Monthly repayment")).toHaveValue("600");
    await expect(budgetFigure(page)).toHaveText("$38,000"); // 600 × 12 × 5 + 2000
    await expect(viewLink(page)).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=:38000");

    await page.getByLabel("Monthly repayment").fill("1000");
    await page.getByLabel("Deposit").fill("$5,000");
    await expect(budgetFigure(page)).toHaveText("$65,000"); // 1000 × 60 + 5000
    await expect(viewLink(page)).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=:65000");

    await page.getByRole("radio", { name: "Weekly" }).check();
    await expect(page.getByLabel("Weekly repayment")).toHaveValue("200");
    await expect(budgetFigure(page)).toHaveText("$57,000"); // 200 × 260 + 5000

    // Above the dearest car ($98,000) the search gets no upper bound.
    await page.getByLabel("Weekly repayment").fill("500");
    await expect(budgetFigure(page)).toHaveText("$135,000"); // 500 × 260 + 5000
    await expect(viewLink(page)).toHaveAttribute("href", "/search/new-used-and-demo-cars");
  });

  test("inputs clamp to 0–1,000,000 and a non-number counts as 0", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    const repayment = page.getByLabel("Weekly repayment");
    await repayment.fill("5000000");
    await expect(budgetFigure(page)).toHaveText("$260,002,000"); // 1,000,000 × 260 + 2000
    await repayment.blur();
    await expect(repayment).toHaveValue("1000000");

    await repayment.fill("abc");
    await expect(budgetFigure(page)).toHaveText("$2,000");
    await repayment.blur();
    await expect(repayment).toHaveValue("0");

    const deposit = page.getByLabel("Deposit");
    await deposit.fill("-300");
    await deposit.blur();
    await expect(deposit).toHaveValue("0");
    await expect(budgetFigure(page)).toHaveText("$0");
  });

  test("a budget below the cheapest car disables the button: '0 Cars Found' and 'No Cars found for this budget'", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    await page.getByLabel("Weekly repayment").fill("0");
    await page.getByLabel("Deposit").fill("15000"); // cheapest counted car is $15,990 (the $800 one is below the base filter)
    await expect(budgetFigure(page)).toHaveText("$15,000");
    await expect(page.getByRole("button", { name: "0 Cars Found" })).toBeDisabled();
    await expect(page.getByText("No Cars found for this budget")).toBeVisible();
    await expect(viewLink(page)).toHaveCount(0);

    await page.getByLabel("Deposit").fill("15990");
    await expect(viewLink(page)).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=:15990");
    await expect(page.getByText("No Cars found for this budget")).toHaveCount(0);
  });

  test("body tiles are the most common bodies and change the link", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    const tiles = page.getByRole("group", { name: "Body type" }).getByRole("radio");
    // All, then the 4 most common priced bodies: SUV (4), Hatch (2), then Sedan and Ute (1 each) by name.
    await expect(tiles).toHaveCount(5);
    await expect(page.getByRole("radio", { name: /^All Cars/ })).toBeChecked();
    await page.getByRole("radio", { name: /^SUV/ }).check();
    await expect(viewLink(page)).toHaveAttribute("href", "/search/suv?price=:54000");
    await page.getByRole("radio", { name: /^Ute/ }).check();
    await expect(page.getByRole("button", { name: "0 Cars Found" })).toBeDisabled(); // the only ute is $61,990
    await page.getByRole("radio", { name: /^SUV/ }).check();
    await viewLink(page).click();
    await expect(page).toHaveURL(/\/search\/suv\?price=:54000$/);
    await expect(page.locator("article").first()).toBeVisible();
    expect((await resultPrices(page)).sort((a, b) => a - b)).toEqual([42_500, 52_000]);
  });

  test("the price range slider moves by keyboard and searches that range dearest first", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    const min = page.getByRole("slider", { name: "Minimum price" });
    const max = page.getByRole("slider", { name: "Maximum price" });
    await expect(min).toHaveAttribute("aria-valuenow", "5000");
    await expect(max).toHaveAttribute("aria-valuenow", "250000");
    const link = page.getByRole("link", { name: "Search This Price Range" });
    await expect(link).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=5000:&sortBy=price:desc");

    await min.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight"); // 20 × $500
    await expect(min).toHaveAttribute("aria-valuenow", "15000");
    await max.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press("PageDown"); // 3 × $5,000
    await page.keyboard.press("ArrowLeft");
    await expect(max).toHaveAttribute("aria-valuenow", "234500");
    await expect(link).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=15000:234500&sortBy=price:desc");

    await link.click();
    await expect(page).toHaveURL(/price=15000:234500&sortBy=price:desc$/);
    await expect(page.locator("article").first()).toBeVisible();
    expect(await resultPrices(page)).toEqual([98_000, 84_900, 72_000, 61_990, 52_000, 42_500, 29_990, 15_990]);
  });

  test("facet tiles link to /search/{slug} with a count", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    const browse = page.getByRole("region", { name: "Browse our stock" });
    await expect(browse.getByRole("link", { name: "SUV 4 in stock" })).toHaveAttribute("href", "/search/suv");
    await expect(browse.getByRole("link", { name: "Hatch 3 in stock" })).toHaveAttribute("href", "/search/hatch");
    await expect(browse.getByRole("link", { name: "Toyota 3 in stock" })).toHaveAttribute("href", "/search/toyota");
    const mercedes = browse.getByRole("link", { name: "Mercedes-Benz 2 in stock" });
    await expect(mercedes).toHaveAttribute("href", "/search/mercedes-benz");
    await mercedes.click();
    await expect(page).toHaveURL(/\/search\/mercedes-benz$/);
    await expect(page.locator("article").first()).toBeVisible();
    expect((await resultPrices(page)).sort((a, b) => a - b)).toEqual([72_000, 84_900]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  let slug: string;
  test.beforeAll(async ({ request }) => {
    slug = await makeDealer(request, "nojs");
  });

  test("the server renders the defaults and the form leads to the capped search", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    await expect(budgetFigure(page)).toHaveText("$54,000");
    await page.getByRole("radio", { name: "Monthly" }).check();
    await page.getByLabel("Weekly repayment").fill("700"); // the label only follows the period with JavaScript
    await page.getByLabel("Deposit").fill("0");
    await page.getByRole("button", { name: "View Cars In This Range" }).click();
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price=:42000$/); // 700 × 12 × 5
  });

  test("'Update estimate' shows the new figure, and a budget below the cheapest car is refused", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, slug));
    await page.getByRole("radio", { name: /^SUV/ }).check();
    await page.getByLabel("Weekly repayment").fill("100");
    await page.getByLabel("Deposit").fill("abc");
    await page.getByRole("button", { name: "Update estimate" }).click();
    await expect(page).toHaveURL(/[?&]intent=estimate/);
    await expect(budgetFigure(page)).toHaveText("$26,000"); // 100 × 260 + 0; SUVs start at $42,500
    await expect(page.getByRole("radio", { name: /^SUV/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "0 Cars Found" })).toBeDisabled();
    await expect(page.getByText("No Cars found for this budget")).toBeVisible();

    await page.getByLabel("Weekly repayment").fill("200");
    await page.getByRole("button", { name: "Update estimate" }).click();
    await expect(budgetFigure(page)).toHaveText("$52,000");
    await page.getByRole("button", { name: "View Cars In This Range" }).click();
    await expect(page).toHaveURL(/\/search\/suv\?price=:52000$/);
  });
});
