import type { Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { createTenant, signInStaff, testVehicle, type TestTenant } from "./console-fixtures.ts";

/**
 * Per-tenant API keys (issue 11, ADR 029): an owner creates a key in the console, sees it once, and it works on its own
 * tenant's operator routes only; revoked, it is refused. The activity log names the key for what it changed.
 */
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function createKey(page: Page, tenant: TestTenant, name: string): Promise<string> {
  await page.goto(`${tenant.origin}/dealer/keys`);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByRole("heading", { name: `Your new key “${name}”` })).toBeVisible();
  await expect(page.getByText("You won't see it again")).toBeVisible();
  const key = await page.getByLabel("API key").inputValue();
  expect(key).toMatch(/^fck_[A-Za-z0-9_-]{43}$/);
  return key;
}

test("an owner creates a key, it works on its own stock only, and once revoked it is refused", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const tenant = await createTenant(page.request, baseURL, { vehicles: 2 });
  const other = await createTenant(page.request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "owner");
  await page.goto(`${tenant.origin}/dealer/keys`);
  await expect(page.getByRole("heading", { name: "No keys yet" })).toBeVisible();

  // A name is required (checked in the browser and on the server).
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Name the key after what will use it").first()).toBeVisible();

  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: tenant.origin });
  const key = await createKey(page, tenant, "DMS stock feed");
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const item = page.getByRole("listitem").filter({ hasText: "DMS stock feed" });
  await expect(item.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(item.getByText("never")).toBeVisible();

  // Its own tenant's stock: read and write.
  const list = await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: bearer(key) });
  expect(list.status()).toBe(200);
  expect((await list.json()).map((v: { id: number }) => v.id).sort()).toEqual([1000, 1001]);
  const upsert = await page.request.post(`/api/admin/tenants/${tenant.slug}/stock`, { headers: bearer(key), data: [testVehicle(1002)] });
  expect(upsert.status(), await upsert.text()).toBe(200);
  expect((await page.request.get(`/api/admin/tenants/${tenant.slug}/leads`, { headers: bearer(key) })).status()).toBe(200);
  expect((await page.request.get(`/api/admin/tenants/${tenant.slug}/reservations`, { headers: bearer(key) })).status()).toBe(200);

  // Anything else: 403, and nothing changes.
  const refused = [
    page.request.get(`/api/admin/tenants/${other.slug}/stock`, { headers: bearer(key) }),
    page.request.put(`/api/admin/tenants/${other.slug}/stock`, { headers: bearer(key), data: [] }),
    page.request.put(`/api/admin/tenants/${tenant.slug}`, { headers: bearer(key), data: { name: "Taken over", template: "classic" } }),
    page.request.get(`/api/admin/tenants/${tenant.slug}`, { headers: bearer(key) }),
    page.request.get(`/api/admin/tenants`, { headers: bearer(key) }),
    page.request.post(`/api/admin/tenants/${tenant.slug}/staff`, { headers: bearer(key), data: { email: "x@example.com", name: "X", role: "owner" } }),
  ];
  for (const res of await Promise.all(refused)) {
    expect(res.status(), res.url()).toBe(403);
    expect((await res.json()).error).toMatch(/API key/);
  }
  const untouched = await page.request.get(`/api/admin/tenants/${other.slug}/stock`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect((await untouched.json()).length).toBe(1);

  // The list shows when the key was last used; the activity log names it for the change it made.
  await page.goto(`${tenant.origin}/dealer/keys`);
  await expect(item.getByText("never")).toHaveCount(0);
  await page.goto(`${tenant.origin}/dealer/activity?actor=keys`);
  const entry = page.getByRole("listitem").filter({ hasText: "Sent a stock batch" });
  await expect(entry).toContainText("by DMS stock feed");
  await expect(entry).toContainText("API key");
  await expect(page.getByText("Created an API key")).toHaveCount(0);

  // Revoke, confirmed in a dialog: the next call is 401.
  await page.goto(`${tenant.origin}/dealer/keys`);
  await page.getByRole("button", { name: "Revoke DMS stock feed" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke “DMS stock feed”?" });
  await expect(dialog).toContainText("This can't be undone");
  await dialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("“DMS stock feed” is revoked.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText("Revoked");
  await expect(item.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
  const after = await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: bearer(key) });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ error: "Unknown or revoked API key." });

  await page.goto(`${tenant.origin}/dealer/activity?actor=staff`);
  await expect(page.getByRole("listitem").filter({ hasText: "Revoked an API key" })).toContainText("active → revoked");
  await expect(page.getByRole("listitem").filter({ hasText: "Created an API key" })).toContainText(`${key.slice(0, 12)}`);
  await expect(page.locator("body")).not.toContainText(key);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a key is created and revoked with plain forms, the revoke confirmed on its own page", async ({ page, baseURL }) => {
    const tenant = await createTenant(page.request, baseURL, { vehicles: 0 });
    await signInStaff(page, tenant, "owner");
    const key = await createKey(page, tenant, "Nightly export");
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
    await page.goto(`${tenant.origin}/dealer/keys`);
    await page.getByRole("link", { name: "Revoke Nightly export" }).click();
    await expect(page).toHaveURL(/\/dealer\/keys\?revoke=/);
    await expect(page.getByRole("heading", { name: "Revoke “Nightly export”?" })).toBeVisible();
    await page.getByRole("button", { name: "Revoke key" }).click();
    await expect(page.getByText("“Nightly export” is revoked.")).toBeVisible();
    expect((await page.request.get(`/api/admin/tenants/${tenant.slug}/stock`, { headers: bearer(key) })).status()).toBe(401);
  });
});
