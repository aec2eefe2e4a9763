import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { consolePost, createTenant, signInStaff, type TestTenant } from "./console-fixtures.ts";

/**
 * Response times (issue 12, ADR 034): a lead left alone past the tenant's target is flagged Overdue in the inbox and on
 * its page (the clock moved through /dev/lead-clock, a development tool that is a 404 in production); the settings'
 * Response times section turns on round-robin assignment, and the assignee gets the lead by email and, if they asked
 * for it on their account page, by text message; the source of a lead (utm tags of the landing page, the referring
 * site) is kept and shown. Each test makes its own tenant, staff and leads.
 */

async function sendLead(request: APIRequestContext, tenant: TestTenant, body: Record<string, unknown>): Promise<string> {
  const res = await request.post("/api/leads", { headers: { host: new URL(tenant.origin).host }, data: { postcode: "4000", form: "enquiry", message: "Is it available?", ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}

/** Moves a lead back in time, as if it had come in `minutes` ago. */
async function backdate(page: Page, tenant: TestTenant, lead: string, minutes: number) {
  const res = await consolePost(page, tenant, "/dev/lead-clock", { lead, minutes: String(minutes) });
  expect(res.status(), await res.text()).toBe(200);
}

test("a New lead left alone past the response target is flagged Overdue in the inbox and on its page, until it is answered", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  // No locations with hours: the 15-minute target counts plain minutes.
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  const id = await sendLead(page.request, tenant, { name: "Olive", last_name: "Waiting", email: "olive@example.com", phone: "0412 000 111" });
  await signInStaff(page, tenant, "manager");

  await page.goto(`${tenant.origin}/dealer/leads`);
  const row = page.getByRole("row").filter({ hasText: "Olive Waiting" });
  await expect(row).toContainText("New");
  await expect(row).not.toContainText("Overdue");
  await expect(page.getByRole("link", { name: /^Overdue/ })).toHaveCount(0);

  // 14 minutes later: still within the target.
  await backdate(page, tenant, id, 14);
  await page.reload();
  await expect(row).not.toContainText("Overdue");

  // 16 minutes after it came in: overdue.
  await backdate(page, tenant, id, 2);
  await page.reload();
  await expect(row).toContainText("Overdue");
  await expect(page.getByRole("link", { name: "Overdue (1)" })).toBeVisible();
  await row.getByRole("link", { name: "Olive Waiting", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Olive Waiting" })).toBeVisible();
  const pipeline = page.getByRole("region", { name: "Pipeline" });
  await expect(pipeline.getByText("Overdue", { exact: true })).toBeVisible();
  await expect(pipeline).toContainText("Should have been answered by");

  // Answered: no longer overdue.
  await page.getByLabel("Move to").selectOption("Contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status changed.")).toBeVisible();
  await expect(pipeline.getByText("Overdue", { exact: true })).toHaveCount(0);
  await page.goto(`${tenant.origin}/dealer/leads`);
  await expect(row).toContainText("Contacted");
  await expect(row).not.toContainText("Overdue");
});

test("response times are set in the settings; new leads go round the sales team, each assignee alerted by email and, opted in, by text", async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });

  // A salesperson asks for lead alerts by text message on their account page.
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  const seller = await signInStaff(sales, tenant, "sales");
  await sales.goto(`${tenant.origin}/dealer/account`);
  await sales.getByLabel("Lead alerts by text message").check();
  await sales.getByRole("button", { name: "Save lead alerts" }).click();
  await expect(sales.getByText("Enter your mobile number to get leads by text message.").first()).toBeVisible();
  await sales.getByRole("textbox", { name: "Mobile number" }).fill("0400 555 123");
  await sales.getByRole("button", { name: "Save lead alerts" }).click();
  await expect(sales.getByText("Your lead alerts are saved.")).toBeVisible();
  await expect(sales.getByRole("textbox", { name: "Mobile number" })).toHaveValue("0400 555 123");
  await expect(sales.getByLabel("Lead alerts by text message")).toBeChecked();
  await salesContext.close();

  // The owner sets response times, without JavaScript: a bad value is refused with a message, then saved.
  const ownerContext = await browser.newContext({ javaScriptEnabled: false });
  const owner = await ownerContext.newPage();
  await signInStaff(owner, tenant, "owner");
  await owner.goto(`${tenant.origin}/dealer/settings`);
  const section = owner.getByRole("group", { name: "Response times" }).or(owner.getByRole("region", { name: "Response times" }));
  await expect(section.first()).toBeVisible();
  await expect(owner.getByRole("textbox", { name: "Response target" })).toHaveValue("15");
  await owner.getByRole("textbox", { name: "Response target" }).fill("30");
  await owner.getByLabel("Give each new lead to the next salesperson in turn").check();
  await owner.getByRole("textbox", { name: /Hand an unanswered lead/ }).fill("3");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByText("Hand-over time must be at least 5").first()).toBeVisible();
  await owner.getByRole("textbox", { name: /Hand an unanswered lead/ }).fill("");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByText("Settings saved.")).toBeVisible();
  await expect(owner.getByRole("textbox", { name: "Response target" })).toHaveValue("30");
  await expect(owner.getByLabel("Give each new lead to the next salesperson in turn")).toBeChecked();
  await ownerContext.close();

  // A new lead goes to the one salesperson; the alert carries the first name, the vehicle and the link, no more.
  const car = tenant.vehicles[0]!;
  const id = await sendLead(page.request, tenant, { form: "car-enquiry", car_id: car.id, name: "Ruth", last_name: "Private", email: "ruth.private@example.com", phone: "0412 999 888" });
  // The alert goes out after the lead is answered (it never holds up the shopper): look in the mailbox until it is there.
  const mail = page.getByRole("listitem").filter({ hasText: `/dealer/leads/${id}` });
  await expect
    .poll(async () => {
      await page.goto(`${tenant.origin}/dev/mail`);
      return mail.count();
    })
    .toBe(1);
  await expect(mail).toContainText(`Lead for you: Ruth · ${car.year} ${car.make} ${car.model}`);
  await expect(mail).toContainText(seller.email);
  await expect(mail).not.toContainText("Private");
  const text = page.getByRole("listitem").filter({ hasText: `/dealer/leads/${id}` });
  await expect
    .poll(async () => {
      await page.goto(`${tenant.origin}/dev/sms`);
      return text.count();
    })
    .toBe(1);
  await expect(text).toContainText("0400555123");

  // The lead's history says the system assigned it and who was told how.
  await signInStaff(page, tenant, "manager");
  await page.goto(`${tenant.origin}/dealer/leads/${id}`);
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`Assigned to ${seller.name}`);
  await expect(history).toContainText("New lead, assigned in turn");
  await expect(history).toContainText(`Notified ${seller.name}`);
  await expect(history).toContainText("By email and text message");
});

