import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught page error. With JavaScript on, `page.goto`
 * also waits until React has hydrated a page it rendered (html[data-hydrated]), as a shopper's first
 * interaction only counts once the scripts have run; non-React responses (JSON, images) are not waited for.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true");
        return response;
      };
    }
    await provide(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !/status of 404/.test(msg.text())) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The URL of a tenant's site on the test server. */
export function siteUrl(baseURL: string | undefined, slug: string, path = "/"): string {
  const url = new URL(baseURL ?? "http://localhost:3100");
  url.hostname = `${slug}.localhost`;
  url.pathname = path;
  return url.toString();
}
