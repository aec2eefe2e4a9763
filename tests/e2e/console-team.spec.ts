import type { APIResponse, Browser, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { consolePost, createTenant, signInStaff, type TestTenant } from "./console-fixtures.ts";

/**
 * The owner's pages of the console (issue 11): staff, activity and reservations, and who may open them. Each test makes
 * its own tenant and staff.
 */
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** A console page fetched outside the browser with the signed-in page's cookie (a 403 page in the browser logs a console error). */
async function consoleGet(page: Page, tenant: TestTenant, path: string): Promise<APIResponse> {
  const session = (await page.context().cookies(tenant.origin)).find((c) => c.name === "fc_console");
  const url = new URL(tenant.origin);
  return page.request.get(`http://localhost:${url.port}${path}`, { headers: { Host: url.host, Cookie: `fc_console=${session?.value}` }, maxRedirects: 0 });
}

/** A second person signed in on their own browser. */
async function colleague(browser: Browser, tenant: TestTenant, role: "owner" | "manager" | "sales") {
  const context = await browser.newContext();
  const page = await context.newPage();
  const person = await signInStaff(page, tenant, role);
  return { page, person, close: () => context.close() };
}

test("an owner invites staff, changes a role, disables and enables; the last owner stays an owner", async ({ page, browser, baseURL, consoleErrors }) => {
  // Two people sign in (a password hash each) and a dozen pages follow.
  test.setTimeout(60_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  const owner = await signInStaff(page, tenant, "owner");
  const manager = await colleague(browser, tenant, "manager");

  await page.goto(`${tenant.origin}/dealer/staff`);
  const row = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(row(manager.person.name)).toContainText("Active");
  await expect(row(owner.name)).toContainText("You");
  await expect(row(owner.name).getByRole("button", { name: /^Disable/ })).toHaveCount(0);

  // Invite: the email arrives in the development mailbox; the same address twice is refused at the field.
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sam Sales");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("Sam.Sales@Example.com");
  await page.getByRole("combobox", { name: "Role", exact: true }).selectOption("sales");
  await page.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(page.getByText("Invitation sent to sam.sales@example.com.")).toBeVisible();
  await expect(row("Sam Sales")).toContainText("Invited");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Sam Again");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("sam.sales@example.com");
  await page.getByRole("button", { name: "Send invitation", exact: true }).click();
  await expect(page.getByText("Someone on your staff already has this email address.").first()).toBeVisible();
  await row("Sam Sales").getByRole("button", { name: "Resend invitation: Sam Sales" }).click();
  await expect(page.getByText("A new invitation is on its way to sam.sales@example.com.")).toBeVisible();
  await page.goto(`${tenant.origin}/dev/mail`);
  const mails = page.getByRole("article").filter({ hasText: "To sam.sales@example.com" });
  await expect(mails).toHaveCount(2);
  await expect(mails.first()).toContainText(`${owner.name} has invited you to the ${tenant.name} dealer console.`);

  // Change the manager's role; disable them (their session ends at once); enable them again.
  await page.goto(`${tenant.origin}/dealer/staff`);
  await row(manager.person.name).getByRole("combobox", { name: `Role of ${manager.person.name}` }).selectOption("sales");
  await row(manager.person.name).getByRole("button", { name: `Change role: ${manager.person.name}` }).click();
  await expect(page.getByText(`${manager.person.name}'s role is now Sales.`)).toBeVisible();
  await row(manager.person.name).getByRole("button", { name: `Disable: ${manager.person.name}` }).click();
  await expect(page.getByText(`${manager.person.name} can no longer sign in, and is signed out everywhere.`)).toBeVisible();
  await expect(row(manager.person.name)).toContainText("Disabled");
  await manager.page.goto(`${tenant.origin}/dealer`);
  await expect(manager.page).toHaveURL(/\/dealer\/sign-in$/);
  await row(manager.person.name).getByRole("button", { name: `Enable: ${manager.person.name}` }).click();
  await expect(page.getByText(`${manager.person.name} can sign in again.`)).toBeVisible();
  await manager.close();

  // The only active owner cannot step down.
  await row(owner.name).getByRole("combobox", { name: `Role of ${owner.name}` }).selectOption("manager");
  await row(owner.name).getByRole("button", { name: `Change role: ${owner.name}` }).click();
  await expect(page.getByRole("alert")).toContainText("This is the only active owner.");
  await expect(row(owner.name)).toContainText("Owner");

  // Every change is in the activity log, with what changed.
  await page.goto(`${tenant.origin}/dealer/activity`);
  const entry = (text: string) => page.getByRole("listitem").filter({ hasText: text });
  await expect(entry("Changed a role")).toContainText("manager → sales");
  await expect(entry("Changed a role")).toContainText(`by ${owner.name}`);
  await expect(entry("Disabled a staff member")).toContainText("active → disabled");
  await expect(entry("Enabled a staff member")).toContainText("disabled → active");
  await expect(entry("Resent an invitation")).toContainText("Sam Sales");
  await expect(entry("Invited a staff member").filter({ hasText: "Sam Sales" })).toContainText(`by ${owner.name}`);
  await expect(entry("Invited a staff member").filter({ hasText: manager.person.name })).toContainText("by Platform operator");
  await page.getByRole("link", { name: "Platform operator" }).click();
  await expect(page).toHaveURL(/\/dealer\/activity\?actor=operator$/);
  await expect(entry("Changed a role")).toHaveCount(0);
  await expect(entry("Invited a staff member")).toHaveCount(2);

  // The browser logs the two refused posts (409: the same email twice, the last owner); nothing else.
  expect(consoleErrors.filter((e) => /status of 409/.test(e))).toHaveLength(2);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 409/.test(e)));
});

