import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, siteUrl as sitePath, test } from "./fixtures.ts";

/**
 * Every form a shopper can send (spec 000 §2, §4, §5, §8; spec 001 §3-§5, §7): with JavaScript (inline
 * errors, fetcher posts, analytics) and without (plain posts, server-rendered errors), on dealers of
 * our own with known settings, hours and stock. Leads are checked through the operator API.
 */

/** A page of a tenant's site; unlike the fixture's helper, keeps a query string. */
const siteUrl = (baseURL: string | undefined, slug: string, pathAndQuery: string) => new URL(pathAndQuery, sitePath(baseURL, slug)).toString();

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DAY = 86_400_000;
const LIST_HEADING = "Please fix the following errors:";
const CONSENT = "*You must agree to the terms of use before submitting.";
const NO_ESTIMATE = "Thanks — a valuation specialist will call you to give you an accurate price for your vehicle.";
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A date in Brisbane, `offset` days from today there: YYYY-MM-DD, weekday and the pickers' label. */
function brisbaneDay(offset: number) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Brisbane" }).format(new Date());
  const [y, m, d] = today.split("-").map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + offset));
  return { date: t.toISOString().slice(0, 10), weekday: t.getUTCDay(), label: `${WEEKDAYS[t.getUTCDay()]} ${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]}` };
}

/** A weekday 2-8 days ahead (not a Sunday): closed for a holiday. */
const HOLIDAY = [2, 3, 4, 5, 6, 7, 8].map(brisbaneDay).find((d) => d.weekday !== 0)!;

const hours = (open: string, close: string, closedDays: number[]) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => (closedDays.includes(weekday) ? { weekday, status: "Closed", open: null, close: null } : { weekday, status: "Open", open, close }));

function location(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    primary: id === 1,
    address: { street: `${id} Test Street`, city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
    contact_detail: { phone: `+61 7 3000 000${id}`, opening_hours: hours("09:00", "17:00", [0]) },
    special_hours: [{ date: HOLIDAY.date, name: "Test Holiday", status: "Closed" }],
    ...extra,
  };
}

const STOCK = [
  { id: 9001, year: 2022, make: "Toyota", model: "Corolla", badge: "Ascent Sport", car_type: "used", price: 25990, km: 30000, stocknum: "U9001", location_id: 1, created_at: new Date(Date.now() - 20 * DAY).toISOString(), images: [{ url: "/media/not-found.webp" }] },
  { id: 9002, year: 2025, make: "Mazda", model: "CX-5", car_type: "new", price: 45990, km: 10, stocknum: "N9002", location_id: 1, tag: "Test Drive Only", created_at: new Date(Date.now() - 20 * DAY).toISOString(), images: [{ url: "/media/not-found.webp" }] },
];

async function makeDealer(request: APIRequestContext, label: string, doc: { config?: object; locations?: object[]; dealerships?: object[] } = {}): Promise<string> {
  const slug = `e2e-forms-${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, {
    headers: auth,
    data: { name: "Forms Test Motors", template: "classic", config: doc.config ?? {}, locations: doc.locations ?? [location(1, "Forms Test Brisbane")], dealerships: doc.dealerships ?? [] },
  });
  expect(put.status(), await put.text()).toBe(201);
  expect((await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: STOCK })).status()).toBe(200);
  return slug;
}

type Lead = { id: string; form: string; category: string; subcategory: string | null; car_id: number | null; location_id: number | null; form_completed: boolean; fields: Record<string, unknown>; valuation: { low: number; high: number } | null };

async function leadsOf(request: APIRequestContext, slug: string): Promise<Lead[]> {
  return (await (await request.get(`/api/admin/tenants/${slug}/leads`, { headers: auth })).json()).leads;
}

/** Waits until the browser has taken over the form (inline errors, fetcher posts). */
async function enhanced(page: Page, formId: string): Promise<Locator> {
  const form = page.locator(`form#${formId}[data-enhanced]`);
  await expect(form).toBeVisible();
  return form;
}

