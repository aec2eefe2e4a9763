import { ChevronLeft, ChevronRight, ExternalLink, Hand, Pause, Play } from "lucide-react";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { REVIEW_CAROUSEL_START, type ReviewCard as ReviewCardData, type ReviewSummary, type ReviewsBlockData, reviewsLayout } from "../review-list.ts";
import { type CardVariant, ReviewCard, Stars } from "./review-card.tsx";
import { useEmblaState } from "../../ui/use-embla-state.ts";
import { Button, ButtonAnchor } from "../../ui/button.tsx";
import { CardGrid } from "../../ui/card-grid.tsx";
import { cn } from "../../ui/cn.ts";

/** '4.8 ★★★★★ from 12 reviews' (shown only when the rules allow: see reviewSummary). */
export function ReviewSummaryLine({ summary, className = "" }: { summary: ReviewSummary; className?: string }) {
  return (
    <div className={cn("flex items-center gap-3", className)} data-testid="review-summary">
      <span className="font-heading text-4xl leading-none font-extrabold text-ink">{summary.average_rating}</span>
      <span className="flex flex-col gap-1">
        <Stars rating={Number(summary.average_rating)} size="size-5" />
        <span className="text-sm text-muted">
          {/* The reviews published here, not the dealerships' ratings (ADR 036): say which. */}
          Average of the {summary.count} {summary.count === 1 ? "review" : "reviews"} on this site
        </span>
      </span>
    </div>
  );
}

export function LeaveReviewButton({ href }: { href: string }) {
  return (
    <ButtonAnchor href={href} target="_blank" rel="noopener noreferrer" className="px-5">
      Leave a Review
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </ButtonAnchor>
  );
}

/** Three columns (or fewer on small screens). */
export function ReviewsGrid({ reviews, variant, dealerName }: { reviews: ReviewCardData[]; variant: CardVariant; dealerName: string }) {
  return (
    <CardGrid className="gap-6 md:grid-cols-3" aria-label="Customer reviews" items={reviews} keyOf={(r) => r.id}>
      {(r) => <ReviewCard review={r} variant={variant} dealerName={dealerName} />}
    </CardGrid>
  );
}

/** The carousel's round buttons: the kit's plain icon button, a little larger and lifted. */
const arrowButton = "size-10 shadow ring-black/10 hover:ring-black/10 disabled:cursor-default disabled:opacity-40";

/**
 * More than three reviews: a carousel that starts on the third review (spec 000 §2, §7), with
 * previous/next buttons, one dot per stop and optional rotation. Before JavaScript runs (or without
 * it) the row simply scrolls sideways.
 */
function ReviewsCarousel({ reviews, variant, dealerName, autoplayMs }: { reviews: ReviewCardData[]; variant: CardVariant; dealerName: string; autoplayMs: number | null }) {
  const hydrated = useHydrated();
  const [ref, embla] = useEmblaCarousel({ align: "start", containScroll: "trimSnaps", startIndex: REVIEW_CAROUSEL_START });
  const state = useEmblaState(embla, { selected: REVIEW_CAROUSEL_START, snaps: 0, prev: true, next: true });
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);

  // Rotation: stops while the pointer or focus is on the carousel, when paused, and for people who ask for less motion.
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(window.matchMedia("(prefers-reduced-motion: reduce)").matches), []);
  const rotating = autoplayMs !== null && !reducedMotion && !paused;
  useEffect(() => {
    if (!embla || !rotating || held) return;
    const id = window.setInterval(() => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)), autoplayMs);
    return () => window.clearInterval(id);
  }, [embla, rotating, held, autoplayMs]);

  return (
    <div onPointerEnter={() => setHeld(true)} onPointerLeave={() => setHeld(false)} onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}>
      <div
        ref={ref}
        role="region"
        aria-roledescription="carousel"
        aria-label="Customer reviews"
        className={cn("-m-2 p-2", hydrated ? "overflow-hidden" : "snap-x snap-mandatory overflow-x-auto")}
      >
        <div className="flex gap-5">
          {reviews.map((r, i) => (
            <div
              key={r.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${reviews.length}`}
              className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.625rem)] lg:w-[calc(33.333%-0.84rem)]"
            >
              <ReviewCard review={r} variant={variant} dealerName={dealerName} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-between gap-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-muted sm:hidden">
          <Hand aria-hidden="true" className="size-4" /> Swipe for more reviews
        </p>
        {hydrated && (
          <>
            <ol className="hidden flex-wrap items-center gap-1.5 sm:flex" aria-label="Choose reviews">
              {Array.from({ length: state.snaps }, (_, i) => (
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => embla?.scrollTo(i)}
                    aria-label={`Show review ${i + 1}`}
                    aria-current={i === state.selected ? "true" : undefined}
                    className={cn("block h-2.5 rounded-full transition-all", i === state.selected ? "w-6 bg-brand" : "w-2.5 bg-black/20 hover:bg-black/35")}
                  />
                </li>
              ))}
            </ol>
            <div className="ml-auto flex gap-2">
              {autoplayMs !== null && !reducedMotion && (
                <Button variant="plain" size="icon" onClick={() => setPaused((p) => !p)} aria-label={paused ? "Play reviews" : "Pause reviews"} className={arrowButton}>
                  {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
                </Button>
              )}
              <Button variant="plain" size="icon" onClick={() => embla?.scrollPrev()} disabled={!state.prev} aria-label="Previous review" className={arrowButton}>
                <ChevronLeft aria-hidden="true" className="size-5" />
              </Button>
              <Button variant="plain" size="icon" onClick={() => embla?.scrollNext()} disabled={!state.next} aria-label="Next review" className={arrowButton}>
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The reviews block: heading with the average (when allowed), Leave a Review, then a grid or a carousel. */
export function ReviewsBlock({ data, dealerName, title = "What our customers say" }: { data: ReviewsBlockData; dealerName: string; title?: string }) {
  const layout = reviewsLayout(data.reviews.length);
  return (
    <section aria-labelledby="reviews-heading">
      <div className="mb-8 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reviews-heading" className="font-heading text-3xl font-bold">
            {title}
          </h2>
          <p className="mt-1 text-muted">Real reviews from people who bought and serviced with {dealerName}.</p>
          {data.summary && <ReviewSummaryLine summary={data.summary} className="mt-4" />}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {data.leaveReviewUrl && <LeaveReviewButton href={data.leaveReviewUrl} />}
          <Link to="/reviews" className="font-semibold text-brand hover:underline">
            {data.total > data.reviews.length ? `Read all ${data.total} reviews` : "See all reviews"} →
          </Link>
        </div>
      </div>
      {layout === "grid" ? (
        <ReviewsGrid reviews={data.reviews} variant={data.variant} dealerName={dealerName} />
      ) : (
        <ReviewsCarousel reviews={data.reviews} variant={data.variant} dealerName={dealerName} autoplayMs={data.autoplayMs} />
      )}
    </section>
  );
}
