import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoViolations, seriousViolations } from "./axe.ts";
import { consolePost, createTenant, signInStaff, testVehicle, type TestTenant } from "./console-fixtures.ts";

/**
 * Vehicle photos in the dealer console (issue 11): upload several at once, the public vehicle page shows them in the
 * console's order at once; reorder with the buttons (keyboard) and by dragging; make one the main photo; delete and
 * undo; a bad file is named and left out while the good ones are kept; sales staff only look; without JavaScript every
 * form still posts.
 */

/** A test photo: a flat colour, as the browser would send a file the dealer picked. */
async function photo(name: string, colour: string, format: "jpeg" | "png" | "webp" = "jpeg") {
  const mimeType = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" }[format];
  const buffer = await sharp({ create: { width: 480, height: 320, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  return { name, mimeType, buffer };
}

const photosPath = (tenant: TestTenant, id = 1000) => `${tenant.origin}/dealer/stock/${id}/photos`;

/** The photos' stored URLs in the console's order. */
async function consoleOrder(page: Page): Promise<string[]> {
  return page.locator("[data-photo-url]").evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.photoUrl!));
}

/** The public vehicle page's gallery shows these files in this order (stepping through it with Next image). */
async function expectPublicOrder(page: Page, urls: string[]) {
  await page.reload();
  for (const [i, url] of urls.entries()) {
    if (i > 0) await page.getByRole("button", { name: "Next image" }).click();
    await expect(page.getByRole("img", { name: new RegExp(`photo ${i + 1} of ${urls.length}$`) })).toHaveAttribute("src", new RegExp(`^/img${url.replace(/[.]/g, "\\.")}\\?`));
  }
  await expect(page.getByRole("button", { name: "Next image" })).toBeDisabled();
}

const card = (page: Page, n: number) => page.getByRole("listitem").filter({ has: page.getByText(new RegExp(`^Photo ${n} of \\d+$`)) });

test("an owner uploads photos, reorders them with the buttons and deletes one; the public page follows at once", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "owner");
  await page.goto(photosPath(tenant));
  await expect(page.getByRole("heading", { level: 1, name: "Photos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No photos yet" })).toBeVisible();

  await page.getByLabel("Photos to upload").setInputFiles([await photo("front.jpg", "#c0392b"), await photo("side.png", "#2040c0", "png")]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 photos added." })).toContainText("front.jpg");
  await expect(page.getByRole("heading", { name: "2 photos" })).toBeVisible();
  const [front, side] = await consoleOrder(page);
  expect(front).toMatch(new RegExp(`^/media/uploads/${tenant.slug}/[0-9a-f]{32}\\.jpg$`));
  expect(side).toMatch(/\.png$/);
  await expect(card(page, 1).getByRole("button", { name: "Main photo" })).toHaveAttribute("aria-disabled", "true");
  await expect(card(page, 2).getByRole("button", { name: "Make main" })).toBeVisible();

  // The public vehicle page has them, in that order.
  const publicPath = await page.getByRole("link", { name: "View on the site" }).getAttribute("href");
  const site = await page.context().newPage();
  await site.goto(`${tenant.origin}${publicPath}`);
  await expectPublicOrder(site, [front!, side!]);

  // A bad file among good ones: it is named and left out, the good one is kept.
  await page.getByLabel("Photos to upload").setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("These are my notes, not a photo.") }, await photo("rear.webp", "#27ae60", "webp")]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("alert")).toContainText("1 file was not added:");
  await expect(page.getByRole("alert")).toContainText("notes.jpg: The file is not a JPEG, PNG or WebP image.");
  await expect(page.getByRole("status").filter({ hasText: "1 photo added." })).toContainText("rear.webp");
  // The message comes with the post's answer; the grid follows when the page's data is loaded again.
  await expect(page.locator("[data-photo-url]")).toHaveCount(3);
  const rear = (await consoleOrder(page))[2]!;
  expect(rear).toMatch(/\.webp$/);
  expect(await consoleOrder(page)).toEqual([front, side, rear]);

  // By keyboard: the third photo moves earlier twice and becomes the main photo; focus stays on the button.
  const earlier = card(page, 3).getByRole("button", { name: "Move earlier" });
  await earlier.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("Photo moved to position 2 of 3.");
  await expect(card(page, 2).getByRole("button", { name: "Move earlier" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("This photo is now the main photo.");
  await expect.poll(() => consoleOrder(page)).toEqual([rear, front, side]);
  await expect(card(page, 1).getByRole("button", { name: "Move earlier" })).toHaveAttribute("aria-disabled", "true");

  // Make main, and Move later.
  await card(page, 3).getByRole("button", { name: "Make main" }).click();
  await expect.poll(() => consoleOrder(page)).toEqual([side, rear, front]);
  await card(page, 1).getByRole("button", { name: "Move later" }).click();
  await expect.poll(() => consoleOrder(page)).toEqual([rear, side, front]);

  await expectPublicOrder(site, [rear, side!, front!]);
  // The results page's card shows the new main photo too (the search index was told of the change).
  await site.goto(`${tenant.origin}/search/new-used-and-demo-cars`);
  await expect(site.locator("article img").first()).toHaveAttribute("src", new RegExp(`^/img${rear.replace(/[.]/g, "\\.")}\\?`));
  await site.goto(`${tenant.origin}${publicPath}`);

  // Delete the main photo; undo puts it back; delete again.
  await card(page, 1).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo 1 deleted. 2 photos left." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeFocused();
  await expect.poll(() => consoleOrder(page)).toEqual([side, front]);
  await expectPublicOrder(site, [side!, front!]);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByRole("status")).toContainText("The photo is back.");
  await expect.poll(() => consoleOrder(page)).toEqual([rear, side, front]);
  await card(page, 3).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("Photo 3 deleted. 2 photos left.");
  await expectPublicOrder(site, [rear, side!]);
});

