import { describe, expect, it } from "vitest";
import { AA_TEXT, contrastRatio } from "../lib/colour-contrast.ts";
import { TEMPLATES, TEMPLATE_IDS } from "./templates.ts";

/** `fg` at `alpha` over `bg` (both #rrggbb), as the browser paints a colour with opacity. */
function over(fg: string, bg: string, alpha: number): string {
  const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [f, b] = [rgb(fg), rgb(bg)];
  return `#${f.map((v, i) => Math.round(v * alpha + b[i]! * (1 - alpha)).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Every template's text colours on the backgrounds the kit puts them on reach WCAG AA (4.5:1, ADR 046): body and muted
 * text on the page and on cards, also on the light brand tints (bg-brand/[0.07] rows, a saved /10 toggle), white on the
 * brand colour, the header's and the footer's text (the footer's small print is drawn at 80 %).
 */
describe.each(TEMPLATE_IDS)("the %s template's colours", (id) => {
  const c = TEMPLATES[id].colors;
  const pairs: [string, string, string][] = [
    ["text on the page", c.text, c.background],
    ["text on a card", c.text, c.surface],
    ["muted text on the page", c.muted, c.background],
    ["muted text on a card", c.muted, c.surface],
    ["muted text on a 7 % brand tint", c.muted, over(c.primary, c.surface, 0.07)],
    ["brand text (links) on the page", c.primary, c.background],
    ["brand text (links) on a card", c.primary, c.surface],
    ["brand text on a 10 % brand tint", c.primary, over(c.primary, c.surface, 0.1)],
    ["text on the brand colour", c.primaryContrast, c.primary],
    ["the header's text", c.headerText, c.headerBg],
    ["the footer's text", c.footerText, c.footerBg],
    ["the footer's small print (80 %)", over(c.footerText, c.footerBg, 0.8), c.footerBg],
  ];
  it.each(pairs)("%s reaches 4.5:1", (_, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
