import type { Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { consolePost, createTenant, signInStaff, testVehicle, type TestTenant } from "./console-fixtures.ts";

/**
 * The console's stock screens (issue 11): the list, editing a vehicle and seeing the change on the public site at once,
 * status and bulk actions, inline errors that change nothing, a read-only sales role, and the pages without JavaScript.
 * Each test makes its own tenant and staff.
 */
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** Three vehicles with known prices: a Corolla, a CX-5 and a Ranger. */
const STOCK = [
  testVehicle(1000, { year: 2022, make: "Toyota", model: "Corolla", badge: "Ascent Sport", car_type: "used", price: 24_990, stocknum: "T1000" }),
  testVehicle(1001, { year: 2023, make: "Mazda", model: "CX-5", badge: "Maxx Sport", car_type: "used", price: 36_500, stocknum: "M1001" }),
  testVehicle(1002, { year: 2024, make: "Ford", model: "Ranger", badge: "XLT", car_type: "new", price: 61_990, stocknum: "F1002" }),
];
const COROLLA = "2022 Toyota Corolla Ascent Sport";
const COROLLA_PAGE = "/cars/2022-toyota-corolla-ascent-sport-1000";

async function storedVehicle(page: Page, tenant: TestTenant, id: number): Promise<Record<string, unknown>> {
  const res = await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: auth });
  const all = (await res.json()) as Record<string, unknown>[];
  return all.find((v) => v.id === id)!;
}

test("an owner edits a price and the public vehicle and results pages show it at once", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "owner");
  // The public pages first, so the site's search index is built before the change.
  await page.goto(`${tenant.origin}/search/new-used-and-demo-cars`);
  await expect(page.getByText("$24,990").first()).toBeVisible();

  await page.goto(`${tenant.origin}/dealer/stock`);
  await expect(page.getByRole("heading", { level: 1, name: "Stock" })).toBeVisible();
  const table = page.getByRole("table", { name: /Stock, page 1 of 1/ });
  await expect(table.getByRole("link")).toHaveCount(3);
  await table.getByRole("link", { name: COROLLA }).click();
  await expect(page.getByRole("heading", { level: 1, name: COROLLA })).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage photos" })).toHaveAttribute("href", "/dealer/stock/1000/photos");
  await page.getByLabel("Price").fill("22,490");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved. The website shows the change now.")).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveValue("22490");

  // The very next page load shows the new price (counted at once, not waited for: no cache or index lags behind).
  await page.goto(`${tenant.origin}${COROLLA_PAGE}`);
  expect(await page.getByText("$22,490").count()).toBeGreaterThan(0);
  await page.goto(`${tenant.origin}/search/new-used-and-demo-cars`);
  expect(await page.getByText("$22,490").count()).toBeGreaterThan(0);
  expect(await page.getByText("$24,990").count()).toBe(0);

  // The change is in the activity log with the price before and after, and nothing else.
  expect(await storedVehicle(page, tenant, 1000)).toMatchObject({ price: 22_490, make: "Toyota" });
});

test("mark sold: the public vehicle page shows SOLD, and mark in stock brings it back", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "manager");
  await page.goto(`${tenant.origin}/dealer/stock/1000`);
  await page.getByRole("button", { name: "Mark sold" }).click();
  await expect(page.getByText("Mark sold: done. The website shows it now.")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Status and listing quality" }).getByText("Sold", { exact: true })).toBeVisible();
  const sold = await storedVehicle(page, tenant, 1000);
  expect(sold.status).toBe("sold");
  expect(Math.abs(Number(sold.sold_date_timestamp) - Date.now() / 1000)).toBeLessThan(120);

  await page.goto(`${tenant.origin}${COROLLA_PAGE}`);
  await expect(page.getByText("Sorry, this car has been sold.")).toBeVisible();
  await expect(page.getByText("SOLD", { exact: true }).first()).toBeVisible();

  await page.goto(`${tenant.origin}/dealer/stock/1000`);
  await page.getByRole("button", { name: "Mark in stock" }).click();
  await expect(page.getByText("Mark in stock: done.")).toBeVisible();
  expect(await storedVehicle(page, tenant, 1000)).toMatchObject({ status: "in_stock", sold_date_timestamp: null });
  await page.goto(`${tenant.origin}${COROLLA_PAGE}`);
  await expect(page.getByRole("heading", { level: 1, name: /2022 Toyota Corolla/ })).toBeVisible();
  await expect(page.getByText("Sorry, this car has been sold.")).toHaveCount(0);
});

