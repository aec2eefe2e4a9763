import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";
import { at, codeFor, completeSignIn, payDeposit, signIn, siteFetch } from "./shopper-fixtures.ts";

/**
 * Shopper accounts and transactions: phone sign-in, gated pages, the watchlist, compare, reserving a
 * car with the test payment provider (including two shoppers racing for one car) and the security
 * edges (open redirect, code guessing, session fixation, tenant isolation). Two tenants of our own.
 */

// Unique per worker: the desktop and mobile projects run this file at the same time.
const RUN = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const A = `acct-a-${RUN}`;
const B = `acct-b-${RUN}`;
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const nowIso = new Date().toISOString();

const location = (suburb: string) => ({
  id: 1,
  name: `${suburb} Cars`,
  slug: suburb.toLowerCase(),
  primary: true,
  address: { street: "1 Test St", city: suburb, state: "QLD", postcode: "4066", lat: -27.48, long: 152.99 },
  contact_detail: { phone: "+61 7 3000 0000" },
});

const car = (id: number, year: number, make: string, model: string, extra: Record<string, unknown> = {}) => ({
  id,
  year,
  make,
  model,
  car_type: "used",
  price: 20_000 + id,
  km: 10_000 + id * 10,
  created_at: nowIso,
  location_id: 1,
  images: [{ url: "/media/not-found.webp" }],
  simple_transmission: "automatic",
  seats: 5,
  ...extra,
});

const CARS = {
  corolla: car(901, 2023, "Toyota", "Corolla", { simple_body: "hatch", simple_fuel: "petrol", colour: "White", simple_drive: "fwd", price: 28_990 }),
  cx5: car(902, 2022, "Mazda", "CX-5", { simple_body: "suv", simple_fuel: "petrol", colour: "Red", simple_drive: "awd", price: 36_990 }),
  sportage: car(903, 2021, "Kia", "Sportage", { simple_body: "suv", simple_fuel: "diesel", colour: "Grey", simple_drive: "awd", price: 31_990 }),
  civic: car(904, 2020, "Honda", "Civic", { status: "sold", sold_date_timestamp: Math.floor(Date.now() / 1000) - 3600 }),
  forester: car(905, 2022, "Subaru", "Forester"),
  tucson: car(906, 2021, "Hyundai", "Tucson", { price: 30_000 }),
  ranger: car(907, 2023, "Ford", "Ranger"),
  xtrail: car(908, 2022, "Nissan", "X-Trail"),
  outlander: car(909, 2019, "Mitsubishi", "Outlander"),
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
  const a = await admin.put(`/api/admin/tenants/${A}`, {
    data: {
      name: "Account Motors",
      template: "classic",
      config: {
        checkout: { enabled: true, path: "checkout", deposit: 200, hold_hours: 48, refundable: true, payment_provider: "test" },
        gated_routes: ["online-payment", "my-garage", "spin-to-win", "checkout"],
        delivery_regions: [{ name: "Brisbane Metro", price: 450, postcodes: ["4000-4179"] }],
      },
      locations: [location("Toowong")],
    },
  });
  expect(a.status()).toBe(201);
  expect((await admin.put(`/api/admin/tenants/${A}/stock`, { data: Object.values(CARS) })).status()).toBe(200);
  const b = await admin.put(`/api/admin/tenants/${B}`, {
    data: { name: "Other Motors", template: "modern", config: { checkout: { enabled: true, path: "buy-online" } }, locations: [location("Sherwood")] },
  });
  expect(b.status()).toBe(201);
  expect((await admin.put(`/api/admin/tenants/${B}/stock`, { data: [car(950, 2022, "Isuzu", "D-Max")] })).status()).toBe(200);
  dealerMade = true;
});

test.afterAll(async () => {
  await admin?.dispose();
});

