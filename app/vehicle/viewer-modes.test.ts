import { describe, expect, it } from "vitest";
import { config, vehicle } from "./vehicle-fixtures.ts";
import { defaultViewerMode, frameAfterDrag, frameDistance, hotspotsForFrame, isInteriorImage, showThumbnails, viewerModes, walkaroundSource, wrapIndex } from "./viewer-modes.ts";

const spin = Array.from({ length: 36 }, (_, i) => `/media/spin/${i}.webp`);
const photos = [{ url: "/media/a-front.webp" }, { url: "/media/a-side.webp" }];

describe("viewerModes and defaultViewerMode", () => {
  it("offers spin, walkaround, gallery and interior only when the car has them", () => {
    expect(viewerModes(vehicle({ images: photos }))).toEqual(["gallery"]);
    expect(viewerModes(vehicle({ images: photos, spin_images: spin, video_url: "/media/walk.mp4", spin_interior_image: "/media/pano.webp" }))).toEqual([
      "spin",
      "walkaround",
      "gallery",
      "interior",
    ]);
    expect(viewerModes(vehicle({ images: [...photos, { url: "/media/x.webp", alt: "2020 Toyota Corolla – interior" }] }))).toEqual(["gallery", "interior"]);
  });

  it("opens on the spin where there is one, unless the tenant opens on the gallery", () => {
    expect(defaultViewerMode(vehicle({ spin_images: spin }), config())).toBe("spin");
    expect(defaultViewerMode(vehicle({ spin_images: spin }), config({ gallery_default: "gallery" }))).toBe("gallery");
    expect(defaultViewerMode(vehicle({ images: photos }), config())).toBe("gallery");
  });

  it("knows interior photos by alt text or file name", () => {
    expect(isInteriorImage({ url: "/media/demo/interior/car-black-seats.webp" })).toBe(true);
    expect(isInteriorImage({ url: "/media/p.webp", alt: "Dashboard" })).toBe(true);
    expect(isInteriorImage({ url: "/media/demo/suv-red-front.webp", alt: "front view" })).toBe(false);
  });

  it("shows thumbnails only above 3 photos", () => {
    expect(showThumbnails(3)).toBe(false);
    expect(showThumbnails(4)).toBe(true);
  });
});

describe("spin maths", () => {
  it("wraps frame numbers both ways", () => {
    expect(wrapIndex(36, 36)).toBe(0);
    expect(wrapIndex(-1, 36)).toBe(35);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it("turns one frame per 20 px of drag, right drag going backwards", () => {
    expect(frameAfterDrag(0, 19, 36)).toBe(0);
    expect(frameAfterDrag(0, 20, 36)).toBe(35);
    expect(frameAfterDrag(35, -100, 36)).toBe(4);
    expect(frameAfterDrag(10, 45, 36, 15)).toBe(7);
  });

  it("shows a hotspot on its frame and the frames either side", () => {
    const hotspots = [
      { frame: 0, interior: false, title: "a" },
      { frame: 18, interior: false, title: "b" },
      { frame: 0, interior: true, title: "c" },
    ];
    expect(frameDistance(35, 1, 36)).toBe(2);
    expect(hotspotsForFrame(hotspots, 35, 36).map((h) => h.title)).toEqual(["a"]);
    expect(hotspotsForFrame(hotspots, 20, 36)).toEqual([]);
    expect(hotspotsForFrame(hotspots, 1, 36, true).map((h) => h.title)).toEqual(["c"]);
  });
});

describe("walkaroundSource", () => {
  it("plays the car's own file first", () => {
    expect(walkaroundSource(vehicle({ video_url: "/media/walk.mp4", external_video_url: "https://youtu.be/abcdefghijk" }))).toEqual({ kind: "file", src: "/media/walk.mp4" });
  });

  it("embeds YouTube and Vimeo, links anything else", () => {
    expect(walkaroundSource(vehicle({ external_video_url: "https://www.youtube.com/watch?v=abcdefghijk" }))).toEqual({
      kind: "embed",
      provider: "youtube",
      src: "https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0",
    });
    expect(walkaroundSource(vehicle({ external_video_url: "https://youtu.be/abcdefghijk" }))?.src).toBe("https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0");
    expect(walkaroundSource(vehicle({ external_video_url: "https://vimeo.com/123456789" }))).toEqual({ kind: "embed", provider: "vimeo", src: "https://player.vimeo.com/video/123456789" });
    expect(walkaroundSource(vehicle({ external_video_url: "https://cdn.example.com/cars/walk.mp4" }))).toEqual({ kind: "file", src: "https://cdn.example.com/cars/walk.mp4" });
    expect(walkaroundSource(vehicle({ external_video_url: "https://example.com/watch/1" }))).toEqual({ kind: "link", src: "https://example.com/watch/1" });
    expect(walkaroundSource(vehicle({}))).toBeNull();
  });
});
