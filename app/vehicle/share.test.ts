import { describe, expect, it } from "vitest";
import { shareLinks } from "./share.ts";

const url = "https://cars.example.com.au/cars/2021-toyota-hilux-sr5-12345?utm_source=share&x=1";
const title = "2021 Toyota HiLux SR5 & more: $45,990";

describe("shareLinks", () => {
  it("encodes the URL and title for every network", () => {
    const e = encodeURIComponent;
    const links = Object.fromEntries(shareLinks(url, title, { share_hide_twitter: false }).map((l) => [l.network, l.href]));
    expect(links).toEqual({
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`,
      twitter: `https://twitter.com/intent/tweet?url=${e(url)}&text=${e(title)}`,
      whatsapp: `https://wa.me/?text=${e(`${title} ${url}`)}`,
      email: `mailto:?subject=${e(title)}&body=${e(`${title} ${url}`)}`,
      sms: `sms:?&body=${e(`${title} ${url}`)}`,
    });
    // spelled out once: & ? = and spaces never leak into the outer URL
    expect(links.facebook).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcars.example.com.au%2Fcars%2F2021-toyota-hilux-sr5-12345%3Futm_source%3Dshare%26x%3D1");
    expect(links.email).toContain("subject=2021%20Toyota%20HiLux%20SR5%20%26%20more%3A%20%2445%2C990&body=");
    expect(links.email).not.toContain("+");
  });

  it("round-trips through URL parsing", () => {
    const twitter = shareLinks(url, title, { share_hide_twitter: false }).find((l) => l.network === "twitter")!;
    const params = new URL(twitter.href).searchParams;
    expect(params.get("url")).toBe(url);
    expect(params.get("text")).toBe(title);
  });

  it("hides Twitter when the tenant says so", () => {
    expect(shareLinks(url, title, { share_hide_twitter: true }).map((l) => l.network)).toEqual(["facebook", "whatsapp", "email", "sms"]);
  });
});
