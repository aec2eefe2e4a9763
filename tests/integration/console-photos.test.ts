import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../app/console/photo-forms.ts";
import { MAX_PHOTOS } from "../../app/console/photo-order.ts";
import { changeVehiclePhotos, uploadVehiclePhotos, vehiclePhotosData, type PhotoDeps } from "../../app/console/vehicle-photos.server.ts";
import { MAX_UPLOAD_BYTES } from "../../app/media/image-upload.server.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { listAudit } from "../../app/staff/audit-log.server.ts";
import { findVehicleById, upsertStock } from "../../app/stock/stock-store.server.ts";
import { parseStockBatch, type Vehicle } from "../../app/stock/vehicle-schema.ts";
import { tenantDocumentSchema } from "../../app/tenants/tenant-document.ts";
import { saveTenant } from "../../app/tenants/tenant-store.server.ts";
import { engineEnv, tempDir } from "../support/engines.ts";
import { tenantDoc, vehicle } from "../support/fixtures.ts";

/**
 * Vehicle photos uploaded in the console (issue 11) on both engines: stored upright without EXIF or GPS, appended in
 * the order chosen, bad files named and nothing of them stored, moves and deletes audited; each change tells the
 * public pages (`changed`).
 */

/** A 300×200 JPEG, red left half and blue right, whose EXIF says "rotate 90° clockwise" and where it was taken. */
async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: "#d02020" } })
    .composite([{ input: { create: { width: 150, height: 200, channels: 3, background: "#2040c0" } }, left: 150, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam", Model: "Forecourt X1" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "27/1 28/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "153/1 1/1 0/1" },
    })
    .toBuffer();
}

const file = (bytes: Uint8Array, name: string, type = "image/jpeg") => new File([new Uint8Array(bytes)], name, { type });
/** Vehicles as the operator API takes them (slugs derived). */
function stock(...list: unknown[]): Vehicle[] {
  const batch = parseStockBatch(list);
  if (!batch.ok) throw new Error(JSON.stringify(batch.problems));
  return batch.vehicles;
}
const flat = (colour: string, format: "png" | "webp") => sharp({ create: { width: 90, height: 60, channels: 3, background: colour } }).toFormat(format).toBuffer();

