import { describe, expect, it } from "vitest";
import { textLinks } from "./text-links.ts";

describe("textLinks", () => {
  it("keeps text without links as one run", () => {
    expect(textLinks("Hello there.")).toEqual([{ text: "Hello there." }]);
    expect(textLinks("")).toEqual([]);
  });

  it("makes http and https addresses links, leaving sentence punctuation outside", () => {
    expect(textLinks("Set your password: https://bayside.example/reset?t=ab_c-1. It expires (http://x.test/a).")).toEqual([
      { text: "Set your password: " },
      { text: "https://bayside.example/reset?t=ab_c-1", href: "https://bayside.example/reset?t=ab_c-1" },
      { text: ". It expires (" },
      { text: "http://x.test/a", href: "http://x.test/a" },
      { text: ")." },
    ]);
  });

  it("links nothing but http(s)", () => {
    expect(textLinks("javascript:alert(1) mailto:a@b.test ftp://x")).toEqual([{ text: "javascript:alert(1) mailto:a@b.test ftp://x" }]);
  });

  it("handles a link at the start and links on separate lines", () => {
    expect(textLinks("https://a.test\nhttps://b.test")).toEqual([
      { text: "https://a.test", href: "https://a.test" },
      { text: "\n" },
      { text: "https://b.test", href: "https://b.test" },
    ]);
  });
});
