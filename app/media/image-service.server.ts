import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageRequest } from "./image-url.ts";

/** A transformed image, or `busy` when too many transforms are already waiting (answer 503 with Retry-After). */
export type ImageResult = { status: "ok"; body: Buffer; contentType: string; found: boolean } | { status: "busy"; retryAfterSeconds: number };

const CONTENT_TYPES = { webp: "image/webp", avif: "image/avif", jpeg: "image/jpeg" } as const;

/**
 * AVIF effort (0–9). Measured on this machine for a 1920×1280 picture: effort 2 took 2.5× the CPU
 * of WebP (0.6 s against 0.25 s), effort 4 (sharp's default) 8 s; effort 0 costs about what WebP
 * does, for files some 15% larger than effort 2.
 */
export const AVIF_EFFORT = 0;

export interface ImageServiceOptions {
  /** Bytes the disk cache may hold; the least recently used files go first past it. */
  cacheBytes: number;
  /** Transforms running at once. */
  concurrency: number;
  /** Transforms waiting for a turn; past it a request is answered `busy`. */
  queueLength: number;
}

export interface ImageStats {
  /** Transforms running now, and the most that ever ran at once. */
  active: number;
  peakActive: number;
  queued: number;
  /** Transforms done, requests answered busy, files evicted from the cache. */
  transforms: number;
  busy: number;
  evictions: number;
  cacheBytes: number;
  cacheFiles: number;
}

/** Resolves a /media/... URL path to a file inside mediaDir, refusing anything that escapes it. */
export function mediaFile(mediaDir: string, urlPath: string): string | null {
  if (!urlPath.startsWith("/media/")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.slice("/media/".length));
  } catch {
    return null;
  }
  const file = path.resolve(mediaDir, decoded);
  return file.startsWith(path.resolve(mediaDir) + path.sep) ? file : null;
}

/**
 * Transforms images with sharp and caches each result on disk, keyed by source, its mtime and
 * the request. A missing source yields the platform's not-found image at the same size.
 * Bounded three ways: the disk cache by total size (least recently used evicted), the transforms
 * running at once, and the transforms waiting (past that, `busy`). Cache hits never wait.
 */
export class ImageService {
  private mediaDir: string;
  private cacheDir: string;
  private options: ImageServiceOptions;
  private inFlight = new Map<string, Promise<ImageResult>>();
  /** Cached files (path → size), least recently used first. */
  private files = new Map<string, number>();
  private cacheBytes = 0;
  private indexed: Promise<void>;
  private active = 0;
  private waiting: (() => void)[] = [];
  private counters = { peakActive: 0, transforms: 0, busy: 0, evictions: 0 };

  constructor(mediaDir: string, cacheDir: string, options: Partial<ImageServiceOptions> = {}) {
    this.mediaDir = mediaDir;
    this.cacheDir = path.join(cacheDir, "img");
    this.options = { cacheBytes: 512 * 1024 * 1024, concurrency: 2, queueLength: 32, ...options };
    this.indexed = this.indexCache();
  }

  stats(): ImageStats {
    return { active: this.active, queued: this.waiting.length, ...this.counters, cacheBytes: this.cacheBytes, cacheFiles: this.files.size };
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
    await this.indexed;
    const hit = await fs.readFile(cached).catch(() => null);
    if (hit) {
      this.touch(cached, hit.length);
      // The modification time orders the cache when the next process starts.
      const now = new Date();
      fs.utimes(cached, now, now).catch(() => {});
      return { status: "ok", body: hit, contentType, found };
    }
    if (!(await this.acquire())) return { status: "busy", retryAfterSeconds: 2 };
    let body: Buffer;
    try {
      body = await this.transform(source, req);
      this.counters.transforms++;
    } finally {
      this.release();
    }
    await fs.mkdir(path.dirname(cached), { recursive: true });
    const tmp = `${cached}.${process.pid}.tmp`;
    await fs.writeFile(tmp, body);
    await fs.rename(tmp, cached);
    this.touch(cached, body.length);
    await this.evict();
    return { status: "ok", body, contentType, found };
  }

  private async transform(source: string, req: ImageRequest): Promise<Buffer> {
    const input = await fs.readFile(source).catch(() => null);
    // Without a height the picture keeps its shape, but never more than twice as tall as wide.
    let pipeline = input
      ? sharp(input).resize(req.height ? { width: req.width, height: req.height, fit: "cover" } : { width: req.width, height: req.width * 2, fit: "inside" })
      : sharp({ create: { width: req.width, height: req.height ?? Math.round((req.width * 2) / 3), channels: 3, background: "#e5e7eb" } });
    pipeline =
      req.format === "avif"
        ? pipeline.avif({ quality: req.quality, effort: AVIF_EFFORT })
        : req.format === "jpeg"
          ? pipeline.jpeg({ quality: req.quality, mozjpeg: true })
          : pipeline.webp({ quality: req.quality });
    return pipeline.toBuffer();
  }

  /** A turn to transform: at once, after those waiting, or false when the queue is full. */
  private acquire(): Promise<boolean> {
    if (this.active < this.options.concurrency) {
      this.started();
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.options.queueLength) {
      this.counters.busy++;
      return Promise.resolve(false);
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(true)));
  }

  private started(): void {
    this.active++;
    this.counters.peakActive = Math.max(this.counters.peakActive, this.active);
  }

  private release(): void {
    this.active--;
    const next = this.waiting.shift();
    if (next) {
      this.started();
      next();
    }
  }

  /** Marks a cached file as just used (most recent last). */
  private touch(file: string, size: number): void {
    const before = this.files.get(file);
    if (before !== undefined) {
      this.files.delete(file);
      this.cacheBytes -= before;
    }
    this.files.set(file, size);
    this.cacheBytes += size;
  }

  private async evict(): Promise<void> {
    for (const [file, size] of this.files) {
      if (this.cacheBytes <= this.options.cacheBytes) break;
      this.files.delete(file);
      this.cacheBytes -= size;
      this.counters.evictions++;
      await fs.rm(file, { force: true });
    }
  }

  /** Reads what an earlier run left in the cache, oldest first by modification time, and trims it to the cap. */
  private async indexCache(): Promise<void> {
    const found: { file: string; size: number; mtimeMs: number }[] = [];
    const dirs = await fs.readdir(this.cacheDir).catch(() => [] as string[]);
    for (const dir of dirs) {
      const names = await fs.readdir(path.join(this.cacheDir, dir)).catch(() => [] as string[]);
      for (const name of names) {
        const file = path.join(this.cacheDir, dir, name);
        if (name.endsWith(".tmp")) {
          await fs.rm(file, { force: true });
          continue;
        }
        const stat = await fs.stat(file).catch(() => null);
        if (stat?.isFile()) found.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const f of found) this.touch(f.file, f.size);
    await this.evict();
  }
}