function suite(engine: "pglite" | "postgres") {
  let s: Services;
  let drop: (() => Promise<void>) | undefined;
  let deps: PhotoDeps;
  let changes = 0;
  const slug = `photos-${engine}`;
  const uploadsDir = () => path.join(s.env.mediaDir, "uploads", slug);
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);
  const photosOf = async (id: number) => ((await findVehicleById(s.database.db, deps.tenant.id, id)) as Vehicle).images.map((p) => p.url);

  beforeAll(async () => {
    const engineDb = await engineEnv(engine);
    drop = engineDb.drop;
    s = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: tempDir(), ...engineDb.env }), createLogger("silent"));
    const tenant = await saveTenant(s.database.db, slug, tenantDocumentSchema.parse(tenantDoc(slug)));
    await upsertStock(s.database.db, tenant.id, stock(vehicle(1, { images: [] }), vehicle(2, { images: [] })));
    deps = {
      db: s.database.db,
      mediaDir: s.env.mediaDir,
      tenant: { id: tenant.id, slug },
      actor: { kind: "staff", id: "staff-1", name: "Olivia Owner <olivia@example.com>" },
      changed: async () => {
        changes++;
        await s.changed({ tenant: slug, kind: "stock" });
      },
    };
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });

  it("stores an uploaded JPEG turned upright, with no EXIF and no GPS, and appends it to the vehicle", async () => {
    const input = await jpegWithExif();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6, exif: expect.any(Buffer) });
    expect(input.includes(Buffer.from("TestCam"))).toBe(true);

    const v = (await findVehicleById(s.database.db, deps.tenant.id, 1)) as Vehicle;
    const result = await uploadVehiclePhotos(deps, v, [file(input, "IMG_0042.JPG")]);
    expect(result).toEqual({ status: 200, notices: [{ tone: "success", title: "1 photo added.", lines: ["IMG_0042.JPG"] }] });
    const [url] = await photosOf(1);
    expect(url).toMatch(new RegExp(`^/media/uploads/${slug}/[0-9a-f]{32}\\.jpg$`));

    const stored = path.join(s.env.mediaDir, url!.slice("/media/".length));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    const bytes = fs.readFileSync(stored);
    for (const text of ["Exif", "TestCam", "Forecourt X1"]) expect(bytes.includes(Buffer.from(text)), text).toBe(false);
    // Turned 90° clockwise: the red left half is now on top, the blue right half at the bottom.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(100, 40)[0]).toBeGreaterThan(180);
    expect(pixel(100, 260)[2]).toBeGreaterThan(150);
    expect(pixel(100, 260)[0]).toBeLessThan(80);

    const audit = await listAudit(s.database.db, deps.tenant.id, { limit: 5, offset: 0 });
    expect(audit.rows[0]).toMatchObject({
      action: "photos.upload",
      subject: "Vehicle 1 · 2022 Toyota HiLux SR5",
      actorName: "Olivia Owner <olivia@example.com>",
      before: { photos: 0 },
      after: { photos: 1, added: [url] },
    });
    expect(changes).toBe(1);
  });

  it("takes PNG and WebP, refuses a text file named .jpg and a file over 20 MB by name, and keeps the good ones in order", async () => {
    expect(MAX_PHOTO_BYTES).toBe(MAX_UPLOAD_BYTES);
    const filesBefore = storedFiles();
    const v = (await findVehicleById(s.database.db, deps.tenant.id, 2)) as Vehicle;
    const result = await uploadVehiclePhotos(deps, v, [
      file(await flat("#00ff00", "png"), "green.png", "image/png"),
      file(Buffer.from("Shopping list: milk, bread. Not a photo at all."), "holiday.jpg"),
      file(new Uint8Array(MAX_PHOTO_BYTES + 1), "huge.jpg"),
      file(await flat("#0000ff", "webp"), "blue.webp", "image/webp"),
    ]);
    expect(result.status).toBe(200);
    expect(result.notices).toEqual([
      { tone: "error", title: "2 files were not added:", lines: ["holiday.jpg: The file is not a JPEG, PNG or WebP image.", "huge.jpg is larger than 20 MB, the most a photo can be."] },
      { tone: "success", title: "2 photos added.", lines: ["green.png", "blue.webp"] },
    ]);
    const urls = await photosOf(2);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/\.png$/);
    expect(urls[1]).toMatch(/\.webp$/);
    // Only the two good files were written.
    expect(storedFiles().filter((f) => !filesBefore.includes(f)).sort()).toEqual(urls.map((u) => path.basename(u)).sort());

    // Nothing but bad files: refused (400), nothing stored, nothing changed.
    const changesBefore = changes;
    const bad = await uploadVehiclePhotos(deps, (await findVehicleById(s.database.db, deps.tenant.id, 2)) as Vehicle, [file(Buffer.from("GIF89a nonsense"), "fake.png", "image/png")]);
    expect(bad).toEqual({ status: 400, notices: [{ tone: "error", title: "No photos were added.", lines: ["fake.png: The file is not a JPEG, PNG or WebP image."] }] });
    expect(await uploadVehiclePhotos(deps, v, [])).toMatchObject({ status: 400, notices: [{ title: "Choose one or more photos to upload." }] });
    expect(await photosOf(2)).toEqual(urls);
    expect(changes).toBe(changesBefore);

    // The same photo again is not added twice.
    const again = await uploadVehiclePhotos(deps, v, [file(await flat("#00ff00", "png"), "green-again.png", "image/png")]);
    expect(again.notices).toEqual([{ tone: "info", title: "Already among this vehicle's photos, so not added again:", lines: ["green-again.png"] }]);
    expect(await photosOf(2)).toEqual(urls);
  });

  it("moves, deletes and puts back photos, refusing a form from a stale page; each change audited", async () => {
    const [green, blue] = await photosOf(2);
    const moved = await changeVehiclePhotos(deps, 2, { intent: "move", index: 1, url: blue!, to: 0 });
    expect(moved).toEqual({ status: 200, notices: [{ tone: "success", title: "This photo is now the main photo." }] });
    expect(await photosOf(2)).toEqual([blue, green]);
    // The same form again (a re-post): blue is no longer at position 2. Neither that nor a move to where the photo
    // already is (Move earlier on the main photo, without JavaScript) writes anything.
    const stamp = async () => ((await findVehicleById(s.database.db, deps.tenant.id, 2)) as Vehicle).updated_at;
    const before = await stamp();
    const auditBefore = (await listAudit(s.database.db, deps.tenant.id, { limit: 1, offset: 0 })).total;
    expect(await changeVehiclePhotos(deps, 2, { intent: "move", index: 1, url: blue!, to: 0 })).toMatchObject({ status: 409 });
    expect(await changeVehiclePhotos(deps, 2, { intent: "move", index: 0, url: blue!, to: 0 })).toEqual({ status: 200, notices: [] });
    expect(await photosOf(2)).toEqual([blue, green]);
    expect(await stamp()).toBe(before);
    expect((await listAudit(s.database.db, deps.tenant.id, { limit: 1, offset: 0 })).total).toBe(auditBefore);

    const deleted = await changeVehiclePhotos(deps, 2, { intent: "delete", index: 0, url: blue! });
    expect(deleted).toMatchObject({ status: 200, notices: [{ title: "Photo 1 deleted. 1 photo left." }], undo: { index: 0, photo: { url: blue } } });
    expect(await photosOf(2)).toEqual([green]);
    // The file stays (it is content-addressed and may be another vehicle's photo too).
    expect(fs.existsSync(path.join(s.env.mediaDir, blue!.slice("/media/".length)))).toBe(true);
    expect(await changeVehiclePhotos(deps, 2, { intent: "restore", index: 0, url: blue! })).toMatchObject({ status: 200, notices: [{ title: "The photo is back." }] });
    expect(await photosOf(2)).toEqual([blue, green]);
    expect(await changeVehiclePhotos(deps, 2, { intent: "restore", index: 0, url: blue! })).toMatchObject({ notices: [{ title: "The photo is already back." }] });
    expect(await changeVehiclePhotos(deps, 999, { intent: "delete", index: 0, url: blue! })).toBeNull();

    const { rows } = await listAudit(s.database.db, deps.tenant.id, { limit: 3, offset: 0 });
    expect(rows.map((r) => r.action)).toEqual(["photos.restore", "photos.delete", "photos.reorder"]);
    expect(rows[2]).toMatchObject({ before: { photo: blue, position: 2 }, after: { photo: blue, position: 1 } });
    expect(rows[1]).toMatchObject({ before: { photo: blue, position: 1, photos: 2 }, after: { photos: 1 } });

    const page = await vehiclePhotosData(s.database.db, deps.tenant.id, 2);
    expect(page?.photos.map((p) => p.url)).toEqual([blue, green]);
    expect(page?.photos[0]?.src).toBe(`/img${blue}?w=320&h=213`);
    expect(page?.vehicle).toMatchObject({ id: 2, title: "2022 Toyota HiLux SR5", publicPath: expect.stringMatching(/^\/cars\//) });
  });

  it("refuses uploads past 200 photos before storing them", async () => {
    const full = Array.from({ length: MAX_PHOTOS }, (_, i) => ({ url: `/media/demo/p${i}.webp` }));
    await upsertStock(s.database.db, deps.tenant.id, stock(vehicle(3, { images: full })));
    const filesBefore = storedFiles();
    const v = (await findVehicleById(s.database.db, deps.tenant.id, 3)) as Vehicle;
    const result = await uploadVehiclePhotos(deps, v, [file(await flat("#123456", "png"), "one-more.png", "image/png")]);
    expect(result).toEqual({ status: 400, notices: [{ tone: "error", title: "No photos were added.", lines: [`one-more.png: this vehicle already has ${MAX_PHOTOS} photos, the most it can hold.`] }] });
    expect(storedFiles()).toEqual(filesBefore);
  });
}

describe("console photos on PGlite", () => suite("pglite"));
describe("console photos on PostgreSQL", () => suite("postgres"));
