import { MessageSquareReply, Quote, Star } from "lucide-react";
import { Card, type CardStyle } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { ShowMore } from "../../ui/show-more.tsx";
import type { ReviewCard as ReviewCardData, ReviewsBlockData } from "../review-list.ts";

export type CardVariant = ReviewsBlockData["variant"];

/** Five stars filled to `rating` (fractions fill part of a star), announced as 'Rated 4.8 out of 5'. */
export function Stars({ rating, size = "size-4", className = "" }: { rating: number; size?: string; className?: string }) {
  const row = (fill: boolean) =>
    Array.from({ length: 5 }, (_, i) => <Star key={i} aria-hidden="true" className={cn(size, "shrink-0", fill ? "fill-amber-400 text-amber-400" : "fill-black/10 text-black/10")} />);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("relative inline-flex w-fit", className)}>
      <span className="flex gap-0.5">{row(false)}</span>
      <span className="absolute inset-y-0 left-0 flex gap-0.5 overflow-hidden" style={{ width: `${Math.min(100, Math.max(0, (rating / 5) * 100))}%` }}>
        {row(true)}
      </span>
    </span>
  );
}

/** Review text with View more/less above 160 characters (spec 000 §4). */
function ReviewText({ text }: { text: ReviewCardData["text"] }) {
  if (!text.short) return <p>{text.full}</p>;
  return (
    <ShowMore teaser={text.short} toggleClassName="text-sm">
      {text.full}
    </ShowMore>
  );
}

/** dd/mm/yyyy → yyyy-mm-dd for <time dateTime>. */
function isoOf(date: string | null): string | undefined {
  return date ? date.split("/").reverse().join("-") : undefined;
}

function Avatar({ review, large = false }: { review: ReviewCardData; large?: boolean }) {
  const size = large ? "size-12 text-base" : "size-10 text-sm";
  return review.image ? (
    <img src={review.image} alt="" width={48} height={48} loading="lazy" className={cn(size, "shrink-0 rounded-full object-cover")} />
  ) : (
    <span aria-hidden="true" className={cn(size, "grid shrink-0 place-items-center rounded-full bg-brand font-bold text-brand-contrast")}>
      {review.initials}
    </span>
  );
}

function Reply({ review, dealerName }: { review: ReviewCardData; dealerName: string }) {
  if (!review.reply) return null;
  return (
    <div className="mt-4 rounded-theme border-l-4 border-brand/50 bg-page/80 px-4 py-3 text-sm">
      <p className="flex items-start gap-2 font-semibold text-ink">
        <MessageSquareReply aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
        <span>
          Response from {dealerName}
          {review.reply.dateInWords && (
            <time dateTime={isoOf(review.reply.date)} title={review.reply.date ?? undefined} className="block text-xs font-normal text-muted">
              {review.reply.dateInWords}
            </time>
          )}
        </span>
      </p>
      <p className="mt-1 text-ink/80">{review.reply.text}</p>
    </div>
  );
}

const FRAME: Record<CardVariant, CardStyle & { className?: string }> = {
  default: { padding: "lg" },
  highlighted: { padding: "lg", className: "border-t-4 border-brand bg-gradient-to-b from-brand/[0.08] to-surface to-60% shadow-md" },
  modern: { padding: "none", elevation: "floating", className: "relative overflow-hidden rounded-2xl p-7 shadow-black/[0.07] ring-black/[0.04]" },
};

/** One review: who, when, stars, the text and the dealer's reply under it. Three looks (spec: default, highlighted, modern). */
export function ReviewCard({ review, variant, dealerName }: { review: ReviewCardData; variant: CardVariant; dealerName: string }) {
  const who = (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar review={review} large={variant === "modern"} />
      <div className="min-w-0">
        <p className="truncate font-heading font-bold text-ink">{review.customerName}</p>
        <p className="truncate text-xs text-muted">
          <time dateTime={isoOf(review.date)} title={review.date}>
            {review.dateInWords}
          </time>
          {review.dealershipName && <> · {review.dealershipName}</>}
        </p>
      </div>
    </div>
  );
  const { className, ...frame } = FRAME[variant];
  return (
    <Card asChild {...frame} className={cn("flex h-full flex-col", className)}>
      <article aria-label={`Review by ${review.customerName}`}>
        {variant === "modern" ? (
          <>
            <Quote aria-hidden="true" className="absolute top-5 right-5 size-12 rotate-180 text-brand/10" />
            <Stars rating={review.rating} size="size-5" />
            <div className="mt-4 flex-1 text-[0.95rem] leading-relaxed text-ink/85">
              <ReviewText text={review.text} />
            </div>
            <Reply review={review} dealerName={dealerName} />
            <div className="mt-6 border-t border-black/5 pt-4">{who}</div>
          </>
        ) : (
          <>
            <div className="flex items-start justify-between gap-3">
              {who}
              {variant === "highlighted" && <Quote aria-hidden="true" className="size-7 shrink-0 rotate-180 text-brand/40" />}
            </div>
            <Stars rating={review.rating} className="mt-4" />
            <div className="mt-3 flex-1 text-[0.95rem] leading-relaxed text-ink/85">
              <ReviewText text={review.text} />
            </div>
            <Reply review={review} dealerName={dealerName} />
          </>
        )}
      </article>
    </Card>
  );
}