test("a bulk price change reprices the ticked vehicles; one that would go below $0 changes nothing @mobile", async ({ page, baseURL, consoleErrors }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/stock?sort=price_asc`);
  await page.getByLabel(`Select T1000 ${COROLLA}`).check();
  await page.getByLabel("Select M1001 2023 Mazda CX-5 Maxx Sport").check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByLabel("With the selected vehicles").selectOption("price");
  await page.getByLabel("Change price by").selectOption("percent");
  await page.getByLabel("Amount").fill("-10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("2 vehicles repriced. The website shows the change now.")).toBeVisible();
  // 10 % off $24,990 is $22,491; off $36,500 is $32,850; the Ranger is untouched. The sort is kept.
  await expect(page).toHaveURL(/sort=price_asc/);
  const table = page.getByRole("table");
  await expect(table.getByText("$22,491")).toBeVisible();
  await expect(table.getByText("$32,850")).toBeVisible();
  await expect(table.getByText("$61,990")).toBeVisible();

  // Taking $30,000 off would take the Corolla below $0: refused, nothing changed, the ticks kept.
  await page.getByLabel(`Select T1000 ${COROLLA}`).check();
  await page.getByLabel("Select F1002 2024 Ford Ranger XLT").check();
  await page.getByLabel("With the selected vehicles").selectOption("price");
  await page.getByLabel("Change price by").selectOption("amount");
  await page.getByLabel("Amount").fill("-30000");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Nothing was changed: the price change that would take 1 vehicle to $0 or below (T1000).")).toBeVisible();
  await expect(page.getByLabel(`Select T1000 ${COROLLA}`)).toBeChecked();
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  consoleErrors.length = 0;
  expect((await storedVehicle(page, tenant, 1002)).price).toBe(61_990);
  expect((await storedVehicle(page, tenant, 1000)).price).toBe(22_491);

  // Bulk unpublish hides them on the list and on the website.
  await page.getByLabel("With the selected vehicles").selectOption("unpublish");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("2 vehicles unpublished.")).toBeVisible();
  await expect(page.getByRole("table").getByText("Hidden")).toHaveCount(2);
  expect((await storedVehicle(page, tenant, 1002)).show_on_dealer_website).toBe(false);
});

test("invalid input shows inline field errors and changes nothing", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/stock/1001`);
  await page.getByLabel("Year").fill("1800");
  await page.getByLabel("VIN").fill("NOT A VIN");
  await page.getByLabel("Price").fill("-5");
  await page.getByLabel("Make").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please fix the following errors:" });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["Year must be 1900 or more", "Enter the make", "VIN must be 17 characters without I, O or Q", "Price can't be negative"]);
  await expect(page.getByLabel("Year")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
  // A forged post with the same values is refused by the server the same way.
  const forged = await consolePost(page, tenant, "/dealer/stock/1001", { year: "1800", make: "Mazda", model: "CX-5", car_type: "used", status: "in_stock", price: "-5" });
  expect(forged.status()).toBe(400);
  expect(await storedVehicle(page, tenant, 1001)).toMatchObject({ year: 2023, make: "Mazda", price: 36_500, vin: null });
  // Adding by hand checks the same way.
  await page.goto(`${tenant.origin}/dealer/stock/new`);
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page.getByRole("alert").getByRole("link")).toHaveText(["Enter the year", "Enter the make", "Enter the model"]);
});

