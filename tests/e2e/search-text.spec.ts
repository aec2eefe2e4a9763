import type { Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The site search reads words as shoppers type them (issue 13, ADR 038), on a demo dealer's own stock: the demo's
 * LandCruisers are spelt as one word, and a shopper types two.
 */

const cards = (page: Page) => page.getByRole("main").locator("article");

test.describe("site search understands how people type", () => {
  test("'land cruiser' in the home page search finds LandCruisers first @mobile", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "apex-motor-group"));
    const box = page.getByRole("searchbox", { name: "Search our stock" });
    await box.fill("land cruiser");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?query=land\+cruiser$/);
    await expect(page.getByRole("status").filter({ hasText: /cars? found/ })).toHaveText(/^[1-9]\d* cars? found/);
    for (let k = 0; k < 3; k++) await expect(cards(page).nth(k)).toContainText("LandCruiser");
  });

  test("typing 'land cruiser' in the keyword box finds LandCruisers, and 'diesel' finds the diesels", async ({ page, baseURL }) => {
    await page.goto(siteUrl(baseURL, "apex-motor-group", "/search/new-used-and-demo-cars"));
    const box = page.getByRole("form", { name: "Search filters" }).getByRole("searchbox", { name: "Keyword" });
    await box.pressSequentially("land cruiser", { delay: 30 });
    await expect(page).toHaveURL(/query=land\+cruiser$/);
    await expect(cards(page).first()).toContainText("LandCruiser");
    await expect(page.getByRole("heading", { name: "No Results Available" })).toHaveCount(0);

    await box.fill("");
    await box.pressSequentially("diesel", { delay: 30 });
    await expect(page).toHaveURL(/query=diesel$/);
    // The demo group has about 500 diesels (main found 23, by badge text): 300 or more.
    await expect(page.getByRole("status")).toHaveText(/^([3-9]\d\d|\d,\d{3}) cars? found/);
  });
});
