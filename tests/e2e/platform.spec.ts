import { ADMIN_TOKEN } from "../../playwright.config.ts";
import type { Locator, Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures.ts";

const DEMO = [
  { slug: "apex-motor-group", name: "Apex Motor Group" },
  { slug: "bayside-ford", name: "Bayside Ford" },
  { slug: "highway-moto", name: "Highway Moto & Caravans" },
  { slug: "cityline-cars", name: "Cityline Cars" },
];

/**
 * Goes through the directory's pages (24 dealers a page, by name; other tests add dealers) until `find` is on the page
 * shown, and answers it; fails when the last page does not have it either.
 */
async function inDirectory(page: Page, find: (page: Page) => Locator): Promise<Locator> {
  await page.goto("/");
  for (let n = 1; n <= 200; n++) {
    if ((await find(page).count()) > 0) return find(page);
    const next = page.getByRole("navigation", { name: "Directory pages" }).getByRole("link", { name: "Next page" });
    if ((await next.count()) === 0) break;
    await page.goto(new URL((await next.getAttribute("href"))!, page.url()).toString());
  }
  throw new Error("not in the directory");
}

test("the platform directory lists the four demo dealers with links to their sites @mobile", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dealer websites on this platform" })).toBeVisible();
  for (const t of DEMO) {
    const link = await inDirectory(page, (p) => p.getByRole("link", { name: t.name, exact: true }));
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", new RegExp(`^http://${t.slug}\\.localhost:\\d+/$`));
  }
});

test("the directory is paged: a page that isn't there is a 404", async ({ page }) => {
  for (const address of ["/?page=99999", "/?page=0", "/?page=x"]) expect((await page.goto(address))?.status(), address).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.goto("/?page=1"))?.status()).toBe(200);
});

for (const t of DEMO) {
  test(`${t.name}'s home page shows its own name, branding and stock @mobile`, async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, t.slug));
    await expect(page).toHaveTitle(new RegExp(t.name));
    await expect(page.getByRole("link", { name: `${t.name} home` })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Just arrived" })).toBeVisible();
    await expect(page.locator("article").first()).toBeVisible();
    // The first card's picture is a real transformed image. Below the hero it loads lazily (ADR 051): on a phone it
    // comes when the shopper scrolls to it.
    const img = page.locator("article img").first();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty("complete", true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(100);
  });
}

test("the demo dealers use visibly different templates", async ({ page, baseURL }) => {
  const looks = new Set<string>();
  for (const t of DEMO) {
    await page.goto(siteUrl(baseURL, t.slug));
    const look = await page.evaluate(() => {
      const header = getComputedStyle(document.querySelector("header")!);
      const h1 = getComputedStyle(document.querySelector("h1")!);
      return `${document.documentElement.dataset.template}|${header.backgroundColor}|${h1.fontFamily.split(",")[0]}`;
    });
    looks.add(look);
  }
  expect(new Set([...looks].map((l) => l.split("|")[0])).size).toBeGreaterThanOrEqual(3);
  expect(looks.size).toBeGreaterThanOrEqual(3);
});

test("an unknown tenant host gets the styled 404", async ({ page, baseURL }) => {
  const res = await page.goto(siteUrl(baseURL, "no-such-dealer"));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No dealer site here" })).toBeVisible();
});

test("an unknown page on a dealer site is a branded 404, at any depth", async ({ page, baseURL }) => {
  const res = await page.goto(siteUrl(baseURL, "bayside-ford", "/definitely-not-here"));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bayside Ford home" })).toBeVisible();

  await page.goto(siteUrl(baseURL, "bayside-ford"));
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/ford-service");
  const deep = await page.goto(siteUrl(baseURL, "bayside-ford", "/definitely/not/here"));
  expect(deep?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Bayside Ford home" })).toBeVisible();
});

test("operator API round trip: a new tenant and its stock show up on its new site", async ({ page, request, baseURL }) => {
  const slug = `e2e-motors-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Round Trip Motors",
      template: "modern",
      config: { tagline: "Tested end to end", brand_color: "#be123c" },
      locations: [
        {
          id: 1,
          name: "Round Trip Toowong",
          slug: "toowong",
          primary: true,
          address: { street: "9 Sylvan Rd", city: "Toowong", state: "QLD", postcode: "4066", lat: -27.48, long: 152.99 },
          contact_detail: { phone: "+61 7 3870 1111" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const stock = await request.put(`/api/admin/tenants/${slug}/stock`, {
    headers: auth,
    data: [
      { id: 501, year: 2024, make: "Kia", model: "Sportage", badge: "GT-Line", car_type: "demo", price: 48990, km: 4200, created_at: new Date().toISOString(), location_id: 1, images: [{ url: "/media/not-found.webp" }] },
    ],
  });
  expect(stock.status()).toBe(200);

  await page.goto(siteUrl(baseURL, slug));
  await expect(page.getByRole("link", { name: "Round Trip Motors home" })).toBeVisible();
  await expect(page.getByText("Tested end to end").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "2024 Kia Sportage", exact: true })).toBeVisible();
  await expect(page.getByText("$48,990")).toBeVisible();
  await expect(page.getByText("Round Trip Toowong").first()).toBeVisible();

  // The directory links the new site (by its own address: other runs may have made a namesake).
  const listed = await inDirectory(page, (p) => p.getByRole("link", { name: "Round Trip Motors", exact: true }).and(p.locator(`[href="${siteUrl(baseURL, slug)}"]`)));
  await expect(listed).toBeVisible();
});
