import { describe, expect, it } from "vitest";
import { dealerComments, truncateOnWord } from "./dealer-comments.ts";

describe("dealerComments", () => {
  it("shows the pending text for empty or blank comments", () => {
    const pending = { pending: true, text: "Dealer comments are pending. Please check back here later." };
    expect(dealerComments(null)).toEqual(pending);
    expect(dealerComments(undefined)).toEqual(pending);
    expect(dealerComments("")).toEqual(pending);
    expect(dealerComments(" \n\t ")).toEqual(pending);
  });

  it("shows short comments whole", () => {
    expect(dealerComments("  One owner, full service history.  ")).toEqual({ pending: false, full: "One owner, full service history.", preview: "One owner, full service history.", truncated: false });
    const exactly400 = "x".repeat(400);
    expect(dealerComments(exactly400)).toMatchObject({ preview: exactly400, truncated: false });
  });

  it("cuts long comments at 400 characters on a word boundary", () => {
    // 80 × 'word ' = 400 characters; a 401st character follows, so the cut falls after the 80th word
    const long = "word ".repeat(80) + "tail";
    const c = dealerComments(long);
    expect(c.pending).toBe(false);
    if (c.pending) return;
    expect(c.truncated).toBe(true);
    expect(c.full).toBe(long);
    // 80 words joined by 79 spaces = 399 characters, then the ellipsis
    expect(c.preview).toBe("word ".repeat(79) + "word…");
    expect(c.preview.length).toBe(400);
  });
});

describe("truncateOnWord", () => {
  it("never splits a word", () => {
    // 41 ten-character units 'abcdefghi ': characters 0–399 are the first 40 words with their
    // spaces, character 400 starts word 41, so the preview is exactly 40 words
    const text = "abcdefghi ".repeat(41);
    expect(truncateOnWord(text.trim())).toBe("abcdefghi ".repeat(39) + "abcdefghi…");
    // shift by 3 so the cut lands mid-word: the partial word goes
    const shifted = "xyz" + text.trim();
    expect(truncateOnWord(shifted)).toBe("xyz" + "abcdefghi ".repeat(38) + "abcdefghi…");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncateOnWord("Great car, with the lot.", 11)).toBe("Great car…");
    expect(truncateOnWord("Great car -- drive away", 12)).toBe("Great car…");
  });

  it("cuts a single overlong word mid-word", () => {
    expect(truncateOnWord("x".repeat(500))).toBe("x".repeat(400) + "…");
  });
});
