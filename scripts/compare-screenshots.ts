import { readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

/**
 * Compares two folders of screenshots (scripts/screenshots.ts) file by file and prints, per page, how many pixels
 * differ: for checking that a refactor changed nothing a shopper sees. Pages whose height changed are listed first.
 * Usage: node scripts/compare-screenshots.ts BEFORE_DIR AFTER_DIR [--diff OUT_DIR]
 * With --diff, writes an image per changed page with the differing pixels in red over a faded copy of the page.
 */
const [before, after, flag, diffDir] = process.argv.slice(2);
if (!before || !after) throw new Error("usage: compare-screenshots BEFORE_DIR AFTER_DIR [--diff OUT_DIR]");

const THRESHOLD = 40; // per-channel difference below which anti-aliasing noise is ignored
const rows: { file: string; note: string; share: number }[] = [];
for (const file of readdirSync(before).filter((f) => f.endsWith(".png")).sort()) {
  const a = await sharp(join(before, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let b;
  try {
    b = await sharp(join(after, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    rows.push({ file, note: "missing after", share: 1 });
    continue;
  }
  const width = Math.min(a.info.width, b.info.width);
  const height = Math.min(a.info.height, b.info.height);
  let differing = 0;
  const mask = diffDir ? Buffer.alloc(width * height * 4) : null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * a.info.width + x) * 4;
      const j = (y * b.info.width + x) * 4;
      const d = Math.max(Math.abs(a.data[i]! - b.data[j]!), Math.abs(a.data[i + 1]! - b.data[j + 1]!), Math.abs(a.data[i + 2]! - b.data[j + 2]!));
      const k = (y * width + x) * 4;
      if (d > THRESHOLD) {
        differing++;
        if (mask) mask.set([255, 0, 0, 255], k);
      } else if (mask) {
        const grey = Math.round(200 + (b.data[j]! + b.data[j + 1]! + b.data[j + 2]!) / 3 / 255 * 55);
        mask.set([grey, grey, grey, 255], k);
      }
    }
  }
  const share = differing / (width * height);
  const sized = a.info.height !== b.info.height || a.info.width !== b.info.width ? `height ${a.info.height} → ${b.info.height}` : "";
  rows.push({ file, note: sized, share });
  if (mask && (share > 0 || sized)) {
    await sharp(mask, { raw: { width, height, channels: 4 } }).png().toFile(join(diffDir!, file));
  }
}
if (flag && flag !== "--diff") throw new Error(`unknown option ${flag}`);
rows.sort((x, y) => Number(Boolean(y.note)) - Number(Boolean(x.note)) || y.share - x.share);
for (const r of rows) console.log(`${(r.share * 100).toFixed(2).padStart(6)}%  ${r.note.padEnd(22)} ${r.file}`);
const same = rows.filter((r) => r.share === 0 && !r.note).length;
console.log(`${rows.length} pages compared: ${same} identical, ${rows.length - same} differ`);
