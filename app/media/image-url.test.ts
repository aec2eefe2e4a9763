import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, imageSrcSet, imageUrl, parseImageRequest } from "./image-url.ts";

const parse = (qs: string) => parseImageRequest(new URLSearchParams(qs));
const message = (qs: string) => {
  const r = parse(qs);
  if (r.ok) throw new Error(`expected ${qs} to be refused`);
  return r.message;
};

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

  it("writes only sizes the server accepts: widths snap up, heights to the nearest allowed aspect", () => {
    expect(imageUrl("/media/a.webp", { width: 240, height: 160 })).toBe("/img/media/a.webp?w=320&h=213");
    expect(imageUrl("/media/a.webp", { width: 160, height: 108 })).toBe("/img/media/a.webp?w=160&h=107");
    expect(imageUrl("/media/a.webp", { width: 1500, height: 1000 })).toBe("/img/media/a.webp?w=1600&h=1067");
    expect(imageUrl("/media/a.webp", { width: 480, height: 230 })).toBe("/img/media/a.webp?w=480&h=230");
    expect(imageUrl("/media/a.webp", { width: 5000 })).toBe("/img/media/a.webp?w=1920");
    expect(imageUrl("/media/a.webp", { width: 600, quality: 80 })).toBe("/img/media/a.webp?w=600");
    // Every URL the helpers write for the sizes the pages use parses back unchanged.
    const sizes = [
      [600, 400],
      [534, 356],
      [750, 500],
      [960, 640],
      [960, 540],
      [960, 461],
      [375, 180],
      [1200, 800],
      [1125, 750],
      [448, 299],
      [160, 107],
      [320, undefined],
      [1600, undefined],
      [1920, undefined],
    ] as const;
    for (const [width, height] of sizes) {
      const urls = [imageUrl("/media/a.webp", { width, height }), ...imageSrcSet("/media/a.webp", { width, height }).split(", ").filter(Boolean).map((s) => s.split(" ")[0])];
      for (const url of urls) expect(parse(url.split("?")[1]), url).toMatchObject({ ok: true });
    }
  });
});

describe("parseImageRequest", () => {
  it("accepts the allowed widths, with no height or the height of an allowed aspect", () => {
    expect(parse("w=600&h=400")).toEqual({ ok: true, value: { width: 600, height: 400, format: "webp", quality: 75 } });
    expect(parse("w=960&h=540&f=avif&q=60")).toEqual({ ok: true, value: { width: 960, height: 540, format: "avif", quality: 60 } });
    expect(parse("w=480&h=230")).toMatchObject({ ok: true });
    for (const w of IMAGE_WIDTHS) expect(parse(`w=${w}`)).toMatchObject({ ok: true, value: { width: w, height: undefined } });
  });

  it("defaults to width 750, webp, quality 75", () => {
    expect(parse("")).toEqual({ ok: true, value: { width: 750, height: undefined, format: "webp", quality: 75 } });
  });

  it("refuses any other width", () => {
    const widths = "w must be one of 160, 320, 375, 480, 534, 600, 750, 960, 1200, 1600, 1920";
    for (const w of ["1", "590", "601", "4000", "abc", "600.0", "-600", "", "1e3"]) expect(message(`w=${w}`)).toBe(widths);
  });

  it("refuses a height outside the allowed aspects, however tall (w=1&h=4000 was a 500)", () => {
    expect(message("w=1&h=4000")).toMatch(/^w must be one of/);
    expect(message("w=160&h=4000")).toBe("h must be left out or, for w=160, one of 107, 90, 77 (aspect ratios 3:2, 16:9, 25:12)");
    expect(message("w=600&h=401")).toMatch(/^h must be left out or, for w=600, one of 400, 338, 288/);
    expect(message("w=600&h=")).toMatch(/^h must be/);
  });

  it("refuses other formats and qualities", () => {
    expect(message("f=gif")).toBe("f must be one of webp, avif, jpeg");
    expect(message("q=5")).toBe("q must be one of 60, 75, 90");
    expect(message("q=76")).toBe("q must be one of 60, 75, 90");
  });
});
