/** The standalone price range slider (spec 000 §5): attribute price, $5,000 to $250,000 in $500 steps. */

import { emptyQuery } from "../../../stock/attributes.ts";
import { searchUrl } from "../../../search/query.ts";

export const PRICE_SLIDER = { min: 5000, max: 250_000, step: 500 } as const;

/**
 * The search for a slider range, dearest first. The top of the slider means 'and above', so a
 * range that reaches it has no upper bound.
 */
export function priceRangeSearchUrl(path: string, [low, high]: readonly [number, number]): string {
  const min = Math.max(PRICE_SLIDER.min, Math.min(low, high));
  const max = Math.min(PRICE_SLIDER.max, Math.max(low, high));
  return searchUrl(path, emptyQuery(), { sortBy: "price:desc", ranges: { price: { min, max: max >= PRICE_SLIDER.max ? undefined : max } } });
}