test("phone sign-in: a gated page sends a signed-out shopper to sign in and back, then sign out @mobile", async ({ page, baseURL }, info) => {
  const phone = info.project.name === "mobile" ? "0412000101" : "0412000001";
  await page.goto(at(baseURL, A, "/my-garage"));
  await expect(page).toHaveURL(/\/sign-in\?type=garage&redirect=%2Fmy-garage/);
  await expect(page.getByRole("heading", { name: "Sign in to My Garage" })).toBeVisible();
  await completeSignIn(page, baseURL, A, phone);
  await expect(page).toHaveURL(at(baseURL, A, "/my-garage"));
  await expect(page.getByRole("heading", { name: "My Garage", level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as 0412 XXX ${phone.slice(-3)}`)).toBeVisible();
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();
  // Signed-in pages of the account (gated for this tenant).
  await page.goto(at(baseURL, A, "/online-payment"));
  await expect(page.getByRole("heading", { name: "Online payment" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(at(baseURL, A, "/"));
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto(at(baseURL, A, "/my-garage"));
  await expect(page).toHaveURL(/\/sign-in\?/);
});

test("watchlist: saving while signed out comes back after sign-in; save and remove show toasts; sold cars can't be newly saved", async ({ page, baseURL }) => {
  test.setTimeout(45_000);
  const phone = "0412000002";
  const corolla = title(CARS.corolla);
  await page.goto(at(baseURL, A, `/compare?ids=${CARS.corolla.id},${CARS.civic.id}`));
  // The sold Civic cannot be saved, signed in or not.
  await expect(page.getByRole("button", { name: `Sold: ${title(CARS.civic)}` })).toBeDisabled();
  await page.getByRole("link", { name: `Save: ${corolla} (sign in first)` }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=watchlist&redirect=%2Fcompare%3Fids%3D901%2C904%26save%3D901/);
  await completeSignIn(page, baseURL, A, phone);

  // Back on the comparison, and the save completes.
  await expect(page.getByText("Car Saved In Watchlist", { exact: true })).toBeVisible();
  await expect(page.getByText(`${corolla} is now available in your watchlist`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/compare\?ids=901,904$/);
  await expect(page.getByRole("button", { name: `Saved: ${corolla}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: `Sold: ${title(CARS.civic)}` })).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer?.some((e) => e.event_id === 39))).toBe(true);
  // The API refuses a sold car too.
  const refused = await siteFetch(baseURL, A, "/api/watchlist/save-car", { data: { phone_number: phone, car_id: CARS.civic.id }, as: page.context() });
  expect(JSON.parse(refused.text)).toEqual({ success: false, error: "This car has been sold and can't be saved." });

  // Saved earlier, sold since: it stays in the list, marked sold, and can only be removed.
  expect((await siteFetch(baseURL, A, "/api/watchlist/save-car", { data: { phone_number: phone, car_id: CARS.outlander.id }, as: page.context() })).status).toBe(200);
  expect((await admin.post(`/api/admin/tenants/${A}/stock`, { data: [{ ...CARS.outlander, status: "sold", sold_date_timestamp: Math.floor(Date.now() / 1000) }] })).status()).toBe(200);

  await page.getByRole("link", { name: "View List" }).click();
  await expect(page).toHaveURL(/\/my-garage$/);
  const saved = page.getByRole("list", { name: "Saved cars" });
  await expect(saved.getByRole("heading", { name: corolla })).toBeVisible();
  await expect(saved.getByText("This car has been sold")).toBeVisible();
  await saved.getByRole("button", { name: `Remove from watchlist: ${title(CARS.outlander)}` }).click();
  await expect(page.getByText("Car Removed", { exact: true })).toBeVisible();
  await expect(page.getByText(`${title(CARS.outlander)} is no longer in your watchlist`, { exact: true })).toBeVisible();
  // Removed and sold: it cannot be saved again.
  await expect(saved.getByRole("button", { name: `Sold: ${title(CARS.outlander)}` })).toBeDisabled();
  await saved.getByRole("button", { name: `Remove from watchlist: ${corolla}` }).click();
  await expect(page.getByText(`${corolla} is no longer in your watchlist`, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();
});

