import { ADMIN_TOKEN } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { createTenant, inviteStaff, signInStaff } from "./console-fixtures.ts";

/**
 * Every dealer-console page type through the full axe-core rule set (tests/e2e/axe.ts, ADR 046), at desktop and phone
 * widths: no serious or critical violation. One page load per page type, on a tenant of its own with a location, an
 * offer and a lead, so the detail pages have something to show. The sections' own tests run axe on their states too
 * (form errors, dialogs, a sales person's view).
 */
const SIGNED_OUT_PAGES = ["/dealer/sign-in", "/dealer/forgot-password", "/dealer/reset-password?token=expired"];
const SIGNED_IN_PAGES = [
  "/dealer",
  "/dealer/account",
  "/dealer/stock",
  "/dealer/stock/new",
  "/dealer/stock/quality",
  "/dealer/stock/import",
  "/dealer/stock/1000",
  "/dealer/stock/1000/photos",
  "/dealer/leads",
  "/dealer/leads/{lead}",
  "/dealer/offers",
  "/dealer/offers/new",
  "/dealer/offers/a11y-offer",
  "/dealer/settings",
  "/dealer/settings/locations",
  "/dealer/settings/locations/brisbane",
  "/dealer/settings/pages",
  "/dealer/settings/pages/about-us",
  "/dealer/settings/stock-feed",
  "/dealer/settings/tags",
  "/dealer/feeds",
  "/dealer/staff",
  "/dealer/keys",
  "/dealer/activity",
  "/dealer/reservations",
  "/dealer/analytics",
  "/dealer/no-such-page",
];

for (const width of [1366, 390]) {
  test(`every console page type has no serious accessibility violations at ${width} px`, async ({ page, baseURL, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const tenant = await createTenant(request, baseURL);
    const location = {
      id: 1,
      name: `${tenant.name} Brisbane`,
      slug: "brisbane",
      primary: true,
      address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
      contact_detail: { phone: "0730000000", opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:00", close: "17:00" })) },
    };
    const put = await request.put(`/api/admin/tenants/${tenant.slug}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { name: tenant.name, template: "modern", config: { offers: [{ id: "a11y-offer", name: "Accessible offer", description: "Read me." }] }, locations: [location] },
    });
    expect(put.status(), await put.text()).toBe(200);
    const lead = await request.post("/api/leads", {
      headers: { host: new URL(tenant.origin).host },
      data: { form: "car-enquiry", car_id: 1000, name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "0412 345 678", postcode: "4000", message: "Is it still available?" },
    });
    expect(lead.status(), await lead.text()).toBe(201);
    const leadId = ((await lead.json()) as { lead_id: string }).lead_id;

    const invitation = await inviteStaff(request, tenant, { email: `a11y-${width}@example.com`, name: "Ada Lovelace", role: "manager" });
    const found: string[] = [];
    for (const path of [...SIGNED_OUT_PAGES, invitation.replace(tenant.origin, "")]) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page, `${width} ${path}`)));
    }
    await signInStaff(page, tenant, "owner");
    for (const path of SIGNED_IN_PAGES.map((p) => p.replace("{lead}", leadId))) {
      await page.goto(`${tenant.origin}${path}`);
      found.push(...(await seriousViolations(page, `${width} ${path}`)));
    }
    expectNoViolations(found);
  });
}
