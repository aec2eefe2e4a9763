export const ELLIPSIS = "…";

export type TruncateOptions = {
  /** Back up to a word break only when that keeps more than this share of `max`; else cut mid-word. Default 0.6. */
  minWordFraction?: number;
  /**
   * Every whitespace character (newline, non-breaking space) is a word break, and a word that ends exactly at the cut
   * is kept (dealer comments, calculator disclaimers). Default: only plain spaces break words (teasers).
   */
  anyWhitespace?: boolean;
};

/**
 * Cuts text to at most `max` characters at a word boundary, drops trailing spaces and punctuation and adds an ellipsis
 * (not counted). A single very long word is cut mid-word rather than not at all. The one truncation helper: offer,
 * review and blog teasers, meta descriptions, dealer comments and disclaimers.
 */
export function truncateText(text: string, max: number, { minWordFraction = 0.6, anyWhitespace = false }: TruncateOptions = {}): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const endsWord = anyWhitespace && /\s/.test(text[max]!);
  if (!endsWord) {
    const space = anyWhitespace ? cut.search(/\s\S*$/) : cut.lastIndexOf(" ");
    if (space > 0 && space > max * minWordFraction) cut = cut.slice(0, space);
  }
  return cut.replace(/[\s,;:.–—-]+$/, "") + ELLIPSIS;
}
