import { describe, expect, it } from "vitest";
import { matchesEtag } from "./page-handler.ts";

describe("If-None-Match", () => {
  it("matches the ETag in a list, weak or strong, or *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});