test("compare: hearts on search cards, a compare bar, differences highlighted and a shareable URL; recently viewed on the home page", async ({ page, browser, baseURL }) => {
  await page.goto(at(baseURL, A, "/search/used-cars"));
  for (const c of [CARS.corolla, CARS.cx5, CARS.sportage]) await page.getByRole("button", { name: `Save ${title(c)}`, exact: true }).click();
  const bar = page.getByRole("region", { name: "Compare saved cars" });
  await expect(bar).toContainText("3 saved cars");
  await bar.getByRole("link", { name: "Compare 3" }).click();
  await expect(page).toHaveURL(/\/compare\?ids=903,902,901$/);
  await expect(page.getByRole("heading", { name: "Compare cars" })).toBeVisible();
  const price = page.getByRole("row", { name: /^Price/ });
  await expect(price).toHaveAttribute("data-differs", "true");
  await expect(price).toContainText("$28,990");
  await expect(page.getByRole("row", { name: /^Condition/ })).toHaveAttribute("data-differs", "false");
  await expect(page.getByRole("row", { name: /^Fuel\b/ })).toHaveAttribute("data-differs", "true");
  await page.getByRole("link", { name: "Show differences only" }).click();
  await expect(page.getByRole("row", { name: /^Condition/ })).toHaveCount(0);
  await expect(page.getByRole("row", { name: /^Price/ })).toBeVisible();

  // The link works for someone else, with nothing saved in their browser.
  const shared = await page.getByLabel("Link to this comparison").inputValue();
  expect(shared).toBe(at(baseURL, A, "/compare").replace(/\/compare$/, "/compare?ids=903,902,901"));
  const other = await browser.newContext();
  const friend = await other.newPage();
  await friend.goto(shared);
  for (const c of [CARS.corolla, CARS.cx5, CARS.sportage]) await expect(friend.getByRole("link", { name: title(c), exact: true })).toBeVisible();
  await other.close();

  // Recently viewed cars (recorded by the vehicle page) are offered back on the home page.
  await page.evaluate((c) => localStorage.setItem("forecourt:recently-viewed", JSON.stringify([{ id: c.id, stocknum: null, make: c.make, model: c.model, body: null, simple_body: "suv" }])), CARS.cx5);
  await page.goto(at(baseURL, A, "/"));
  const strip = page.getByRole("region", { name: "Recently viewed" });
  await expect(strip.getByRole("link", { name: new RegExp(title(CARS.cx5)) })).toHaveAttribute("href", `/cars/${slug(CARS.cx5)}`);
});