test("a manager sees a held car with the shopper's mobile and releases it; sales may not", async ({ page, browser, baseURL }) => {
  // A shopper's sign-in and checkout, then two staff sign-ins.
  test.setTimeout(90_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 2 });
  const enable = await page.request.put(`/api/admin/tenants/${tenant.slug}`, { headers: admin, data: { name: tenant.name, template: "modern", config: { checkout: { enabled: true } } } });
  expect(enable.status()).toBe(200);
  const [car] = (await (await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: admin })).json()) as { id: number; slug: string; year: number; make: string; model: string }[];

  // A shopper signs in with a texted code and pays the deposit.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const phone = `0412${String(Date.now()).slice(-6)}`;
  await shopper.goto(`${tenant.origin}/sign-in`);
  await shopper.getByLabel("Mobile number").fill(phone);
  await shopper.getByRole("button", { name: "Send code" }).click();
  await expect(shopper.getByText("We sent a 6-digit code")).toBeVisible();
  const sms = await shopperContext.newPage();
  await sms.goto(`${tenant.origin}/dev/sms`);
  const code = new RegExp(`${phone}[\\s\\S]*?(\\d{6}) is your`).exec(await sms.locator("body").innerText())?.[1];
  await sms.close();
  await shopper.getByLabel("6-digit code").fill(code ?? "");
  await shopper.getByRole("button", { name: "Sign in" }).click();
  await expect(shopper).toHaveURL(/\/my-garage$/);
  await shopper.goto(`${tenant.origin}/cars/${car!.slug}/checkout`);
  await shopper.getByLabel("Name on card").fill("Sam Shopper");
  await shopper.getByLabel("Card number").fill("4242 4242 4242 4242");
  await shopper.getByLabel("Expiry (MM/YY)").fill("12/39");
  await shopper.getByLabel("CVC").fill("123");
  await shopper.getByRole("button", { name: /deposit & reserve/ }).click();
  await expect(shopper.getByRole("heading", { name: /Your car is reserved until/ })).toBeVisible();
  await shopperContext.close();

  // Sales staff: no reservations page, and a release posted by hand is refused.
  const sales = await colleague(browser, tenant, "sales");
  expect((await consoleGet(sales.page, tenant, "/dealer/reservations")).status()).toBe(403);
  const [held] = (await (await page.request.get(`/api/admin/tenants/${tenant.slug}/reservations`, { headers: admin })).json()).reservations as { id: string; status: string }[];
  expect(held!.status).toBe("held");
  expect((await consolePost(sales.page, tenant, "/dealer/reservations", { id: held!.id })).status()).toBe(403);
  await sales.close();

  // The public results show the car as reserved.
  const title = `${car!.year} ${car!.make} ${car!.model}`;
  await page.goto(`${tenant.origin}/search/used-cars`);
  await expect(page.getByRole("article", { name: new RegExp(title) }).locator('[data-tag="reserved"]')).toHaveText("Reserved");

  await signInStaff(page, tenant, "manager");
  await page.goto(`${tenant.origin}/dealer/reservations`);
  const item = page.getByRole("listitem").filter({ hasText: title });
  await expect(item).toContainText("Held");
  await expect(item.getByRole("link", { name: `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` })).toHaveAttribute("href", `tel:${phone}`);
  await expect(item).toContainText("$200");
  await expect(item).toContainText(/Held until\s*\d{1,2} \w{3} 20\d\d/);

  await item.getByRole("button", { name: /^Release hold/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("can be reserved again on the website straight away");
  await dialog.getByRole("button", { name: "Release hold" }).click();
  await expect(page.getByText("is released: it can be reserved again on the website.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No cars are on hold" })).toBeVisible();
  const after = (await (await page.request.get(`/api/admin/tenants/${tenant.slug}/reservations`, { headers: admin })).json()).reservations as { status: string }[];
  expect(after[0]!.status).toBe("released");
  // The car is free again on the public results at once.
  await page.goto(`${tenant.origin}/search/used-cars`);
  await expect(page.getByRole("article", { name: new RegExp(title) })).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(title) }).locator('[data-tag="reserved"]')).toHaveCount(0);
});

