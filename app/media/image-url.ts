/**
 * URLs for transformed images. Sources are URL paths under /media (files in DATA_DIR/media);
 * /img/{source}?w=&h=&f=&q= serves them resized. Components ask for a srcset of standard widths.
 */
export const IMAGE_WIDTHS = [160, 320, 375, 480, 534, 600, 750, 960, 1200, 1600, 1920] as const;
export const IMAGE_FORMATS = ["webp", "avif", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const DEFAULT_QUALITY = 75;
export const DEFAULT_WIDTH = 640;

/** Standard sizes from spec 000 §9. */
export const IMAGE_SIZES = {
  card: { width: 600, height: 400 },
  locationCard: { width: 534, height: 356 },
  offer: { width: 375, height: 250 },
} as const;

export type ImageRequest = { width: number; height?: number; format: ImageFormat; quality: number };

export function imageUrl(src: string, req: Partial<ImageRequest> & { width: number }): string {
  if (!src.startsWith("/media/")) return src;
  const params = new URLSearchParams({ w: String(req.width) });
  if (req.height) params.set("h", String(req.height));
  if (req.format && req.format !== "webp") params.set("f", req.format);
  if (req.quality && req.quality !== DEFAULT_QUALITY) params.set("q", String(req.quality));
  return `/img${src}?${params}`;
}

/** A srcset over the standard widths up to twice the display width, keeping the aspect ratio. */
export function imageSrcSet(src: string, size: { width: number; height?: number }, format: ImageFormat = "webp"): string {
  if (!src.startsWith("/media/")) return "";
  const ratio = size.height ? size.height / size.width : undefined;
  return IMAGE_WIDTHS.filter((w) => w <= size.width * 2 && w >= Math.min(320, size.width))
    .map((w) => `${imageUrl(src, { width: w, height: ratio ? Math.round(w * ratio) : undefined, format })} ${w}w`)
    .join(", ");
}

/** Parses and normalises a transform request: width snapped up to a standard width so the cache stays small. */
export function parseImageRequest(params: URLSearchParams): { ok: true; value: ImageRequest } | { ok: false; message: string } {
  const w = Number(params.get("w") ?? DEFAULT_WIDTH);
  const h = params.get("h") === null ? undefined : Number(params.get("h"));
  const f = (params.get("f") ?? "webp").toLowerCase();
  const q = Number(params.get("q") ?? DEFAULT_QUALITY);
  if (!Number.isFinite(w) || w < 1 || w > 4000) return { ok: false, message: "w must be a width from 1 to 4000" };
  if (h !== undefined && (!Number.isFinite(h) || h < 1 || h > 4000)) return { ok: false, message: "h must be a height from 1 to 4000" };
  if (!IMAGE_FORMATS.includes(f as ImageFormat)) return { ok: false, message: `f must be one of ${IMAGE_FORMATS.join(", ")}` };
  if (!Number.isInteger(q) || q < 30 || q > 95) return { ok: false, message: "q must be a whole number from 30 to 95" };
  const width = IMAGE_WIDTHS.find((s) => s >= w) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  const height = h === undefined ? undefined : Math.round((h * width) / w);
  return { ok: true, value: { width, height, format: f as ImageFormat, quality: q } };
}
