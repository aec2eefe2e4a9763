import { type BrowserContext, type Page, test as base, expect } from "@playwright/test";

/** Once a page rendered by React Router has loaded, wait until React has hydrated it (html[data-hydrated]). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !("__reactRouterContext" in window) || document.documentElement.dataset.hydrated === "true");
}

/** Makes `goto` and `reload` return only once the page is interactive, as a shopper's first click only counts then. */
const patched = new WeakSet<Page>();
function waitForHydrationOnLoad(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
}

/** Every page of a context with JavaScript on waits for hydration on load (see waitForHydrationOnLoad). */
function watchContext(context: BrowserContext, javaScriptEnabled: boolean | undefined): void {
  if (javaScriptEnabled === false) return;
  context.pages().forEach(waitForHydrationOnLoad);
  context.on("page", waitForHydrationOnLoad);
}

/**
 * Every browser test fails on a console error or an uncaught page error. With JavaScript on, every
 * page's `goto` and `reload` (including pages of contexts a test opens itself) also wait until React
 * has hydrated the page; non-React responses (JSON, images) are not waited for.
 */
export const test = base.extend<{ consoleErrors: string[] }, { hydrationAwareBrowser: void }>({
  hydrationAwareBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context, options?.javaScriptEnabled);
        return context;
      };
      await provide();
    },
    { scope: "worker", auto: true },
  ],
  context: async ({ context, javaScriptEnabled }, provide) => {
    watchContext(context, javaScriptEnabled);
    await provide(context);
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