test("a manager is refused the owner's pages and their forms with 403, and nothing changes", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, tenant, "manager");
  const nav = page.getByRole("navigation", { name: "Console" }).last();
  await expect(nav.getByRole("link", { name: "Reservations" })).toBeVisible();
  for (const hidden of ["Staff", "API keys", "Activity"]) await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  for (const path of ["/dealer/keys", "/dealer/staff", "/dealer/activity"]) {
    const res = await consoleGet(page, tenant, path);
    expect(res.status(), path).toBe(403);
    expect(await res.text()).toContain("have access to this");
  }
  expect((await consolePost(page, tenant, "/dealer/keys", { _intent: "create", name: "Sneaky key" })).status()).toBe(403);
  expect((await consolePost(page, tenant, "/dealer/staff", { _intent: "invite", name: "Mallory", email: "mallory@example.com", role: "owner" })).status()).toBe(403);
  expect((await consolePost(page, tenant, "/dealer/staff", { _intent: "role", id: "00000000-0000-4000-8000-000000000000", role: "owner" })).status()).toBe(403);

  const owner = await colleague(browser, tenant, "owner");
  await owner.page.goto(`${tenant.origin}/dealer/keys`);
  await expect(owner.page.getByRole("heading", { name: "No keys yet" })).toBeVisible();
  await owner.page.goto(`${tenant.origin}/dealer/staff`);
  await expect(owner.page.getByText("Mallory")).toHaveCount(0);
  // A post from another site is refused even for an owner.
  const forged = await consolePost(owner.page, tenant, "/dealer/keys", { _intent: "create", name: "Cross-site key" }, { origin: "http://evil.example" });
  expect([400, 403]).toContain(forged.status());
  await owner.page.goto(`${tenant.origin}/dealer/keys`);
  await expect(owner.page.getByRole("heading", { name: "No keys yet" })).toBeVisible();
  await owner.close();
});

for (const width of [1366, 390]) {
  test(`staff, API keys, activity and reservations have no serious accessibility violations at ${width} px`, async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
    await signInStaff(page, tenant, "owner");
    const found: string[] = [];
    await page.goto(`${tenant.origin}/dealer/keys`);
    found.push(...(await seriousViolations(page, "keys, empty")));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Audit feed");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("You won't see it again")).toBeVisible();
    found.push(...(await seriousViolations(page, "keys, new key shown")));
    await page.getByRole("button", { name: "Revoke Audit feed" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    found.push(...(await seriousViolations(page, "keys, revoke dialog")));
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("");
    await page.getByRole("button", { name: "Create key" }).click();
    await expect(page.getByText("Name the key after what will use it").first()).toBeVisible();
    found.push(...(await seriousViolations(page, "keys, form error")));
    for (const path of ["/dealer/staff", "/dealer/activity", "/dealer/activity?actor=keys", "/dealer/reservations"]) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page, path)));
    }
    expectNoViolations(found);
  });
}
