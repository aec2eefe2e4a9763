import fs from "node:fs/promises";
import type { APIRequestContext, APIResponse, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { consolePost, createTenant, signInStaff, type TestTenant } from "./console-fixtures.ts";

/**
 * The leads inbox (issue 12): a lead sent from a dealer's website reaches that dealer's inbox only; staff assign it,
 * move it through the pipeline with notes, and see every change in its history; sales see their own and unassigned
 * leads only; an open inbox shows a new lead without a reload; the filtered list downloads as CSV; reading and posting
 * work without JavaScript. Each test makes its own tenants, staff and leads.
 */

/** A lead as the website's forms send it (POST /api/leads on the tenant's host). */
async function sendLead(request: APIRequestContext, tenant: TestTenant, body: Record<string, unknown>): Promise<string> {
  const res = await request.post("/api/leads", { headers: { host: new URL(tenant.origin).host }, data: { postcode: "4000", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}

const shopper = (name: string, last: string, phone: string) => ({ name, last_name: last, email: `${name.toLowerCase()}.${last.toLowerCase()}@example.com`, phone });

/** A second person signed in on their own browser. */
async function colleague(browser: Browser, tenant: TestTenant, role: "owner" | "manager" | "sales", options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const person = await signInStaff(page, tenant, role);
  return { page, person, close: () => context.close() };
}

/** A console page fetched outside the browser with the signed-in page's cookie (a refused page in the browser logs a console error). */
async function consoleGet(page: Page, tenant: TestTenant, path: string): Promise<APIResponse> {
  const session = (await page.context().cookies(tenant.origin)).find((c) => c.name === "fc_console");
  const url = new URL(tenant.origin);
  return page.request.get(`http://localhost:${url.port}${path}`, { headers: { Host: url.host, Cookie: `fc_console=${session?.value}` }, maxRedirects: 0 });
}

const history = (page: Page) => page.getByRole("region", { name: "History" }).getByRole("listitem");

test("a lead from the website reaches that dealer's inbox only; it is assigned, moved to Lost with notes, and its history tells each change", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 2 });
  const other = await createTenant(page.request, baseURL, { vehicles: 1 });
  const car = tenant.vehicles[0]!;
  const id = await sendLead(page.request, tenant, {
    form: "test-drive",
    car_id: car.id,
    ...shopper("Jane", "Citizen", "0412 345 678"),
    message: "Could I drive it on Saturday?",
    lead_attributes: { visited_pages: ["/search/used", "/cars/somewhere"], linked_query_params: { utm_source: "newsletter" } },
  });
  const sales = await colleague(browser, tenant, "sales");
  await signInStaff(page, tenant, "manager");

  await page.goto(`${tenant.origin}/dealer`);
  await page.getByRole("navigation").getByRole("link", { name: "Leads" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Jane Citizen" });
  await expect(row).toContainText("Test drive");
  await expect(row).toContainText(`Stock ${car.stocknum}`);
  await expect(row).toContainText("New");
  await expect(row).toContainText("Unassigned");
  await expect(page.getByRole("link", { name: "New (1)" })).toBeVisible();

  // The lead page: tap to call or email, the car, the message, the pages visited first, where the shopper came from.
  await row.getByRole("link", { name: "Jane Citizen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jane Citizen" })).toBeVisible();
  await expect(page).toHaveURL(`${tenant.origin}/dealer/leads/${id}`);
  await expect(page.getByRole("link", { name: "Call 0412 345 678" })).toHaveAttribute("href", "tel:0412345678");
  await expect(page.getByRole("link", { name: "jane.citizen@example.com" })).toHaveAttribute("href", "mailto:jane.citizen@example.com");
  await expect(page.getByRole("region", { name: "Vehicle" })).toContainText(`Stock ${car.stocknum}`);
  await expect(page.getByRole("region", { name: "Message" })).toContainText("Could I drive it on Saturday?");
  await expect(page.getByRole("region", { name: "Pages they looked at first" }).getByRole("link", { name: "/search/used" })).toHaveAttribute("href", "/search/used");
  await expect(page.getByRole("region", { name: "Where they came from" })).toContainText("newsletter");
  await expect(page.getByRole("region", { name: "Delivery to your CRM" })).toContainText("No CRM is connected");

  // Assign to the salesperson, then move it along with a note, then to Lost (a reason is asked for first).
  await page.getByLabel("Assign to").selectOption({ label: `${sales.person.name} · Sales` });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Assignment changed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pipeline" })).toContainText(`Assigned to ${sales.person.name}`);
  await page.getByLabel("Move to").selectOption("Contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  await page.getByLabel("Add a note").fill("Called; she'll come in on Saturday at 10.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added.")).toBeVisible();
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await page.getByLabel("Move to").selectOption("Appointment");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pipeline" })).toContainText("Appointment");
  await page.getByLabel("Move to").selectOption("Lost");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Say why the lead was lost.").first()).toBeVisible();
  await page.getByLabel("Why was it lost?").fill("Bought elsewhere");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("region", { name: "Pipeline" })).toContainText("Reason: Bought elsewhere");

  await expect(history(page)).toHaveText([
    /Marked lost \(was Appointment\)/,
    /Moved from Contacted to Appointment/,
    /Added a note.*Called; she'll come in on Saturday at 10\./,
    /Moved from New to Contacted/,
    // The salesperson was told by email (ADR 034).
    new RegExp(`Notified ${sales.person.name}.*By email`),
    new RegExp(`Assigned to ${sales.person.name}`),
    /Lead received from the website/,
  ]);
  await expect(history(page).first()).toContainText("Reason: Bought elsewhere");
  await expect(history(page).nth(1)).toContainText(/Manager [0-9A-F]{4} · \d{1,2} \w{3} \d{4}/);

  // The list shows where it is; the Lost tab finds it; the activity log has each change.
  await page.getByRole("link", { name: "All leads" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Jane Citizen" })).toContainText("Lost");
  await page.getByRole("link", { name: "Lost (1)" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Jane Citizen" })).toBeVisible();

  // Another dealer's inbox never sees it.
  await signInStaff(page, other, "owner");
  await page.goto(`${other.origin}/dealer/leads`);
  await expect(page.getByRole("heading", { name: "No leads yet" })).toBeVisible();
  expect((await consoleGet(page, other, `/dealer/leads/${id}`)).status()).toBe(404);
  await sales.close();
});

test("sales see their own and unassigned leads only: in the list, on a lead's page, in posts and in the CSV", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  const unassigned = await sendLead(page.request, tenant, { form: "enquiry", ...shopper("Una", "Signed", "0400 100 200"), message: "Hello" });
  const forSue = await sendLead(page.request, tenant, { form: "finance", ...shopper("Sam", "Mine", "0400 300 400") });
  const forTom = await sendLead(page.request, tenant, { form: "service", ...shopper("Theo", "Other", "0400 500 600") });
  const sue = await colleague(browser, tenant, "sales");
  const tom = await colleague(browser, tenant, "sales");
  await signInStaff(page, tenant, "manager");
  const staffId = async (name: string) => {
    await page.goto(`${tenant.origin}/dealer/leads/${forSue}`);
    return page.getByLabel("Assign to").locator("option", { hasText: name }).getAttribute("value");
  };
  const sueId = (await staffId(sue.person.name))!;
  const tomId = (await staffId(tom.person.name))!;
  expect((await consolePost(page, tenant, `/dealer/leads/${forSue}`, { intent: "assign", assigned_to: sueId })).status()).toBe(302);
  expect((await consolePost(page, tenant, `/dealer/leads/${forTom}`, { intent: "assign", assigned_to: tomId })).status()).toBe(302);

  const p = sue.page;
  await p.goto(`${tenant.origin}/dealer/leads`);
  await expect(p.getByText("You see the leads assigned to you and those no one has yet.")).toBeVisible();
  await expect(p.getByRole("row").filter({ hasText: /Una Signed|Sam Mine|Theo Other/ })).toHaveCount(2);
  await expect(p.getByRole("row").filter({ hasText: "Theo Other" })).toHaveCount(0);
  await p.getByLabel("Assigned to").selectOption("Me");
  await expect(p).toHaveURL(/assigned=me/);
  await expect(p.getByRole("row").filter({ hasText: /Una Signed|Sam Mine/ })).toHaveText([/Sam Mine/]);

  // Another salesperson's lead: a 403 page, and every post on it refused, as is assigning to someone else.
  await p.goto(`${tenant.origin}/dealer/leads/${forTom}`);
  await expect(p.getByRole("heading", { name: "You don't have access to this" })).toBeVisible();
  const posts: Record<string, string>[] = [{ intent: "status", status: "contacted" }, { intent: "note", note: "Mine now" }, { intent: "take" }];
  for (const form of posts) {
    expect((await consolePost(p, tenant, `/dealer/leads/${forTom}`, form)).status(), JSON.stringify(form)).toBe(403);
  }
  expect((await consolePost(p, tenant, `/dealer/leads/${unassigned}`, { intent: "assign", assigned_to: tomId })).status()).toBe(403);
  expect((await consolePost(p, tenant, `/dealer/leads/${unassigned}`, { intent: "status", status: "sold" })).status()).toBe(403);
  expect((await consolePost(p, tenant, `/dealer/leads/${unassigned}`, { intent: "resend" })).status()).toBe(403);

  // An unassigned lead is taken, then worked.
  await p.goto(`${tenant.origin}/dealer/leads/${unassigned}`);
  await expect(p.getByText("Take this lead to move it along the pipeline.")).toBeVisible();
  await p.getByRole("button", { name: "Take this lead" }).click();
  await expect(p.getByText("This lead is yours now.")).toBeVisible();
  await p.getByLabel("Move to").selectOption("Contacted");
  await p.getByRole("button", { name: "Save status" }).click();
  await expect(history(p).first()).toContainText("Moved from New to Contacted");
  await expect(history(p).nth(1)).toContainText(`Assigned to ${sue.person.name}`);
  // Tom no longer sees it.
  await tom.page.goto(`${tenant.origin}/dealer/leads`);
  await expect(tom.page.getByRole("row").filter({ hasText: /Una Signed|Sam Mine|Theo Other/ })).toHaveText([/Theo Other/]);

  // The CSV holds what Sue may see, under the list's filters.
  await p.goto(`${tenant.origin}/dealer/leads`);
  const download = p.waitForEvent("download");
  await p.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^leads-${tenant.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await fs.readFile((await file.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("status,lost_reason,assigned_to");
  expect(csv).toContain("Una");
  expect(csv).toContain("Sam");
  expect(csv).not.toContain("Theo");
  expect(csv).toContain(`contacted,,${sue.person.name}`);
  await p.goto(`${tenant.origin}/dealer/leads?form=finance`);
  const filtered = p.waitForEvent("download");
  await p.getByRole("link", { name: "Download CSV" }).click();
  const only = await fs.readFile((await (await filtered).path())!, "utf8");
  expect(only.trim().split("\r\n")).toHaveLength(2);
  expect(only).toContain("Sam");
  await sue.close();
  await tom.close();
});

test("an open inbox shows a new lead without a reload @mobile", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  await sendLead(page.request, tenant, { form: "enquiry", ...shopper("First", "Person", "0400 700 800"), message: "Hi" });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/leads`);
  await expect(page.getByText("First Person")).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await sendLead(page.request, tenant, { form: "test-drive", car_id: tenant.vehicles[0]!.id, ...shopper("Newest", "Shopper", "0400 900 100") });
  // The inbox asks every 10 seconds.
  await expect(page.getByText("1 new lead")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Newest Shopper")).toBeVisible();
  await expect(page.getByText("Just in", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "New (2)" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("malformed input to the leads pages gets a clear 4xx, never a 5xx, and changes nothing", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  const id = await sendLead(page.request, tenant, { form: "enquiry", ...shopper("Mal", "Formed", "0400 444 999"), message: "Hi" });
  await signInStaff(page, tenant, "owner");
  for (const path of [
    "/dealer/leads?page=-1&status=gone&form=boat&assigned=x'--&location=abc&from=2026-02-30&to=9999-99-99",
    `/dealer/leads?q=${encodeURIComponent("%_\\'\"; drop table leads; --")}&vehicle=${encodeURIComponent("' or 1=1")}`,
    `/dealer/leads?q=${"x".repeat(5000)}&vehicle=${"y".repeat(5000)}`,
    "/dealer/leads?page=99999999999999999999&assigned=00000000-0000-0000-0000-000000000000",
    "/dealer/leads.csv?status=gone&from=yesterday",
    "/dealer/leads/updates.json?since=tomorrow",
    `/dealer/leads/updates.json?since=${"9".repeat(3000)}`,
  ]) {
    expect((await consoleGet(page, tenant, path)).status(), path).toBe(200);
  }
  for (const path of ["/dealer/leads/abc", "/dealer/leads/00000000-0000-4000-8000-000000000000", `/dealer/leads/${id}x`]) expect((await consoleGet(page, tenant, path)).status(), path).toBe(404);
  const posts: [string, Record<string, string>][] = [
    [`/dealer/leads/${id}`, { intent: "explode" }],
    [`/dealer/leads/${id}`, {}],
    [`/dealer/leads/${id}`, { intent: "status", status: "won" }],
    [`/dealer/leads/${id}`, { intent: "status", status: "lost", lost_reason: "x".repeat(10_000) }],
    [`/dealer/leads/${id}`, { intent: "status", status: "lost", lost_reason: "nul\u0000" }],
    [`/dealer/leads/${id}`, { intent: "note", note: "\ud800 and a NUL \u0000" }],
    [`/dealer/leads/${id}`, { intent: "note", note: "x".repeat(20_000) }],
    [`/dealer/leads/${id}`, { intent: "assign", assigned_to: "'; drop table staff; --" }],
    [`/dealer/leads/${id}`, { intent: "assign", assigned_to: "00000000-0000-4000-8000-000000000000" }],
    ["/dealer/leads/abc", { intent: "take" }],
    ["/dealer/leads/00000000-0000-4000-8000-000000000000", { intent: "note", note: "Hello" }],
  ];
  for (const [path, fields] of posts) {
    const res = await consolePost(page, tenant, path, fields);
    expect(res.status(), `${path} ${JSON.stringify(fields).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  await page.goto(`${tenant.origin}/dealer/leads/${id}`);
  await expect(history(page)).toHaveText([/Lead received from the website/]);
  await expect(page.getByRole("region", { name: "Pipeline" })).toContainText("Assigned to No one");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the inbox filters and a lead is moved, refused without a reason, and noted with plain posts", async ({ page, baseURL, consoleErrors }) => {
    test.setTimeout(90_000);
    const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
    const id = await sendLead(page.request, tenant, { form: "enquiry", ...shopper("Plain", "Post", "0400 111 999"), message: "No scripts here" });
    await sendLead(page.request, tenant, { form: "finance", ...shopper("Other", "Lead", "0400 222 999") });
    await signInStaff(page, tenant, "owner");
    await page.goto(`${tenant.origin}/dealer/leads`);
    await page.getByRole("searchbox", { name: "Search" }).fill("0400 111 999");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=0400\+111\+999/);
    await expect(page.getByRole("row").filter({ hasText: /Plain Post|Other Lead/ })).toHaveText([/Plain Post/]);
    await page.getByLabel("Form").selectOption("Finance");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No leads match" })).toBeVisible();

    await page.goto(`${tenant.origin}/dealer/leads/${id}`);
    await page.getByRole("button", { name: "Take this lead" }).click();
    await expect(page.getByText("This lead is yours now.")).toBeVisible();
    await page.getByLabel("Move to").selectOption("Lost");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Say why the lead was lost.").first()).toBeVisible();
    // The refusal is a 400 page, which the browser logs.
    expect(consoleErrors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    consoleErrors.length = 0;
    await page.getByLabel("Why was it lost?").fill("No reply after several tries");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByText("Status changed.")).toBeVisible();
    await page.getByLabel("Add a note").fill("Tried three times.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Note added.")).toBeVisible();
    await expect(history(page)).toHaveText([/Added a note.*Tried three times\./, /Marked lost \(was New\).*Reason: No reply after several tries/, /Assigned to/, /Lead received from the website/]);
  });
});

for (const width of [1366, 390]) {
  test(`the leads pages have no serious accessibility violations at ${width} px`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
    const id = await sendLead(page.request, tenant, {
      form: "test-drive",
      car_id: tenant.vehicles[0]!.id,
      ...shopper("Ada", "Lovelace", "0400 333 999"),
      dateTime: "2030-01-05T10:00",
      lead_attributes: { visited_pages: ["/search/used"], linked_query_params: {} },
    });
    await signInStaff(page, tenant, "owner");
    const found: string[] = [];
    for (const path of ["/dealer/leads", "/dealer/leads?status=new&q=ada", "/dealer/leads?q=nobody", `/dealer/leads/${id}`]) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page, path)));
    }
    expectNoViolations(found);
    // Nothing overflows the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
