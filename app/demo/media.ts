/**
 * Demo media naming. The stock generator decides image URLs; the renderer derives the files to
 * draw from those URLs. Images are shared per artwork body (body type and size class, ADR 041)
 * × paint × view (and per interior trim), so the whole demo needs under a thousand files rather
 * than one set per vehicle.
 *
 * URL path `/media/X` maps to the file `${mediaDir}/X`.
 */
import { BODY_FAMILIES, EXTERIOR_VIEWS, INTERIOR_VIEWS, type BodyFamily, type ExteriorView, type InteriorKind, type InteriorView } from "./artwork/kinds.ts";
import { PAINTS, TRIMS, type PaintKey, type TrimKey } from "./catalog.ts";

export const MEDIA_URL_PREFIX = "/media/";
export const NOT_FOUND_IMAGE_URL = "/media/not-found.webp";
export const SPIN_FRAMES = 36;

/** Family × paint combinations that have a 36-frame spin (spins are the costliest media). */
export const SPIN_COMBOS: readonly (readonly [BodyFamily, PaintKey])[] = [
  ["suv", "glacier-white"],
  ["suv", "graphite"],
  ["ute", "glacier-white"],
  ["ute", "graphite"],
  ["sedan", "pearl-white"],
  ["hatch", "red"],
];

export function hasSpin(family: BodyFamily, paint: PaintKey): boolean {
  return SPIN_COMBOS.some(([f, p]) => f === family && p === paint);
}

export function exteriorImageUrl(family: BodyFamily, paint: PaintKey, view: ExteriorView): string {
  return `/media/demo/${family}-${paint}-${view}.webp`;
}

export function interiorImageUrl(kind: InteriorKind, trim: TrimKey, view: InteriorView): string {
  return `/media/demo/interior/${kind}-${trim}-${view}.webp`;
}

export function spinFrameUrl(family: BodyFamily, paint: PaintKey, frame: number): string {
  return `/media/demo/spin/${family}-${paint}-${String(frame).padStart(2, "0")}.webp`;
}

export type MediaNeed =
  | { kind: "exterior"; file: string; family: BodyFamily; paint: PaintKey; colourHex: string; view: ExteriorView }
  | { kind: "interior"; file: string; interior: InteriorKind; trim: TrimKey; trimHex: string; view: InteriorView }
  | { kind: "spin"; file: string; family: BodyFamily; paint: PaintKey; colourHex: string; frame: number; frames: number }
  | { kind: "notFound"; file: string };

const alt = (xs: readonly string[]): string => xs.map((x) => x.replace(/[-]/g, "\\-")).join("|");
const FAMILY = alt(BODY_FAMILIES);
const PAINT = alt(Object.keys(PAINTS));
const TRIM = alt(Object.keys(TRIMS));
const EXTERIOR_RE = new RegExp(`^/media/demo/(${FAMILY})-(${PAINT})-(${alt(EXTERIOR_VIEWS)})\\.webp$`);
const INTERIOR_RE = new RegExp(`^/media/demo/interior/(car|motorcycle|caravan)-(${TRIM})-(${alt(INTERIOR_VIEWS)})\\.webp$`);
const SPIN_RE = new RegExp(`^/media/demo/spin/(${FAMILY})-(${PAINT})-(\\d{2})\\.webp$`);

/** The media file a demo URL needs, or null for URLs that are not demo media. */
export function mediaNeedForUrl(url: string): MediaNeed | null {
  const file = url.startsWith(MEDIA_URL_PREFIX) ? url.slice(MEDIA_URL_PREFIX.length) : null;
  if (!file) return null;
  if (url === NOT_FOUND_IMAGE_URL) return { kind: "notFound", file };
  let m = EXTERIOR_RE.exec(url);
  if (m) {
    const paint = m[2] as PaintKey;
    return { kind: "exterior", file, family: m[1] as BodyFamily, paint, colourHex: PAINTS[paint], view: m[3] as ExteriorView };
  }
  m = INTERIOR_RE.exec(url);
  if (m) {
    const trim = m[2] as TrimKey;
    return { kind: "interior", file, interior: m[1] as InteriorKind, trim, trimHex: TRIMS[trim], view: m[3] as InteriorView };
  }
  m = SPIN_RE.exec(url);
  if (m) {
    const paint = m[2] as PaintKey;
    return { kind: "spin", file, family: m[1] as BodyFamily, paint, colourHex: PAINTS[paint], frame: Number(m[3]), frames: SPIN_FRAMES };
  }
  return null;
}

/** Every media file the given vehicles reference (deduplicated, sorted), plus the not-found image. */
export function mediaNeedsFor(vehicles: readonly { images?: readonly { url: string }[]; spin_images?: readonly string[] }[]): MediaNeed[] {
  const urls = new Set<string>([NOT_FOUND_IMAGE_URL]);
  for (const v of vehicles) {
    for (const img of v.images ?? []) urls.add(img.url);
    for (const url of v.spin_images ?? []) urls.add(url);
  }
  const needs: MediaNeed[] = [];
  for (const url of [...urls].sort()) {
    const need = mediaNeedForUrl(url);
    if (need) needs.push(need);
  }
  return needs;
}