async function fillContact(scope: Page | Locator, who: { name?: string; email: string; phone?: string; postcode?: string }, labels = { name: "First name", phone: "Phone" }) {
  await scope.getByRole("textbox", { name: labels.name }).fill(who.name ?? "Sam");
  await scope.getByRole("textbox", { name: "Last name" }).fill("Smith");
  await scope.getByRole("textbox", { name: "Email" }).fill(who.email);
  await scope.getByRole("textbox", { name: labels.phone }).fill(who.phone ?? "0412 345 678");
  await scope.getByRole("textbox", { name: "Postcode" }).fill(who.postcode ?? "4000");
}

/** A refused plain post answers 400, which Chromium reports on the console: expected here. */
function allowRefusedPosts(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--) if (/status of 400/.test(errors[i]!)) errors.splice(i, 1);
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: { event_id: number }[] }).dataLayer ?? []);
const unique = (tag: string) => `${tag}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

test.describe("with JavaScript", () => {
  test("generic enquiry: inline errors, the error list, consent, then the success page and event 22 @mobile", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "enquiry", { config: { consent_required: true, enquiry_categories: ["Sales", "Service"] } });
    await page.goto(siteUrl(baseURL, slug, "/contact"));
    await enhanced(page, "enquiry-form");
    await expect(page.getByRole("heading", { name: "Contact us", level: 1 })).toBeVisible();

    const postcode = page.getByLabel("Postcode");
    await expect(postcode).toHaveAttribute("inputmode", "numeric");
    await expect(postcode).toHaveAttribute("maxlength", "4");
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone")).toHaveAttribute("type", "tel");
    await postcode.fill("12");
    await postcode.blur();
    await expect(page.getByText("Invalid postcode. Please enter a 4-digit number.")).toBeVisible();
    await expect(postcode).toHaveAttribute("aria-invalid", "true");
    await expect(postcode).toHaveAttribute("aria-describedby", /postcode-error/);

    await page.getByRole("button", { name: "Send enquiry" }).click();
    const summary = page.getByRole("alert").filter({ hasText: LIST_HEADING });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    for (const line of ["Please choose a category.", "Please enter your first name.", "Please enter your email address.", "Please enter your comments.", CONSENT]) await expect(summary.getByRole("listitem").filter({ hasText: line })).toHaveCount(1);

    await page.getByLabel("What is your enquiry about?").selectOption("Sales");
    const email = unique("sam");
    await fillContact(page, { email });
    await page.getByLabel("Comments").fill("Do you have any white Corollas?");
    await page.getByRole("checkbox", { name: "Finance" }).check();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Send enquiry" }).click();

    await expect(page).toHaveURL(/\/success\?form=enquiry&lead=/);
    await expect(page.getByRole("heading", { name: "Thanks, Sam!" })).toBeVisible();
    await expect(page.getByText("We'll be in touch within one business day.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "07 3000 0001" })).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event: "enquiry_submitted", event_id: 22 }));
    const [lead] = await leadsOf(request, slug);
    expect(lead).toMatchObject({ form: "enquiry", category: "Sales", form_completed: true, fields: { name: "Sam", email, phone: "0412345678", additional_services: ["Finance"], terms_conditions: true } });
  });

  test("the careers enquiry opens in a dialog and is filed as a career enquiry (event 51)", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "careers", { config: { enquiry_categories: ["Sales"] } });
    await page.goto(siteUrl(baseURL, slug, "/careers"));
    await page.getByRole("link", { name: "Enquire Now" }).click();
    const dialog = page.getByRole("dialog", { name: "Work with us" });
    await expect(dialog).toBeVisible();
    await enhanced(page, "careers-dialog-form");
    await fillContact(dialog, { email: unique("career") });
    await dialog.getByLabel("Comments").fill("Qualified technician, 8 years' experience.");
    await dialog.getByRole("button", { name: "Send my details" }).click();
    await expect(page.getByText("Thanks for your interest in joining our team")).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 51 }));
    expect((await leadsOf(request, slug))[0]).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  test("car enquiry: the car, two steps, the spec's defaults and event 15; stored details prefill the next form", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "car", { config: { multi_step_enquiry: true } });
    await page.goto(siteUrl(baseURL, slug, "/contact?form=car-enquiry&car_id=9001"));
    await enhanced(page, "car-enquiry-form");
    await expect(page.getByRole("link", { name: "2022 Toyota Corolla" })).toBeVisible();
    await expect(page.getByText("$25,990")).toBeVisible();
    await expect(page.getByText("Step 1 of 2: Your details")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert").filter({ hasText: LIST_HEADING })).toContainText("Please enter your first name.");
    const email = unique("car");
    await fillContact(page, { name: "Alex", email });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 2 of 2: Your message")).toBeVisible();
    await expect(page.getByLabel("Comments")).toHaveValue(/interested in the 2022 Toyota Corolla \(stock #U9001\)/);
    await expect(page.getByLabel(/Keep me up to date/)).toBeChecked();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thanks, Alex!" })).toBeVisible();
    await expect(page.getByText("Your enquiry about the 2022 Toyota Corolla is in")).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 15, car_id: 9001 }));
    const [lead] = await leadsOf(request, slug);
    expect(lead).toMatchObject({ form: "car-enquiry", category: "Vehicle Enquiry", car_id: 9001, location_id: 1 });
    expect(lead!.fields).toMatchObject({ "Vehicle Make": "Toyota", "Vehicle Model": "Corolla", stock_number: "U9001", car_type: "used", manufacturer_slug: "toyota", vehicle_status: "in_stock", opt_in: true });

    // The same browser's next form starts with the shopper's details.
    await page.goto(siteUrl(baseURL, slug, "/sell-my-car"));
    await enhanced(page, "sell-my-car-form");
    await expect(page.getByLabel("First name")).toHaveValue("Alex");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Postcode")).toHaveValue("4000");
  });

  test("find me something similar is filed with its subcategory", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "similar");
    await page.goto(siteUrl(baseURL, slug, "/contact?form=find-similar&car_id=9001"));
    await enhanced(page, "find-similar-form");
    await expect(page.getByRole("heading", { name: "Find me something similar" })).toBeVisible();
    // Four digits but no Australian postcode: the server refuses it, answered without a failed request.
    await fillContact(page, { email: unique("similar"), postcode: "0000" });
    await page.getByRole("button", { name: "Find me a car" }).click();
    const summary = page.getByRole("alert").filter({ hasText: LIST_HEADING });
    await expect(summary).toContainText("Invalid postcode");
    await expect(summary).toBeFocused();
    await page.getByRole("textbox", { name: "Postcode" }).fill("4000");
    await page.getByRole("button", { name: "Find me a car" }).click();
    await expect(page).toHaveURL(/\/success/);
    expect((await leadsOf(request, slug))[0]).toMatchObject({ form: "find-similar", subcategory: "Find Me Something Similar", car_id: 9001 });
  });

  test("test drive: times only within the chosen location's hours, none on a closed day; delivered to the dealer", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "drive", {
      config: { lead_destinations: [{ id: "drop", kind: "adf" }] },
      locations: [location(1, "Forms Brisbane"), location(2, "Forms Short Hours", { contact_detail: { phone: "+61 7 3000 0002", opening_hours: hours("10:00", "14:00", [0, 6]) } })],
    });
    await page.goto(siteUrl(baseURL, slug, "/book-test-drive/"));
    await enhanced(page, "test-drive-form");
    await expect(page.getByText("Choose a location to see available times.")).toBeVisible();
    await page.getByLabel("Preferred location").selectOption({ label: "Forms Short Hours" });
    const days = page.getByRole("radiogroup", { name: "Day" }).getByRole("radio");
    await expect(days.first()).toBeVisible();
    const labels = await days.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""));
    expect(labels.length).toBeGreaterThanOrEqual(7);
    expect(labels.filter((l) => /^(Sunday|Saturday)/.test(l))).toEqual([]);
    expect(labels).not.toContain(HOLIDAY.label);

    // A full day there: 10:00 am to 1:30 pm.
    const day = [1, 2, 3, 4, 5, 6, 7].map(brisbaneDay).find((d) => d.weekday !== 0 && d.weekday !== 6 && d.date !== HOLIDAY.date)!;
    await page.getByRole("radio", { name: day.label }).click();
    const times = page.getByRole("radiogroup", { name: `Times on ${day.label}` }).getByRole("radio");
    expect(await times.allTextContents()).toEqual(["10:00 am", "10:30 am", "11:00 am", "11:30 am", "12:00 pm", "12:30 pm", "1:00 pm", "1:30 pm"]);

    // The other location keeps its own, longer hours and is open on Saturdays.
    await page.getByLabel("Preferred location").selectOption({ label: "Forms Brisbane" });
    await page.getByRole("radio", { name: day.label }).click();
    await expect(times).toHaveCount(16);
    await expect(times.first()).toHaveText("9:00 am");
    await expect(times.last()).toHaveText("4:30 pm");
    await times.filter({ hasText: "10:30 am" }).click();
    await expect(page.getByText(`${day.label} at 10:30 am`)).toBeVisible();

    const email = unique("drive");
    await fillContact(page, { email });
    await page.getByRole("button", { name: "Book my test drive" }).click();
    await expect(page.getByText(`Your test drive is requested for ${day.label} at 10:30 am`)).toBeVisible();
    const [lead] = await leadsOf(request, slug);
    expect(lead).toMatchObject({ form: "test-drive", category: "Test Drive", location_id: 1, fields: { dateTime: `${day.date}T10:30` } });
    const drop = path.join(`.e2e-data-${PORT}`, "lead-drop", slug, `${lead!.id}-drop.adf.xml`);
    await expect.poll(() => fs.existsSync(drop), { timeout: 10_000 }).toBe(true);
    expect(fs.readFileSync(drop, "utf8")).toContain(`${day.date}T10:30`);
  });

  test("finance: prefilled from the query, quick picks, event 9", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "finance", { locations: [location(1, "Forms Finance North"), location(2, "Forms Finance South")] });
    await page.goto(siteUrl(baseURL, slug, "/finance?preferredDealership=forms-finance-south&vehiclePriceBudget=30000&car_type=used#finance-form"));
    await enhanced(page, "finance-form");
    await expect(page.locator("#finance-form")).toBeInViewport();
    const budget = page.getByLabel("Vehicle price or budget");
    await expect(budget).toHaveValue("$30,000");
    await expect(page.getByLabel("Preferred dealership")).toHaveValue("2");
    await page.getByRole("button", { name: "$50,000" }).click();
    await expect(budget).toHaveValue("$50,000");
    await fillContact(page, { email: unique("finance") });
    await page.getByRole("button", { name: "Send finance enquiry" }).click();
    await expect(page.getByText("Your finance enquiry is with our specialists")).toBeVisible();
    expect(await dataLayer(page)).toContainEqual(expect.objectContaining({ event_id: 9 }));
    expect((await leadsOf(request, slug))[0]).toMatchObject({ form: "finance", category: "Finance Enquiry", location_id: 2, fields: { vehiclePriceBudget: 50000, car_type: "used" } });
  });

  test("service booking: ticked services and a drop-off time; an external booking link where the dealer has one", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "service");
    await page.goto(siteUrl(baseURL, slug, "/service"));
    await enhanced(page, "service-form");
    await expect(page.getByRole("link", { name: /Book your service online/ })).toHaveCount(0);
    await page.getByLabel("Rego").fill("xyz 789");
    await page.getByRole("checkbox", { name: "Logbook service" }).check();
    await page.getByRole("checkbox", { name: "Tyres and wheel alignment" }).check();
    await fillContact(page, { email: unique("service") });
    await page.getByRole("button", { name: "Request a booking" }).click();
    await expect(page.getByText("Your service request is in")).toBeVisible();
    expect((await leadsOf(request, slug))[0]).toMatchObject({ form: "service", category: "Service Booking", fields: { Rego: "XYZ789", additional_services: ["Logbook service", "Tyres and wheel alignment"] } });

    const external = await makeDealer(request, "service-ext", { config: { service_link: "https://booking.example.com/forms" } });
    await page.goto(siteUrl(baseURL, external, "/ford-service"));
    await expect(page).toHaveURL(/\/service$/);
    await expect(page.getByRole("link", { name: /Book your service online/ })).toHaveAttribute("href", "https://booking.example.com/forms");
  });

  test("parts enquiry: offered for the parts counters only, filed as a Parts & Accessories enquiry", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "parts", {
      locations: [location(1, "Forms Test Showroom"), location(2, "Forms Test Parts", { location_type: "parts" }), location(3, "Forms Test Service", { location_type: "service", location_subtype: ["service-and-parts"] })],
    });
    await page.goto(siteUrl(baseURL, slug, "/"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Parts & Accessories" }).click();
    await expect(page).toHaveURL(/\/vehicle-parts-and-accessories$/);
    await enhanced(page, "parts-form");
    await expect(page.getByRole("heading", { name: "Parts & Accessories", level: 1 })).toBeVisible();
    // Only the locations with a parts counter are offered, and shown with their hours.
    const where = page.getByRole("combobox", { name: "Which location?" });
    await expect(where.getByRole("option")).toHaveText(["Choose a location", "Forms Test Parts", "Forms Test Service"]);
    await where.selectOption({ label: "Forms Test Parts" });
    const email = unique("parts");
    await fillContact(page, { email });
    await page.getByLabel("Comments").fill("Genuine floor mats for a 2022 Corolla hatch, please.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=enquiry&lead=/);
    const [lead] = await leadsOf(request, slug);
    expect(lead).toMatchObject({ form: "enquiry", category: "General Enquiry", subcategory: "Parts & Accessories", location_id: 2, fields: { email, message: "Genuine floor mats for a 2022 Corolla hatch, please." } });
  });

  test("other sites' addresses for finance and selling land on our pages, keeping the car", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "aliases");
    for (const path of ["/apply-for-finance", "/ford-finance", "/personalised/finance"]) {
      await page.goto(siteUrl(baseURL, slug, path) + "?car_id=9001");
      await expect(page).toHaveURL(/\/finance\?car_id=9001$/);
      await expect(page.getByText("Finance for")).toBeVisible();
    }
    await page.goto(siteUrl(baseURL, slug, "/buying"));
    await expect(page).toHaveURL(/\/sell-my-car$/);
  });

  test("sell my car: kilometres formatted with ' kms', filed as Sell My Car", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "sell");
    await page.goto(siteUrl(baseURL, slug, "/sell-your-car"));
    await enhanced(page, "sell-my-car-form");
    await page.getByLabel("Year").fill("2019");
    await page.getByLabel("Make").fill("Subaru");
    await page.getByLabel("Model").fill("Forester");
    const kms = page.getByLabel("Odometer");
    await kms.fill("82500");
    await kms.blur();
    await expect(kms).toHaveValue("82,500 kms");
    await fillContact(page, { email: unique("sell") });
    await page.getByRole("button", { name: "Get my offer" }).click();
    await expect(page.getByText("We've got the details of your car")).toBeVisible();
    expect((await leadsOf(request, slug))[0]).toMatchObject({ form: "sell-my-car", fields: { year: 2019, make: "Subaru", kms: 82500 } });
  });

  test("trade-in for a car: every step, the indicative range, Accept offer @mobile", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "trade", { config: { default_form_state: "nsw" } });
    await page.goto(siteUrl(baseURL, slug, "/cars/trade-in?car_id=9001"));
    await enhanced(page, "trade-in-rego-form");
    await expect(page.getByText("Trading in towards")).toBeVisible();
    await expect(page.getByLabel("State")).toHaveValue("NSW");
    await page.getByLabel("Registration number").fill("abc 123");
    await page.getByRole("button", { name: "Continue" }).click();

    await enhanced(page, "trade-in-vehicle-form");
    await expect(page).toHaveURL(/\/cars\/trade-in\?car_id=9001&lead=[0-9a-f-]{36}&step=vehicle/);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: LIST_HEADING })).toContainText("Please enter the kilometres.");
    await page.getByLabel("Year").fill(String(new Date().getFullYear() - 2));
    await page.getByLabel("Make").fill("Mazda");
    await page.getByLabel("Model").fill("CX-5");
    await page.getByRole("button", { name: "30,000 kms" }).click();
    await page.getByRole("button", { name: "Continue" }).click();

    await enhanced(page, "trade-in-condition-form");
    for (const q of ["Has it been in an accident?", "Are any warning lights on?", "Any dents, scratches or rust?"]) await page.getByRole("group", { name: q }).getByText("No").click();
    await page.getByRole("group", { name: "Is the service history incomplete?" }).getByText("Yes").click();
    await page.getByRole("button", { name: "Continue" }).click();

    await enhanced(page, "trade-in-contact-form");
    await fillContact(page, { email: unique("trade") }, { name: "First Name", phone: "Mobile" });
    await page.getByRole("group", { name: "Preferred contact method" }).getByText("SMS").click();
    await page.getByRole("group", { name: "Will you need finance for your next car?" }).getByText("Yes").click();
    await page.getByRole("button", { name: "See my valuation" }).click();

    await enhanced(page, "trade-in-offer-form");
    const range = page.getByTestId("valuation");
    await expect(range).toHaveText(/^\$\d{1,3},\d{3} – \$\d{1,3},\d{3}$/);
    const shown = await range.textContent();
    await page.getByRole("button", { name: "Accept offer" }).click();
    await expect(page.getByText("You've accepted our indicative offer")).toBeVisible();
    await expect(page.getByText(shown!)).toBeVisible();

    const [lead] = await leadsOf(request, slug);
    expect(lead).toMatchObject({ form: "trade-in", form_completed: true, car_id: 9001, fields: { rego: "ABC123", regoState: "NSW", make: "Mazda", kms: 30000, PreferredContactMethod: "SMS", finance: "Yes", adjustmentAnswers: { accident: "no", service_history: "yes" } } });
    expect(lead!.valuation!.high).toBeGreaterThan(lead!.valuation!.low);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("generic enquiry: the server lists the errors, keeps what was typed, then accepts", async ({ page, browser, request, baseURL, consoleErrors }) => {
    const slug = await makeDealer(request, "nojs", { config: { consent_required: true } });
    await page.goto(siteUrl(baseURL, slug, "/contact-us"));
    await page.getByLabel("First name").fill("Jo");
    await page.getByLabel("Postcode").fill("0000");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const summary = page.getByRole("alert").filter({ hasText: LIST_HEADING });
    await expect(summary).toBeVisible();
    await expect(summary).toContainText("Please enter your email address.");
    await expect(summary).toContainText(CONSENT);
    await expect(page.getByLabel("First name")).toHaveValue("Jo");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

    const email = unique("jo");
    await page.getByLabel("Last name").fill("Citizen");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("(07) 3000 1234");
    await page.getByLabel("Comments").fill("Please call me about servicing.");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Send enquiry" }).click();
    // 0000 is four digits but no Australian postcode: only the server knows.
    await expect(page.getByRole("alert")).toContainText("Invalid postcode");
    await page.getByLabel("Postcode").fill("4000");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=enquiry&lead=/);
    await expect(page.getByRole("heading", { name: "Thanks, Jo!" })).toBeVisible();
    // The link to the success page can travel (history, a shared screen, a Referer): anyone else holding it sees
    // the generic page, without the shopper's name.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const stranger = await other.newPage();
    await stranger.goto(page.url());
    await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
    await other.close();
    const leads = await leadsOf(request, slug);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ category: "General Enquiry", fields: { email, phone: "0730001234" } });
    allowRefusedPosts(consoleErrors);
  });

  test("car enquiry and request photos work as plain posts", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs-car", { config: { multi_step_enquiry: true } });
    await page.goto(siteUrl(baseURL, slug, "/contact?form=car-enquiry&car_id=9002"));
    await expect(page.getByRole("link", { name: "2025 Mazda CX-5" })).toBeVisible();
    await fillContact(page, { email: unique("nojs-car") });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText("Your enquiry about the 2025 Mazda CX-5 is in")).toBeVisible();

    await page.goto(siteUrl(baseURL, slug, "/contact?form=request-photos&car_id=9001"));
    await expect(page.getByRole("heading", { name: "Request more photos" })).toBeVisible();
    await fillContact(page, { email: unique("photos") });
    await page.getByRole("button", { name: "Request photos" }).click();
    await expect(page).toHaveURL(/\/success/);
    const leads = await leadsOf(request, slug);
    expect(leads.map((l) => [l.form, l.car_id]).sort()).toEqual([
      ["car-enquiry", 9002],
      ["request-photos", 9001],
    ]);
  });

  test("test drive: a select of open times grouped by day, no closed days", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs-drive");
    await page.goto(siteUrl(baseURL, slug, "/book-test-drive/?car_id=9002"));
    await expect(page.getByRole("heading", { name: "Test drive the 2025 Mazda CX-5" })).toBeVisible();
    const select = page.getByLabel("Test Drive Booking Date");
    const groups = await select.locator("optgroup").evaluateAll((els) => els.map((e) => e.getAttribute("label") ?? ""));
    expect(groups.filter((g) => g.startsWith("Sunday"))).toEqual([]);
    expect(groups).not.toContain(HOLIDAY.label);
    const day = [1, 2, 3].map(brisbaneDay).find((d) => d.weekday !== 0 && d.date !== HOLIDAY.date)!;
    const options = await select.locator(`optgroup[label="${day.label}"] option`).allTextContents();
    expect(options[0]).toBe(`${day.label}, 9:00 am`);
    expect(options.at(-1)).toBe(`${day.label}, 4:30 pm`);
    await select.selectOption(`${day.date}T14:00`);
    await fillContact(page, { email: unique("nojs-drive") });
    await page.getByRole("button", { name: "Book my test drive" }).click();
    await expect(page.getByText(`Your test drive is requested for ${day.label} at 2:00 pm`)).toBeVisible();
    expect((await leadsOf(request, slug))[0]).toMatchObject({ form: "test-drive", car_id: 9002, fields: { dateTime: `${day.date}T14:00` } });
  });

  test("finance, service and sell my car as plain posts", async ({ page, request, baseURL, consoleErrors }) => {
    const slug = await makeDealer(request, "nojs-more");
    await page.goto(siteUrl(baseURL, slug, "/finance?car_id=9001"));
    await expect(page.getByText("Finance for")).toBeVisible();
    await expect(page.getByLabel("Vehicle price or budget")).toHaveValue("$25,990");
    await fillContact(page, { email: unique("nojs-fin") });
    await page.getByRole("button", { name: "Send finance enquiry" }).click();
    await expect(page.getByText("Your finance enquiry is with our specialists")).toBeVisible();

    await page.goto(siteUrl(baseURL, slug, "/service"));
    await fillContact(page, { email: unique("nojs-svc") });
    await page.getByRole("button", { name: "Request a booking" }).click();
    await expect(page.getByText("Your service request is in")).toBeVisible();

    await page.goto(siteUrl(baseURL, slug, "/sell-my-car"));
    await fillContact(page, { email: unique("nojs-sell") });
    await page.getByRole("button", { name: "Get my offer" }).click();
    const summary = page.getByRole("alert").filter({ hasText: LIST_HEADING });
    await expect(summary).toContainText("Please enter the year.");
    await expect(summary).toContainText("Please enter the make.");
    await expect(summary).toContainText("Please enter the kilometres.");
    await page.getByLabel("Year").fill("2018");
    await page.getByLabel("Make").fill("Honda");
    await page.getByLabel("Model").fill("Jazz");
    await page.getByLabel("Odometer").fill("120,000");
    await page.getByRole("button", { name: "Get my offer" }).click();
    await expect(page.getByText("We've got the details of your car")).toBeVisible();
    const leads = await leadsOf(request, slug);
    expect(leads.map((l) => l.form).sort()).toEqual(["finance", "sell-my-car", "service"]);
    expect(leads.find((l) => l.form === "finance")).toMatchObject({ car_id: 9001, fields: { vehiclePriceBudget: 25990 } });
    expect(leads.find((l) => l.form === "sell-my-car")!.fields.kms).toBe(120000);
    allowRefusedPosts(consoleErrors);
  });

  test("trade-in of an older car: each step a post, then the specialist message", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs-trade");
    await page.goto(siteUrl(baseURL, slug, "/trade-in"));
    await expect(page.getByLabel("State")).toHaveValue("QLD");
    await page.getByLabel("Registration number").fill("OLD123");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await page.getByLabel("Year").fill(String(new Date().getFullYear() - 10));
    await page.getByLabel("Make").fill("Holden");
    await page.getByLabel("Model").fill("Commodore");
    await page.getByLabel("Odometer").fill("180000");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 3 of 5")).toBeVisible();
    await expect(page.getByText(/can't give an online estimate/)).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await fillContact(page, { email: unique("nojs-trade") }, { name: "First Name", phone: "Mobile" });
    await page.getByRole("button", { name: "Send my details" }).click();
    await expect(page).toHaveURL(/\/success\?form=trade-in/);
    await expect(page.getByText(NO_ESTIMATE)).toBeVisible();
    expect((await leadsOf(request, slug))[0]).toMatchObject({ form: "trade-in", form_completed: true, valuation: null, fields: { rego: "OLD123", regoState: "QLD", kms: 180000 } });
  });

  test("a parts enquiry as a plain post, also from /parts/search", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs-parts");
    await page.goto(siteUrl(baseURL, slug, "/parts/search"));
    await expect(page.getByRole("heading", { name: "Parts & Accessories", level: 1 })).toBeVisible();
    await fillContact(page, { email: unique("nojs-parts") });
    await page.getByLabel("Comments").fill("A towbar for a 2021 Ranger.");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page).toHaveURL(/\/success\?form=enquiry&lead=/);
    expect((await leadsOf(request, slug))[0]).toMatchObject({ subcategory: "Parts & Accessories", fields: { message: "A towbar for a 2021 Ranger." } });
  });

  test("the careers Enquire button leads to the same form on its own page", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "nojs-careers");
    await page.goto(siteUrl(baseURL, slug, "/careers"));
    await page.getByRole("link", { name: "Enquire Now" }).click();
    await fillContact(page, { email: unique("nojs-career") });
    await page.getByLabel("Comments").fill("Apprentice technician, available now.");
    await page.getByRole("button", { name: "Send my details" }).click();
    await expect(page.getByText("Thanks for your interest in joining our team")).toBeVisible();
    expect((await leadsOf(request, slug))[0]).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  test("the honeypot: people never see it; a bot that fills it is thanked and nothing is kept", async ({ page, request, baseURL }) => {
    const slug = await makeDealer(request, "honey");
    await page.goto(siteUrl(baseURL, slug, "/contact"));
    const trap = page.locator('input[name="company_website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(page.locator('[aria-hidden="true"]:has(input[name="company_website"])')).toHaveCount(1);
    await fillContact(page, { email: unique("bot") });
    await page.getByLabel("Comments").fill("Buy cheap links");
    await trap.fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    expect(await leadsOf(request, slug)).toEqual([]);
  });
});

test("a repeated post with the same idempotency key makes one lead; a cross-site post or one without the page's form token is refused", async ({ request }) => {
  const slug = await makeDealer(request, "idem");
  const host = `${slug}.localhost:${PORT}`;
  // The form token comes with the page (the browser tests' server takes a form back at once: LEAD_FORM_MIN_SECONDS=0).
  const page = await (await request.get("/contact", { headers: { host } })).text();
  const token = /name="_form_token" value="([^"]+)"/.exec(page)?.[1] ?? "";
  expect(token).not.toBe("");
  const form = { name: "Sam", email: unique("idem"), phone: "0412345678", postcode: "4000", message: "Hello", idempotency_key: `idem-${Date.now()}-key`, _form_token: token };
  const post = (headers: Record<string, string>, fields: Record<string, string> = form) => request.post("/contact", { form: fields, headers: { host, ...headers }, maxRedirects: 0 });
  const first = await post({ origin: `http://${host}` });
  const second = await post({ origin: `http://${host}` });
  expect(first.status()).toBe(303);
  expect(second.headers().location).toBe(first.headers().location);
  // Another site's page: refused by React Router's own check; no Origin or Referer at all: refused by ours.
  expect((await post({ origin: "http://evil.example" })).status()).toBe(400);
  expect((await post({})).status()).toBe(403);
  // A script posting without loading the page, or with a token it made up.
  const { _form_token: _, ...tokenless } = form;
  for (const fields of [{ ...tokenless, idempotency_key: `idem-${Date.now()}-none` }, { ...form, idempotency_key: `idem-${Date.now()}-fake`, _form_token: `${token.slice(0, -2)}xx` }]) {
    const refused = await post({ origin: `http://${host}` }, fields);
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("This form could not be checked. Please reload the page and try again.");
  }
  expect(await leadsOf(request, slug)).toHaveLength(1);
});
