import { describe, expect, it } from "vitest";
import { notFoundSvg } from "../demo/artwork/not-found.ts";
import { NOT_FOUND_SVG } from "./not-found-svg.ts";

describe("the not-found image", () => {
  it("is the demo renderer's drawing, kept as a constant so production never loads the renderer", () => {
    expect(NOT_FOUND_SVG).toBe(notFoundSvg());
  });
});
