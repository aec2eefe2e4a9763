/** Cuts text to at most `max` characters at a word boundary, adding an ellipsis (offer, review and blog teasers). */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  // A single very long word is cut mid-word rather than not at all.
  const head = (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, "");
  return `${head}…`;
}
