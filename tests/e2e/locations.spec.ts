import type { APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The locations pages (spec 000 §2 'Locations'): cards with hours, holiday hours in a dialog, the
 * department selector, one location's page, dealership slugs, the manufacturer lock, JavaScript off.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Open every day around the clock (so 'open now' holds whenever the test runs), or closed every day. */
const always = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Open", open: "00:00", close: "23:59" }));
const never = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: "Closed" }));

async function makeDealer(request: APIRequestContext, label: string, config: object = {}): Promise<string> {
  const slug = `e2e-loc-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const place = (street: string, city: string, postcode: string) => ({ street, city, state: "QLD", postcode, lat: -27.5, long: 153.0 });
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Harbour Motors",
      template: "classic",
      config,
      dealerships: [
        { id: 1, name: "Harbour Motors Bayside", slug: "harbour-bayside" },
        { id: 2, name: "Harbour Motors West", slug: "harbour-west" },
      ],
      locations: [
        {
          id: 1,
          name: "Harbour Wynnum",
          slug: "wynnum",
          primary: true,
          dealership_id: 1,
          dealer_license_number: "MD 1234567",
          average_rating: 4.8,
          review_count: 212,
          address: place("12 Tingal Road", "Wynnum", "4178"),
          contact_detail: { phone: "+61 7 3396 1000", email: "wynnum@harbour.example", opening_hours: always },
          special_hours: [
            { date: isoDay(20), name: "Show Day", status: "Open", start_hour: "10:00", end_hour: "14:00" },
            { date: isoDay(10), name: "Stocktake Day", status: "Closed" },
            { date: isoDay(-10), name: "Long gone", status: "Closed" },
          ],
        },
        {
          id: 2,
          name: "Harbour Service Centre",
          slug: "service-centre",
          location_type: "service",
          dealership_id: 1,
          motor_vehicle_repairer: "MVR 98765",
          address: place("3 Fox Street", "Wynnum", "4178"),
          contact_detail: { phone: "+61 7 3396 1050", opening_hours: never },
        },
        {
          id: 3,
          name: "Harbour Ipswich",
          slug: "ipswich",
          dealership_id: 2,
          address: place("1 Brisbane Street", "Ipswich", "4305"),
          contact_detail: { phone: "+61 7 3281 0000", opening_hours: always },
        },
        {
          id: 4,
          name: "Harbour Hidden Yard",
          slug: "hidden-yard",
          visible: false,
          address: place("9 Secret Lane", "Lytton", "4178"),
          contact_detail: { phone: "+61 7 3000 0009" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const stock = await request.put(`/api/admin/tenants/${slug}/stock`, {
    headers: auth,
    data: [
      { id: 71, year: 2023, make: "Mazda", model: "CX-5", car_type: "used", price: 31990, km: 21000, created_at: new Date().toISOString(), location_id: 1, images: [{ url: "/media/not-found.webp" }] },
      { id: 72, year: 2022, make: "Kia", model: "Sorento", car_type: "used", price: 42990, km: 35000, created_at: new Date().toISOString(), location_id: 3, images: [{ url: "/media/not-found.webp" }] },
    ],
  });
  expect(stock.status()).toBe(200);
  return slug;
}

test("the locations page: visible locations by name, hours, holiday hours in a dialog, the department selector, stock and directions @mobile", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "page");
  await page.goto(siteUrl(baseURL, slug, "/"));
  // Linked from the footer (and the Company menu).
  await page.getByRole("contentinfo").getByRole("link", { name: "Our Locations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Our Locations" })).toBeVisible();
  await expect(page.getByText("3 locations in Queensland.")).toBeVisible();

  const list = page.getByRole("list", { name: "Locations" });
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Harbour Ipswich", "Harbour Service Centre", "Harbour Wynnum"]);
  await expect(page.getByText("Harbour Hidden Yard")).toHaveCount(0);

  const wynnum = list.getByRole("article", { name: "Harbour Wynnum" });
  await expect(wynnum.getByText("Open today 12:00 am – 11:59 pm")).toBeVisible();
  await expect(wynnum.getByRole("link", { name: "07 3396 1000" })).toHaveAttribute("href", "tel:+61733961000");
  await expect(wynnum.getByRole("img", { name: "Rated 4.8 out of 5 from 212 reviews" })).toBeVisible();
  await expect(wynnum.getByText("Dealer licence MD 1234567")).toBeVisible();
  await expect(wynnum.getByRole("table", { name: "Opening hours of Harbour Wynnum" }).getByRole("row")).toHaveCount(7);
  await expect(wynnum.getByRole("link", { name: /Get Directions/ })).toHaveAttribute("href", /google\.com\/maps\/dir\/\?api=1&destination=12%20Tingal%20Road/);

  // Holiday hours open in a dialog: coming days only, in date order.
  await wynnum.getByRole("link", { name: "Holiday hours" }).click();
  const dialog = page.getByRole("dialog", { name: "Holiday hours" });
  await expect(dialog.getByRole("listitem")).toHaveText([/Stocktake Day\s*Closed/, /Show Day\s*10:00 am – 2:00 pm/]);
  await expect(dialog.getByText("Long gone")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  const service = list.getByRole("article", { name: "Harbour Service Centre" });
  await expect(service.getByText("Closed today")).toBeVisible();
  await expect(service.getByText("Repairer licence MVR 98765")).toBeVisible();
  await expect(service.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/service");

  // The department selector narrows the cards and keeps its choice in the URL.
  await page.getByRole("navigation", { name: "Location type" }).getByRole("link", { name: "Service" }).click();
  await expect(page).toHaveURL(/\/locations\?type=service$/);
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Harbour Service Centre"]);
  await page.getByRole("navigation", { name: "Location type" }).getByRole("link", { name: "All locations" }).click();
  await expect(list.getByRole("heading", { level: 2 })).toHaveCount(3);

  // View Our Stock: that location's cars.
  await list.getByRole("article", { name: "Harbour Ipswich" }).getByRole("link", { name: "View Our Stock" }).click();
  await expect(page).toHaveURL(/\/search\/ipswich$/);
  await expect(page.getByRole("link", { name: "2022 Kia Sorento", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "2023 Mazda CX-5", exact: true })).toHaveCount(0);
});

test("one location's page: today marked in the week, holiday hours, contact and next steps; aliases, dealerships and 404", async ({ page, request, baseURL, consoleErrors }) => {
  const slug = await makeDealer(request, "one", { locations_order: ["wynnum"] });
  await page.goto(siteUrl(baseURL, slug, "/locations"));
  // The tenant's own order comes first, then the rest by name.
  await expect(page.getByRole("list", { name: "Locations" }).getByRole("heading", { level: 2 })).toHaveText(["Harbour Wynnum", "Harbour Ipswich", "Harbour Service Centre"]);
  await page.getByRole("link", { name: "Harbour Wynnum", exact: true }).click();

  await expect(page).toHaveURL(/\/locations\/wynnum$/);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Wynnum" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Our Locations");
  const week = page.getByRole("table", { name: "Opening hours of Harbour Wynnum" });
  await expect(week.locator('[aria-current="date"]')).toHaveCount(1);
  // Today is the location's own (Brisbane) weekday.
  const today = WEEKDAYS[new Date(Date.now() + 10 * 3_600_000).getUTCDay()]!;
  await expect(week.locator('[aria-current="date"]')).toContainText(today);
  const holidays = page.getByRole("region", { name: "Holiday hours" });
  await expect(holidays.getByRole("listitem")).toHaveCount(2);
  await expect(page.getByRole("link", { name: "Call 07 3396 1000" })).toHaveAttribute("href", "tel:+61733961000");
  await expect(page.getByRole("link", { name: "Book a Test Drive →" })).toHaveAttribute("href", "/book-test-drive/");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", siteUrl(baseURL, slug, "/locations/wynnum"));

  // Other addresses of the same page.
  await page.goto(siteUrl(baseURL, slug, "/contact-us/service-centre"));
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Service Centre" })).toBeVisible();
  await page.goto(siteUrl(baseURL, slug, "/our-location/ipswich"));
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Ipswich" })).toBeVisible();

  // A dealership's slug lists that dealership's locations.
  await page.goto(siteUrl(baseURL, slug, "/locations/harbour-bayside"));
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Motors Bayside" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Locations" }).getByRole("heading", { level: 2 })).toHaveText(["Harbour Wynnum", "Harbour Service Centre"]);

  // A hidden or unknown location is a branded 404; an unknown department a 400 that says so.
  const hidden = await page.goto(siteUrl(baseURL, slug, "/locations/hidden-yard"));
  expect(hidden?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  const bad = await page.goto(siteUrl(baseURL, slug, "/locations") + "?type=boats");
  expect(bad?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "We couldn't find that kind of location" })).toBeVisible();
  await expect(page.getByText('unknown location type "boats" (use sales, service or parts)')).toBeVisible();
  await expect(page.getByRole("link", { name: "See all locations" })).toHaveAttribute("href", "/locations");
  // The browser reports the 400 document itself as a failed load; nothing else may fail.
  expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  consoleErrors.length = 0;
});

test("a manufacturer-locked site's location cards link to the contact page", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "locked", { manufacturer: "Mazda" });
  await page.goto(siteUrl(baseURL, slug, "/locations"));
  const wynnum = page.getByRole("article", { name: "Harbour Wynnum" });
  await expect(wynnum.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "View Our Stock" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the department selector and holiday hours work as plain links", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs");
    await page.goto(siteUrl(baseURL, slug, "/dealer-locator"));
    await page.getByRole("navigation", { name: "Location type" }).getByRole("link", { name: "Sales" }).click();
    await expect(page).toHaveURL(/\/dealer-locator\?type=sales$/);
    await expect(page.getByRole("list", { name: "Locations" }).getByRole("heading", { level: 2 })).toHaveText(["Harbour Ipswich", "Harbour Wynnum"]);
    await page.getByRole("article", { name: "Harbour Wynnum" }).getByRole("link", { name: "Holiday hours" }).click();
    await expect(page).toHaveURL(/\/locations\/wynnum#holiday-hours$/);
    await expect(page.getByRole("region", { name: "Holiday hours" }).getByText("Stocktake Day")).toBeVisible();
  });
});
