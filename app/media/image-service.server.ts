import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageRequest } from "./image-url.ts";

export type ImageResult = { body: Buffer; contentType: string; found: boolean };

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg" } as const;

/** Resolves a /media/... URL path to a file inside mediaDir, refusing anything that escapes it. */
export function mediaFile(mediaDir: string, urlPath: string): string | null {
  if (!urlPath.startsWith("/media/")) return null;
  const decoded = decodeURIComponent(urlPath.slice("/media/".length));
  const file = path.resolve(mediaDir, decoded);
  return file.startsWith(path.resolve(mediaDir) + path.sep) ? file : null;
}

/**
 * Transforms images with sharp and caches each result on disk, keyed by source, its mtime and
 * the request. A missing source yields the platform's not-found image at the same size.
 */
export class ImageService {
  private mediaDir: string;
  private cacheDir: string;
  private inFlight = new Map<string, Promise<ImageResult>>();

  constructor(mediaDir: string, cacheDir: string) {
    this.mediaDir = mediaDir;
    this.cacheDir = path.join(cacheDir, "img");
  }

  async get(urlPath: string, req: ImageRequest): Promise<ImageResult> {
    const file = mediaFile(this.mediaDir, urlPath);
    const stat = file ? await fs.stat(file).catch(() => null) : null;
    const found = !!stat?.isFile();
    const source = found ? file! : path.join(this.mediaDir, "not-found.webp");
    const key = crypto
      .createHash("sha1")
      .update(JSON.stringify([source, found ? stat!.mtimeMs : 0, req]))
      .digest("hex");
    const existing = this.inFlight.get(key);
    if (existing) return existing;
    const work = this.produce(source, key, req, found).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async produce(source: string, key: string, req: ImageRequest, found: boolean): Promise<ImageResult> {
    const contentType = CONTENT_TYPES[req.format];
    const cached = path.join(this.cacheDir, key.slice(0, 2), `${key}.${req.format}`);
    const hit = await fs.readFile(cached).catch(() => null);
    if (hit) return { body: hit, contentType, found };
    const input = await fs.readFile(source).catch(() => null);
    let pipeline = input
      ? sharp(input).resize({ width: req.width, height: req.height, fit: "cover", withoutEnlargement: false })
      : sharp({ create: { width: req.width, height: req.height ?? Math.round((req.width * 2) / 3), channels: 3, background: "#e5e7eb" } });
    pipeline =
      req.format === "avif"
        ? pipeline.avif({ quality: req.quality, effort: 2 })
        : req.format === "jpeg"
          ? pipeline.jpeg({ quality: req.quality, mozjpeg: true })
          : pipeline.webp({ quality: req.quality });
    const body = await pipeline.toBuffer();
    await fs.mkdir(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, cached);
    return { body, contentType, found };
  }
}