test("photos reorder by dragging one onto another", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "manager");
  await page.goto(photosPath(tenant));
  await page.getByLabel("Photos to upload").setInputFiles([await photo("a.jpg", "#111111"), await photo("b.jpg", "#555555"), await photo("c.jpg", "#999999")]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("heading", { name: "3 photos" })).toBeVisible();
  const [a, b, c] = await consoleOrder(page);

  const handle = card(page, 3).locator("[data-drag-handle]");
  const target = (await card(page, 1).boundingBox())!;
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 3, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole("status")).toContainText("This photo is now the main photo.");
  await expect.poll(() => consoleOrder(page)).toEqual([c, a, b]);
  await page.reload();
  await expect.poll(() => consoleOrder(page)).toEqual([c, a, b]);

  // Files dropped on the Add photos panel are uploaded at once.
  const d = await photo("dropped.jpg", "#dddddd");
  const dataTransfer = await page.evaluateHandle(({ name, bytes }) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    return dt;
  }, { name: d.name, bytes: [...d.buffer] });
  const panel = page.getByRole("region", { name: "Add photos" });
  await panel.dispatchEvent("dragover", { dataTransfer });
  await panel.dispatchEvent("drop", { dataTransfer });
  await expect(page.getByRole("status").filter({ hasText: "1 photo added." })).toContainText("dropped.jpg");
  await expect(page.getByRole("heading", { name: "4 photos" })).toBeVisible();
});

test("sales staff see the photos without controls, and a forged change is refused with 403", async ({ page, browser, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: [{ ...testVehicle(1000), images: [{ url: "/media/not-found.webp" }] }] });
  await signInStaff(page, tenant, "sales");
  await page.goto(photosPath(tenant));
  await expect(page.getByRole("heading", { name: "1 photo" })).toBeVisible();
  await expect(page.getByText("Adding, moving or deleting them needs a manager or an owner.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload photos" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);

  const del = await consolePost(page, tenant, "/dealer/stock/1000/photos", { intent: "delete", index: "0", url: "/media/not-found.webp" });
  expect(del.status()).toBe(403);
  const upload = await consolePost(page, tenant, "/dealer/stock/1000/photos", {}, { multipart: { intent: "upload", photos: await photo("x.jpg", "#000000") } });
  expect(upload.status()).toBe(403);
  await page.reload();
  await expect.poll(() => consoleOrder(page)).toEqual(["/media/not-found.webp"]);

  // An owner's post from another site is refused too (React Router answers 400 before our same-origin check's 403),
  // and so is one without a session.
  const owner = await browser.newPage();
  await signInStaff(owner, tenant, "owner");
  expect([400, 403]).toContain((await consolePost(owner, tenant, "/dealer/stock/1000/photos", { intent: "delete", index: "0", url: "/media/not-found.webp" }, { origin: "http://evil.example" })).status());
  expect((await consolePost(owner, tenant, "/dealer/stock/1000/photos", { intent: "delete", index: "0", url: "/media/not-found.webp" }, { cookie: false })).status()).toBeGreaterThanOrEqual(300);
  await owner.goto(photosPath(tenant));
  await expect.poll(() => consoleOrder(owner)).toEqual(["/media/not-found.webp"]);
  await owner.close();
});

