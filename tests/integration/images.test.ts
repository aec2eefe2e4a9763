import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "../../server/http.ts";
import { createServices, type Services } from "../../app/platform/services.server.ts";
import { parseEnv } from "../../app/platform/env.server.ts";
import { createLogger } from "../../app/platform/logger.server.ts";
import { tempDir } from "../support/engines.ts";

let services: Services;
let server: http.Server;
let base: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = tempDir();
  fs.mkdirSync(path.join(dataDir, "media/cars"), { recursive: true });
  // A real 1200x800 source picture: left half red, right half blue.
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2040c0" } })
    .composite([{ input: { create: { width: 600, height: 800, channels: 3, background: "#d02020" } }, left: 0, top: 0 }])
    .png()
    .toFile(path.join(dataDir, "media/cars/source.png"));
  services = await createServices(parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: dataDir }), createLogger("silent"));
  server = http.createServer(createHttpApp(services));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await services.close();
});

async function fetchImage(url: string) {
  const res = await fetch(base + url);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, meta: res.ok ? await sharp(body).metadata() : null };
}

describe("image endpoint", () => {
  it("serves a card-sized WebP with long-lived immutable caching, and caches the file on disk", async () => {
    const { res, meta } = await fetchImage("/img/media/cars/source.png?w=600&h=400");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(meta).toMatchObject({ format: "webp", width: 600, height: 400 });
    const cached = fs.readdirSync(path.join(dataDir, "cache/img"), { recursive: true }).filter((f) => String(f).endsWith(".webp"));
    expect(cached).toHaveLength(1);
    await fetchImage("/img/media/cars/source.png?w=600&h=400");
    expect(fs.readdirSync(path.join(dataDir, "cache/img"), { recursive: true }).filter((f) => String(f).endsWith(".webp"))).toHaveLength(1);
  });

  it("keeps the picture's content when resizing (red stays left, blue right)", async () => {
    const { body } = await fetchImage("/img/media/cars/source.png?w=320&f=jpeg");
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number) => data[(Math.floor(info.height / 2) * info.width + x) * info.channels];
    expect(info.width).toBe(320);
    expect(at(10)).toBeGreaterThan(150); // red channel high on the left
    expect(at(310)).toBeLessThan(80); // and low on the right
  });

  it("serves AVIF and JPEG on request", async () => {
    expect((await fetchImage("/img/media/cars/source.png?w=375&h=250&f=avif")).meta).toMatchObject({ format: "heif", width: 375, height: 250 });
    expect((await fetchImage("/img/media/cars/source.png?w=534&h=356&f=jpeg&q=60")).meta).toMatchObject({ format: "jpeg", width: 534, height: 356 });
  });

  it("answers a missing source with the not-found image at the same size, not cached for long", async () => {
    const { res, meta } = await fetchImage("/img/media/cars/missing.png?w=600&h=400");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(meta).toMatchObject({ width: 600, height: 400 });
  });

  it("rejects bad parameters and paths that escape the media folder", async () => {
    const bad = await fetch(`${base}/img/media/cars/source.png?w=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("w must be one of 160, 320, 375, 480, 534, 600, 750, 960, 1200, 1600, 1920");
    const escape = await fetch(`${base}/img/media/..%2f..%2fetc%2fpasswd?w=600`);
    expect(escape.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("image endpoint bounds", () => {
  it("answers a width outside the fixed set with a 400, and a huge height with a 400, not a 500", async () => {
    for (const w of ["1", "590", "601", "4000"]) {
      const res = await fetch(`${base}/img/media/cars/source.png?w=${w}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/^w must be one of 160, 320/);
    }
    const tall = await fetch(`${base}/img/media/cars/source.png?w=1&h=4000`);
    expect(tall.status).toBe(400);
    const tallAllowedWidth = await fetch(`${base}/img/media/cars/source.png?w=160&h=4000`);
    expect(tallAllowedWidth.status).toBe(400);
    expect(await tallAllowedWidth.text()).toBe("h must be left out or, for w=160, one of 107, 90, 77 (aspect ratios 3:2, 16:9, 25:12)");
  });

  it("makes at most a handful of variants of one picture, whatever heights are asked for", async () => {
    const statuses = new Set<number>();
    for (let h = 100; h < 400; h += 1) statuses.add((await fetch(`${base}/img/media/cars/source.png?w=600&h=${h}`)).status);
    expect([...statuses].sort()).toEqual([200, 400]);
    const variants = fs.readdirSync(path.join(dataDir, "cache/img"), { recursive: true }).filter((f) => /\.(webp|avif|jpeg)$/.test(String(f)));
    // Heights 288, 338 and 400 (25:12, 16:9, 3:2) at w=600, plus what the tests above made.
    expect(variants.length).toBeLessThan(15);
  });
});

