import type { Locator, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * The shopper's main journeys with the keyboard alone (issue 17, ADR 046): reach a filter on the results page, open the
 * enquiry dialog and close it back onto its opener, turn the 360° spin, send an enquiry. At every step the focused
 * element shows where focus is: an outline or a ring (box-shadow) on it, or on the tile that wraps it.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const SPIN = Array.from({ length: 36 }, (_, f) => `/media/demo/spin/suv-glacier-white-${String(f).padStart(2, "0")}.webp`);
const CAR = {
  id: 501,
  slug: "2024-toyota-rav4-gxl-501",
  year: 2024,
  make: "Toyota",
  model: "RAV4",
  badge: "GXL",
  car_type: "used",
  price: 42_990,
  km: 18_500,
  stocknum: "K501",
  simple_body: "suv",
  location_id: 1,
  created_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  images: [{ url: "/media/demo/suv-glacier-white-front3q.webp" }, { url: "/media/demo/suv-glacier-white-side.webp" }],
  spin_images: SPIN,
};

let slug = "";

test.beforeAll(async ({ request }) => {
  slug = `kbd-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Keyboard Motors",
      template: "classic",
      locations: [{ id: 1, name: "Keyboard Motors Brisbane", slug: "brisbane", primary: true, address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 }, contact_detail: { phone: "+61 7 3000 0000" } }],
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  const other = { ...CAR, id: 502, slug: undefined, make: "Mazda", model: "CX-5", badge: "Touring", spin_images: undefined, stocknum: "K502" };
  const res = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: [CAR, other] });
  expect(res.status(), await res.text()).toBe(200);
});

/**
 * What marks the focused element, if it matches :focus-visible: an outline on it, a ring (a box-shadow with spread and
 * no offset, Tailwind's ring) on it, or either on the element or tile wrapping it. Null: nothing shows focus.
 */
async function focusIndicator(page: Page): Promise<{ element: string; indicator: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { element: "body", indicator: null };
    // A ring fades in (a CSS transition): judge its end state.
    for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
    const element = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const shown = (e: Element | null) => {
      if (!e) return null;
      const s = getComputedStyle(e);
      if (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) return `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`;
      if (/0px 0px 0px [1-9]/.test(s.boxShadow)) return `ring ${s.boxShadow}`;
      return null;
    };
    if (!el.matches(":focus-visible")) return { element, indicator: null };
    return { element, indicator: shown(el) ?? shown(el.parentElement) ?? shown(el.parentElement?.parentElement ?? null) };
  });
}

/** Presses a key and checks that focus is visibly somewhere on the page. */
async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  const { element, indicator } = await focusIndicator(page);
  expect(indicator, `after ${key}, focus on ${element} has no visible indicator`).not.toBeNull();
  return element;
}

/** Tabs forward (each step with its focus visible) until `target` has focus; at most `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 150): Promise<number> {
  for (let i = 1; i <= limit; i++) {
    await press(page, "Tab");
    if (await target.evaluate((t) => t === document.activeElement).catch(() => false)) return i;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

const carPage = (baseURL: string | undefined) => siteUrl(baseURL, slug, `/cars/${CAR.slug}`);

test("results page: skip to the content, then reach a filter and apply it with the keyboard", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(siteUrl(baseURL, slug, "/search/new-used-and-demo-cars"));
  expect(await press(page, "Tab")).toContain("Skip to content");
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  const filters = page.getByRole("form", { name: "Search filters" });
  const mazda = filters.getByRole("checkbox", { name: /Mazda/ });
  await tabTo(page, mazda);
  await press(page, "Space");
  await expect(page).toHaveURL(/make=Mazda/);
  await expect(page.getByRole("list", { name: "Search results" }).getByRole("article")).toHaveCount(1);
});

test("vehicle page: the enquiry dialog opens from the keyboard and closes back onto its opener", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(carPage(baseURL));
  await page.locator("[data-page-ready]").waitFor({ state: "attached" });
  const opener = page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: /Enquire/ });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
  await expect(dialog.getByRole("textbox", { name: "First name" })).toBeVisible();
  // Focus is inside the dialog, visibly, and Tab keeps it there.
  for (let i = 0; i < 4; i++) {
    await press(page, "Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect((await focusIndicator(page)).indicator, "the opener shows focus again").not.toBeNull();
});

test("vehicle page: the 360° spin turns with the arrow keys", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await page.goto(carPage(baseURL));
  await page.locator("[data-page-ready]").waitFor({ state: "attached" });
  const spin = page.getByRole("slider", { name: /Turn the 2024 Toyota RAV4 GXL/ });
  await tabTo(page, spin);
  await expect(spin).toHaveAttribute("aria-valuenow", "1");
  await press(page, "ArrowRight");
  await press(page, "ArrowRight");
  await press(page, "ArrowRight");
  await expect(spin).toHaveAttribute("aria-valuenow", "4");
  await expect(spin).toHaveAttribute("aria-valuetext", "angle 4 of 36");
  await press(page, "ArrowLeft");
  await expect(spin).toHaveAttribute("aria-valuenow", "3");
  // Left from the first angle turns round to the last.
  for (let i = 0; i < 3; i++) await press(page, "ArrowLeft");
  await expect(spin).toHaveAttribute("aria-valuenow", "36");
});

test("vehicle page: an enquiry filled in and sent with the keyboard alone", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await page.goto(carPage(baseURL));
  await page.locator("[data-page-ready]").waitFor({ state: "attached" });
  const opener = page.getByRole("complementary", { name: "Price and contact" }).getByRole("link", { name: /Enquire/ });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Enquire about this car" });
  await expect(dialog.locator("form[data-enhanced]")).toBeVisible();
  const email = `keys.${Date.now().toString(36)}@example.com`;
  const answers: [Locator, string][] = [
    [dialog.getByRole("textbox", { name: "First name" }), "Kim"],
    [dialog.getByRole("textbox", { name: "Last name" }), "Keys"],
    [dialog.getByRole("textbox", { name: "Email" }), email],
    [dialog.getByRole("textbox", { name: "Phone" }), "0412 345 678"],
    [dialog.getByRole("textbox", { name: "Postcode" }), "4000"],
    [dialog.getByRole("textbox", { name: "Comments" }), "Is it still available?"],
  ];
  for (const [field, value] of answers) {
    await tabTo(page, field, 20);
    await page.keyboard.type(value);
  }
  const send = dialog.getByRole("button", { name: /Send/ });
  await tabTo(page, send, 20);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/success/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The lead is stored for the dealer.
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/admin/tenants/${slug}/leads`, { headers: auth });
      const { leads } = (await res.json()) as { leads: { car_id: number | null; fields: Record<string, unknown> }[] };
      return leads.some((l) => l.car_id === CAR.id && l.fields.email === email);
    })
    .toBe(true);
});
