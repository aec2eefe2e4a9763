import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl, test } from "./fixtures.ts";

/**
 * Special offers (spec 000 §2 'Offers', 'Other routes seen', §3 'Offer', §4 'Expand/collapse', §8):
 * the grid and its toggles and buttons, excluded website ids, the single-offer layout, the offer
 * page, 404s, the empty state, the chat widget and pages without JavaScript, on tenants of our own.
 */

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

const LONG_DESCRIPTION =
  "Australia's best-selling ute, ready for work and the weekend. The Ranger XLT double cab with the 2.0L bi-turbo diesel and 10-speed automatic is now $59,990 drive away, with a tow bar, tub liner and tinted windows thrown in. Limited stock.";
const LONG_DISCLAIMER =
  "Drive away price includes 12 months registration, CTP insurance, dealer delivery and stamp duty for private buyers in QLD. Metallic paint is an extra $700. Offer available on new vehicles ordered and delivered by the expiry date or while stocks last. Not available with any other offer.";

type Offer = Record<string, unknown> & { id: string; name: string };

const ranger: Offer = {
  id: "ranger-xlt",
  name: "Ranger XLT from $59,990 drive away",
  category: "Vehicle offer",
  manufacturer: "Ford",
  model: { name: "Ranger", slug: "ranger" },
  image: "/media/not-found.webp",
  description: LONG_DESCRIPTION,
  disclaimer: LONG_DISCLAIMER,
  expiry: isoDay(30),
};
const finance: Offer = {
  id: "rav4-finance",
  name: "RAV4: 2.99% p.a. comparison rate finance",
  category: "Finance offer",
  manufacturer: "Toyota",
  model: { name: "RAV4", slug: "rav4", override_url: "/search/toyota/rav4" },
  description: "Low-rate finance on every new RAV4.",
  disclaimer: "Approved applicants only.",
};
const service: Offer = { id: "service-149", name: "Winter service check for $149", category: "Service offer", description: "A 30-point check of your car." };