/** A 1200x800 picture of coloured noise: it compresses badly, so each variant is big. */
async function noisySource(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } } })
    .png()
    .toFile(file);
}

function dirBytes(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((n, e) => n + fs.statSync(path.join(e.parentPath, e.name)).size, 0);
}

describe("image cache and transform bounds (IMAGE_CACHE_MB=1, IMAGE_TRANSFORMS=2, IMAGE_QUEUE=4)", () => {
  let bounded: Services;
  let boundedServer: http.Server;
  let url: string;
  let dir: string;

  beforeAll(async () => {
    dir = tempDir();
    await noisySource(path.join(dir, "media/cars/noise.png"));
    await noisySource(path.join(dir, "media/cars/noise-2.png"));
    bounded = await createServices(
      parseEnv({ SEED_DEMO: "0", LOG_LEVEL: "silent", DATA_DIR: dir, IMAGE_CACHE_MB: "1", IMAGE_TRANSFORMS: "2", IMAGE_QUEUE: "4" }),
      createLogger("silent"),
    );
    boundedServer = http.createServer(createHttpApp(bounded));
    await new Promise<void>((r) => boundedServer.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(boundedServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => boundedServer.close(r));
    await bounded.close();
  });

  it("keeps the cache directory under its cap, evicting the least recently used files", async () => {
    const cap = 1024 * 1024;
    const variants = [480, 600, 750, 960, 1200].flatMap((w) => [`w=${w}`, `w=${w}&h=${Math.round((w * 2) / 3)}`, `w=${w}&f=jpeg`]);
    let made = 0;
    for (const v of variants) {
      const res = await fetch(`${url}/img/media/cars/noise.png?${v}`);
      expect(res.status).toBe(200);
      made += (await res.arrayBuffer()).byteLength;
      expect(dirBytes(path.join(dir, "cache/img"))).toBeLessThanOrEqual(cap);
      // The first variant is used again and again: it is never the least recently used.
      await fetch(`${url}/img/media/cars/noise.png?${variants[0]}`);
    }
    expect(made).toBeGreaterThan(2 * cap);
    const stats = bounded.images.stats();
    expect(stats.evictions).toBeGreaterThan(0);
    expect(stats.cacheBytes).toBe(dirBytes(path.join(dir, "cache/img")));

    // The most used variant is still cached (no new transform); the second, untouched since, was evicted.
    const before = bounded.images.stats().transforms;
    await fetch(`${url}/img/media/cars/noise.png?${variants[0]}`);
    expect(bounded.images.stats().transforms).toBe(before);
    await fetch(`${url}/img/media/cars/noise.png?${variants[1]}`);
    expect(bounded.images.stats().transforms).toBe(before + 1);
  });

  it("runs at most two transforms at once and answers 503 with Retry-After past a queue of four", async () => {
    const requests = [160, 320, 375, 480, 534, 600, 750, 960, 1200, 1600, 1920].flatMap((w) => ["webp", "jpeg"].map((f) => `${url}/img/media/cars/noise-2.png?w=${w}&f=${f}`));
    const busyBefore = bounded.images.stats().busy;
    const responses = await Promise.all(requests.map((r) => fetch(r)));
    const statuses = responses.map((r) => r.status);
    const refused = responses.filter((r) => r.status === 503);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(6);
    for (const r of refused) expect(r.headers.get("retry-after")).toBe("2");
    const stats = bounded.images.stats();
    expect(stats.peakActive).toBe(2);
    expect(stats.busy - busyBefore).toBe(refused.length);
    expect(stats.active).toBe(0);
    expect(stats.queued).toBe(0);

    // Once the queue has drained, the refused ones are served.
    for (const [i, r] of responses.entries()) if (r.status === 503) expect((await fetch(requests[i])).status).toBe(200);
  });
});
