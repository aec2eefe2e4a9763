import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The shopper site without JavaScript and by keyboard, and the spec rules an audit found broken
 * (issue 13): range filters and the vehicle page's actions without JavaScript, the phone number
 * masked everywhere on a car's page, the enquiry dialog, filter option order, the header's
 * dropdown marker, the skip link, focus after a dialog, the spin by arrow keys, and broken images.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const ALL = "/search/new-used-and-demo-cars";
const PHONE = "+61 7 3870 1111";
const SPIN = Array.from({ length: 36 }, (_, f) => `/media/demo/spin/suv-glacier-white-${String(f).padStart(2, "0")}.webp`);
const PHOTOS = ["front3q", "side", "rear3q", "front", "rear"].map((v) => ({ url: `/media/demo/suv-glacier-white-${v}.webp` }));

const CAR = {
  id: 7001,
  slug: "2024-toyota-rav4-gxl-7001",
  year: 2024,
  make: "Toyota",
  model: "RAV4",
  badge: "GXL",
  car_type: "used",
  price: 42990,
  km: 18500,
  stocknum: "T7001",
  simple_body: "suv",
  location_id: 1,
  dealership_id: 1,
  created_at: new Date(Date.now() - 30 * DAY).toISOString(),
  images: PHOTOS,
  spin_images: SPIN,
};

/**
 * 13 more cars: years 2020 ×2, 2021 ×5, 2022 ×1, 2023 ×5 (so counts, not years, order the Year
 * filter; 2021 and 2023 tie and go by label); prices $15,000 to $39,000 in steps of $2,000.
 */
function stock(extra: object[] = []) {
  const years = [2020, 2020, 2021, 2021, 2021, 2021, 2021, 2022, 2023, 2023, 2023, 2023, 2023];
  const cars = years.map((year, i) => ({
    id: 7100 + i,
    year,
    make: i % 2 ? "Mazda" : "Kia",
    model: i % 2 ? "CX-5" : "Sportage",
    car_type: "used",
    price: 15_000 + i * 2000,
    km: 10_000 + i * 5000,
    simple_body: "suv",
    location_id: 1,
    created_at: new Date(Date.now() - (40 + i) * DAY).toISOString(),
    images: [{ url: "/media/not-found.webp" }],
  }));
  return [CAR, ...cars, ...extra];
}

