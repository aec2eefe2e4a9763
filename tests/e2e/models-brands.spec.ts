import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * Models and brands (spec 000 §2 'Brands page', 'Other routes seen', 'Other blocks'; §3 'Model',
 * 'Brand tile'): /models grouped by body category, /models/{slug}, /{model-slug}, /brands and
 * /{brand}/overview, on tenants of our own with known models, brands and stock.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const IMG = "/media/not-found.webp";

const MODELS = [
  { name: "Ranger", slug: "ranger", manufacturer_name: "Ford", manufacturer_body: "Trucks", body: "Ute", image: IMG, from_price: 36880, short_description: "Australia's best-selling ute." },
  { name: "Everest", slug: "everest", manufacturer_name: "Ford", manufacturer_body: "SUVs", manufacturer_body2: "People Movers", body: "SUV", image: IMG, from_price: 53990 },
  { name: "Mustang", slug: "mustang", manufacturer_name: "Ford", manufacturer_body: "Performance", body: "Coupe", image: IMG, from_price: 66835 },
  { name: "Puma", slug: "puma", manufacturer_name: "Ford", manufacturer_body: "SUVs", body: "SUV", image: IMG, status: "coming_soon" },
];

const BRANDS = [
  { title: "Ford", slug: "ford", description: "The full Ford range at our Cleveland showroom.", banner: IMG },
  { title: "Mazda", slug: "mazda", skipPage: true },
  { title: "Yamaha", slug: "yamaha", group: "motorcycle", description: "Road and adventure bikes." },
  { title: "Hino", slug: "hino", group: "truck", skipPage: true },
  { title: "Bayview Finance", slug: "bayview-finance", group: "our", description: "Finance arranged in-house." },
];

/** 3 Ford Rangers, 2 Ford Everests and 2 Mazda CX-5s. */
function stock() {
  const spec: [string, string, number][] = [
    ["Ford", "Ranger", 3],
    ["Ford", "Everest", 2],
    ["Mazda", "CX-5", 2],
  ];
  const cars = [];
  let i = 0;
  for (const [make, model, n] of spec)
    for (let k = 0; k < n; k++, i++)
      cars.push({ id: 2000 + i, year: 2024, make, model, car_type: "new", price: 40_000 + i * 1000, km: 10, created_at: new Date(Date.now() - (10 + i) * DAY).toISOString(), location_id: 1, images: [{ url: IMG }] });
  return cars;
}

