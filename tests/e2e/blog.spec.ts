import type { APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/** The dealer's blog (spec 000 §2 /blog/vehicle-reviews, §3 'Blog card', §9): lists, categories, posts. */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const LONG = "We spent a week with the Ranger Raptor on sand, mud and the school run. It is the most capable ute Ford has built here, and the ride is a revelation.";

async function makeDealer(request: APIRequestContext, label: string): Promise<string> {
  const slug = `e2e-blog-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Blog Test Motors",
      template: "bold",
      config: {
        blog_posts: [
          { slug: "raptor-review", heading: "Ranger Raptor review: the ute that does it all", category: "Vehicle Reviews", date: isoDay(-3), description: LONG, author: "Sam Lee", body: "The Raptor's 3.0-litre twin-turbo V6 makes 292 kW.\n\n## What we liked\n- The suspension\n- The seats\n\n## What we didn't\nFuel use around town." },
          { slug: "open-day", heading: "Open day this Saturday", category: "News", date: isoDay(-1), description: "Sausage sizzle, test drives and service specials.", body: "Come and see us." },
          { slug: "everest-review", heading: "Everest Platinum review", category: "Vehicle Reviews", date: isoDay(-10), description: "Seven seats, 3.5 tonnes of towing.", body: "A family favourite." },
          { slug: "next-month", heading: "Coming next month", category: "News", date: isoDay(30), body: "Not yet." },
        ],
      },
      locations: [{ id: 1, name: "Blog Test Brisbane", slug: "brisbane", primary: true, address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 }, contact_detail: { phone: "+61 7 3000 0000" } }],
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  return slug;
}

test("the blog: published posts newest first, categories, the card's 120-character teaser and a post @mobile", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "list");
  await page.goto(siteUrl(baseURL, slug, "/"));
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();

  const posts = page.getByRole("list", { name: "Posts" });
  await expect(posts.getByRole("heading", { level: 2 })).toHaveText(["Open day this Saturday", "Ranger Raptor review: the ute that does it all", "Everest Platinum review"]);
  await expect(page.getByText("Coming next month")).toHaveCount(0);
  const raptor = posts.getByRole("article", { name: "Ranger Raptor review: the ute that does it all" });
  const teaser = (await raptor.getByRole("paragraph").last().textContent())!;
  expect(teaser.length).toBeLessThanOrEqual(121);
  expect(teaser.endsWith("…")).toBe(true);
  expect(LONG.startsWith(teaser.slice(0, -1))).toBe(true);

  // /blog/vehicle-reviews: that category only.
  await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "Vehicle Reviews" }).click();
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vehicle Reviews" })).toBeVisible();
  await expect(posts.getByRole("heading", { level: 2 })).toHaveText(["Ranger Raptor review: the ute that does it all", "Everest Platinum review"]);

  await posts.getByRole("link", { name: "Ranger Raptor review: the ute that does it all" }).click();
  await expect(page).toHaveURL(/\/blog\/raptor-review$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ranger Raptor review: the ute that does it all" })).toBeVisible();
  await expect(page.getByText("By Sam Lee")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What we liked" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "The suspension" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", LONG);
  await page.getByRole("link", { name: "More Vehicle Reviews" }).click();
  await expect(page).toHaveURL(/\/blog\/vehicle-reviews$/);
});

test("a post not yet published, an unknown post and an empty blog", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "missing");
  expect((await page.goto(siteUrl(baseURL, slug, "/blog/next-month")))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect((await page.goto(siteUrl(baseURL, slug, "/blog/no-such-post")))?.status()).toBe(404);
  // A dealer without posts: /blog says so (and the footer has no Blog link).
  const put = await request.put(`/api/admin/tenants/${slug}-none`, { headers: auth, data: { name: "No Blog Motors", template: "classic" } });
  expect(put.status()).toBe(201);
  await page.goto(siteUrl(baseURL, `${slug}-none`, "/blog"));
  await expect(page.getByRole("heading", { name: "No posts yet" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Blog" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("category links and posts are plain pages", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs");
    await page.goto(siteUrl(baseURL, slug, "/blog"));
    await page.getByRole("navigation", { name: "Blog categories" }).getByRole("link", { name: "News" }).click();
    await expect(page).toHaveURL(/\/blog\/news$/);
    await page.getByRole("link", { name: "Open day this Saturday" }).click();
    await expect(page.getByText("Come and see us.")).toBeVisible();
  });
});