async function makeDealer(request: APIRequestContext, label: string, cars: object[] = stock(), config: object = {}): Promise<string> {
  const slug = `e2e-access-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Access Test Motors",
      template: "classic",
      config,
      locations: [
        {
          id: 1,
          name: "Access Test Ipswich",
          slug: "ipswich",
          primary: true,
          address: { street: "1 Brisbane St", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.61, long: 152.76 },
          contact_detail: { phone: PHONE, email: "sales@access.example" },
        },
      ],
    },
  });
  expect(put.status()).toBe(201);
  const res = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: cars });
  expect(res.status()).toBe(200);
  return slug;
}

function at(baseURL: string | undefined, slug: string, pathAndQuery: string): string {
  const [path, query] = pathAndQuery.split("?");
  return siteUrl(baseURL, slug, path) + (query ? `?${query}` : "");
}

/** How many Tab presses from the top of the page until `target` has focus (at most `limit`). */
async function tabsUntil(page: Page, target: Locator, limit = 80): Promise<number> {
  const handle = await target.elementHandle();
  for (let n = 1; n <= limit; n++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((el) => document.activeElement === el, handle)) return n;
  }
  return Infinity;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("price and kilometre filters are number inputs that a plain form sends", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "ranges");
    await page.goto(at(baseURL, slug, ALL));
    const filters = page.getByRole("form", { name: "Search filters" }).first();
    await filters.getByRole("spinbutton", { name: "Minimum price" }).fill("20000");
    await filters.getByRole("spinbutton", { name: "Maximum price" }).fill("30000");
    await filters.getByRole("spinbutton", { name: "Maximum kilometres" }).fill("60000");
    await filters.getByRole("button", { name: /^Show Me/ }).click();
    // $21,000 to $29,000: 5 cars, at 25,000 to 45,000 km (all under 60,000).
    await expect(page).toHaveURL(/[?&]price=20000:30000&km=:60000$/);
    await expect(page.getByRole("status").filter({ hasText: "cars found" })).toContainText("5 cars found");
    await expect(page.getByRole("form", { name: "Search filters" }).first().getByRole("spinbutton", { name: "Minimum price" })).toHaveValue("20000");
  });

  test("on a car's page Share lists its links, Print is the PDF, Show number records and shows it, photos open", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "vehicle");
    await page.goto(at(baseURL, slug, `/cars/${CAR.slug}`));
    const sidebar = page.getByRole("complementary", { name: "Price and contact" });

    await sidebar.getByText("Share", { exact: true }).click();
    await expect(sidebar.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);
    await sidebar.getByText("Share", { exact: true }).click();
    await expect(sidebar.getByRole("link", { name: "WhatsApp" })).toBeHidden();
    await expect(sidebar.getByRole("link", { name: "Print" })).toHaveAttribute("href", `/cars/${CAR.slug}/print.pdf`);
    // Favourites live in the browser's storage: not offered where they cannot work.
    await expect(sidebar.getByRole("button", { name: "Favourite" })).toBeHidden();

    // The viewer's views cannot change without JavaScript: its toggle is hidden, every photo is a link.
    await expect(page.getByRole("group", { name: "Choose a view" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Open photo 2 of 5" })).toHaveAttribute("href", /^\/img\/media\/demo\/suv-glacier-white-side\.webp\?w=1600/);

    await sidebar.getByRole("button", { name: "07 38XX XXXX Show number" }).click();
    await expect(page).toHaveURL(new RegExp(`/cars/${CAR.slug}\\?phone=shown#sidebar-phone$`));
    await expect(sidebar.getByRole("link", { name: "Call 07 3870 1111" })).toHaveAttribute("href", "tel:+61738701111");
    await expect(page.getByRole("banner")).not.toContainText("XX XXXX");
  });
});

test("on a car's page the number is masked in the header and footer too, and revealed with the page's", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "mask");
  await page.goto(at(baseURL, slug, `/cars/${CAR.slug}`));
  for (const region of [page.getByRole("banner"), page.getByRole("contentinfo"), page.locator("#vehicle-map")]) {
    await expect(region).toContainText("07 38XX XXXX");
    await expect(region).not.toContainText("3870 1111");
  }
  const recorded = page.waitForResponse((r) => r.url().endsWith("/api/phone-reveal") && r.request().method() === "POST");
  await page.getByRole("contentinfo").getByRole("button", { name: "07 38XX XXXX Show number" }).click();
  expect(await (await recorded).json()).toEqual({ ok: true, recorded: true });
  await expect(page.getByRole("banner").getByRole("link", { name: "07 3870 1111" })).toHaveAttribute("href", "tel:+61738701111");
  await expect(page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: "Call 07 3870 1111" })).toBeVisible();

  // Elsewhere on the site the number is simply shown.
  await page.goto(at(baseURL, slug, "/"));
  await expect(page.getByRole("banner")).toContainText("07 3870 1111");
});