async function makeDealer(request: APIRequestContext, label: string, config: object): Promise<string> {
  const slug = `e2e-models-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Bayview Motors",
      template: "classic",
      config,
      locations: [
        {
          id: 1,
          name: "Bayview Cleveland",
          slug: "cleveland",
          primary: true,
          address: { street: "1 Shore St", city: "Cleveland", state: "QLD", postcode: "4163", lat: -27.53, long: 153.26 },
          contact_detail: { phone: "+61 7 3821 0000" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const res = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: stock() });
  expect(res.status()).toBe(200);
  return slug;
}

const groupTitles = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();

test("models are grouped by body category in the tenant's order, with New and Coming Soon badges; the footer's SUVs link filters them", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "grouped", { models: MODELS, model_body_order: ["SUVs", "Performance", "Trucks"] });
  await page.goto(siteUrl(baseURL, slug, "/models"));
  await expect(page).toHaveTitle("Models · Bayview Motors");
  await expect(page.getByRole("heading", { level: 1, name: "Our models" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Models", exact: true }).first()).toHaveAttribute("href", "/models");
  // The header's Models menu: tiles per category (up to three categories), with the same badges.
  await page.getByRole("banner").getByRole("link", { name: "Models", exact: true }).first().hover();
  const menuSuvs = page.getByRole("banner").getByRole("group", { name: "SUVs" });
  await expect(menuSuvs.getByRole("link", { name: /Everest/ })).toBeVisible();
  await expect(menuSuvs.getByRole("link", { name: /Everest/ })).toHaveAttribute("href", "/models/everest");
  await expect(menuSuvs.getByRole("link", { name: /Puma/ })).toContainText("Coming Soon");
  await expect(page.getByRole("banner").getByRole("group", { name: "People Movers" })).toHaveCount(0);
  await page.mouse.move(0, 600);
  expect((await groupTitles(page)).map((t) => t.toLowerCase())).toEqual(["suvs", "performance", "trucks", "people movers"]);

  const suvs = page.getByRole("region", { name: "SUVs" });
  const everest = suvs.getByRole("article").filter({ hasText: "Everest" });
  await expect(everest.getByRole("link", { name: "Everest" })).toHaveAttribute("href", "/models/everest");
  await expect(everest.getByRole("heading", { name: "Everest" })).toHaveText("EVEREST", { useInnerText: true });
  await expect(everest).toContainText("New");
  await expect(everest).toContainText("from $53,990");
  const puma = suvs.getByRole("article").filter({ hasText: "Puma" });
  await expect(puma).toContainText("Coming Soon");
  await expect(puma).toContainText("Price to be announced");

  await page.getByRole("contentinfo").getByRole("link", { name: "SUVs" }).click();
  await expect(page).toHaveURL(/\/models\?body=suv$/);
  await expect(page.getByRole("heading", { level: 1, name: "SUVs" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(3); // Everest and Puma under SUVs, Everest again under People Movers
  await expect(page.getByRole("main").getByRole("article").filter({ hasText: "Ranger" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: "SUVs" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: "Future Vehicles" }).click();
  await expect(page).toHaveURL(/\/models\?body=future-vehicles$/);
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("article")).toContainText("Puma");

  await page.goto(siteUrl(baseURL, slug, "/models") + "?body=electric");
  await expect(page.getByRole("heading", { name: "No Electric models right now" })).toBeVisible();
  await page.getByRole("link", { name: "See all models" }).click();
  await expect(page).toHaveURL(/\/models$/);
});

test("a model page shows price and buttons; its stock button lands on that model's search results; /{model-slug} redirects there", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "page", { models: MODELS });
  await page.goto(siteUrl(baseURL, slug, "/ranger"));
  await expect(page).toHaveURL(/\/models\/ranger$/);
  await expect(page).toHaveTitle("Ford Ranger · Models · Bayview Motors");
  await expect(page.getByRole("heading", { level: 1, name: "Ranger" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(/Home.*Models.*Ranger/);
  await expect(page.getByText("Australia's best-selling ute.")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("from $36,880");
  await expect(page.getByText("3 vehicles in stock now")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Book A Test Drive", exact: true })).toHaveAttribute("href", "/book-test-drive");
  await expect(main.getByRole("link", { name: "Enquire Now", exact: true })).toHaveAttribute("href", "/contact?subcategory=Model+Ford+Ranger");

  await page.getByRole("link", { name: "View Ranger stock" }).click();
  await expect(page).toHaveURL(/\/search\/ford\/ranger$/);
  await expect(page.getByRole("status")).toHaveText(/^3 cars found/);

  // A coming-soon model with no stock of its own offers the make's stock instead.
  await page.goto(siteUrl(baseURL, slug, "/models/puma"));
  await expect(page.getByRole("main")).toContainText("Coming Soon");
  await page.getByRole("link", { name: "View Ford stock" }).click();
  await expect(page).toHaveURL(/\/search\/ford$/);
  await expect(page.getByRole("status")).toHaveText(/^5 cars found/);
});

test("/brands lists Car, Motorcycle, Truck and Our Brands with the stats banner; tiles open the overview or the brand's stock", async ({ page, request, baseURL }) => {
  // Counted from the dealer's own data (ADR 036): one location, its brand tiles outside Our Brands, years since 1994.
  const brandCount = BRANDS.filter((b) => (b as { group?: string }).group !== "our").length;
  const years = new Date().getUTCFullYear() - 1994;
  const stats = [
    { figure: "1", label: "Location" },
    { figure: String(brandCount), label: "Brands" },
    { figure: String(years), label: "Years" },
  ];
  const slug = await makeDealer(request, "brands", { models: MODELS, brands: BRANDS, brand_stats: [{ stat: "locations" }, { stat: "brands" }, { stat: "years", since: 1994 }] });
  await page.goto(siteUrl(baseURL, slug, "/brands"));
  await expect(page).toHaveTitle("Our Brands · Bayview Motors");
  expect(await groupTitles(page)).toEqual(["Car Brands", "Motorcycle Brands", "Truck Brands", "Our Brands"]);
  const banner = page.getByRole("region", { name: "About our group" });
  for (const s of stats) {
    await expect(banner).toContainText(s.figure);
    await expect(banner).toContainText(s.label, { ignoreCase: true });
  }
  await expect(page.getByRole("list", { name: "Car Brands" }).getByRole("link")).toHaveText(["Ford", "Mazda"], { ignoreCase: true });
  await expect(page.getByRole("list", { name: "Truck Brands" }).getByRole("link", { name: "Hino" })).toHaveAttribute("href", "/search/hino");

  await page.getByRole("list", { name: "Car Brands" }).getByRole("link", { name: "Mazda" }).click();
  await expect(page).toHaveURL(/\/search\/mazda$/);
  await expect(page.getByRole("status")).toHaveText(/^2 cars found/);

  await page.goto(siteUrl(baseURL, slug, "/brands"));
  await page.getByRole("list", { name: "Car Brands" }).getByRole("link", { name: "Ford" }).click();
  await expect(page).toHaveURL(/\/ford\/overview$/);
  await expect(page).toHaveTitle("Ford · Our Brands · Bayview Motors");
  await expect(page.getByRole("heading", { level: 1, name: "Ford" })).toBeVisible();
  await expect(page.getByText("The full Ford range at our Cleveland showroom.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Ford models" }).getByRole("article")).toHaveCount(4);
  await page.getByRole("link", { name: "View Ford stock" }).click();
  await expect(page).toHaveURL(/\/search\/ford$/);
  await expect(page.getByRole("status")).toHaveText(/^5 cars found/);

  // A group brand with no stock has a page but no stock button.
  await page.goto(siteUrl(baseURL, slug, "/bayview-finance/overview"));
  await expect(page.getByRole("heading", { level: 1, name: "Bayview Finance" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /^View .* stock$/ })).toHaveCount(0);
});

test("unknown models and brands are 404s; a bad body filter is a 400; no stats banner when none is set", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "errors", { models: MODELS, brands: BRANDS });
  for (const path of ["/models/focus", "/toyota/overview", "/hino/overview", "/focus"]) {
    const res = await page.goto(siteUrl(baseURL, slug, path));
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
  // Fetched rather than opened: the browser logs every 400 it loads as a console error.
  const bad = await request.get("/models?body=%3Cscript%3E", { headers: { host: new URL(siteUrl(baseURL, slug)).host } });
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("We don&#x27;t know that body type");

  await page.goto(siteUrl(baseURL, slug, "/brands"));
  await expect(page.getByRole("heading", { name: "Car Brands" })).toBeVisible();
  await expect(page.getByRole("region", { name: "About our group" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the body filter links, model pages and brand tiles all work", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs", { models: MODELS, brands: BRANDS });
    await page.goto(siteUrl(baseURL, slug, "/models"));
    await page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: "Trucks" }).click();
    await expect(page).toHaveURL(/\/models\?body=truck$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);
    await page.getByRole("link", { name: "Ranger" }).click();
    await expect(page).toHaveURL(/\/models\/ranger$/);
    await page.getByRole("link", { name: "View Ranger stock" }).click();
    await expect(page).toHaveURL(/\/search\/ford\/ranger$/);
    await expect(page.getByRole("status")).toHaveText(/^3 cars found/);

    await page.goto(siteUrl(baseURL, slug, "/brands"));
    await page.getByRole("link", { name: "Yamaha" }).click();
    await expect(page).toHaveURL(/\/yamaha\/overview$/);
    await expect(page.getByText("Road and adventure bikes.")).toBeVisible();
  });
});