async function makeDealer(request: APIRequestContext, label: string, offers: Offer[], config: object = {}): Promise<string> {
  const slug = `e2e-offers-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  await putDealer(request, slug, offers, config, 201);
  return slug;
}

async function putDealer(request: APIRequestContext, slug: string, offers: Offer[], config: object = {}, status = 200): Promise<void> {
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: {
      name: "Offer Test Motors",
      template: "classic",
      config: { ...config, offers },
      locations: [
        {
          id: 1,
          name: "Offer Test Ipswich",
          slug: "ipswich",
          primary: true,
          address: { street: "1 Brisbane St", city: "Ipswich", state: "QLD", postcode: "4305", lat: -27.61, long: 152.76 },
          contact_detail: { phone: "+61 7 3281 0000" },
        },
      ],
    },
  });
  expect(put.status(), await put.text()).toBe(status);
}

async function websiteId(request: APIRequestContext, slug: string): Promise<number> {
  const { tenants } = (await (await request.get("/api/admin/tenants", { headers: auth })).json()) as { tenants: { slug: string; website_id: number }[] };
  return tenants.find((t) => t.slug === slug)!.website_id;
}

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test("the grid: cards with View more / View less, the disclaimer toggle and the three buttons @mobile", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "grid", [ranger, finance, service]);
  await page.goto(siteUrl(baseURL, slug, "/special-offers"));
  await expect(page).toHaveTitle("Special Offers · Offer Test Motors");
  await expect(page.getByRole("heading", { name: "Special Offers", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Special Offers");
  await expect(page.getByRole("article")).toHaveCount(3);

  const first = card(page, ranger.name);
  await expect(first.getByAltText(ranger.name)).toBeVisible();
  await expect(first.getByText("Vehicle offer")).toBeVisible();
  // Over 200 characters: cut to about 160 with View more.
  await expect(first.getByText(LONG_DESCRIPTION)).toBeHidden();
  await expect(first.getByText(/^Australia's best-selling ute, ready for work.*…$/)).toBeVisible();
  await first.getByText("View more").click();
  await expect(first.getByText(LONG_DESCRIPTION)).toBeVisible();
  await expect(first.getByText("View more")).toBeHidden();
  await first.getByText("View less").click();
  await expect(first.getByText(LONG_DESCRIPTION)).toBeHidden();
  await expect(first.getByText("View more")).toBeVisible();

  await expect(first.getByText(LONG_DISCLAIMER)).toBeHidden();
  await first.getByText("View full disclaimer").click();
  await expect(first.getByText(LONG_DISCLAIMER)).toBeVisible();
  await first.getByText("less disclaimer").click();
  await expect(first.getByText(LONG_DISCLAIMER)).toBeHidden();

  // A short description and disclaimer show in full, without toggles.
  const second = card(page, finance.name);
  await expect(second.getByText("Low-rate finance on every new RAV4.")).toBeVisible();
  await expect(second.getByText("Approved applicants only.")).toBeVisible();
  await expect(second.getByText("View more")).toHaveCount(0);
  await expect(second.getByText("View full disclaimer")).toHaveCount(0);

  await expect(first.getByRole("link", { name: "Explore Ranger" })).toHaveAttribute("href", "/ranger");
  await expect(second.getByRole("link", { name: "Explore RAV4" })).toHaveAttribute("href", "/search/toyota/rav4");
  await expect(card(page, service.name).getByRole("link", { name: /^Explore/ })).toHaveCount(0);
  await expect(first.getByRole("link", { name: "Book A Test Drive" })).toHaveAttribute("href", "/book-test-drive");

  // Enquire Now opens the enquiry form; the lead names the offer.
  await first.getByRole("link", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/contact\?subcategory=Offer\+ranger-xlt$/);
  await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
  await expect(page.locator('input[type="hidden"][name="subcategory"]')).toHaveValue("Offer ranger-xlt");
  await page.getByRole("textbox", { name: "First name" }).fill("Sam");
  await page.getByRole("textbox", { name: "Last name" }).fill("Smith");
  await page.getByRole("textbox", { name: "Email" }).fill(`sam.${Date.now()}@example.com`);
  await page.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await page.getByRole("textbox", { name: "Postcode" }).fill("4305");
  await page.getByLabel("Comments").fill("Is the blue one still available?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?form=enquiry/);
  const { leads } = (await (await request.get(`/api/admin/tenants/${slug}/leads`, { headers: auth })).json()) as { leads: { subcategory: string }[] };
  expect(leads[0]).toMatchObject({ subcategory: "Offer ranger-xlt" });
});

test("offers excluded for this website are hidden, unless the dealer lists them as exceptions", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "excluded", [ranger, finance, service]);
  const id = await websiteId(request, slug);
  await putDealer(request, slug, [ranger, { ...finance, excluded_website_ids: [id, id + 1000] }, { ...service, excluded_website_ids: [id] }, { id: "elsewhere", name: "Excluded elsewhere", excluded_website_ids: [id + 1000] }], {
    offers_exclusion_exceptions: ["service-149"],
  });
  await page.goto(siteUrl(baseURL, slug, "/special-offers"));
  await expect(page.getByRole("article").getByRole("heading")).toHaveText([ranger.name, service.name, "Excluded elsewhere"]);
  await expect(page.getByText(finance.name)).toHaveCount(0);

  const hidden = await page.goto(siteUrl(baseURL, slug, "/offers/toyota/rav4-finance"));
  expect(hidden?.status()).toBe(404);
});

test("exactly one offer: a wide card with the whole description and no Enquire button", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "single", [ranger, { ...service, expiry: isoDay(-2) }]);
  await page.goto(siteUrl(baseURL, slug, "/special-offers"));
  const single = page.getByRole("article");
  await expect(single).toHaveCount(1);
  await expect(single).toHaveAttribute("data-layout", "single");
  await expect(single.getByRole("heading", { name: ranger.name })).toBeVisible();
  await expect(single.getByText(LONG_DESCRIPTION)).toBeVisible();
  await expect(single.getByText("View more")).toHaveCount(0);
  await expect(single.getByRole("link", { name: "Enquire Now" })).toHaveCount(0);
  await expect(single.getByRole("button", { name: "Enquire Now" })).toHaveCount(0);
  await expect(single.getByRole("link", { name: "Explore Ranger" })).toBeVisible();
  await expect(single.getByRole("link", { name: "Book A Test Drive" })).toBeVisible();
  // The long disclaimer still starts collapsed.
  await expect(single.getByText("View full disclaimer")).toBeVisible();
  const box = await single.boundingBox();
  expect(box!.width).toBeGreaterThan(900);
});

test("the offer page: its address, breadcrumbs, text and buttons; the other address form redirects", async ({ page, request, baseURL }) => {
  const multi = await makeDealer(request, "detail", [ranger, finance, service]);
  await page.goto(siteUrl(baseURL, multi, "/special-offers"));
  await card(page, finance.name).getByRole("link", { name: finance.name }).click();
  await expect(page).toHaveURL(/\/offers\/toyota\/rav4-finance$/);
  await expect(page).toHaveTitle(`${finance.name} · Special Offers · Offer Test Motors`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Low-rate finance on every new RAV4.");
  await expect(page.getByRole("heading", { name: finance.name, level: 1 })).toBeVisible();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Special Offers" })).toHaveAttribute("href", "/special-offers");
  await expect(page.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", "/contact?subcategory=Offer+rav4-finance");
  await expect(page.getByRole("link", { name: "Explore RAV4" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "More offers" })).toBeVisible();
  await page.getByRole("link", { name: ranger.name }).click();
  await expect(page).toHaveURL(/\/offers\/ford\/ranger-xlt$/);
  await expect(page.getByText(LONG_DESCRIPTION)).toBeVisible();
  await expect(page.getByText(LONG_DISCLAIMER)).toBeVisible();
  await expect(page.getByText(/^Ends \d{1,2} \w+ \d{4}$/)).toBeVisible();

  await page.goto(siteUrl(baseURL, multi, "/offers/ranger-xlt"));
  await expect(page).toHaveURL(/\/offers\/ford\/ranger-xlt$/);

  // A site locked to one manufacturer uses /offers/{id}.
  const locked = await makeDealer(request, "locked", [ranger, service], { manufacturer: "Ford" });
  await page.goto(siteUrl(baseURL, locked, "/special-offers"));
  await expect(card(page, ranger.name).getByRole("link", { name: ranger.name })).toHaveAttribute("href", "/offers/ranger-xlt");
  await page.goto(siteUrl(baseURL, locked, "/offers/ford/ranger-xlt"));
  await expect(page).toHaveURL(/\/offers\/ranger-xlt$/);
  await expect(page.getByRole("heading", { name: ranger.name, level: 1 })).toBeVisible();
});

test("an unknown or ended offer is a styled 404", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "missing", [ranger, { ...finance, expiry: isoDay(-3) }]);
  for (const path of ["/offers/no-such-offer", "/offers/toyota/rav4-finance", "/offers/ford/no-such-offer"]) {
    const res = await page.goto(siteUrl(baseURL, slug, path));
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Offer Test Motors home" })).toBeVisible();
  }
});

test("no offers: a styled page with the spec's message that points to the stock search @mobile", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "empty", []);
  const res = await page.goto(siteUrl(baseURL, slug, "/special-offers"));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Special Offers", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No offers right now" })).toBeVisible();
  await expect(page.getByText("There appears to be no offers currently available that meet the conditions of your search")).toBeVisible();
  await page.getByRole("link", { name: "Search our stock" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/);
});

test("with a chat widget, the Enquire button (the dealer's own text) opens the chat about that offer, which sends the message as a lead", async ({ page, request, baseURL }) => {
  const slug = await makeDealer(request, "chat", [ranger, finance], { enquire_button_text: "Message Now", chat_widget: { name: "Chat with Offer Test", greeting: "Hi! Ask us anything." } });
  await page.goto(siteUrl(baseURL, slug, "/special-offers"));
  await card(page, finance.name).getByRole("button", { name: "Message Now" }).click();
  const chat = page.getByRole("dialog", { name: "Chat with Offer Test" });
  await expect(chat).toBeVisible();
  await expect(chat.getByText("Hi! Ask us anything.")).toBeVisible();
  await expect(chat.getByText(finance.name)).toBeVisible();
  await chat.getByRole("textbox", { name: "Your message" }).fill("Does this apply to the hybrid?");
  await chat.getByRole("button", { name: "Send message" }).click();
  const details = chat.getByRole("form", { name: "Your details" });
  await details.getByLabel("Your name").fill("Alex");
  await details.getByLabel("Email").fill("alex@example.com");
  await details.getByRole("button", { name: "Send to Offer Test Motors" }).click();
  await expect(chat.getByText(/^Sent to Offer Test Motors about the RAV4: .* offer\. The team will reply by email\.$/)).toBeVisible();
  const { leads } = (await (await request.get(`/api/admin/tenants/${slug}/leads`, { headers: auth })).json()) as { leads: { form: string; fields: Record<string, unknown> }[] };
  expect(leads).toEqual([expect.objectContaining({ form: "chat", fields: expect.objectContaining({ name: "Alex", email: "alex@example.com", message: "Does this apply to the hybrid?" }) })]);
  await expect(chat.getByRole("link", { name: "Or use the enquiry form" })).toHaveAttribute("href", "/contact?subcategory=Offer+rav4-finance");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggles work and Enquire leads to the form, even where the dealer has a chat widget @mobile", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs", [ranger, finance], { enquire_button_text: "Message Now", chat_widget: { name: "Chat", greeting: "Hi" } });
    await page.goto(siteUrl(baseURL, slug, "/special-offers"));
    const first = card(page, ranger.name);
    await expect(first.getByText(LONG_DESCRIPTION)).toBeHidden();
    await first.getByText("View more").click();
    await expect(first.getByText(LONG_DESCRIPTION)).toBeVisible();
    await first.getByText("View full disclaimer").click();
    await expect(first.getByText(LONG_DISCLAIMER)).toBeVisible();
    await first.getByRole("link", { name: "Message Now" }).click();
    await expect(page).toHaveURL(/\/contact\?subcategory=Offer\+ranger-xlt$/);
    await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();
  });
});
