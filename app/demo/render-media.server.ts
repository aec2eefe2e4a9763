/**
 * Renders the demo media (vehicle artwork, spin frames, the not-found image) to WebP files with
 * sharp. Idempotent: files that already exist are skipped, so restarts are fast.
 */
import { createHash } from "node:crypto";
import { access, copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { exteriorSvg, spinFrameSvg } from "./artwork/exterior.ts";
import { interiorSvg } from "./artwork/interiors.ts";
import { notFoundSvg } from "./artwork/not-found.ts";
import { NOT_FOUND_IMAGE_URL, mediaNeedForUrl, type MediaNeed } from "./media.ts";

export { mediaNeedsFor, type MediaNeed } from "./media.ts";

const CONCURRENCY = 2;

export function svgForNeed(need: MediaNeed): string {
  switch (need.kind) {
    case "exterior":
      return exteriorSvg(need.family, need.colourHex, need.view);
    case "interior":
      return interiorSvg(need.interior, need.trimHex, need.view);
    case "spin":
      return spinFrameSvg(need.family, need.colourHex, need.frame, need.frames);
    case "notFound":
      return notFoundSvg();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export interface RenderReport {
  rendered: number;
  skipped: number;
  ms: number;
}

const WEBP = { quality: 80, effort: 2 } as const;

/**
 * Writes every needed file under `mediaDir` (URL path `/media/X` is the file `${mediaDir}/X`),
 * always including `${mediaDir}/not-found.webp`. Two files render at a time. With `cacheDir` (DEMO_MEDIA_CACHE: test
 * runs and demos that start from a fresh DATA_DIR again and again), a file whose SVG was rendered before is copied from
 * there instead: the cache is keyed by a hash of the SVG and the encoder settings, so changed artwork renders anew.
 */
export async function renderDemoMedia(mediaDir: string, needs: MediaNeed[], cacheDir?: string): Promise<RenderReport> {
  const started = Date.now();
  const notFound = mediaNeedForUrl(NOT_FOUND_IMAGE_URL)!;
  const all = new Map<string, MediaNeed>([[notFound.file, notFound]]);
  for (const need of needs) all.set(need.file, need);
  const queue = [...all.values()];
  let rendered = 0;
  let skipped = 0;
  const madeDirs = new Set<string>();
  const worker = async (): Promise<void> => {
    for (let need = queue.shift(); need; need = queue.shift()) {
      const path = join(mediaDir, need.file);
      if (await exists(path)) {
        skipped++;
        continue;
      }
      const dir = dirname(path);
      if (!madeDirs.has(dir)) {
        await mkdir(dir, { recursive: true });
        madeDirs.add(dir);
      }
      const svg = svgForNeed(need);
      // Write then rename so a crash never leaves a half-written file that later runs would skip.
      const tmp = `${path}.${process.pid}.tmp`;
      const cached = cacheDir ? join(cacheDir, `${createHash("sha256").update(`${JSON.stringify(WEBP)}\n${svg}`).digest("hex").slice(0, 40)}.webp`) : null;
      if (cached && (await exists(cached))) {
        await copyFile(cached, tmp);
        await rename(tmp, path);
        skipped++;
        continue;
      }
      const webp = await sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
      await writeFile(tmp, webp);
      await rename(tmp, path);
      if (cached) {
        await mkdir(cacheDir!, { recursive: true });
        const cacheTmp = `${cached}.${process.pid}.tmp`;
        await writeFile(cacheTmp, webp);
        await rename(cacheTmp, cached);
      }
      rendered++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { rendered, skipped, ms: Date.now() - started };
}
