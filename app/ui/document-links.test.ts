import { describe, expect, it } from "vitest";
import { isPageNavigation } from "./document-links.tsx";

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const anchor = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attrs.target ?? "",
  hasAttribute: (name: string) => name === "download" && attrs.download === true,
});
const origin = "https://apex.example";

describe("isPageNavigation", () => {
  it("takes a plain left click on a link to this site", () => {
    expect(isPageNavigation(click, anchor(`${origin}/finance`), origin)).toBe(true);
    expect(isPageNavigation(click, anchor(`${origin}/search/used-cars?make=Toyota#results`, { target: "_self" }), origin)).toBe(true);
  });

  it("leaves new tabs, other buttons, handled clicks, downloads and other sites to the browser", () => {
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey", "defaultPrevented"] as const) expect(isPageNavigation({ ...click, [key]: true }, anchor(`${origin}/finance`), origin)).toBe(false);
    expect(isPageNavigation({ ...click, button: 1 }, anchor(`${origin}/finance`), origin)).toBe(false);
    expect(isPageNavigation(click, anchor(`${origin}/finance`, { target: "_blank" }), origin)).toBe(false);
    expect(isPageNavigation(click, anchor(`${origin}/brochure.pdf`, { download: true }), origin)).toBe(false);
    expect(isPageNavigation(click, anchor("https://other.example/finance"), origin)).toBe(false);
  });
});
