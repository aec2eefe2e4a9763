import { expect as baseExpect, test } from "./fixtures.ts";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { TEST_PASSWORD, consolePost, createTenant, inviteStaff, signInStaff } from "./console-fixtures.ts";

/**
 * The dealer console's doors (issue 11): an owner invited through the operator API reads the invitation in the
 * development mailbox, chooses a password and is in; sign-in, sign-out, lock-out, password reset, and a console cookie
 * that is worth nothing on another dealer's site.
 */
const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
// Every sign-in and new password costs a scrypt hash (128 MiB, tenths of a second, more on a busy machine).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test("a new tenant's owner is invited by the operator, accepts from the email and signs in", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL);
  const res = await page.request.post(`/api/admin/tenants/${tenant.slug}/staff`, { headers: auth, data: { email: "Olivia.Owner@Example.com", name: "Olivia Owner", role: "owner" } });
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body).toMatchObject({ email: "olivia.owner@example.com", role: "owner", status: "invited", emailed: true });
  expect(body.invitation_url).toMatch(new RegExp(`^${tenant.origin}/dealer/accept-invitation\\?token=[A-Za-z0-9_-]{43}$`));

  // The same email twice is refused; nothing about the first invitation changes.
  const again = await page.request.post(`/api/admin/tenants/${tenant.slug}/staff`, { headers: auth, data: { email: "olivia.owner@example.com", name: "Someone", role: "sales" } });
  expect(again.status()).toBe(409);

  await page.goto(`${tenant.origin}/dev/mail`);
  await expect(page.getByRole("heading", { name: `Your invitation to the ${tenant.name} dealer console` })).toBeVisible();
  // Opened with goto, which waits for hydration: a click would let the test type before React takes the form over.
  await page.goto((await page.getByRole("link", { name: /accept-invitation/ }).first().getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
  await expect(page.getByText("Welcome, Olivia Owner.")).toBeVisible();

  // A weak password is refused inline; a common one too.
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("Type it again").fill("short");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByText("Use at least 12 characters.").first()).toBeVisible();
  await page.getByLabel("New password").fill("password1234");
  await page.getByLabel("Type it again").fill("password1234");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByText("This password is too common.").first()).toBeVisible();

  await page.getByLabel("New password").fill(TEST_PASSWORD);
  await page.getByLabel("Type it again").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Olivia" })).toBeVisible();
  await expect(page.getByText("Your password is set and you're signed in.")).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Console" }).last();
  for (const section of ["Stock", "Offers", "Settings", "Staff", "API keys", "Activity"]) await expect(nav.getByRole("link", { name: section })).toBeVisible();

  // The link was single use.
  await page.goto(body.invitation_url);
  await expect(page.getByText("This link has expired or has already been used.")).toBeVisible();

  // Sign out, then in again with the password.
  await page.goto(`${tenant.origin}/dealer`);
  await page.getByRole("button", { name: "Sign out" }).last().click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goto(`${tenant.origin}/dealer/account`);
  await expect(page).toHaveURL(`${tenant.origin}/dealer/sign-in?next=%2Fdealer%2Faccount`);
  await page.getByLabel("Email").fill("olivia.owner@example.com");
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That email and password don't match an account here")).toBeVisible();
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${tenant.origin}/dealer/account`);
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
});

test("the operator's invitation call checks its input and its tenant", async ({ request, baseURL }) => {
  const tenant = await createTenant(request, baseURL, { vehicles: 0 });
  const bad = await request.post(`/api/admin/tenants/${tenant.slug}/staff`, { headers: auth, data: { email: "not-an-email", name: "", role: "boss" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).problems.map((p: { path: string }) => p.path)).toEqual(["email", "name", "role"]);
  expect((await request.post(`/api/admin/tenants/no-such-tenant-here/staff`, { headers: auth, data: { email: "a@b.co", name: "A", role: "owner" } })).status()).toBe(404);
  expect((await request.post(`/api/admin/tenants/${tenant.slug}/staff`, { data: { email: "a@b.co", name: "A", role: "owner" } })).status()).toBe(401);
});

test("five wrong passwords lock the account: the right one is then refused too, with the same answer", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  const staff = await signInStaff(page, tenant, "manager");
  await page.context().clearCookies();
  await page.goto(`${tenant.origin}/dealer/sign-in`);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Password").fill(`wrong password number ${i}`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("That email and password don't match an account here")).toBeVisible();
  }
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("That email and password don't match an account here")).toBeVisible();
  await expect(page).toHaveURL(/\/dealer\/sign-in/);
});

test("a console cookie from one dealer's site is no session on another's", async ({ page, browser, baseURL }) => {
  const a = await createTenant(page.request, baseURL, { vehicles: 0 });
  const b = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, a, "owner");
  const cookie = (await page.context().cookies(a.origin)).find((c) => c.name === "fc_console");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  const other = await browser.newContext();
  await other.addCookies([{ name: "fc_console", value: cookie!.value, url: b.origin }]);
  const stranger = await other.newPage();
  await stranger.goto(`${b.origin}/dealer`);
  await expect(stranger).toHaveURL(`${b.origin}/dealer/sign-in`);
  await expect(stranger.getByRole("heading", { level: 1, name: "Sign in to the console" })).toBeVisible();
  await other.close();
});

test("a forgotten password: the reset link from the mailbox sets a new one and signs out every other session", async ({ page, browser, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  const staff = await signInStaff(page, tenant, "sales");
  // A second device, signed out by the reset.
  const phone = await browser.newContext();
  await phone.addCookies(await page.context().cookies(tenant.origin));
  const phonePage = await phone.newPage();
  await phonePage.goto(`${tenant.origin}/dealer/account`);
  await expect(phonePage.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(`${tenant.origin}/dealer/sign-in`);
  await page.getByRole("link", { name: "Forgotten your password?" }).click();
  // The sign-in page has an Email field too: fill only once the new page is there.
  await expect(page.getByRole("heading", { level: 1, name: "Forgotten your password?" })).toBeVisible();
  // An address with no account gets the same answer as one with an account.
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If that email belongs to an account here, a link is on its way.")).toBeVisible();
  await page.goto(`${tenant.origin}/dealer/forgot-password`);
  await page.getByLabel("Email").fill(staff.email.toUpperCase());
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText("If that email belongs to an account here, a link is on its way.")).toBeVisible();

  await page.goto(`${tenant.origin}/dev/mail`);
  const mail = page.getByRole("article").filter({ hasText: `Reset your ${tenant.name} dealer console password` });
  await expect(mail).toHaveCount(1);
  await page.goto((await mail.getByRole("link", { name: /reset-password/ }).getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = "copper lantern meadow 77";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Type it again").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password is set. Sign in with it now.")).toBeVisible();
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Hello, / })).toBeVisible();

  await phonePage.goto(`${tenant.origin}/dealer/account`);
  await expect(phonePage).toHaveURL(/\/dealer\/sign-in/);
  await phone.close();
});

test("sales staff see only their sections; a page outside their role is refused with 403", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
  await signInStaff(page, tenant, "sales");
  const nav = page.getByRole("navigation", { name: "Console" }).last();
  await expect(nav.getByRole("link", { name: "Stock", exact: true })).toBeVisible();
  for (const hidden of ["Offers", "Settings", "Staff", "API keys", "Activity"]) await expect(nav.getByRole("link", { name: hidden })).toHaveCount(0);
  // Changing one's own password is for everyone; a forged post from another site is not.
  // (React Router itself refuses an action posted from another origin, 400, before our same-origin check's 403.)
  const forged = await consolePost(page, tenant, "/dealer/account", { current: "x", password: "y", confirm: "y" }, { origin: "http://evil.example" });
  expect([400, 403]).toContain(forged.status());
  expect(await forged.text()).not.toContain("That isn't your current password.");
  // The same post from the site itself reaches the form (and is refused for its content, not its origin).
  expect((await consolePost(page, tenant, "/dealer/account", { current: "x", password: "y", confirm: "y" })).status()).toBe(400);
});

test("sign-in works without JavaScript", async ({ browser, baseURL, request }) => {
  const tenant = await createTenant(request, baseURL, { vehicles: 0 });
  const link = await inviteStaff(request, tenant, { email: "nojs@example.com", name: "Noah Script", role: "manager" });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel("New password").fill(TEST_PASSWORD);
  await page.getByLabel("Type it again").fill("something else entirely");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByText("The two passwords are not the same.").first()).toBeVisible();
  await page.getByLabel("New password").fill(TEST_PASSWORD);
  await page.getByLabel("Type it again").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Noah" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).last().click();
  await page.getByLabel("Email").fill("nojs@example.com");
  await page.getByLabel("Password").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Noah" })).toBeVisible();
  await context.close();
});
