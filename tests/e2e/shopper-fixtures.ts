import { request as playwrightRequest, type BrowserContext, type Page } from "@playwright/test";
import { expect, siteUrl } from "./fixtures.ts";

/** Shopper steps shared by the account and reservation tests: sign in with a texted code, pay a deposit. */

/** A page of a tenant's site; unlike siteUrl, `path` may carry a query string. */
export const at = (baseURL: string | undefined, tenant: string, path: string) => siteUrl(baseURL, tenant).replace(/\/$/, "") + path;

/**
 * A request to a tenant's site from the test runner. Node cannot resolve *.localhost, so it goes to
 * localhost with the tenant's Host header; `as` sends that browser context's cookies for the site.
 */
export async function siteFetch(baseURL: string | undefined, tenant: string, path: string, options: { method?: string; data?: unknown; form?: Record<string, string>; headers?: Record<string, string>; as?: BrowserContext } = {}) {
  const site = new URL(siteUrl(baseURL, tenant));
  const cookie = options.as ? (await options.as.cookies(site.origin)).map((c) => `${c.name}=${c.value}`).join("; ") : "";
  const ctx = await playwrightRequest.newContext();
  try {
    const res = await ctx.fetch(`http://localhost:${site.port}${path}`, {
      method: options.method ?? (options.data || options.form ? "POST" : "GET"),
      headers: { host: site.host, ...(cookie ? { cookie } : {}), ...options.headers },
      data: options.data,
      form: options.form,
      maxRedirects: 0,
      failOnStatusCode: false,
    });
    return { status: res.status(), text: await res.text() };
  } finally {
    await ctx.dispose();
  }
}

/** The newest sign-in code sent to `phone` on a tenant, read from the development SMS page. */
export async function codeFor(baseURL: string | undefined, tenant: string, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const { text } = await siteFetch(baseURL, tenant, "/dev/sms");
      code = new RegExp(`To (?:<!-- -->)?${phone}[\\s\\S]*?(\\d{6}) is your`).exec(text)?.[1] ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** On the sign-in page: phone, Send code, then the code from the SMS page, Sign in. */
export async function completeSignIn(page: Page, baseURL: string | undefined, tenant: string, phone: string) {
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${phone.slice(0, 4)} XXX ${phone.slice(-3)}`)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await codeFor(baseURL, tenant, phone));
  await page.getByRole("button", { name: "Sign in" }).click();
}

export async function signIn(page: Page, baseURL: string | undefined, tenant: string, phone: string) {
  await page.goto(at(baseURL, tenant, "/sign-in"));
  await completeSignIn(page, baseURL, tenant, phone);
  await expect(page).toHaveURL(/\/my-garage$/);
}

export async function payDeposit(page: Page, card: string) {
  await page.getByLabel("Name on card").fill("Sam Shopper");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/39");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /Pay \$200 deposit & reserve/ }).click();
}

