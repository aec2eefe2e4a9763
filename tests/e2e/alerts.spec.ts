import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { at, completeSignIn, signIn, siteFetch } from "./shopper-fixtures.ts";

/**
 * Saved searches and alerts (issue 16, ADR 048), end to end on a tenant of our own: a signed-out shopper saves a search
 * (sign-in on the way), watches a car with a price-drop alert, then stock changes through the operator API. The alert
 * arrives on the development SMS page within a minute, once; a price drop sends one alert; the unsubscribe link stops
 * the search's alerts. The server sweeps every second (ALERT_SWEEP_MS in playwright.config.ts).
 */

const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const T = `alerts-${RUN}`;
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const nowIso = new Date().toISOString();

const car = (id: number, make: string, model: string, price: number) => ({
  id,
  year: 2023,
  make,
  model,
  car_type: "used",
  price,
  km: 12_000,
  created_at: nowIso,
  location_id: 1,
  images: [{ url: "/media/not-found.webp" }],
});

let admin: APIRequestContext;
/**
 * The dealer is made once per worker. With fullyParallel a worker that comes back to this file after running another
 * file's tests runs beforeAll again, in the same module (same dealer name): the dealer is already there.
 */
let dealerMade = false;

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: auth });
  if (dealerMade) return;
  const created = await admin.put(`/api/admin/tenants/${T}`, {
    data: {
      name: "Alert Motors",
      template: "classic",
      locations: [
        {
          id: 1,
          name: "Alert Motors Toowong",
          slug: "toowong",
          primary: true,
          address: { street: "1 Test St", city: "Toowong", state: "QLD", postcode: "4066", lat: -27.48, long: 152.99 },
          contact_detail: { phone: "+61 7 3000 0000" },
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  expect((await admin.put(`/api/admin/tenants/${T}/stock`, { data: [car(1, "Toyota", "Corolla", 28_990), car(2, "Mazda", "CX-5", 36_990)] })).status()).toBe(200);
  dealerMade = true;
});

test.afterAll(async () => {
  await admin?.dispose();
});

/** Adds or changes cars through the operator API (the dealer's DMS). */
async function postStock(...cars: ReturnType<typeof car>[]) {
  expect((await admin.post(`/api/admin/tenants/${T}/stock`, { data: cars })).status()).toBe(200);
}

/** The messages texted to `phone` on this site, newest first, as the development SMS page lists them. */
async function textsTo(page: Page, baseURL: string | undefined, phone: string): Promise<string[]> {
  await page.goto(at(baseURL, T, "/dev/sms"));
  const items = page.getByRole("listitem").filter({ hasText: `To ${phone}` });
  return (await items.locator("p.font-mono").allInnerTexts()).filter((t) => !/is your .*code/i.test(t));
}

test("a saved search texts a new matching car once, a watched car's price drop once, and the unsubscribe link stops them", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const phone = "0412000711";

  // Signed out, on a results page: save the search; sign-in comes on the way and brings the shopper back to confirm.
  await page.goto(at(baseURL, T, "/search/toyota"));
  await page.getByText("Save this search").click();
  await page.getByLabel("Name").fill("My Toyotas");
  await page.getByText("Instantly", { exact: true }).click();
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to save this search" })).toBeVisible();
  await completeSignIn(page, baseURL, T, phone);
  await expect(page.getByRole("heading", { name: "Save this search" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("My Toyotas");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/my-garage\?saved=/);
  await expect(page.getByRole("status").filter({ hasText: "Search saved." })).toBeVisible();
  const saved = page.getByRole("listitem", { name: "My Toyotas" });
  await expect(saved.getByText("1 car now")).toBeVisible();
  await expect(saved.getByLabel("Alerts")).toHaveValue("instant");

  // Watch the Mazda with an alert on any price drop.
  const watched = await siteFetch(baseURL, T, "/api/watchlist/save-car", { data: { phone_number: phone, car_id: 2 }, as: page.context() });
  expect(watched.status).toBe(200);
  await page.reload();
  await page.getByText("Alerts for this car: off").click();
  const alerts = page.getByRole("form", { name: "Alerts for 2023 Mazda CX-5" });
  await alerts.getByText("Any drop").click();
  await alerts.getByRole("button", { name: "Save alerts" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerts for this car saved." })).toBeVisible();
  await expect(page.getByText("Alerts for this car: any price drop")).toBeVisible();

  // A matching car arrives through the operator API: texted within a minute.
  const added = Date.now();
  await postStock(car(3, "Toyota", "HiLux", 52_990));
  await expect.poll(async () => (await textsTo(page, baseURL, phone)).filter((t) => t.includes("HiLux")).length, { timeout: 60_000 }).toBe(1);
  const took = Date.now() - added;
  const first = (await textsTo(page, baseURL, phone)).find((t) => t.includes("HiLux"))!;
  expect(first).toContain('1 new car for "My Toyotas"');
  expect(first).not.toContain("Corolla");
  test.info().annotations.push({ type: "alert delay", description: `${took} ms from the stock POST to the SMS page` });

  // The watched car's price drops: one alert.
  await postStock(car(2, "Mazda", "CX-5", 34_990));
  await expect.poll(async () => (await textsTo(page, baseURL, phone)).filter((t) => t.includes("Price drop")).length, { timeout: 60_000 }).toBe(1);
  expect((await textsTo(page, baseURL, phone)).find((t) => t.includes("Price drop"))).toContain("now $34,990 (was $36,990)");

  // Another matching car: a message of its own, without the HiLux again.
  await postStock(car(4, "Toyota", "Yaris", 21_990));
  await expect.poll(async () => (await textsTo(page, baseURL, phone)).filter((t) => t.includes("Yaris")).length, { timeout: 60_000 }).toBe(1);
  const texts = await textsTo(page, baseURL, phone);
  expect(texts.find((t) => t.includes("Yaris"))).not.toContain("HiLux");
  expect(texts.filter((t) => t.includes("HiLux"))).toHaveLength(1);
  expect(texts.filter((t) => t.includes("Price drop"))).toHaveLength(1);

  // The unsubscribe link in the search's alert: a confirmation, then no more of them (no sign-in needed).
  const link = /Stop: (\S+)/.exec(first)![1]!;
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(link);
  await expect(other.getByRole("heading", { name: "Stop these alerts?" })).toBeVisible();
  await expect(other.getByText("alerts for your saved search “My Toyotas”")).toBeVisible();
  await other.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(other.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  await stranger.close();

  // A new Toyota, then a second price drop: once the drop's alert is here, the Toyota has been swept too.
  await postStock(car(5, "Toyota", "Camry", 33_990));
  await postStock(car(2, "Mazda", "CX-5", 32_990));
  await expect.poll(async () => (await textsTo(page, baseURL, phone)).filter((t) => t.includes("Price drop")).length, { timeout: 60_000 }).toBe(2);
  expect((await textsTo(page, baseURL, phone)).filter((t) => t.includes("Camry"))).toHaveLength(0);
  await page.goto(at(baseURL, T, "/my-garage"));
  await expect(page.getByRole("listitem", { name: "My Toyotas" }).getByText("Alerts off")).toBeVisible();
});

test("a price alert below a set price arrives by email too, and the email's one-click unsubscribe (RFC 8058) stops it", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const phone = "0412000713";
  await signIn(page, baseURL, T, phone);
  expect((await siteFetch(baseURL, T, "/api/watchlist/save-car", { data: { phone_number: phone, car_id: 1 }, as: page.context() })).status).toBe(200);
  await page.reload();
  await page.getByLabel("Email for alerts").fill("watcher@example.com");
  await page.getByRole("button", { name: "Save email" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alerts will be emailed too." })).toBeVisible();
  await page.getByText("Alerts for this car: off").click();
  const form = page.getByRole("form", { name: "Alerts for 2023 Toyota Corolla" });
  await form.getByText("Below…", { exact: true }).click();
  await form.getByRole("button", { name: "Save alerts" }).click();
  await expect(form.getByRole("link", { name: "Enter the price to be told about." })).toBeVisible();
  await form.getByLabel("…to this price or less").fill("27000");
  await form.getByRole("button", { name: "Save alerts" }).click();
  await expect(page.getByText("Alerts for this car: price below $27,000")).toBeVisible();

  // A drop that stays above the shopper's price is not news; the one that goes below it is.
  await postStock(car(1, "Toyota", "Corolla", 27_990));
  await postStock(car(1, "Toyota", "Corolla", 26_990));
  const mails = async () => {
    await page.goto(at(baseURL, T, "/dev/mail"));
    return page.getByRole("article").filter({ hasText: "To watcher@example.com" }).allInnerTexts();
  };
  await expect.poll(async () => (await mails()).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await mails();
  expect(mail).toContain("Price drop: the 2023 Toyota Corolla is now $26,990 (was $27,990)");
  expect((await textsTo(page, baseURL, phone)).filter((t) => t.includes("Price drop"))).toHaveLength(1);

  // A mail client's one-click unsubscribe: a POST from no page, without cookies.
  const link = new URL(/Stop these alerts \(one click, no sign-in\): (\S+)/.exec(mail!)![1]!);
  const oneClick = await siteFetch(baseURL, T, link.pathname, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status).toBe(200);
  expect(oneClick.text).toContain("You&#x27;re unsubscribed");
  await page.goto(at(baseURL, T, "/my-garage"));
  await expect(page.getByText("Alerts for this car: off")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in shopper saves a search and changes it in My Garage", async ({ page, baseURL }) => {
    await signIn(page, baseURL, T, "0412000712");
    await page.goto(at(baseURL, T, "/search/mazda"));
    await page.getByText("Save this search").click();
    await page.getByLabel("Name").fill("Mazdas");
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page).toHaveURL(/\/my-garage\?saved=/);
    const saved = page.getByRole("listitem", { name: "Mazdas" });
    await expect(saved.getByLabel("Alerts")).toHaveValue("daily");
    await saved.getByLabel("Alerts").selectOption("weekly");
    await saved.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved search “Mazdas” updated.")).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Mazdas" }).getByLabel("Alerts")).toHaveValue("weekly");
    await page.getByRole("button", { name: "Delete saved search Mazdas" }).click();
    await expect(page.getByText("Saved search deleted.")).toBeVisible();
    await expect(page.getByText("No saved searches yet")).toBeVisible();
  });
});
