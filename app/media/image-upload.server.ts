import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type OutputInfo } from "sharp";

/**
 * Photos, offer images and logos uploaded in the dealer console (issue 11). The type is read from the content (sharp
 * decodes the header), never from the file's name or the browser's claim; JPEG, PNG and WebP are taken, up to 20 MB.
 * The image is turned upright by its EXIF orientation and written again without any metadata (EXIF, GPS, XMP, IPTC),
 * once, under its content hash: the same photo uploaded twice is one file. The public pages show it through the image
 * service (/img/media/...), which makes every size from this one full-size file.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/** Larger than any camera's photo; past it a small file could still decode to gigabytes (a decompression bomb). */
const MAX_PIXELS = 100_000_000;
const FORMATS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
type Format = keyof typeof FORMATS;

export type StoredUpload = { ok: true; url: string; width: number; height: number; bytes: number };
export type RefusedUpload = { ok: false; error: string };

const tenantDir = (slug: string) => {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug)) throw new Error("bad tenant slug for an upload");
  return slug;
};

export async function storeUploadedImage(mediaDir: string, tenantSlug: string, bytes: Uint8Array): Promise<StoredUpload | RefusedUpload> {
  if (bytes.byteLength === 0) return { ok: false, error: "The file is empty." };
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, error: "The file is larger than 20 MB." };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    return { ok: false, error: "The file is not a JPEG, PNG or WebP image." };
  }
  if (!format || !(format in FORMATS)) return { ok: false, error: "The file is not a JPEG, PNG or WebP image." };
  let output: { data: Buffer; info: OutputInfo };
  try {
    // rotate() with no angle applies the EXIF orientation; sharp writes no metadata unless asked to.
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate();
    const encoded =
      format === "jpeg" ? image.jpeg({ quality: 90, mozjpeg: true }) : format === "png" ? image.png({ compressionLevel: 9 }) : image.webp({ quality: 90 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, error: "The image could not be read: the file may be damaged." };
  }
  const ext = FORMATS[format as Format];
  const hash = crypto.createHash("sha256").update(output.data).digest("hex").slice(0, 32);
  const dir = path.join(mediaDir, "uploads", tenantDir(tenantSlug));
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${hash}.${ext}`);
  try {
    await fs.writeFile(file, output.data, { flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return { ok: true, url: `/media/uploads/${tenantSlug}/${hash}.${ext}`, width: output.info.width, height: output.info.height, bytes: output.data.byteLength };
}
