import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * Customer reviews (spec 000 §2 'Reviews', §3 'Review', §4 'Expand/collapse', §5 'Reviews'): the home
 * page block as a grid or a carousel, the review filter, the average, View more/less, Leave a Review
 * and the /reviews page, on tenants of our own.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

const LONG_TEXT =
  "We drove two hours to buy our new Everest here and it was worth it. The salesman had the car cleaned, fuelled and waiting, explained every feature without rushing us, and the finance was sorted in under an hour. Highly recommended to anyone on the Sunshine Coast.";

type Review = { id: number; customer_name: string; text: string | null; rating: number; review_date: string; reply_text?: string; reply_date?: string };

function review(id: number, name: string, rating = 5, text: string | null = `Great experience buying from the team, thanks ${name.split(" ")[0]}.`): Review {
  return { id, customer_name: name, text, rating, review_date: daysAgo(id) };
}

async function makeDealer(request: APIRequestContext, label: string, reviews: object): Promise<string> {
  const slug = `e2e-reviews-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Review Test Motors",
      template: "classic",
      config: { reviews },
      locations: [
        {
          id: 1,
          name: "Review Test Nambour",
          slug: "nambour",
          primary: true,
          address: { street: "1 Currie St", city: "Nambour", state: "QLD", postcode: "4560", lat: -26.63, long: 152.96 },
          contact_detail: { phone: "+61 7 5441 0000" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  return slug;
}

const reviewsSection = (page: Page) => page.getByRole("region", { name: "What our customers say" });

test("three or fewer reviews show as a grid; the filter drops low ratings, 'Translated' text and reviews without text", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "grid", {
    minimum_average: 4,
    items: [
      { ...review(1, "Sarah Mitchell", 5, LONG_TEXT), reply_text: "Thanks Sarah, enjoy the Everest!", reply_date: daysAgo(0) },
      review(2, "Liam Nguyen", 4),
      review(3, "Kylie Brennan", 3, "Waited a long time to be served."),
      review(4, "Mai Tran", 5, "Rất tốt (Translated by Google) Very good"),
      review(5, "Tom Baker", 5, null),
    ],
  });
  await page.goto(siteUrl(baseURL, slug));
  const section = reviewsSection(page);
  await expect(section.getByRole("heading", { name: "What our customers say" })).toBeVisible();
  await expect(section.getByRole("list", { name: "Customer reviews" })).toBeVisible();
  await expect(section.getByRole("region", { name: "Customer reviews" })).toHaveCount(0);
  await expect(section.getByRole("article")).toHaveCount(2);
  await expect(section.getByRole("article", { name: "Review by Sarah Mitchell" })).toBeVisible();
  await expect(section.getByRole("article", { name: "Review by Liam Nguyen" })).toBeVisible();
  for (const gone of ["Kylie Brennan", "Mai Tran", "Tom Baker"]) await expect(page.getByText(gone)).toHaveCount(0);

  // (5 + 4) / 2 = 4.5, above the minimum of 4.
  await expect(section.getByText("Average of the 2 reviews on this site")).toBeVisible();
  await expect(section.getByTestId("review-summary")).toContainText("4.5");
  await expect(section.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

  // The dealer's reply shows under the review.
  const sarah = section.getByRole("article", { name: "Review by Sarah Mitchell" });
  await expect(sarah.getByText("Response from Review Test Motors")).toBeVisible();
  await expect(sarah.getByText("Thanks Sarah, enjoy the Everest!")).toBeVisible();
  await expect(sarah.getByText("yesterday")).toBeVisible();

  // Long text starts cut at 160 characters with View more, and View less folds it again.
  await expect(sarah.getByText(LONG_TEXT)).toBeHidden();
  await expect(sarah.getByText(/^We drove two hours .*…$/)).toBeVisible();
  await sarah.getByText("View more").click();
  await expect(sarah.getByText(LONG_TEXT)).toBeVisible();
  await sarah.getByText("View less").click();
  await expect(sarah.getByText(LONG_TEXT)).toBeHidden();

  // No link given: no Leave a Review button.
  await expect(page.getByRole("link", { name: /Leave a Review/ })).toHaveCount(0);
});

test("more than three reviews show as a carousel that starts on the third review; next and previous move it", async ({ page, request, baseURL }) => {
  const names = ["Ava Brown", "Ben Carter", "Chloe Walsh", "Dan Reid", "Ella Foster", "Finn Patel", "Grace Lee"];
  const slug = await makeDealer(request, "carousel", {
    leave_review_url: "https://search.google.com/local/writereview?placeid=e2e",
    items: names.map((n, i) => review(i + 1, n)),
  });
  await page.goto(siteUrl(baseURL, slug));
  const section = reviewsSection(page);
  const carousel = section.getByRole("region", { name: "Customer reviews" });
  await carousel.scrollIntoViewIfNeeded();
  const slide = (n: number) => carousel.getByRole("group", { name: `${n} of 7` });
  await expect(slide(1)).toContainText("Ava Brown");

  // Starts on the third review: it is at the start of the row, the first two are out of view.
  await expect(slide(3)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(1)).not.toBeInViewport();
  await expect(slide(2)).not.toBeInViewport();
  await expect(section.getByRole("button", { name: "Show review 3" })).toHaveAttribute("aria-current", "true");

  await section.getByRole("button", { name: "Next review" }).click();
  await expect(slide(3)).not.toBeInViewport();
  await expect(slide(4)).toBeInViewport({ ratio: 0.9 });
  await section.getByRole("button", { name: "Previous review" }).click();
  await section.getByRole("button", { name: "Previous review" }).click();
  await expect(slide(2)).toBeInViewport({ ratio: 0.9 });
  await section.getByRole("button", { name: "Previous review" }).click();
  await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
  await expect(section.getByRole("button", { name: "Previous review" })).toBeDisabled();

  const leave = section.getByRole("link", { name: /Leave a Review/ });
  await expect(leave).toHaveAttribute("href", "https://search.google.com/local/writereview?placeid=e2e");
  await expect(leave).toHaveAttribute("target", "_blank");
});

test("the average hides at or below the configured minimum; on small screens the carousel says Swipe", async ({ browser, request, baseURL }) => {
  const slug = await makeDealer(request, "minimum", {
    minimum_average: 4.5,
    card_variant: "modern",
    items: [review(1, "Ava Brown", 4), review(2, "Ben Carter", 5), review(3, "Chloe Walsh", 4), review(4, "Dan Reid", 4)],
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(siteUrl(baseURL, slug));
  const section = reviewsSection(page);
  // (4 + 5 + 4 + 4) / 4 = 4.25: not above 4.5, so no average; the reviews still show.
  await expect(section.getByRole("article")).toHaveCount(4);
  await expect(section.getByTestId("review-summary")).toHaveCount(0);
  await expect(section.getByText("Swipe for more reviews")).toBeVisible();
  await context.close();
});

test("hidden reviews show nowhere; a tenant without reviews has no block", async ({ page, request, baseURL }) => {
  const hidden = await makeDealer(request, "hidden", { hidden: true, items: [review(1, "Ava Brown"), review(2, "Ben Carter")] });
  await page.goto(siteUrl(baseURL, hidden));
  await expect(page.getByRole("heading", { name: "Just arrived" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What our customers say" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Reviews", exact: true })).toHaveCount(0);
  expect((await page.goto(siteUrl(baseURL, hidden, "/reviews")))?.status()).toBe(404);

  const none = await makeDealer(request, "none", { items: [review(1, "Ava Brown", 2)] });
  await page.goto(siteUrl(baseURL, none));
  await expect(page.getByRole("heading", { name: "Just arrived" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What our customers say" })).toHaveCount(0);
});

test("the reviews page lists every review that passes the filter, with the average", async ({ page, request, baseURL }) => {
  const items = Array.from({ length: 12 }, (_, i) => review(i + 1, `Customer Number${i + 1}`, i === 0 ? 4 : 5));
  items.push(review(13, "Low Rater", 1, "Not for me."));
  const slug = await makeDealer(request, "page", { items });
  await page.goto(siteUrl(baseURL, slug));
  // The home block shows 10; the page has all 12.
  await expect(reviewsSection(page).getByRole("article")).toHaveCount(10);
  await reviewsSection(page).getByRole("link", { name: "Read all 12 reviews →" }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page).toHaveTitle("Customer Reviews · Review Test Motors");
  await expect(page.getByRole("heading", { level: 1, name: "Customer Reviews" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(12);
  await expect(page.getByText("Low Rater")).toHaveCount(0);
  // 11 fives and a four: 4.92 → 4.9.
  await expect(page.getByTestId("review-summary")).toContainText("4.9");
  await expect(page.getByText("Average of the 12 reviews on this site")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Reviews", exact: true })).toHaveAttribute("href", "/reviews");
});

test("a bad review in the tenant document is a 400 naming the field", async ({ request }) => {
  const slug = `e2e-reviews-bad-${Date.now().toString(36)}`;
  const res = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: { name: "Bad Reviews", template: "classic", config: { reviews: { items: [{ ...review(1, "Ava Brown"), rating: 6 }] } } },
  });
  expect(res.status()).toBe(400);
  expect(JSON.stringify(await res.json())).toContain("reviews");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the carousel is a row that scrolls sideways and View more still opens the text", async ({ page, request, baseURL }) => {
    const items = [{ ...review(1, "Ava Brown", 5, LONG_TEXT) }, review(2, "Ben Carter"), review(3, "Chloe Walsh"), review(4, "Dan Reid"), review(5, "Ella Foster")];
    const slug = await makeDealer(request, "nojs", { items });
    await page.goto(siteUrl(baseURL, slug));
    const carousel = reviewsSection(page).getByRole("region", { name: "Customer reviews" });
    await expect(carousel.getByRole("article")).toHaveCount(5);
    expect(await carousel.evaluate((el) => getComputedStyle(el).overflowX)).toBe("auto");
    await expect(reviewsSection(page).getByRole("button", { name: "Next review" })).toHaveCount(0);
    const ava = carousel.getByRole("article", { name: "Review by Ava Brown" });
    await ava.getByText("View more").click();
    await expect(ava.getByText(LONG_TEXT)).toBeVisible();
  });
});