test("Enquire and Test Drive open their forms in a dialog; the enquiry is sent from it", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "dialog");
  await page.goto(at(baseURL, slug, `/cars/${CAR.slug}`));
  const sidebar = page.getByRole("complementary", { name: "Price and contact" });

  const testDrive = sidebar.getByRole("link", { name: "Test Drive" });
  await testDrive.click();
  const booking = page.getByRole("dialog", { name: "Book a test drive" });
  await expect(booking.getByRole("button", { name: "Book my test drive" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cars/${CAR.slug}$`));
  await page.keyboard.press("Escape");
  await expect(booking).toBeHidden();
  await expect(testDrive).toBeFocused();

  await sidebar.getByRole("link", { name: "Enquire Now" }).click();
  const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
  await expect(dialog.locator("form#car-enquiry-form[data-enhanced]")).toBeVisible();
  await dialog.getByRole("textbox", { name: "First name" }).fill("Robin");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Smith");
  await dialog.getByRole("textbox", { name: "Email" }).fill(`robin-${Date.now()}@example.com`);
  await dialog.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await dialog.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("heading", { name: "Thanks, Robin!" })).toBeVisible();
  const leads = (await (await request.get(`/api/admin/tenants/${slug}/leads`, { headers: auth })).json()).leads;
  expect(leads[0]).toMatchObject({ form: "car-enquiry", car_id: CAR.id });
});

test("filter options come by count, then label (years too)", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "order");
  await page.goto(at(baseURL, slug, ALL));
  const year = page.getByRole("form", { name: "Search filters" }).first().getByRole("combobox", { name: "Year" });
  const options = (await year.locator("option").allTextContents()).map((t) => t.trim());
  expect(options).toEqual(["All", "2021 (5)", "2023 (5)", "2020 (2)", "2022 (1)", "2024 (1)"]);
});

test("the header is marked while a dropdown is open; Escape closes it and gives focus back", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "menu", stock(), { header_dropdown_on_hover: false });
  await page.goto(at(baseURL, slug, "/"));
  const header = page.getByRole("banner");
  await expect(header).not.toHaveAttribute("data-dropdown-open");
  const toggle = header.getByRole("button", { name: /menu$/ }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(header).toHaveAttribute("data-dropdown-open", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(header).not.toHaveAttribute("data-dropdown-open");
  await expect(toggle).toBeFocused();
});

test("a skip link comes first, and the first filter is a few tabs away", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "tabs");
  await page.goto(at(baseURL, slug, ALL));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  // Straight through the header with Tab alone (no skip link used): the menus' links are not in the way.
  await page.goto(at(baseURL, slug, ALL));
  const keyword = page.getByRole("form", { name: "Search filters" }).first().getByRole("searchbox", { name: "Keyword" });
  const tabs = await tabsUntil(page, keyword);
  console.log(`Tab presses to the first filter: ${tabs}`);
  expect(tabs).toBeLessThanOrEqual(20);
});

test("the full-screen viewer gives focus back to its opener; the 360° spin turns with the arrow keys", async ({ page, request, baseURL }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const slug = await makeDealer(request, "keys");
  await page.goto(at(baseURL, slug, `/cars/${CAR.slug}`));

  const spin = page.getByRole("slider", { name: /^Turn the/ });
  await spin.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("spin-stage")).toHaveAttribute("data-frame", "2");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("spin-stage")).toHaveAttribute("data-frame", "1");

  await page.getByRole("button", { name: /^Gallery/ }).click();
  const opener = page.getByRole("button", { name: "View full screen" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "2024 Toyota RAV4 GXL" });
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a broken image on another address shows the not-found image, and the home hero prefers a hosted photo", async ({ page, request, baseURL, consoleErrors }) => {
  const broken = {
    id: 7999,
    year: 2025,
    make: "Kia",
    model: "EV6",
    car_type: "new",
    price: 70000,
    km: 5,
    location_id: 1,
    // The newest car: its photo is on another host that does not answer.
    created_at: new Date(Date.now() - DAY).toISOString(),
    images: [{ url: "https://127.0.0.1:1/feed-photos/gone.jpg" }],
  };
  const slug = await makeDealer(request, "broken", stock([broken]));
  await page.goto(at(baseURL, slug, "/"));
  const hero = page.locator('img[fetchpriority="high"]').first();
  await expect(hero).toHaveAttribute("src", /^\/img\/media\//);

  await page.goto(at(baseURL, slug, `${ALL}?make=Kia&car_type=new`));
  const card = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first().locator("img").first();
  await expect(card).toHaveAttribute("src", "/media/not-found.webp");
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The browser reports the unreachable host on the console: expected here.
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/net::ERR_/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1);
});
