import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, storeUploadedImage } from "./image-upload.server.ts";

let mediaDir: string;
beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), "upload-"));
});
afterAll(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
});

/** A 60×40 JPEG that says, in EXIF, it was taken rotated 90° and where (GPS). */
async function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: "#c0392b" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "27/1 28/1 0/1" } })
    .toBuffer();
}

describe("storeUploadedImage", () => {
  it("stores a JPEG upright, without EXIF or GPS, under its content hash", async () => {
    const input = await photoWithExif();
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(input.includes(Buffer.from("TestCam"))).toBe(true);
    const stored = await storeUploadedImage(mediaDir, "bayside-ford", input);
    expect(stored).toMatchObject({ ok: true, width: 40, height: 60 });
    if (!stored.ok) return;
    expect(stored.url).toMatch(/^\/media\/uploads\/bayside-ford\/[0-9a-f]{32}\.jpg$/);
    const file = path.join(mediaDir, stored.url.slice("/media/".length));
    const meta = await sharp(file).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await fs.readFile(file)).includes(Buffer.from("TestCam"))).toBe(false);
    // The same photo again is the same file.
    expect(await storeUploadedImage(mediaDir, "bayside-ford", input)).toEqual(stored);
  });

  it("takes PNG and WebP by their content", async () => {
    const base = sharp({ create: { width: 10, height: 10, channels: 4, background: "#00000080" } });
    expect(await storeUploadedImage(mediaDir, "t", await base.clone().png().toBuffer())).toMatchObject({ ok: true, url: expect.stringMatching(/\.png$/) });
    expect(await storeUploadedImage(mediaDir, "t", await base.clone().webp().toBuffer())).toMatchObject({ ok: true, url: expect.stringMatching(/\.webp$/) });
  });

  it("refuses what is not a JPEG, PNG or WebP, what is empty and what is over 20 MB, storing nothing", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).gif().toBuffer();
    expect(await storeUploadedImage(mediaDir, "refused", Buffer.from("not an image at all, whatever the name says"))).toEqual({ ok: false, error: "The file is not a JPEG, PNG or WebP image." });
    expect(await storeUploadedImage(mediaDir, "refused", gif)).toEqual({ ok: false, error: "The file is not a JPEG, PNG or WebP image." });
    expect(await storeUploadedImage(mediaDir, "refused", new Uint8Array(0))).toEqual({ ok: false, error: "The file is empty." });
    expect(await storeUploadedImage(mediaDir, "refused", new Uint8Array(MAX_UPLOAD_BYTES + 1))).toEqual({ ok: false, error: "The file is larger than 20 MB." });
    const truncated = (await photoWithExif()).subarray(0, 200);
    expect((await storeUploadedImage(mediaDir, "refused", truncated)).ok).toBe(false);
    await expect(fs.readdir(path.join(mediaDir, "uploads", "refused"))).rejects.toThrow();
  });
});
