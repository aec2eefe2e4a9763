import { describe, expect, it } from "vitest";
import { imageSrcSet, imageUrl, parseImageRequest } from "./image-url.ts";

describe("image urls", () => {
  it("builds transform URLs for media sources and leaves others alone", () => {
    expect(imageUrl("/media/demo/a.webp", { width: 600, height: 400 })).toBe("/img/media/demo/a.webp?w=600&h=400");
    expect(imageUrl("https://example.com/a.jpg", { width: 600 })).toBe("https://example.com/a.jpg");
  });

  it("offers a srcset that keeps the 3:2 card ratio", () => {
    const set = imageSrcSet("/media/a.webp", { width: 600, height: 400 });
    expect(set).toContain("/img/media/a.webp?w=320&h=213 320w");
    expect(set).toContain("/img/media/a.webp?w=1200&h=800 1200w");
    expect(set).not.toContain("1600w");
  });

  it("snaps widths up to a standard size and scales the height with it", () => {
    const r = parseImageRequest(new URLSearchParams("w=590&h=393"));
    expect(r).toEqual({ ok: true, value: { width: 600, height: 400, format: "webp", quality: 75 } });
  });

  it("defaults to width 640 (snapped to 750), webp, quality 75", () => {
    expect(parseImageRequest(new URLSearchParams(""))).toEqual({ ok: true, value: { width: 750, height: undefined, format: "webp", quality: 75 } });
  });

  it("rejects bad parameters with a message", () => {
    expect(parseImageRequest(new URLSearchParams("w=abc"))).toEqual({ ok: false, message: "w must be a width from 1 to 4000" });
    expect(parseImageRequest(new URLSearchParams("f=gif"))).toEqual({ ok: false, message: "f must be one of webp, avif, jpeg" });
    expect(parseImageRequest(new URLSearchParams("q=5"))).toEqual({ ok: false, message: "q must be a whole number from 30 to 95" });
  });
});
