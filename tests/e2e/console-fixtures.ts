import crypto from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect } from "./fixtures.ts";

/**
 * Data for the dealer-console tests: each test makes its own tenant through the operator API, so tests never share
 * stock, staff or an audit log, and its own staff members by invitation.
 */
export type TestTenant = { slug: string; name: string; origin: string; vehicles: Record<string, unknown>[] };

const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` };
const MAKES = [
  ["Toyota", "Corolla", "Ascent Sport"],
  ["Mazda", "CX-5", "Maxx Sport"],
  ["Ford", "Ranger", "XLT"],
  ["Hyundai", "i30", "N Line"],
  ["Kia", "Sportage", "SX"],
] as const;

/** A simple vehicle for the operator API: id, year, make, model, badge, type, price, km, stock number. */
export function testVehicle(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const [make, model, badge] = MAKES[id % MAKES.length]!;
  return {
    id,
    year: 2020 + (id % 6),
    make,
    model,
    badge,
    car_type: id % 3 === 0 ? "new" : "used",
    created_at: new Date(Date.now() - (id % 40) * 86_400_000).toISOString(),
    price: 20_000 + (id % 17) * 1_250,
    km: id % 3 === 0 ? 10 : 12_000 + id * 731,
    stocknum: `S${id}`,
    ...overrides,
  };
}

export async function createTenant(request: APIRequestContext, baseURL: string | undefined, options: { vehicles?: number | Record<string, unknown>[]; name?: string } = {}): Promise<TestTenant> {
  const slug = `console-${crypto.randomBytes(4).toString("hex")}`;
  const name = options.name ?? `Test Motors ${slug.slice(-4).toUpperCase()}`;
  const put = await request.put(`/api/admin/tenants/${slug}`, { headers: auth, data: { name, template: "modern" } });
  expect(put.status(), await put.text()).toBe(201);
  const vehicles = Array.isArray(options.vehicles) ? options.vehicles : Array.from({ length: options.vehicles ?? 3 }, (_, i) => testVehicle(1000 + i));
  if (vehicles.length) {
    const stock = await request.put(`/api/admin/tenants/${slug}/stock`, { headers: auth, data: vehicles });
    expect(stock.status(), await stock.text()).toBe(200);
  }
  const url = new URL(baseURL ?? "http://localhost:3100");
  url.hostname = `${slug}.localhost`;
  return { slug, name, origin: url.origin, vehicles };
}

/** Invites a staff member through the operator API; returns the invitation link from the API's answer. */
export async function inviteStaff(request: APIRequestContext, tenant: TestTenant, person: { email: string; name: string; role: "owner" | "manager" | "sales" }): Promise<string> {
  const res = await request.post(`/api/admin/tenants/${tenant.slug}/staff`, { headers: auth, data: person });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { invitation_url: string }).invitation_url;
}

export const TEST_PASSWORD = "violet kettle harbour 42";

/** A new staff member of `role`, invited, with a password chosen on the invitation page: the page ends signed in at /dealer. */
export async function signInStaff(page: Page, tenant: TestTenant, role: "owner" | "manager" | "sales"): Promise<{ email: string; password: string; name: string }> {
  const name = `${role[0]!.toUpperCase()}${role.slice(1)} ${crypto.randomBytes(2).toString("hex").toUpperCase()}`;
  const email = `${role}-${crypto.randomBytes(4).toString("hex")}@example.com`;
  const link = await inviteStaff(page.request, tenant, { email, name, role });
  await page.goto(link);
  await page.getByLabel("New password").fill(TEST_PASSWORD);
  await page.getByLabel("Type it again").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  // Hashing the password (scrypt, 128 MiB) takes a moment, longer on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: `Hello, ${name.split(" ")[0]}` })).toBeVisible({ timeout: 20_000 });
  return { email, password: TEST_PASSWORD, name };
}

/**
 * A console POST sent outside the browser, as a forger would (Node does not resolve `*.localhost`, so it goes to the
 * server's address with the site's Host). `cookie`: the signed-in page's console cookie is sent unless false;
 * `origin`: defaults to the site's own (a same-origin post, so only the role decides).
 */
export async function consolePost(
  page: Page,
  tenant: TestTenant,
  path: string,
  form: Record<string, string>,
  options: { origin?: string; cookie?: boolean; multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> } = {},
) {
  const cookies = await page.context().cookies(tenant.origin);
  const session = cookies.find((c) => c.name === "fc_console");
  const url = new URL(tenant.origin);
  const headers: Record<string, string> = { Host: url.host, Origin: options.origin ?? tenant.origin };
  if (options.cookie !== false && session) headers.Cookie = `fc_console=${session.value}`;
  const target = `http://localhost:${url.port}${path}`;
  return options.multipart ? page.request.post(target, { headers, multipart: options.multipart, maxRedirects: 0 }) : page.request.post(target, { headers, form, maxRedirects: 0 });
}
