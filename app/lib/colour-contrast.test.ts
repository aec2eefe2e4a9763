import { describe, expect, it } from "vitest";
import { contrastRatio, luminance } from "./colour-contrast.ts";

describe("contrastRatio", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself, either way round", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#0b4ea2", "#0b4ea2")).toBe(1);
  });
  it("matches WCAG's worked figures", () => {
    // WebAIM's checker: #767676 on white is 4.54:1 (the lightest grey that passes AA), #777777 is 4.48:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
    expect(luminance("ffffff")).toBe(1);
  });
  it("refuses what is not #rrggbb", () => {
    expect(() => luminance("red")).toThrow(/not a #rrggbb/);
  });
});