test("a lead keeps where the shopper came from: the landing page's utm tags and the referring site", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  const car = tenant.vehicles[0]!;
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(`${tenant.origin}/?utm_source=spring-news&utm_medium=email&utm_campaign=ranger-week`, { referer: "https://mail.example.net/inbox/1" });
  await expect(shopper.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect.poll(() => shopper.evaluate(() => sessionStorage.getItem("forecourt:referrer-host"))).toBe("mail.example.net");
  await shopper.goto(`${tenant.origin}/contact?form=car-enquiry&car_id=${car.id}`);
  await expect(shopper.locator("form#car-enquiry-form[data-enhanced]")).toBeVisible();
  await shopper.getByRole("textbox", { name: "First name" }).fill("Sam");
  await shopper.getByRole("textbox", { name: "Last name" }).fill("Source");
  await shopper.getByRole("textbox", { name: "Email" }).fill("sam.source@example.com");
  await shopper.getByRole("textbox", { name: "Phone" }).fill("0412 345 678");
  await shopper.getByRole("textbox", { name: "Postcode" }).fill("4000");
  await shopper.getByRole("button", { name: "Send enquiry" }).click();
  await expect(shopper.getByRole("heading", { name: "Thanks, Sam!" })).toBeVisible();
  await shopperContext.close();

  await signInStaff(page, tenant, "manager");
  await page.goto(`${tenant.origin}/dealer/leads`);
  await page.getByRole("link", { name: "Sam Source", exact: true }).click();
  const source = page.getByRole("region", { name: "Where they came from" });
  await expect(source).toContainText("spring-news");
  await expect(source).toContainText("email");
  await expect(source).toContainText("ranger-week");
  await expect(source).toContainText("mail.example.net");
  // Kept on the lead, so the analytics count it by its source.
  await page.goto(`${tenant.origin}/dealer/analytics`);
  await expect(page.getByRole("table", { name: "Leads per source" }).getByRole("row", { name: /spring-news 1/ })).toBeVisible();
});
