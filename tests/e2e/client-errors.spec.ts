import type { Page } from "@playwright/test";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * A request the page itself cancels (a form post or navigation interrupted by the next one) is not an error: React
 * Router's decoder can leave an aborted response body's promises unhandled, and the browser used to report them as
 * uncaught "signal is aborted without reason" (app/entry.client.tsx). Any other uncaught rejection is still reported.
 */

/** In the page: read the first chunk of a response, abort the request and leave its body's `closed` promise unhandled. */
function abortMidBody(page: Page) {
  return page.evaluate(async () => {
    const controller = new AbortController();
    const res = await fetch("/search/new-used-and-demo-cars", { signal: controller.signal, cache: "no-store" });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    void reader.closed.then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}

test("an aborted request's unhandled rejection is not reported; other rejections are", async ({ page, browser, baseURL }) => {
  await page.goto(siteUrl(baseURL, "apex-motor-group", "/"));
  await abortMidBody(page); // the consoleErrors fixture fails the test on any page error

  const other = await browser.newPage();
  const errors: string[] = [];
  other.on("pageerror", (error) => errors.push(error.message));
  await other.goto(siteUrl(baseURL, "apex-motor-group", "/"));
  await other.evaluate(() => {
    void Promise.reject(new TypeError("a real fault"));
  });
  await expect.poll(() => errors).toEqual(["a real fault"]);
  await other.close();
});
