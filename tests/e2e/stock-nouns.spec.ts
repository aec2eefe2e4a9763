import type { APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * Issue 13 'Polish a shopper notices': a dealer of bikes and caravans is not told about 'cars', and its header and
 * footer lead only to what it has (no empty model lists, no car types it has none of, no empty blog).
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const IMG = "/media/not-found.webp";

async function bikeAndCaravanDealer(request: APIRequestContext): Promise<string> {
  const slug = `e2e-nouns-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Open Road Moto",
      template: "modern",
      locations: [
        {
          id: 1,
          name: "Open Road Tweed",
          slug: "tweed",
          primary: true,
          address: { street: "42 Minjungbal Dr", city: "Tweed Heads South", state: "NSW", postcode: "2486", lat: -28.2, long: 153.54 },
          contact_detail: { phone: "+61 7 5524 3300" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const at = (i: number) => new Date(Date.now() - (5 + i) * 86_400_000).toISOString();
  const bikes = ["MT-07", "MT-09", "Tenere 700"].map((model, i) => ({
    id: 3000 + i,
    year: 2025,
    make: "Yamaha",
    model,
    item_type: "motorcycle",
    simple_body: "motorcycle",
    car_type: i === 0 ? "used" : "new",
    price: 12_000 + i * 1000,
    km: i === 0 ? 4200 : 5,
    created_at: at(i),
    location_id: 1,
    images: [{ url: IMG }],
  }));
  const vans = ["Journey", "Silverline"].map((model, i) => ({
    id: 3100 + i,
    year: 2024,
    make: "Jayco",
    model,
    item_type: "caravan",
    simple_body: "caravan",
    car_type: "new",
    price: 80_000 + i * 1000,
    km: 0,
    created_at: at(i),
    location_id: 1,
    images: [{ url: IMG }],
  }));
  const stock = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: [...bikes, ...vans] });
  expect(stock.status()).toBe(200);
  return slug;
}

test("a dealer of bikes and caravans counts bikes, caravans and vehicles, and links only to what it has", async ({ page, request, baseURL }) => {
  const slug = await bikeAndCaravanDealer(request);
  await page.goto(siteUrl(baseURL, slug));

  // The footer: its Vehicles group is the stock's bodies, not six links to empty model lists; no car type it lacks, no blog.
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "New Vehicles" })).toHaveAttribute("href", "/search/new-cars");
  await expect(footer.getByRole("link", { name: "Used Vehicles" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /Demo|Cars/ })).toHaveCount(0);
  await expect(footer.locator('a[href^="/models"]')).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Blog" })).toHaveCount(0);

  await footer.getByRole("link", { name: "Motorcycle" }).click();
  await expect(page).toHaveURL(/\/search\/motorcycle$/);
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText(/^3 bikes found/);
  await expect(page.getByRole("heading", { level: 1, name: "Motorcycle" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /breadcrumb/i }).getByRole("link", { name: "New, Used & Demo Vehicles" })).toBeVisible();

  await page.goto(siteUrl(baseURL, slug, "/search/caravan"));
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText(/^2 caravans found/);

  await page.goto(siteUrl(baseURL, slug, "/search/new-used-and-demo-cars"));
  await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText(/^5 vehicles found/);
});
