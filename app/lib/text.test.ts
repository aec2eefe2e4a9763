import { describe, expect, it } from "vitest";
import { truncateText } from "./text.ts";

describe("truncateText", () => {
  it("leaves short text alone", () => expect(truncateText("Short one.", 20)).toBe("Short one."));

  it("cuts at the last space, drops trailing punctuation and adds an ellipsis", () => {
    expect(truncateText("The quick brown fox, jumps over the lazy dog", 21)).toBe("The quick brown fox…");
  });

  it("cuts a very long word mid-word rather than keep almost nothing", () => {
    expect(truncateText("Hi Supercalifragilisticexpialidocious", 20)).toBe("Hi Supercalifragilis…");
  });

  it("by default backs up past a word that ends at the cut (teasers)", () => {
    expect(truncateText("alpha beta gamma delta", 16)).toBe("alpha beta…");
  });

  it("with anyWhitespace keeps a word ending at the cut and breaks at newlines (dealer comments)", () => {
    expect(truncateText("alpha beta gamma delta", 16, { anyWhitespace: true })).toBe("alpha beta gamma…");
    expect(truncateText("alpha beta gamma\ndeltaepsilon zeta", 25, { anyWhitespace: true })).toBe("alpha beta gamma…");
    expect(truncateText("a bcdefghijklmnop", 10, { anyWhitespace: true, minWordFraction: 0 })).toBe("a…");
  });
});