test("reserve with the test provider: a declined card shows an inline error; success holds the car and search shows Reserved", async ({ page, baseURL }) => {
  test.setTimeout(45_000);
  const forester = title(CARS.forester);
  // Checkout is gated for this tenant: sign in first, then straight back to the checkout.
  await page.goto(at(baseURL, A, `/cars/${slug(CARS.forester)}/buy-online`));
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&redirect=%2Fcars%2F2022-subaru-forester-905%2Fcheckout/);
  await completeSignIn(page, baseURL, A, "0412000003");
  await expect(page).toHaveURL(new RegExp(`/cars/${slug(CARS.forester)}/checkout$`));
  await expect(page.getByRole("heading", { name: "Reserve this car" })).toBeVisible();
  await expect(page.getByText("$200 deposit", { exact: true })).toBeVisible();
  await expect(page.getByText("48 hour hold", { exact: true })).toBeVisible();
  await expect(page.getByText("100% refundable", { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode: no real money moves")).toBeVisible();

  await payDeposit(page, "4000 0000 0000 0002");
  await expect(page.getByRole("alert")).toContainText("Your card was declined.");
  await payDeposit(page, "4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: /Your car is reserved until \w+day \d+ \w+ 20\d\d at \d+:\d\d [ap]m/ })).toBeVisible();

  await page.goto(at(baseURL, A, "/search/used-cars"));
  await expect(page.getByRole("article", { name: forester }).locator('[data-tag="reserved"]')).toHaveText("Reserved");
  await page.goto(at(baseURL, A, "/my-garage"));
  await expect(page.getByRole("region", { name: "Your reservations" })).toContainText(forester);
});

test("two shoppers reserving one car at the same moment: exactly one wins, the other is told and not charged", async ({ browser, baseURL }) => {
  test.setTimeout(45_000);
  const shoppers = await Promise.all(
    ["0412000004", "0412000005"].map(async (phone) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, baseURL, A, phone);
      await page.goto(at(baseURL, A, `/cars/${slug(CARS.ranger)}/checkout`));
      await page.getByLabel("Name on card").fill("Racer");
      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByLabel("Expiry (MM/YY)").fill("11/38");
      await page.getByLabel("CVC").fill("321");
      return { context, page };
    }),
  );
  await Promise.all(shoppers.map(({ page }) => page.getByRole("button", { name: /Pay \$200 deposit & reserve/ }).click()));
  const outcomes = await Promise.all(
    shoppers.map(async ({ page }) => {
      const won = page.getByRole("heading", { name: /Your car is reserved until/ });
      const lost = page.getByText("Sorry, this car was just reserved by another shopper. You have not been charged.");
      await expect(won.or(lost)).toBeVisible();
      return (await won.isVisible()) ? "won" : "lost";
    }),
  );
  expect(outcomes.sort()).toEqual(["lost", "won"]);
  const { reservations } = (await (await admin.get(`/api/admin/tenants/${A}/reservations`)).json()) as { reservations: { vehicleId: number; status: string }[] };
  expect(reservations.filter((r) => r.vehicleId === CARS.ranger.id && r.status === "held")).toHaveLength(1);
  await Promise.all(shoppers.map(({ context }) => context.close()));
});

test("security: no open redirect, code guessing locks out, a pre-set session cookie is replaced, forged posts are refused", async ({ page, context, baseURL }) => {
  // Session fixation: a cookie planted before sign-in is not the one the shopper ends up with.
  const host = new URL(siteUrl(baseURL, B)).hostname;
  await context.addCookies([{ name: "fc_session", value: "planted-by-attacker", domain: host, path: "/" }]);
  await page.goto(at(baseURL, B, "/sign-in?redirect=//evil.example/steal"));
  await completeSignIn(page, baseURL, B, "0412000006");
  await expect(page).toHaveURL(at(baseURL, B, "/my-garage"));
  const session = (await context.cookies(siteUrl(baseURL, B))).find((c) => c.name === "fc_session");
  expect(session?.value).toBeTruthy();
  expect(session?.value).not.toBe("planted-by-attacker");
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  // Already signed in, an off-site target still stays on the site.
  await page.goto(at(baseURL, B, "/sign-in?redirect=https://evil.example/"));
  await expect(page).toHaveURL(at(baseURL, B, "/my-garage"));

  // Guessing: after 5 wrong codes the code is dead, even the right one.
  const phone = "0412000007";
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.goto(at(baseURL, B, "/sign-in"));
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByRole("button", { name: "Send code" }).click();
  const right = await codeFor(baseURL, B, phone);
  const wrong = `${(Number(right[0]) + 1) % 10}${right.slice(1)}`;
  for (let left = 4; left >= 1; left--) {
    await page.getByLabel("6-digit code").fill(wrong);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(`That code isn't right. You have ${left} ${left === 1 ? "try" : "tries"} left.`);
  }
  await page.getByLabel("6-digit code").fill(wrong);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Too many wrong codes. Please request a new one.");
  await expect(page.getByRole("button", { name: "Send a new code" })).toBeVisible();
  const origin = new URL(siteUrl(baseURL, B)).origin;
  const late = await siteFetch(baseURL, B, "/sign-in", { headers: { origin }, form: { intent: "verify", phone, code: right, redirect: "/" } });
  expect(late.status).toBe(200);
  expect(late.text).toContain("Too many wrong codes");

  // Forged cross-site posts are refused (CSRF): no code is sent.
  const forged = await siteFetch(baseURL, B, "/sign-in", { headers: { origin: "https://evil.example" }, form: { intent: "send", phone: "0412000017" } });
  expect([400, 403]).toContain(forged.status);
  expect((await siteFetch(baseURL, B, "/dev/sms")).text).not.toContain("0412000017");
});

test("tenant isolation: a session of one dealer site opens nothing on another; authentication-required deposits confirm on the test bank page", async ({ page, context, baseURL }) => {
  test.setTimeout(45_000);
  await page.goto(at(baseURL, A, `/cars/${slug(CARS.xtrail)}/checkout`));
  await completeSignIn(page, baseURL, A, "0412000008");
  await expect(page.getByRole("heading", { name: "Reserve this car" })).toBeVisible();
  await payDeposit(page, "4000 0025 0000 3155");
  await expect(page).toHaveURL(/\/checkout\/authenticate\?reservation=/);
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
  const reservationPath = new URL(page.url()).pathname;
  expect((await siteFetch(baseURL, A, "/api/watchlist/save-car", { data: { phone_number: "0412000008", car_id: CARS.cx5.id }, as: context })).status).toBe(200);

  // Tenant A's session cookie, presented to tenant B.
  const session = (await context.cookies(siteUrl(baseURL, A))).find((c) => c.name === "fc_session")!;
  await context.addCookies([{ name: "fc_session", value: session.value, domain: new URL(siteUrl(baseURL, B)).hostname, path: "/" }]);
  await page.goto(at(baseURL, B, "/my-garage"));
  await expect(page).toHaveURL(/\/sign-in\?type=garage/);
  await page.goto(at(baseURL, B, reservationPath));
  await expect(page).toHaveURL(/\/sign-in\?type=checkout/);
  const save = await siteFetch(baseURL, B, "/api/watchlist/save-car", { data: { phone_number: "0412000008", car_id: 950 }, as: context });
  expect(save.status).toBe(401);
  // And tenant A's car ids mean nothing on tenant B.
  await page.goto(at(baseURL, B, `/compare?ids=${CARS.corolla.id},${CARS.cx5.id}`));
  await expect(page.getByText("2 cars in this comparison are no longer available.")).toBeVisible();
});

test("buy online: the purchase journey prices delivery from the postcode and sends a Purchase lead", async ({ page, baseURL }) => {
  await page.goto(at(baseURL, A, `/cars/${slug(CARS.tucson)}/checkout`));
  await completeSignIn(page, baseURL, A, "0412000009");
  await page.getByRole("link", { name: "Buy it online" }).click();
  await expect(page.getByRole("heading", { name: "Buy online" })).toBeVisible();
  await page.getByLabel("First name").fill("Jo");
  await page.getByLabel("Email").fill("jo@example.com");
  await page.getByRole("textbox", { name: "Mobile" }).fill("0412000009");
  await page.getByLabel("Postcode").fill("4000");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /Deliver to 4000/ }).check();
  await expect(page.getByText("$450 · Brisbane Metro")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please choose how you'll pay.")).toBeVisible();
  await page.getByRole("radio", { name: /Dealer finance/ }).check();
  await page.getByRole("radio", { name: /Yes, I have a trade-in/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Review and submit" })).toBeVisible();
  await expect(page.getByLabel("Price summary")).toContainText("$30,450");
  await page.getByRole("button", { name: "Submit purchase request" }).click();
  await expect(page.getByRole("heading", { name: "Thanks, your purchase request is in" })).toBeVisible();

  const { leads } = (await (await admin.get(`/api/admin/tenants/${A}/leads?form=car-enquiry`)).json()) as { leads: { category: string; subcategory: string | null; car_id: number }[] };
  expect(leads.find((l) => l.car_id === CARS.tucson.id)).toMatchObject({ category: "Purchase", subcategory: "Online Purchase" });
});
