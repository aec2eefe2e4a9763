/**
 * Customer reviews (spec 000 §2 'Reviews', §3 'Review', §5 'Reviews', §4 'Expand/collapse'):
 * which reviews show, the average, dates in words and the text teaser. Pure functions over the
 * tenant document's `config.reviews`.
 */
import type { Dealership, Review, ReviewSettings } from "../tenants/tenant-document.ts";
import { truncateText } from "../lib/text.ts";

/** Reviews rated below this never show. */
export const MINIMUM_REVIEW_RATING = 4;
/** Review text longer than this starts as a teaser with View more. */
export const REVIEW_TRUNCATE_AT = 160;
/** More reviews than this show as a carousel, which starts on the third (index 2). */
export const REVIEW_GRID_MAX = 3;
export const REVIEW_CAROUSEL_START = 2;

/** Whether a review may be shown (spec 000 §5 'Reviews'). */
export function isShowable(review: Review, settings: Pick<ReviewSettings, "hidden_customer_names" | "hidden_review_ids">): boolean {
  const text = review.text?.trim() ?? "";
  if (!text) return false;
  if (text.includes("Translated")) return false;
  if (review.rating < MINIMUM_REVIEW_RATING) return false;
  const name = review.customer_name.trim().toLowerCase();
  if (settings.hidden_customer_names.some((n) => n.trim().toLowerCase() === name)) return false;
  return !settings.hidden_review_ids.includes(review.id);
}

/** The reviews that show, newest first (ties: higher id first). */
export function filterReviews(settings: Pick<ReviewSettings, "items" | "hidden_customer_names" | "hidden_review_ids">): Review[] {
  return settings.items.filter((r) => isShowable(r, settings)).sort((a, b) => b.review_date.localeCompare(a.review_date) || b.id - a.id);
}

/** The mean rating with one decimal, as a string ("4.7"); null without ratings. */
export function averageRating(reviews: readonly Pick<Review, "rating">[]): string | null {
  if (!reviews.length) return null;
  const mean = reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
  // Rounded half up on the tenths; the epsilon keeps 4.65 from becoming 4.6 through binary floating point.
  return (Math.round(mean * 10 + 1e-9) / 10).toFixed(1);
}

export type ReviewSummary = { count: number; average_rating: string };

/**
 * The summary shown beside the heading: the average of the reviews shown and their count, only when
 * reviews are not hidden and the average is above the configured minimum.
 */
export function reviewSummary(shown: readonly Pick<Review, "rating">[], settings: Pick<ReviewSettings, "hidden" | "minimum_average">): ReviewSummary | null {
  if (settings.hidden) return null;
  const average = averageRating(shown);
  if (average === null || Number(average) <= settings.minimum_average) return null;
  return { count: shown.length, average_rating: average };
}

const DAY_MS = 86_400_000;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Whole days from an ISO date (YYYY-MM-DD, the dealer's date) to `now`'s date in Australian Eastern time. */
export function daysSince(isoDate: string, now: Date): number {
  const today = new Date(now.getTime() + 10 * 3_600_000).toISOString().slice(0, 10);
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${isoDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * 'Time ago in words' for a date (spec 000 §3 'created_at_time_ago_in_words'), at day precision:
 * today, yesterday, N days, about a month, N months, then about / over / almost N years.
 */
export function timeAgoInWords(isoDate: string, now: Date): string {
  const days = daysSince(isoDate, now);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 30) return `${plural(days, "day")} ago`;
  if (days < 60) return "about a month ago";
  if (days < 365) return `${plural(Math.min(11, Math.round(days / 30)), "month")} ago`;
  const years = Math.floor(days / 365);
  const rest = days % 365;
  if (rest < 91) return `about ${plural(years, "year")} ago`;
  if (rest < 274) return `over ${plural(years, "year")} ago`;
  return `almost ${plural(years + 1, "year")} ago`;
}

/** dd/mm/yyyy (spec 000 §3 'review_date'). */
export function reviewDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${d}/${m}/${y}`;
}

/** The review text in full, and a teaser (cut at a word boundary, with an ellipsis) when it is over 160 characters. */
export function reviewTextView(text: string, max = REVIEW_TRUNCATE_AT): { full: string; short: string | null } {
  const full = text.replace(/\s+/g, " ").trim();
  return { full, short: full.length <= max ? null : truncateText(full, max) };
}

/** Up to two initials for a reviewer without a picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join("");
}

/** A review as a card shows it. */
export type ReviewCard = {
  id: number;
  customerName: string;
  initials: string;
  image: string | null;
  rating: number;
  text: { full: string; short: string | null };
  date: string;
  dateInWords: string;
  reply: { text: string; date: string | null; dateInWords: string | null } | null;
  dealershipName: string | null;
};

export function toReviewCard(review: Review, now: Date, dealerships: readonly Pick<Dealership, "id" | "name">[] = []): ReviewCard {
  const reply = review.reply_text?.trim();
  return {
    id: review.id,
    customerName: review.customer_name,
    initials: initials(review.customer_name),
    image: review.image,
    rating: review.rating,
    text: reviewTextView(review.text ?? ""),
    date: reviewDate(review.review_date),
    dateInWords: timeAgoInWords(review.review_date, now),
    reply: reply ? { text: reply, date: review.reply_date ? reviewDate(review.reply_date) : null, dateInWords: review.reply_date ? timeAgoInWords(review.reply_date, now) : null } : null,
    dealershipName: review.dealership_id === null ? null : (dealerships.find((d) => d.id === review.dealership_id)?.name ?? null),
  };
}

/** Grid for three or fewer reviews, else a carousel. */
export function reviewsLayout(count: number): "grid" | "carousel" {
  return count > REVIEW_GRID_MAX ? "carousel" : "grid";
}

/** Everything the reviews block needs; null when the tenant hides reviews or none pass the filter. */
export type ReviewsBlockData = {
  reviews: ReviewCard[];
  summary: ReviewSummary | null;
  variant: ReviewSettings["card_variant"];
  autoplayMs: number | null;
  leaveReviewUrl: string | null;
  /** How many reviews show in all (the block may show fewer). */
  total: number;
};

export function reviewsBlockData(
  tenant: { config: { reviews: ReviewSettings }; dealerships: readonly Pick<Dealership, "id" | "name">[] },
  now: Date,
  limit: number | null = tenant.config.reviews.home_limit,
): ReviewsBlockData | null {
  const settings = tenant.config.reviews;
  if (settings.hidden) return null;
  const shown = filterReviews(settings);
  if (!shown.length) return null;
  return {
    reviews: (limit === null ? shown : shown.slice(0, limit)).map((r) => toReviewCard(r, now, tenant.dealerships)),
    summary: reviewSummary(shown, settings),
    variant: settings.card_variant,
    autoplayMs: settings.autoplay_ms,
    leaveReviewUrl: settings.leave_review_url,
    total: shown.length,
  };
}
