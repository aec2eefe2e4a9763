import http from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { createTenant, signInStaff, testVehicle, type TestTenant } from "./console-fixtures.ts";

/**
 * Listing feeds (issue 14, ADR 044): a manager finds the feed addresses, the feed answers on the tenant's host, making
 * new addresses stops the old ones at once, and a stock webhook gets the changes — with and without JavaScript.
 */
const VIN = (n: number) => `MR0FB8CD1P0${String(123000 + n).padStart(6, "0")}`;
const car = (id: number, extra: Record<string, unknown> = {}) =>
  testVehicle(id, { vin: VIN(id), colour: "White", price_type: "Drive Away", images: [{ url: "/media/not-found.webp" }], ...extra });

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/** A test tenant with a sales location, so its cars can go into the ad feeds. */
async function tenantWithLocation(request: APIRequestContext, baseURL: string | undefined, vehicles: Record<string, unknown>[]): Promise<TestTenant> {
  const tenant = await createTenant(request, baseURL, { vehicles: [] });
  const doc = {
    name: tenant.name,
    template: "modern",
    dealerships: [{ id: 1, name: tenant.name, slug: "main" }],
    locations: [
      {
        id: 10,
        name: `${tenant.name} Brisbane`,
        slug: "brisbane",
        primary: true,
        dealership_id: 1,
        address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
        contact_detail: { phone: "07 3000 0000" },
      },
    ],
  };
  expect((await request.put(`/api/admin/tenants/${tenant.slug}`, { headers: auth, data: doc })).status()).toBe(200);
  const stock = await request.put(`/api/admin/tenants/${tenant.slug}/stock`, { headers: auth, data: vehicles });
  expect(stock.status(), await stock.text()).toBe(200);
  return { ...tenant, vehicles };
}

/** A local receiver for stock webhooks: keeps what it gets. */
async function receiver() {
  const got: { type: string; vehicle_id: number }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      got.push(JSON.parse(body));
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stock`, got, close: () => new Promise((r) => server.close(r)) };
}

/** Fetches a feed URL on its tenant's host (Node does not resolve *.localhost; the server is on localhost). */
async function fetchFeed(url: string, baseURL: string) {
  const u = new URL(url);
  const base = new URL(baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: base.port, path: u.pathname, headers: { host: u.host } }, (res) => {
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

test("a manager copies the feed addresses, makes new ones, and adds a stock webhook that gets changes", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const tenant = await tenantWithLocation(page.request, baseURL, [car(2001), car(2002), car(2003, { status: "sold" })]);
  const hook = await receiver();
  try {
    await signInStaff(page, tenant, "manager");
    await page.getByRole("link", { name: "Listing feeds" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Listing feeds" })).toBeVisible();

    const google = page.getByRole("textbox", { name: "Google vehicle ads" });
    const oldUrl = await google.inputValue();
    expect(oldUrl).toMatch(new RegExp(`^${tenant.origin}/feeds/[A-Za-z0-9_-]{43}/google\\.xml$`));
    await expect(page.getByText("2 vehicles in this feed.").first()).toBeVisible();
    const feed = await fetchFeed(oldUrl, baseURL!);
    expect(feed.status).toBe(200);
    expect(feed.body).toContain("<g:id>2001</g:id>");
    expect(feed.body).not.toContain("<g:id>2003</g:id>");

    // Make new addresses: asked first; the old one is a 404 at once.
    await page.getByRole("button", { name: "Make new addresses" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Make new addresses" }).click();
    await expect(page.getByText("New feed addresses are ready")).toBeVisible();
    await expect(google).not.toHaveValue(oldUrl);
    const newUrl = await google.inputValue();
    expect((await fetchFeed(oldUrl, baseURL!)).status).toBe(404);
    expect((await fetchFeed(newUrl, baseURL!)).status).toBe(200);

    // A stock webhook: a bad address is refused in the browser; a good one shows its secret once.
    await page.getByRole("textbox", { name: "Address" }).fill("not an address");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByText("must be an http:// or https:// URL").first()).toBeVisible();
    await page.getByRole("textbox", { name: "Address" }).fill(hook.url);
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("heading", { name: `Stock changes now go to ${hook.url}` })).toBeVisible();
    expect(await page.getByLabel("Signing secret").inputValue()).toMatch(/^whsec_/);

    // A change through the API reaches it.
    const res = await page.request.post(`/api/admin/tenants/${tenant.slug}/stock`, { headers: auth, data: [car(2004)] });
    expect(res.status()).toBe(200);
    await expect.poll(() => hook.got.map((e) => `${e.type} ${e.vehicle_id}`), { timeout: 10_000 }).toEqual(["created 2004"]);
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: hook.url }).getByText("Sent 1", { exact: true })).toBeVisible();

    // The full axe-core rule set finds nothing serious on the page (as console-a11y does for the other pages).
    expectNoViolations(await seriousViolations(page, "/dealer/feeds"));
  } finally {
    await hook.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the addresses show, new ones are made after a confirmation page, and a webhook is added and removed", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const tenant = await tenantWithLocation(page.request, baseURL, [car(2101)]);
    await signInStaff(page, tenant, "owner");
    await page.goto(`${tenant.origin}/dealer/feeds`);
    const google = page.getByRole("textbox", { name: "Google vehicle ads" });
    const oldUrl = await google.inputValue();
    await page.getByRole("link", { name: "Make new addresses" }).click();
    await expect(page.getByRole("heading", { name: "Make new feed addresses?" })).toBeVisible();
    await page.getByRole("button", { name: "Make new addresses" }).click();
    await expect(page.getByText("New feed addresses are ready")).toBeVisible();
    expect(await google.inputValue()).not.toBe(oldUrl);

    await page.getByRole("textbox", { name: "Address" }).fill("https://mirror.example.com/stock");
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("heading", { name: "Stock changes now go to https://mirror.example.com/stock" })).toBeVisible();
    await page.getByRole("link", { name: "Remove webhook https://mirror.example.com/stock" }).click();
    await page.getByRole("button", { name: "Remove webhook" }).click();
    await expect(page.getByText("Stock changes no longer go to https://mirror.example.com/stock")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No stock webhooks yet" })).toBeVisible();
  });
});