test("an owner adds a vehicle by hand and finds it by stock number", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/stock`);
  await page.getByRole("link", { name: "Add a vehicle" }).click();
  await page.getByLabel("Year").fill("2021");
  await page.getByLabel("Make").fill("Hyundai");
  await page.getByLabel("Model").fill("i30");
  await page.getByLabel("Badge").fill("N Line");
  await page.getByLabel("Stock number").fill("H77");
  await page.getByLabel("Price").fill("27990");
  await page.getByLabel("Odometer").fill("41,200");
  await page.getByRole("button", { name: "Add vehicle" }).click();
  await expect(page.getByText("Vehicle added.")).toBeVisible();
  await expect(page).toHaveURL(`${tenant.origin}/dealer/stock/1003?notice=created`);
  expect(await storedVehicle(page, tenant, 1003)).toMatchObject({ make: "Hyundai", model: "i30", price: 27_990, km: 41_200, status: "in_stock", show_on_dealer_website: true });

  await page.goto(`${tenant.origin}/dealer/stock`);
  await page.getByRole("searchbox", { name: "Search" }).fill("h77");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=h77/);
  await expect(page.getByRole("table").getByRole("link")).toHaveText(["2021 Hyundai i30 N Line"]);
  await page.goto(`${tenant.origin}/cars/2021-hyundai-i30-n-line-1003`);
  await expect(page.getByText("$27,990").first()).toBeVisible();
});

test("the listing quality page lists the worst listing first with what to fix", async ({ page, baseURL }) => {
  const photos = Array.from({ length: 8 }, (_, i) => ({ url: `/media/demo/p${i}.webp` }));
  const tenant = await createTenant(page.request, baseURL, {
    vehicles: [
      testVehicle(2000, { vin: "JTMBFREV10D123456", dealercomments: "One owner.", images: photos, spin_images: ["/media/demo/s.webp"] }),
      testVehicle(2001, { price: null, km: null, car_type: "used" }),
      testVehicle(2002, { dealercomments: "Great car." }),
    ],
  });
  await signInStaff(page, tenant, "sales");
  await page.goto(`${tenant.origin}/dealer/stock/quality`);
  await expect(page.getByRole("heading", { name: "2 listings to improve, worst first" })).toBeVisible();
  const items = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^View / }) });
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText("Add the odometer reading");
  await expect(items.first()).toContainText("Add a price");
  await expect(items.first()).toContainText("Add photos: none yet (aim for 8)");
  await items.first().getByRole("link", { name: /^View / }).click();
  await expect(page).toHaveURL(`${tenant.origin}/dealer/stock/2001`);
});

test("a sales user sees stock read-only, and a forged change is refused with 403 @mobile", async ({ page, baseURL, consoleErrors }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "sales");
  await page.goto(`${tenant.origin}/dealer/stock`);
  await expect(page.getByText("You can look at stock here; changing it needs a manager or an owner.")).toBeVisible();
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add a vehicle" })).toHaveCount(0);

  await page.getByRole("link", { name: COROLLA }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
  await expect(page.getByText("$24,990")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save changes" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark sold" })).toHaveCount(0);

  const edit = await consolePost(page, tenant, "/dealer/stock/1000", { year: "2022", make: "Toyota", model: "Corolla", car_type: "used", status: "in_stock", price: "1" });
  expect(edit.status()).toBe(403);
  const sold = await consolePost(page, tenant, "/dealer/stock/1000", { intent: "status", status_action: "sold" });
  expect(sold.status()).toBe(403);
  const bulk = await consolePost(page, tenant, "/dealer/stock", { ids: "1000", bulk_action: "sold" });
  expect(bulk.status()).toBe(403);
  const add = await consolePost(page, tenant, "/dealer/stock/new", { year: "2022", make: "Kia", model: "Rio", car_type: "used", status: "in_stock" });
  expect(add.status()).toBe(403);
  await page.goto(`${tenant.origin}/dealer/stock/new`);
  await expect(page.getByRole("heading", { level: 1, name: "You don't have access to this" })).toBeVisible();
  // The browser logs the 403 answer it was shown; nothing else may fail.
  expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  consoleErrors.length = 0;
  expect(await storedVehicle(page, tenant, 1000)).toMatchObject({ price: 24_990, status: "in_stock" });
  const all = await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: auth });
  expect(((await all.json()) as unknown[]).length).toBe(3);
});

test("a cross-site post is refused even for an owner", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "owner");
  // React Router refuses a cross-origin action before it runs (400); the console's own check answers 403.
  for (const path of ["/dealer/stock", "/dealer/stock/1000"]) {
    const res = await consolePost(page, tenant, path, { ids: "1000", bulk_action: "sold", intent: "status", status_action: "sold" }, { origin: "https://evil.example" });
    expect([400, 403]).toContain(res.status());
  }
  expect((await storedVehicle(page, tenant, 1000)).status).toBe("in_stock");
});

test("malformed input to the stock pages gets a clear 4xx, never a 5xx, and changes nothing", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
  await signInStaff(page, tenant, "owner");
  const session = (await page.context().cookies(tenant.origin)).find((c) => c.name === "fc_console")!;
  const url = new URL(tenant.origin);
  const get = (path: string) => page.request.get(`http://localhost:${url.port}${path}`, { headers: { Host: url.host, Cookie: `fc_console=${session.value}` }, maxRedirects: 0 });
  for (const path of [
    "/dealer/stock?page=-1&sort=random&status=gone&type=boat&location=abc&website=x",
    `/dealer/stock?q=${encodeURIComponent("%_\\'\"; drop table vehicles; --")}`,
    `/dealer/stock?q=${"x".repeat(5000)}&make=${"y".repeat(5000)}`,
    "/dealer/stock?page=99999999999999999999",
    "/dealer/stock/quality?page=abc",
  ]) {
    const res = await get(path);
    expect(res.status(), path).toBe(200);
  }
  // A NUL in the address is refused by the request guard before any page.
  expect((await get("/dealer/stock?q=%00")).status()).toBe(400);
  for (const path of ["/dealer/stock/abc", "/dealer/stock/0", "/dealer/stock/99999999999999999999", "/dealer/stock/-1", "/dealer/stock/424242"]) expect((await get(path)).status(), path).toBe(404);
  const posts: [string, Record<string, string>][] = [
    ["/dealer/stock", { ids: "abc", bulk_action: "sold" }],
    ["/dealer/stock", { ids: "1000", bulk_action: "explode" }],
    ["/dealer/stock", { ids: "1000", bulk_action: "price", price_mode: "amount", price_value: "1e400" }],
    ["/dealer/stock", { ids: "1000", bulk_action: "price", price_mode: "percent", price_value: "NaN" }],
    ["/dealer/stock", { ids: "99999999999999999999", bulk_action: "sold" }],
    ["/dealer/stock/1000", { intent: "status", status_action: "explode" }],
    ["/dealer/stock/1000", { year: "2022\u0000", make: "x".repeat(10_000), model: "\ud800", car_type: "used", status: "in_stock", price: "1e400", km: "-0" }],
    ["/dealer/stock/abc", { year: "2022" }],
    ["/dealer/stock/new", { year: "2022", make: "Kia", model: "Rio", car_type: "boat", status: "gone", location_id: "-4" }],
  ];
  for (const [path, fields] of posts) {
    const res = await consolePost(page, tenant, path, fields);
    expect(res.status(), `${path} ${JSON.stringify(fields).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  // More ticked ids than a page has is refused as a whole: 60 by the form's bound (a page has 50), 300 by the request
  // guard's field limit.
  for (const [count, status] of [
    [60, 400],
    [300, 413],
  ]) {
    const many = await page.request.post(`http://localhost:${url.port}/dealer/stock`, {
      headers: { Host: url.host, Origin: tenant.origin, Cookie: `fc_console=${session.value}`, "content-type": "application/x-www-form-urlencoded" },
      data: `bulk_action=sold&${Array.from({ length: count }, (_, i) => `ids=${1000 + (i % 3)}`).join("&")}`,
      maxRedirects: 0,
    });
    expect(many.status(), `${count} ids`).toBe(status);
  }
  const all = (await (await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: auth })).json()) as Record<string, unknown>[];
  expect(all).toHaveLength(3);
  expect(all.find((v) => v.id === 1000)).toMatchObject({ make: "Toyota", year: 2022, price: 24_990, status: "in_stock" });
});

