import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { signInStaff, type TestTenant } from "./console-fixtures.ts";
import { expect, siteUrl, test } from "./fixtures.ts";
import { at, completeSignIn, payDeposit, signIn } from "./shopper-fixtures.ts";

/**
 * Reservations never tell a shopper a lie (issue 13, ADR 037): a held car reads Reserved on its page to everyone (its
 * holder sees their hold), a shopper who leaves the card check can resume or start again, every paid deposit reaches
 * the dealer as a Reservation lead, and a coming-soon car is in stock on every page. One tenant of our own.
 */

const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const T = `resv-${RUN}`;
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

const car = (id: number, make: string, model: string, extra: Record<string, unknown> = {}) => ({
  id,
  year: 2022,
  make,
  model,
  car_type: "used",
  price: 25_000 + id,
  km: 20_000,
  stocknum: `R${id}`,
  created_at: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  location_id: 1,
  images: [{ url: "/media/not-found.webp" }],
  ...extra,
});
const CARS = {
  corolla: car(801, "Toyota", "Corolla"),
  mazda3: car(802, "Mazda", "3"),
  i30: car(803, "Hyundai", "i30"),
  golf: car(804, "Volkswagen", "Golf"),
  cerato: car(805, "Kia", "Cerato", { status: "coming_soon" }),
};
const slug = (c: { id: number; year: number; make: string; model: string }) => `${c.year}-${c.make}-${c.model}-${c.id}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const title = (c: { year: number; make: string; model: string }) => `${c.year} ${c.make} ${c.model}`;

let admin: APIRequestContext;
/**
 * The dealer is made once per worker. With fullyParallel a worker that comes back to this file after running another
 * file's tests runs beforeAll again, in the same module (same dealer name): the dealer is already there.
 */
let dealerMade = false;

test.beforeAll(async ({ baseURL }) => {
  admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: auth });
  if (dealerMade) return;
  const put = await admin.put(`/api/admin/tenants/${T}`, {
    data: {
      name: "Reserve Motors",
      template: "classic",
      config: {
        checkout: { enabled: true, path: "checkout", deposit: 200, hold_hours: 48, refundable: true, payment_provider: "test" },
        lead_destinations: [{ id: "crm-drop", kind: "adf" }],
      },
      locations: [
        {
          id: 1,
          name: "Toowong Cars",
          slug: "toowong",
          primary: true,
          address: { street: "1 Test St", city: "Toowong", state: "QLD", postcode: "4066", lat: -27.48, long: 152.99 },
          contact_detail: { phone: "+61 7 3000 0000" },
        },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  expect((await admin.put(`/api/admin/tenants/${T}/stock`, { data: Object.values(CARS) })).status()).toBe(200);
  dealerMade = true;
});

test.afterAll(async () => {
  await admin?.dispose();
});

const carPage = (baseURL: string | undefined, c: (typeof CARS)[keyof typeof CARS]) => at(baseURL, T, `/cars/${slug(c)}`);
const reserveLink = /Reserve Online/;

test("a reserved car's page shows Reserved to everyone, with and without JavaScript, and its hold to the holder", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(at(baseURL, T, `/cars/${slug(CARS.corolla)}/checkout`));
  await page.getByRole("link", { name: "Sign in to continue" }).click();
  await completeSignIn(page, baseURL, T, "0413000001");
  await expect(page.getByRole("heading", { name: "Reserve this car" })).toBeVisible();
  await payDeposit(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();

  // The holder: their hold and when it ends, never the button that sells them the car again.
  const mine = await page.goto(carPage(baseURL, CARS.corolla));
  expect(mine?.headers()["cache-control"]).toBe("private, no-store");
  const sidebar = page.getByRole("complementary", { name: "Price and contact" });
  await expect(sidebar.getByText("You've reserved this car")).toBeVisible();
  await expect(sidebar.getByText(/It's held for you until \w+day \d+ \w+ 20\d\d/)).toBeVisible();
  await expect(sidebar.getByRole("link", { name: reserveLink })).toHaveCount(0);
  await sidebar.getByRole("link", { name: "See your reservation" }).click();
  await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();

  // Everyone else, with JavaScript off: Reserved, no Reserve Online; the anonymous page is cached only briefly.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const anon = await other.newPage();
  const response = await anon.goto(carPage(baseURL, CARS.corolla));
  expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=20");
  expect(response?.headers()["vary"]).toMatch(/Cookie/i);
  const theirs = anon.getByRole("complementary", { name: "Price and contact" });
  await expect(theirs.getByRole("list", { name: "About this car" }).getByText("Reserved", { exact: true })).toBeVisible();
  await expect(theirs.getByRole("status").filter({ hasText: "This car is reserved" })).toContainText("Another shopper has paid a deposit to hold this car.");
  await expect(theirs.getByRole("link", { name: reserveLink })).toHaveCount(0);
  await expect(theirs.getByRole("link", { name: /Enquire/ }).first()).toBeVisible();
  await other.close();
});

test("leaving the card check: the shopper resumes or starts again, and others see the car alike in search and on its page", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, baseURL, T, "0413000002");
  await page.goto(at(baseURL, T, `/cars/${slug(CARS.mazda3)}/checkout`));
  await payDeposit(page, "4000 0025 0000 3155");
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  // Back, out of the bank's check: the checkout says the payment waits, and offers to resume it.
  await page.goBack();
  await expect(page.getByText("Your deposit payment isn't finished")).toBeVisible();
  await expect(page.getByText("this car was just reserved by another shopper")).toHaveCount(0);
  // The car's page says the same to this shopper.
  await page.goto(carPage(baseURL, CARS.mazda3));
  const sidebar = page.getByRole("complementary", { name: "Price and contact" });
  await expect(sidebar.getByText("Your deposit payment isn't finished")).toBeVisible();

  // Meanwhile, to everyone else the car is available alike in search and on its page; a second shopper's checkout
  // says why it must wait, without charging them.
  const other = await browser.newContext();
  const them = await other.newPage();
  await them.goto(at(baseURL, T, "/search/used-cars"));
  const card = them.getByRole("article", { name: title(CARS.mazda3) });
  await expect(card).toBeVisible();
  await expect(card.locator('[data-tag="reserved"]')).toHaveCount(0);
  await them.goto(carPage(baseURL, CARS.mazda3));
  await expect(them.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: reserveLink })).toBeVisible();
  await them.goto(at(baseURL, T, "/sign-in"));
  await completeSignIn(them, baseURL, T, "0413000003");
  await them.goto(at(baseURL, T, `/cars/${slug(CARS.mazda3)}/checkout`));
  await expect(them.getByText("Another shopper is paying a deposit for this car right now")).toBeVisible();
  await expect(them.getByRole("button", { name: /Pay \$200 deposit/ })).toHaveCount(0);

  // The first shopper resumes their payment and approves it: the car is theirs, and now Reserved to the other.
  await sidebar.getByRole("link", { name: "Continue the security check" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
  await them.goto(at(baseURL, T, "/search/used-cars"));
  await expect(them.getByRole("article", { name: title(CARS.mazda3) }).locator('[data-tag="reserved"]')).toHaveText("Reserved");
  await them.goto(carPage(baseURL, CARS.mazda3));
  await expect(them.getByRole("complementary", { name: "Price and contact" }).getByText("This car is reserved")).toBeVisible();
  await other.close();

  // Starting again instead: Back from the check, pay with another card, and the car is held (not 'reserved by another').
  await page.goto(at(baseURL, T, `/cars/${slug(CARS.i30)}/checkout`));
  await payDeposit(page, "4000 0025 0000 3155");
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  const check = page.url();
  await page.goBack();
  await expect(page.getByText("Your deposit payment isn't finished")).toBeVisible();
  await payDeposit(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
  // The abandoned check can no longer take money.
  await page.goto(check);
  await expect(page.getByText("That payment is no longer waiting for authentication. You have not been charged.")).toBeVisible();
});

test("every paid deposit reaches the dealer: a Reservation lead, delivered through the outbox and in the console inbox", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const shopper = await browser.newContext();
  const s = await shopper.newPage();
  await signIn(s, baseURL, T, "0413000004");
  await s.goto(at(baseURL, T, `/cars/${slug(CARS.golf)}/checkout`));
  await payDeposit(s, "4242 4242 4242 4242");
  await expect(s.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
  await shopper.close();

  type Listed = { id: string; form: string; subcategory: string | null; car_id: number | null; fields: Record<string, unknown>; deliveries: { status: string }[] };
  let lead: Listed | undefined;
  await expect
    .poll(async () => {
      const { leads } = (await (await admin.get(`/api/admin/tenants/${T}/leads`)).json()) as { leads: Listed[] };
      lead = leads.find((l) => l.car_id === CARS.golf.id);
      return lead?.deliveries.map((d) => d.status);
    })
    .toEqual(["delivered"]);
  expect(lead).toMatchObject({ form: "car-enquiry", subcategory: "Reservation" });
  expect(String(lead!.fields.message)).toContain("$200 deposit paid");
  expect(String(lead!.fields.phone)).toMatch(/413\s?000\s?004$/);

  const tenant: TestTenant = { slug: T, name: "Reserve Motors", origin: new URL(siteUrl(baseURL, T)).origin, vehicles: [] };
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/leads?form=reservation`);
  const row = page.getByRole("row").filter({ hasText: title(CARS.golf) });
  await expect(row).toContainText("Reservation");
});

test("a coming-soon car is in stock everywhere: its results card, its page and its checkout", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(at(baseURL, T, "/search/used-cars"));
  const card = page.getByRole("article", { name: title(CARS.cerato) });
  await expect(card.locator('[data-tag="coming-soon"]')).toHaveText("Coming Soon");
  await expect(card.getByRole("link", { name: `View details: ${title(CARS.cerato)}` })).toBeVisible();
  await expect(card.getByRole("link", { name: /Find Me Something Similar/ })).toHaveCount(0);
  await page.goto(carPage(baseURL, CARS.cerato));
  await expect(page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: reserveLink })).toBeVisible();
  await signIn(page, baseURL, T, "0413000005");
  await page.goto(at(baseURL, T, `/cars/${slug(CARS.cerato)}/checkout`));
  await expect(page.getByText("This car can't be reserved online")).toHaveCount(0);
  await payDeposit(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
});
