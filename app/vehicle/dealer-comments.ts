/**
 * Dealer comments (spec 001 §4, §5, §9): the dealer's own words about the car, cut to 400
 * characters behind a Show More / Show Less toggle, or a pending note when there are none.
 */

import { truncateText } from "../lib/text.ts";

export const DEALER_COMMENTS_CUTOFF = 400;
export const DEALER_COMMENTS_PENDING = "Dealer comments are pending. Please check back here later.";

export type DealerComments =
  | { pending: true; text: typeof DEALER_COMMENTS_PENDING }
  | {
      pending: false;
      full: string;
      /** What shows before Show More; equals `full` when nothing was cut. */
      preview: string;
      truncated: boolean;
    };

/**
 * At most `cutoff` characters of the comment, ending on a whole word, with trailing spaces and
 * punctuation dropped and '…' added (the ellipsis is not counted). A single word longer than the
 * cutoff is cut mid-word rather than showing nothing.
 */
export function truncateOnWord(text: string, cutoff: number = DEALER_COMMENTS_CUTOFF): string {
  return truncateText(text, cutoff, { anyWhitespace: true, minWordFraction: 0 });
}

export function dealerComments(raw: string | null | undefined): DealerComments {
  const full = raw?.trim() ?? "";
  if (full === "") return { pending: true, text: DEALER_COMMENTS_PENDING };
  const preview = truncateOnWord(full);
  return { pending: false, full, preview, truncated: preview !== full };
}
