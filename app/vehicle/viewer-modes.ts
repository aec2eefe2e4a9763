/**
 * The vehicle page's media viewer (spec 001 §2 'Viewer', §4 'Viewer mode', §9): which modes a car
 * has, which one opens first, and the spin's maths. Pure, so the component stays thin.
 *
 * Modes: spin (36 or so frames of a turntable), walkaround (a video), gallery (the photos) and
 * interior (a panorama, else the interior photos).
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { SiteConfig } from "../tenants/tenant-document.ts";

export type ViewerMode = "spin" | "walkaround" | "gallery" | "interior";

export const VIEWER_MODE_LABELS: Record<ViewerMode, string> = {
  spin: "360° Spin",
  walkaround: "Walkaround",
  gallery: "Gallery",
  interior: "Interior",
};

/** Pixels of drag per spin frame (spec 001 §9 'sensitivity 20'). */
export const SPIN_SENSITIVITY_PX = 20;
/** Milliseconds between frames of the automatic turn. */
export const SPIN_INTERVAL_MS = 100;
/** Thumbnails show only above this many images. */
export const THUMBNAILS_MIN_IMAGES = 3;
/** A hotspot shows on its own frame and this many frames either side. */
export const HOTSPOT_FRAME_TOLERANCE = 1;

type MediaFields = Pick<Vehicle, "images" | "spin_images" | "spin_interior_image" | "video_url" | "external_video_url">;
type Image = Vehicle["images"][number];

/** Photos of the cabin: the alt text or file name says 'interior', 'seats', 'dash' or 'cabin'. */
export function isInteriorImage(image: Pick<Image, "url" | "alt">): boolean {
  const text = `${image.alt ?? ""} ${image.url.split("/").pop() ?? ""}`.toLowerCase();
  return /\b(interior|seats|dash(board)?|cabin|cockpit)\b|-(interior|seats|dash)\b/.test(text);
}

export function interiorImages(vehicle: Pick<Vehicle, "images">): Image[] {
  return vehicle.images.filter(isInteriorImage);
}

/** The modes this car has, in the toggle's order. The gallery is always there (a placeholder stands in for no photos). */
export function viewerModes(vehicle: MediaFields): ViewerMode[] {
  const modes: ViewerMode[] = [];
  if (vehicle.spin_images.length > 0) modes.push("spin");
  if (vehicle.video_url || vehicle.external_video_url) modes.push("walkaround");
  modes.push("gallery");
  if (vehicle.spin_interior_image || interiorImages(vehicle).length > 0) modes.push("interior");
  return modes;
}

/** Spin first where the car has one, unless the tenant opens on the gallery. */
export function defaultViewerMode(vehicle: MediaFields, config: Pick<SiteConfig, "gallery_default">): ViewerMode {
  return config.gallery_default === "spin" && vehicle.spin_images.length > 0 ? "spin" : "gallery";
}

export function showThumbnails(imageCount: number): boolean {
  return imageCount > THUMBNAILS_MIN_IMAGES;
}

/** `index` wrapped into 0..count-1 (negative steps wrap backwards). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The frame after dragging `dx` pixels from `startFrame`. Dragging right turns the car towards
 * the viewer's left, as on a turntable: the frame number goes down.
 */
export function frameAfterDrag(startFrame: number, dx: number, frameCount: number, sensitivity: number = SPIN_SENSITIVITY_PX): number {
  const steps = Math.trunc(dx / sensitivity);
  return wrapIndex(startFrame - steps, frameCount);
}

/** Distance between two frames around the circle. */
export function frameDistance(a: number, b: number, frameCount: number): number {
  const d = Math.abs(wrapIndex(a, frameCount) - wrapIndex(b, frameCount));
  return Math.min(d, frameCount - d);
}

/** The exterior (or interior) hotspots to draw on `frame`. */
export function hotspotsForFrame<T extends Pick<Vehicle["hotspots"][number], "frame" | "interior">>(hotspots: readonly T[], frame: number, frameCount: number, interior = false): T[] {
  return hotspots.filter((h) => h.interior === interior && frameDistance(h.frame, frame, frameCount) <= HOTSPOT_FRAME_TOLERANCE);
}

export type WalkaroundSource = { kind: "file"; src: string } | { kind: "embed"; src: string; provider: "youtube" | "vimeo" } | { kind: "link"; src: string };

/**
 * How to play the walkaround: the car's own video file, else an embeddable YouTube or Vimeo
 * player for the external video, else a plain link to it. Null without a video.
 */
export function walkaroundSource(vehicle: Pick<Vehicle, "video_url" | "external_video_url">): WalkaroundSource | null {
  if (vehicle.video_url) return { kind: "file", src: vehicle.video_url };
  const external = vehicle.external_video_url;
  if (!external) return null;
  let url: URL;
  try {
    url = new URL(external);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, "");
  let youtube: string | null = null;
  if (host === "youtu.be") youtube = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") youtube = url.searchParams.get("v") ?? url.pathname.match(/^\/(?:embed|shorts|live)\/([^/?]+)/)?.[1] ?? null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return { kind: "embed", provider: "youtube", src: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0` };
  const vimeo = host === "vimeo.com" || host === "player.vimeo.com" ? url.pathname.match(/(\d{5,})/)?.[1] : null;
  if (vimeo) return { kind: "embed", provider: "vimeo", src: `https://player.vimeo.com/video/${vimeo}` };
  if (/\.(mp4|webm|m3u8|mov)$/i.test(url.pathname)) return { kind: "file", src: external };
  return { kind: "link", src: external };
}
