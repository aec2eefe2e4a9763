import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { consolePost, createTenant, signInStaff, type TestTenant } from "./console-fixtures.ts";

/**
 * The dealer console's offers and site settings (issue 11, items 3 and 4): staff change the tenant document from
 * forms, and the public site shows it at once. Each test makes its own tenant.
 */
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

type Doc = { name: string; config: Record<string, unknown> & { offers: { id: string; name: string; image: string | null; start: string | null }[]; tagline: string; brand_color: string | null }; locations: { contact_detail: { opening_hours: unknown[] }; special_hours: unknown[] }[] };

async function documentOf(request: APIRequestContext, tenant: TestTenant): Promise<Doc> {
  const res = await request.get(`/api/admin/tenants/${tenant.slug}`, { headers: auth });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The operator gives the tenant a location (createTenant makes none). */
async function addLocation(request: APIRequestContext, tenant: TestTenant) {
  const doc = await documentOf(request, tenant);
  const location = {
    id: 1,
    name: `${tenant.name} Brisbane`,
    slug: "brisbane",
    primary: true,
    address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
    contact_detail: { phone: "0730000000", opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:00", close: "17:00" })) },
  };
  const res = await request.put(`/api/admin/tenants/${tenant.slug}`, { headers: auth, data: { ...doc, locations: [location] } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A console page fetched outside the browser (Node does not resolve *.localhost): its status and text. */
async function consoleGet(page: Page, tenant: TestTenant, path: string) {
  const session = (await page.context().cookies(tenant.origin)).find((c) => c.name === "fc_console");
  const url = new URL(tenant.origin);
  return page.request.get(`http://localhost:${url.port}${path}`, { headers: { Host: url.host, ...(session ? { Cookie: `fc_console=${session.value}` } : {}) }, maxRedirects: 0 });
}

const photo = async (colour: string) => ({ name: "offer.png", mimeType: "image/png", buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: colour } }).png().toBuffer() });

test("an owner creates an offer with a picture, previews it, and shoppers see it on /special-offers", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/offers`);
  await expect(page.getByRole("heading", { name: "No offers yet" })).toBeVisible();
  await page.getByRole("link", { name: "New offer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New offer" })).toBeVisible();

  await page.getByLabel("Offer name").fill("Ranger XLT $2,000 bonus");
  await page.getByLabel("Make").fill("Ford");
  await page.getByLabel("Description").fill("Save $2,000 on every Ranger XLT in stock this month.");
  await page.getByLabel("Disclaimer").fill("While stocks last.");
  await page.getByLabel("Upload the picture").setInputFiles(await photo("#1d4ed8"));
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("shopper-preview").first();
  await expect(preview.getByRole("heading", { name: "Ranger XLT $2,000 bonus" })).toBeVisible();
  // (The card's picture sits in a link hidden from screen readers: the title link beside it says the same.)
  await expect(preview.locator('img[alt="Ranger XLT $2,000 bonus"]')).toHaveAttribute("src", new RegExp(`/img/media/uploads/${tenant.slug}/[0-9a-f]{32}\\.png`));
  await expect(page.getByRole("img", { name: "The picture now" })).toBeVisible();

  await page.getByRole("button", { name: "Save offer" }).click();
  await expect(page.getByText("“Ranger XLT $2,000 bonus” is saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Showing now (1)" }).getByRole("link", { name: "Ranger XLT $2,000 bonus" })).toBeVisible();

  const doc = await documentOf(page.request, tenant);
  expect(doc.config.offers).toEqual([expect.objectContaining({ id: "ranger-xlt-2-000-bonus", name: "Ranger XLT $2,000 bonus", manufacturer: "Ford", image: expect.stringMatching(/^\/media\/uploads\//) })]);

  await page.goto(`${tenant.origin}/special-offers`);
  const card = page.getByRole("article", { name: "Ranger XLT $2,000 bonus" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Save $2,000 on every Ranger XLT in stock this month.")).toBeVisible();
  const img = card.locator('img[alt="Ranger XLT $2,000 bonus"]');
  await expect(img).toHaveAttribute("src", /\/img\/media\/uploads\//);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);

  // Hidden from the website: gone from the public page, kept in the console; then deleted.
  await page.goto(`${tenant.origin}/dealer/offers/ranger-xlt-2-000-bonus`);
  await page.getByLabel("Hide from the website").check();
  await page.getByRole("button", { name: "Save offer" }).click();
  await expect(page.getByText("It is hidden from your website.")).toBeVisible();
  await page.goto(`${tenant.origin}/special-offers`);
  await expect(page.getByText("There appears to be no offers currently available")).toBeVisible();
  await page.goto(`${tenant.origin}/dealer/offers/ranger-xlt-2-000-bonus`);
  await page.getByRole("button", { name: "Delete this offer" }).click();
  await page.getByRole("dialog", { name: "Delete “Ranger XLT $2,000 bonus”?" }).getByRole("button", { name: "Delete offer" }).click();
  await expect(page.getByText("“Ranger XLT $2,000 bonus” is deleted.")).toBeVisible();
  expect((await documentOf(page.request, tenant)).config.offers).toEqual([]);
});

test("an offer scheduled to start later is listed as scheduled and not shown to shoppers", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, tenant, "manager");
  for (const [name, start] of [
    ["Service special", ""],
    ["Summer sale", "2099-01-01"],
  ] as const) {
    await page.goto(`${tenant.origin}/dealer/offers/new`);
    await page.getByLabel("Offer name").fill(name);
    if (start) await page.getByLabel("Start date").fill(start);
    await page.getByRole("button", { name: "Save offer" }).click();
    await expect(page.getByText(`“${name}” is saved.`)).toBeVisible();
  }
  await expect(page.getByText("It will show on your website from its start date.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Scheduled (1)" }).getByText("From 1 Jan 2099, no end date")).toBeVisible();
  await expect(page.getByRole("region", { name: "Showing now (1)" }).getByRole("link", { name: "Service special" })).toBeVisible();

  await page.goto(`${tenant.origin}/special-offers`);
  await expect(page.getByRole("heading", { name: "Service special" })).toBeVisible();
  await expect(page.getByText("Summer sale")).toHaveCount(0);
  const hidden = await page.request.get(`${tenant.origin.replace(/\/\/[^:]+/, "//localhost")}/offers/summer-sale`, { headers: { Host: new URL(tenant.origin).host } });
  expect(hidden.status()).toBe(404);

  // A start after the expiry is refused inline, and nothing changes.
  await page.goto(`${tenant.origin}/dealer/offers/summer-sale`);
  await page.getByLabel("Expiry date").fill("2098-12-31");
  await page.getByRole("button", { name: "Save offer" }).click();
  await expect(page.getByText("The expiry date must be on or after the start date").first()).toBeVisible();
  expect((await documentOf(page.request, tenant)).config.offers.find((o) => o.id === "summer-sale")).toMatchObject({ start: "2099-01-01", expiry: null });
});

test("a new tagline, enquiry button text, theme colour and logo show on the public site at once", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/settings`);
  await page.getByLabel("Tagline").fill("Family owned since 1987");
  await page.getByLabel("Enquiry button text").fill("Ask about this car");
  await page.getByRole("textbox", { name: /^Theme colour/ }).fill("#7c2d12");
  await page.getByLabel("Upload the logo").setInputFiles(await photo("#111827"));
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved. Your website shows them now.")).toBeVisible();
  await expect(page.getByRole("img", { name: "The logo now" })).toBeVisible();

  await page.goto(`${tenant.origin}/`);
  await expect(page.getByText("Family owned since 1987").first()).toBeVisible();
  await expect(page.getByTestId("site-logo").first()).toHaveAttribute("src", new RegExp(`/img/media/uploads/${tenant.slug}/`));
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand").trim())).toBe("#7c2d12");
  const [vehicle] = (await (await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: auth })).json()) as { slug: string }[];
  await page.goto(`${tenant.origin}/cars/${vehicle!.slug}`);
  await expect(page.getByRole("button", { name: "Ask about this car" }).or(page.getByRole("link", { name: "Ask about this car" })).first()).toBeVisible();

  const doc = await documentOf(page.request, tenant);
  expect(doc.config).toMatchObject({ tagline: "Family owned since 1987", enquire_button_text: "Ask about this car", brand_color: "#7c2d12", logo: expect.stringMatching(/^\/media\/uploads\//) });
});

test("a colour white text cannot be read on gets a warning, and a bad colour or bad hours are refused inline, changing nothing", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await addLocation(page.request, tenant);
  await signInStaff(page, tenant, "owner");
  const before = await documentOf(page.request, tenant);

  await page.goto(`${tenant.origin}/dealer/settings`);
  const colour = page.getByRole("textbox", { name: /^Theme colour/ });
  await colour.fill("#ffd23f");
  await expect(page.getByText(/White text on #ffd23f has a contrast of 1\.\d:1/)).toBeVisible();
  await colour.fill("blue");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Theme colour must be a colour such as #0b4ea2").first()).toBeVisible();
  await expect(colour).toHaveAttribute("aria-invalid", "true");

  // The server refuses the same (a post that skipped the browser's check).
  const forged = await consolePost(page, tenant, "/dealer/settings", { name: tenant.name, tagline: "Changed", theme_colour: "blue", phone_reveal: "masked", enquire_button_text: "Enquire Now", deposit: "200", hold_hours: "48", cards_per_row: "3", logo: "" });
  expect(forged.status()).toBe(400);

  await page.goto(`${tenant.origin}/dealer/settings/locations`);
  await page.getByRole("link", { name: `Edit hours: ${tenant.name} Brisbane` }).click();
  await page.getByLabel("Monday closes").fill("07:00");
  await page.getByLabel("Saturday: open or closed").selectOption("Open");
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByText("Monday must close after it opens").first()).toBeVisible();
  await expect(page.getByText("Enter the opening time for Saturday, or mark it closed").first()).toBeVisible();
  const hours = await consolePost(page, tenant, "/dealer/settings/locations/brisbane", { day1_status: "Open", day1_open: "09:00", day1_close: "08:00", h0_date: "25/12/2026", h0_name: "Christmas", h0_status: "Closed" });
  expect(hours.status()).toBe(400);

  expect(await documentOf(page.request, tenant)).toEqual(before);

  // Valid hours and a holiday are saved and shown on the location's page.
  await page.getByLabel("Monday closes").fill("17:30");
  await page.getByLabel("Saturday opens").fill("09:00");
  await page.getByLabel("Saturday closes").fill("12:00");
  await page.getByLabel("Holiday 1 date").fill("2099-12-25");
  await page.getByLabel("Holiday 1 name").fill("Christmas Day");
  await page.getByRole("button", { name: "Save opening hours" }).click();
  await expect(page.getByText(`Opening hours of ${tenant.name} Brisbane saved.`)).toBeVisible();
  const after = await documentOf(page.request, tenant);
  expect(after.locations[0]!.contact_detail.opening_hours).toEqual(expect.arrayContaining([{ weekday: 6, status: "Open", open: "09:00", close: "12:00" }, { weekday: 1, status: "Open", open: "08:00", close: "17:30" }]));
  expect(after.locations[0]!.special_hours).toEqual([{ date: "2099-12-25", name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null }]);
  await page.goto(`${tenant.origin}/locations/brisbane`);
  await expect(page.getByText("9:00 am – 12:00 pm").first()).toBeVisible();
});

test("a content page's text is edited, switched off and back to the built-in text", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, tenant, "manager");
  await page.goto(`${tenant.origin}/dealer/settings/pages`);
  await page.getByRole("link", { name: "Warranty" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Our warranty");
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("Every used car comes with a 12 month warranty.\n\n## What is covered\n- Engine\n- Gearbox");
  await page.getByRole("button", { name: "Save page" }).click();
  await expect(page.getByText("The page /warranty is saved.")).toBeVisible();
  await page.goto(`${tenant.origin}/warranty`);
  await expect(page.getByRole("heading", { level: 1, name: "Our warranty" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Gearbox" })).toBeVisible();

  await page.goto(`${tenant.origin}/dealer/settings/pages/warranty`);
  await page.getByRole("button", { name: "Switch this page off" }).click();
  await expect(page.getByText("The page /warranty is saved.")).toBeVisible();
  expect((await documentOf(page.request, tenant)).config.content_pages).toEqual({ warranty: false });
  await page.goto(`${tenant.origin}/dealer/settings/pages/warranty`);
  await page.getByRole("button", { name: "Switch on with the built-in text" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Warranty" }).getByText("Built-in text")).toBeVisible();
  expect((await documentOf(page.request, tenant)).config.content_pages).toEqual({});
});

test("managers may change offers and settings; sales staff are refused, on the page and on a forged post (403)", async ({ browser, baseURL, request }) => {
  const tenant = await createTenant(request, baseURL, { vehicles: 0 });
  const manager = await (await browser.newContext()).newPage();
  await signInStaff(manager, tenant, "manager");
  for (const path of ["/dealer/offers", "/dealer/offers/new", "/dealer/settings", "/dealer/settings/locations", "/dealer/settings/pages", "/dealer/settings/pages/about-us"])
    expect((await consoleGet(manager, tenant, path)).status(), path).toBe(200);

  const sales = await (await browser.newContext()).newPage();
  await signInStaff(sales, tenant, "sales");
  const nav = sales.getByRole("navigation", { name: "Console" }).last();
  await expect(nav.getByRole("link", { name: "Offers" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveCount(0);
  for (const path of ["/dealer/offers", "/dealer/offers/new", "/dealer/settings", "/dealer/settings/locations", "/dealer/settings/pages/about-us"]) {
    const res = await consoleGet(sales, tenant, path);
    expect(res.status(), path).toBe(403);
    expect(await res.text()).toContain("have access to this");
  }
  const before = await documentOf(request, tenant);
  const posts: [string, Record<string, string>][] = [
    ["/dealer/settings", { name: "Hacked", tagline: "Hacked", theme_colour: "", phone_reveal: "masked", enquire_button_text: "Hacked", deposit: "1", hold_hours: "1", cards_per_row: "3", logo: "" }],
    ["/dealer/offers/new", { intent: "save", name: "Hacked offer", category: "Special offer" }],
    ["/dealer/settings/pages/about-us", { intent: "off" }],
  ];
  for (const [path, form] of posts) expect((await consolePost(sales, tenant, path, form)).status(), path).toBe(403);
  // A manager's post from another site is refused too (CSRF).
  expect([400, 403]).toContain((await consolePost(manager, tenant, "/dealer/settings/pages/about-us", { intent: "off" }, { origin: "http://evil.example" })).status());
  expect(await documentOf(request, tenant)).toEqual(before);
  await manager.context().close();
  await sales.context().close();
});

test("settings save without JavaScript, with the server's inline errors", async ({ browser, baseURL, request }) => {
  const tenant = await createTenant(request, baseURL, { vehicles: 0 });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/settings`);
  await page.getByRole("textbox", { name: /^Theme colour/ }).fill("not a colour");
  await page.getByLabel("Hold time").fill("0");
  await page.getByLabel("Tagline").fill("Never saved");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Please fix the following errors:")).toBeVisible();
  await expect(page.getByText("Theme colour must be a colour such as #0b4ea2").first()).toBeVisible();
  await expect(page.getByText("Hold time must be at least 1").first()).toBeVisible();
  await expect(page.getByLabel("Tagline")).toHaveValue("Never saved");
  expect((await documentOf(request, tenant)).config.tagline).not.toBe("Never saved");

  await page.getByRole("textbox", { name: /^Theme colour/ }).fill("");
  await page.getByLabel("Hold time").fill("24");
  await page.getByLabel("Tagline").fill("Saved without script");
  await page.getByLabel("Let shoppers reserve vehicles online").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved. Your website shows them now.")).toBeVisible();
  expect((await documentOf(request, tenant)).config).toMatchObject({ tagline: "Saved without script", checkout: { enabled: true, hold_hours: 24 } });

  // An offer too.
  await page.goto(`${tenant.origin}/dealer/offers/new`);
  await page.getByLabel("Offer name").fill("No script offer");
  await page.getByRole("button", { name: "Save offer" }).click();
  await expect(page.getByText("“No script offer” is saved.")).toBeVisible();
  await page.getByRole("link", { name: "No script offer" }).click();
  await page.getByRole("link", { name: "Delete this offer" }).click();
  await expect(page.getByRole("heading", { name: "Delete “No script offer”?" })).toBeVisible();
  await page.getByRole("button", { name: "Delete offer" }).click();
  await expect(page.getByText("“No script offer” is deleted.")).toBeVisible();
  await context.close();
});

for (const width of [1366, 390]) {
  test(`offer and settings pages have no serious accessibility violations at ${width} px`, async ({ page, baseURL, request }) => {
    test.slow(); // eight pages through the whole axe rule set
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(request, baseURL, { vehicles: 0 });
    await addLocation(request, tenant);
    const doc = await documentOf(request, tenant);
    await request.put(`/api/admin/tenants/${tenant.slug}`, { headers: auth, data: { ...doc, config: { ...doc.config, offers: [{ id: "a11y-offer", name: "Accessible offer", description: "Read me." }] } } });
    await signInStaff(page, tenant, "owner");
    const found: string[] = [];
    for (const path of ["/dealer/offers", "/dealer/offers/new", "/dealer/offers/a11y-offer", "/dealer/offers/a11y-offer?confirm=delete", "/dealer/settings", "/dealer/settings/locations", "/dealer/settings/locations/brisbane", "/dealer/settings/pages", "/dealer/settings/pages/about-us"]) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page, path)));
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    expectNoViolations(found);
  });
}