for (const width of [1366, 390]) {
  test(`the stock pages have no serious accessibility violations at ${width} px`, async ({ page, baseURL, consoleErrors }) => {
    // Three sign-ins (each a slow password hash) and eleven axe runs.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(page.request, baseURL, { vehicles: STOCK });
    const found: string[] = [];
    for (const role of ["owner", "sales"] as const) {
      await page.context().clearCookies();
      await signInStaff(page, tenant, role);
      const paths = ["/dealer/stock", "/dealer/stock?status=sold&q=nothing", "/dealer/stock/quality", "/dealer/stock/1000", ...(role === "owner" ? ["/dealer/stock/new"] : [])];
      for (const path of paths) {
        await page.goto(`${tenant.origin}${path}`);
        found.push(...(await seriousViolations(page, `${role} ${path}`)));
      }
    }
    // An owner's form after a refused post, with its errors shown.
    await page.context().clearCookies();
    await signInStaff(page, tenant, "owner");
    await page.goto(`${tenant.origin}/dealer/stock/1000`);
    await page.getByLabel("Year").fill("1");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Please fix the following errors:")).toBeVisible();
    found.push(...(await seriousViolations(page, "form errors")));
    expectNoViolations(found);
    expect(consoleErrors).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list reads, filters and pages, and an edit posts with its errors and then saves", async ({ page, baseURL, consoleErrors }) => {
    const many = Array.from({ length: 55 }, (_, i) => testVehicle(3000 + i, { make: i % 2 ? "Kia" : "Toyota", model: i % 2 ? "Sportage" : "Corolla", badge: null, stocknum: `N${3000 + i}` }));
    const tenant = await createTenant(page.request, baseURL, { vehicles: many });
    await signInStaff(page, tenant, "owner");
    await page.goto(`${tenant.origin}/dealer/stock`);
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(51); // the header and 50 vehicles
    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(6);
    await page.getByLabel("Make").selectOption("Kia");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/make=Kia/);
    await expect(page.getByText("27 vehicles match.")).toBeVisible();

    await page.goto(`${tenant.origin}/dealer/stock/3001`);
    await page.getByLabel("Price").fill("lots");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("alert").getByRole("link", { name: "Price must be a number" })).toBeVisible();
    await expect(page.getByLabel("Price")).toHaveValue("lots");
    // The refusal is a 400 page, which the browser logs.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    consoleErrors.length = 0;
    await page.getByLabel("Price").fill("19990");
    await page.getByLabel("Colour").fill("Snow White");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Saved. The website shows the change now.")).toBeVisible();
    expect(await storedVehicle(page, tenant, 3001)).toMatchObject({ price: 19_990, colour: "Snow White" });

    // A bulk action posts as one form too.
    await page.goto(`${tenant.origin}/dealer/stock?q=N3002`);
    await page.getByLabel("Select N3002 2022 Toyota Corolla").check();
    await page.getByLabel("With the selected vehicles").selectOption("sold");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("1 vehicle marked sold.")).toBeVisible();
    expect((await storedVehicle(page, tenant, 3002)).status).toBe("sold");
  });
});
