import type { APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * Content pages (spec 000 §2 'Other routes seen', 'Footer groups'): About Us, Terms and Conditions,
 * Privacy Policy, Fleet, Warranty and Roadside Assist from built-in defaults or the dealer's own
 * text, pages a dealer adds and pages a dealer switches off, on tenants of our own.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

async function makeDealer(request: APIRequestContext, label: string, config: object = {}): Promise<string> {
  const slug = `e2e-content-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Noosa Auto Centre",
      template: "bold",
      config: { tagline: "Family-owned on the Sunshine Coast since 1987", ...config },
      locations: [
        {
          id: 1,
          name: "Noosa Auto Centre Noosaville",
          slug: "noosaville",
          primary: true,
          address: { street: "10 Eumundi Rd", city: "Noosaville", state: "QLD", postcode: "4566", lat: -26.4, long: 153.06 },
          contact_detail: { phone: "+61 7 5449 0000", email: "hello@noosaauto.com.au" },
        },
        {
          id: 2,
          name: "Noosa Auto Centre Tewantin",
          slug: "tewantin",
          address: { street: "2 Poinciana Ave", city: "Tewantin", state: "QLD", postcode: "4565", lat: -26.39, long: 153.03 },
          contact_detail: {},
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  return slug;
}

test("every built-in page has sensible default text written from the dealer's own details", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "defaults");
  await page.goto(siteUrl(baseURL, slug));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page).toHaveTitle("About Us · Noosa Auto Centre");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page.getByText("Family-owned on the Sunshine Coast since 1987.")).toBeVisible();
  await expect(page.getByText(/2 locations in Noosaville and Tewantin/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our locations" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Noosa Auto Centre Noosaville: 10 Eumundi Rd, Noosaville QLD 4566" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Family-owned on the Sunshine Coast since 1987.");

  await page.goto(siteUrl(baseURL, slug, "/privacy-policy"));
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText(/Noosa Auto Centre \("we", "us"\) respects your privacy/)).toBeVisible();
  await expect(page.getByText("By email: hello@noosaauto.com.au")).toBeVisible();

  await page.goto(siteUrl(baseURL, slug, "/terms-and-conditions"));
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  await expect(page.getByText("These terms are governed by the laws of Queensland.")).toBeVisible();

  await page.goto(siteUrl(baseURL, slug, "/fleet"));
  await expect(page.getByRole("heading", { level: 1, name: "Fleet" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Make a fleet enquiry" }).click();
  await expect(page).toHaveURL(/\/contact\?subcategory=Fleet$/);

  for (const [path, title] of [
    ["/warranty", "Warranty"],
    ["/roadside-assist", "Roadside Assist"],
  ]) {
    const res = await page.goto(siteUrl(baseURL, slug, path));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call 07 5449 0000" })).toBeVisible();
  }
});

test("a dealer's own text replaces the default, a dealer can add pages and switch pages off", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "own", {
    content_pages: {
      "about-us": {
        title: "Our Story",
        intro: "Three generations of the Walker family.",
        body: "Jim Walker opened a small used car yard in 1987.\n\n## Today\n- 40 staff\n- Two showrooms\n\n<script>alert(1)</script>",
      },
      community: { title: "In the Community", body: "Proud sponsors of the Noosa Pirates.", cta: { label: "Ask about sponsorship", href: "/contact" } },
      fleet: false,
    },
  });
  await page.goto(siteUrl(baseURL, slug, "/about-us"));
  await expect(page).toHaveTitle("Our Story · Noosa Auto Centre");
  await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
  await expect(page.getByText("Three generations of the Walker family.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Today" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: "40 staff" })).toBeVisible();
  // Plain text only: the markup shows as text and never runs.
  await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page.getByText(/respects your privacy/)).toHaveCount(0);

  await page.goto(siteUrl(baseURL, slug, "/community"));
  await expect(page.getByRole("heading", { level: 1, name: "In the Community" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Ask about sponsorship" })).toHaveAttribute("href", "/contact");

  // Switched off: a 404, and the footer no longer links to it.
  const res = await page.goto(siteUrl(baseURL, slug, "/fleet"));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Fleet" })).toHaveCount(0);
  // Others keep their defaults.
  await page.goto(siteUrl(baseURL, slug, "/warranty"));
  await expect(page.getByRole("heading", { level: 1, name: "Warranty" })).toBeVisible();
  // A slug nobody wrote is still a 404.
  expect((await page.goto(siteUrl(baseURL, slug, "/no-such-page")))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("a content page under a bad slug is refused by the operator API with a 400 naming the field", async ({ request }) => {
  const slug = `e2e-content-bad-${Date.now().toString(36)}`;
  const res = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: { name: "Bad Pages", template: "classic", config: { content_pages: { "About Us": { title: "About", body: "Text" } } } },
  });
  expect(res.status()).toBe(400);
  expect(JSON.stringify(await res.json())).toContain("content_pages");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("content pages are complete server-rendered pages", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs");
    const res = await page.goto(siteUrl(baseURL, slug, "/roadside-assist"));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Roadside Assist" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "If you break down" })).toBeVisible();
    await expect(page.getByText("In an emergency, call 000")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms and Conditions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  });
});
