import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { consolePost, createTenant, signInStaff } from "./console-fixtures.ts";

/**
 * The scheduled stock feed pull in the console (issue 14, ADR 043): an owner gives the feed's address, switches the
 * pull on, asks for a pull, and the page shows what it did. The feed is served by a real HTTP server on 127.0.0.1 (the
 * test server runs with FEED_FETCH_PRIVATE=1 and a one-second sweep).
 */

const FEED = ["Stock Number,Condition,Year,Make,Model,Badge,Odometer,Drive Away Price,Status", "FP100,Used,2022,Toyota,Corolla,Ascent Sport,21000,28990,In Stock", "FP101,Used,2021,Mazda,CX-5,Maxx Sport,43000,33990,In Stock"].join("\r\n");

async function feedServer(body: () => { status: number; text: string }) {
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    const { status, text } = body();
    res.writeHead(status, { "content-type": "text/csv" }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/export/stock.csv`, requests: () => requests, close: () => new Promise((r) => server.close(r)) };
}

test("an owner sets up the stock feed, asks for a pull and sees its result", async ({ page, baseURL }) => {
  // Two pulls by the server's sweeper, each waited for: longer than one page's test.
  test.setTimeout(90_000);
  let answer = { status: 200, text: FEED };
  const feed = await feedServer(() => answer);
  try {
    const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
    await signInStaff(page, tenant, "owner");
    await page.goto(`${tenant.origin}/dealer/settings`);
    await page.getByRole("link", { name: "Stock feed" }).click();
    await expect(page.getByRole("group", { name: "Scheduled pull" })).toBeVisible();
    await expect(page.getByText("Off", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pull now" })).toHaveCount(0);

    // Switched on without an address: told what to do, nothing saved.
    await page.getByLabel("Pull the feed on this schedule").check();
    await page.getByRole("button", { name: "Save stock feed" }).click();
    await expect(page.getByLabel("Feed address")).toHaveAccessibleDescription(/Enter the feed address to pull the feed on a schedule/);

    await page.getByLabel("Feed address").fill("ftp://dms.example.com/stock.csv");
    await page.getByLabel("Pull interval").fill("2");
    await page.getByRole("button", { name: "Save stock feed" }).click();
    await expect(page.getByLabel("Feed address")).toHaveAccessibleDescription(/Feed address must be an http:\/\/ or https:\/\/ URL/);
    await expect(page.getByLabel("Pull interval")).toHaveAccessibleDescription(/Pull interval must be at least 5/);

    await page.getByLabel("Feed address").fill(feed.url);
    await page.getByLabel("Pull interval").fill("15");
    await page.getByRole("button", { name: "Save stock feed" }).click();
    await expect(page.getByText("Stock feed settings saved.")).toBeVisible();
    await expect(page.getByText("On", { exact: true })).toBeVisible();

    // The sweep (every second in this server) pulls the new feed; the page shows what it did.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText("Imported", { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByRole("link", { name: "See the import report" })).toBeVisible();
    await page.goto(`${tenant.origin}/dealer/stock`);
    await expect(page.getByText("FP100")).toBeVisible();

    // The server fails: the pull records it and the stock stays as it was.
    answer = { status: 500, text: "oops" };
    await page.goto(`${tenant.origin}/dealer/settings/stock-feed`);
    await page.getByRole("button", { name: "Pull now" }).click();
    // The page says the pull is coming — unless the sweep (every second here) has already run it by the time the page
    // is drawn again, and then it shows the result.
    await expect(page.getByText("The feed will be pulled within a minute.").or(page.getByText("Failed", { exact: true }))).toBeVisible();
    await expect(async () => {
      await page.reload();
      await expect(page.getByText("Failed", { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText("The feed could not be downloaded: the server answered 500 Internal Server Error. Nothing was changed.")).toBeVisible();
    // The pull has run: the page no longer says it is coming.
    await expect(page.getByText("The feed will be pulled within a minute.")).toHaveCount(0);
    // At both widths: nothing wider than the screen, no serious accessibility violation (a screenshot for people).
    for (const [name, width, height] of [["desktop", 1366, 900], ["mobile", 390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: `test-results/stock-feed-${name}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expectNoViolations(await seriousViolations(page, `${width} /dealer/settings/stock-feed`));
    }
    await page.goto(`${tenant.origin}/dealer/stock`);
    await expect(page.getByText("FP100")).toBeVisible();
  } finally {
    await feed.close();
  }
});

test("a sales person cannot change the stock feed, and a post from another site is refused", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, tenant, "sales");
  const asSales = await consolePost(page, tenant, "/dealer/settings/stock-feed", { intent: "save", feed_url: "https://dms.example.com/s.csv", interval_minutes: "15", enabled: "on" });
  expect(asSales.status()).toBe(403);
  const forged = await consolePost(page, tenant, "/dealer/settings/stock-feed", { intent: "pull" }, { origin: "https://evil.example.com" });
  expect([400, 403]).toContain(forged.status());
});

test("the stock feed form works with JavaScript off", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
    await signInStaff(page, tenant, "manager");
    await page.goto(`${tenant.origin}/dealer/settings/stock-feed`);
    await page.getByLabel("Feed address").fill("https://dms.example.com.au/export/stock.csv?token=abc");
    await page.getByLabel("Pull interval").fill("30");
    await page.getByLabel("Pull the feed on this schedule").check();
    await page.getByRole("button", { name: "Save stock feed" }).click();
    await expect(page.getByText("Stock feed settings saved.")).toBeVisible();
    await expect(page.getByLabel("Feed address")).toHaveValue("https://dms.example.com.au/export/stock.csv?token=abc");
    await expect(page.getByLabel("Pull interval")).toHaveValue("30");
    await page.getByRole("button", { name: "Pull now" }).click();
    await expect(page).toHaveURL(/\/dealer\/settings\/stock-feed\?pull=1$/);
  } finally {
    await context.close();
  }
});
