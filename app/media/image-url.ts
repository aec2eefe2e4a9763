/**
 * URLs for transformed images. Sources are URL paths under /media (files in DATA_DIR/media);
 * /img/{source}?w=&h=&f=&q= serves them resized. The sizes are a fixed set that the pages and the
 * server share: `imageUrl` and `imageSrcSet` only ever write members of it, and the server
 * transforms to nothing else (any other width, height or quality is a 400), so the number of
 * variants of one picture is bounded.
 */
export const IMAGE_WIDTHS = [160, 320, 375, 480, 534, 600, 750, 960, 1200, 1600, 1920] as const;
/** Crops pages ask for, width:height: cards, galleries and heroes 3:2, video posters 16:9, model banners 25:12. */
export const IMAGE_ASPECTS = [
  [3, 2],
  [16, 9],
  [25, 12],
] as const;
export const IMAGE_FORMATS = ["webp", "avif", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const IMAGE_QUALITIES = [60, 75, 90] as const;
export const DEFAULT_QUALITY = 75;
/** Width of /img/... without `w` (a tenant document may name a transform without parameters). */
export const DEFAULT_WIDTH = 750;

/** Standard sizes from spec 000 §9. */
export const IMAGE_SIZES = {
  card: { width: 600, height: 400 },
  locationCard: { width: 534, height: 356 },
  offer: { width: 375, height: 250 },
} as const;

export type ImageRequest = { width: number; height?: number; format: ImageFormat; quality: number };

/** The height of an allowed width in an aspect, e.g. 160 at 3:2 → 107. */
export function aspectHeight(width: number, aspect: readonly [number, number]): number {
  return Math.round((width * aspect[1]) / aspect[0]);
}

/** The smallest allowed width at least `width` (the largest for anything wider). */
export function snapWidth(width: number): number {
  return IMAGE_WIDTHS.find((w) => w >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/** The allowed aspect nearest to width:height. */
function nearestAspect(width: number, height: number): readonly [number, number] {
  const r = height / width;
  let best: readonly [number, number] = IMAGE_ASPECTS[0];
  for (const a of IMAGE_ASPECTS) if (Math.abs(a[1] / a[0] - r) < Math.abs(best[1] / best[0] - r)) best = a;
  return best;
}

function nearestQuality(q: number): number {
  let best: number = DEFAULT_QUALITY;
  for (const x of IMAGE_QUALITIES) if (Math.abs(x - q) < Math.abs(best - q)) best = x;
  return best;
}

/**
 * The transform URL of a /media source (other sources are returned as they are). The width snaps up
 * to an allowed width and a height to the nearest allowed aspect at that width, so 240×160 asks for
 * 320×213: the browser scales it to the displayed size.
 */
export function imageUrl(src: string, req: Partial<ImageRequest> & { width: number }): string {
  if (!src.startsWith("/media/")) return src;
  const width = snapWidth(req.width);
  // Every value is a number or a format name: built as a string (URLSearchParams was ~2% of a results page's CPU, 72 URLs).
  let query = `w=${width}`;
  if (req.height) query += `&h=${aspectHeight(width, nearestAspect(req.width, req.height))}`;
  if (req.format && req.format !== "webp") query += `&f=${req.format}`;
  if (req.quality && nearestQuality(req.quality) !== DEFAULT_QUALITY) query += `&q=${nearestQuality(req.quality)}`;
  return `/img${src}?${query}`;
}

/** A srcset over the allowed widths up to twice the display width, keeping the aspect. */
export function imageSrcSet(src: string, size: { width: number; height?: number }, format: ImageFormat = "webp"): string {
  if (!src.startsWith("/media/")) return "";
  return IMAGE_WIDTHS.filter((w) => w <= size.width * 2 && w >= Math.min(320, size.width))
    .map((w) => `${imageUrl(src, { width: w, height: size.height ? (w * size.height) / size.width : undefined, format })} ${w}w`)
    .join(", ");
}

const WHOLE = /^\d{1,5}$/;

/** Parses a transform request; anything outside the allowed sizes, formats and qualities is refused with a message. */
export function parseImageRequest(params: URLSearchParams): { ok: true; value: ImageRequest } | { ok: false; message: string } {
  const w = params.get("w");
  const h = params.get("h");
  const f = (params.get("f") ?? "webp").toLowerCase();
  const q = params.get("q");
  const width = w === null ? DEFAULT_WIDTH : WHOLE.test(w) ? Number(w) : NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return { ok: false, message: `w must be one of ${IMAGE_WIDTHS.join(", ")}` };
  let height: number | undefined;
  if (h !== null) {
    const heights = IMAGE_ASPECTS.map((a) => aspectHeight(width, a));
    height = WHOLE.test(h) ? Number(h) : NaN;
    if (!heights.includes(height))
      return { ok: false, message: `h must be left out or, for w=${width}, one of ${heights.join(", ")} (aspect ratios ${IMAGE_ASPECTS.map((a) => a.join(":")).join(", ")})` };
  }
  if (!IMAGE_FORMATS.includes(f as ImageFormat)) return { ok: false, message: `f must be one of ${IMAGE_FORMATS.join(", ")}` };
  const quality = q === null ? DEFAULT_QUALITY : WHOLE.test(q) ? Number(q) : NaN;
  if (!(IMAGE_QUALITIES as readonly number[]).includes(quality)) return { ok: false, message: `q must be one of ${IMAGE_QUALITIES.join(", ")}` };
  return { ok: true, value: { width, height, format: f as ImageFormat, quality } };
}
