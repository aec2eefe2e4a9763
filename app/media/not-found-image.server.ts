import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { NOT_FOUND_SVG } from "./not-found-svg.ts";

/** The default not-found image (spec 000 §8) must exist whatever the data: written at start-up when missing. */
export async function ensureNotFoundImage(mediaDir: string): Promise<void> {
  const file = path.join(mediaDir, "not-found.webp");
  if (await fs.stat(file).catch(() => null)) return;
  await fs.mkdir(mediaDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await sharp(Buffer.from(NOT_FOUND_SVG)).webp({ quality: 80 }).toFile(tmp);
  await fs.rename(tmp, file);
}
