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
    expect(await bad.text()).toBe("w must be a width from 1 to 4000");
    const escape = await fetch(`${base}/img/media/..%2f..%2fetc%2fpasswd?w=600`);
    expect(escape.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