test("without JavaScript, photos upload, move and delete as plain form posts", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "owner");
  await page.goto(photosPath(tenant));
  await expect(page.locator("[data-drag-handle]")).toHaveCount(0);
  await page.getByLabel("Photos to upload").setInputFiles([await photo("one.jpg", "#8e44ad"), await photo("two.jpg", "#f39c12")]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 photos added." })).toBeVisible();
  await expect(page.locator("[data-photo-url]")).toHaveCount(2);
  const [one, two] = await consoleOrder(page);
  await card(page, 1).getByRole("button", { name: "Move later" }).click();
  await expect(page.getByRole("status")).toContainText("Photo moved to position 2 of 2.");
  await expect.poll(() => consoleOrder(page)).toEqual([two, one]);
  await card(page, 2).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toContainText("Photo 2 deleted. 1 photo left.");
  await expect.poll(() => consoleOrder(page)).toEqual([two]);
  await context.close();
});

test("the photo page has no serious accessibility violations at 1366 and 390 px, for an owner and for sales", async ({ page, browser, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: 1 });
  await signInStaff(page, tenant, "owner");
  await page.goto(photosPath(tenant));
  await page.getByLabel("Photos to upload").setInputFiles([await photo("a.jpg", "#c0392b"), await photo("b.jpg", "#2040c0"), await photo("c.jpg", "#27ae60")]);
  await page.getByRole("button", { name: "Upload photos" }).click();
  await expect(page.getByRole("heading", { name: "3 photos" })).toBeVisible();
  await card(page, 3).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
  const salesContext = await browser.newContext();
  const sales = await salesContext.newPage();
  await signInStaff(sales, tenant, "sales");
  await sales.goto(photosPath(tenant));
  const found: string[] = [];
  for (const [who, p] of [["owner", page], ["sales", sales]] as const) {
    for (const width of [1366, 390]) {
      await p.setViewportSize({ width, height: 900 });
      found.push(...(await seriousViolations(p, `${who} ${width}`)));
    }
  }
  expectNoViolations(found);
  await salesContext.close();
});

test("malformed photo posts get a clear 4xx and change nothing", async ({ page, baseURL }) => {
  const tenant = await createTenant(page.request, baseURL, { vehicles: [{ ...testVehicle(1000), images: [{ url: "/media/not-found.webp" }] }] });
  await signInStaff(page, tenant, "owner");
  const path = "/dealer/stock/1000/photos";
  const statuses: Record<string, number> = {};
  const post = async (name: string, form: Record<string, string>, target = path) => (statuses[name] = (await consolePost(page, tenant, target, form)).status());
  await post("no intent", { index: "0", url: "/media/not-found.webp" });
  await post("unknown intent", { intent: "explode" });
  await post("index out of range", { intent: "delete", index: "5", url: "/media/not-found.webp" });
  await post("index not a number", { intent: "move", index: "first", url: "/media/not-found.webp", to: "1" });
  await post("script url", { intent: "restore", index: "0", url: "javascript:alert(1)" });
  await post("another vehicle", { intent: "delete", index: "0", url: "/media/not-found.webp" }, "/dealer/stock/999999/photos");
  await post("not an id", { intent: "delete", index: "0", url: "/media/not-found.webp" }, "/dealer/stock/abc/photos");
  await post("upload without files", { intent: "upload" });
  // A multipart body that ends in the middle.
  const cookies = await page.context().cookies(tenant.origin);
  const url = new URL(tenant.origin);
  const garbage = await page.request.post(`http://localhost:${url.port}${path}`, {
    headers: { Host: url.host, Origin: tenant.origin, Cookie: `fc_console=${cookies.find((c) => c.name === "fc_console")!.value}`, "Content-Type": "multipart/form-data; boundary=xyz" },
    data: Buffer.from('--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--xyz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n\xff\xd8'),
    maxRedirects: 0,
  });
  statuses["broken multipart"] = garbage.status();
  expect(statuses).toEqual({
    "no intent": 400,
    "unknown intent": 400,
    "index out of range": 409,
    "index not a number": 400,
    "script url": 400,
    "another vehicle": 404,
    "not an id": 404,
    "upload without files": 400,
    "broken multipart": 400,
  });
  await page.goto(`${tenant.origin}${path}`);
  await expect.poll(() => consoleOrder(page)).toEqual(["/media/not-found.webp"]);
});
