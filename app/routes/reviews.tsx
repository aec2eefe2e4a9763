import { data } from "react-router";
import type { Route } from "./+types/reviews";
import { reviewsBlockData } from "../reviews/reviews.ts";
import { LeaveReviewButton, ReviewSummaryLine, ReviewsGrid } from "../reviews/components/reviews-block.tsx";
import { Stars } from "../reviews/components/review-card.tsx";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Customer Reviews" }];
  const { dealerName, block } = loaderData;
  const count = block?.total ?? 0;
  const average = block?.summary ? `, rated ${block.summary.average_rating} out of 5` : "";
  return [
    { title: `Customer Reviews · ${dealerName}` },
    { name: "description", content: count ? `Read ${count} ${count === 1 ? "review" : "reviews"} from ${dealerName}'s customers${average}.` : `Customer reviews of ${dealerName}.` },
  ];
}

/** /reviews: every review that passes the filter (spec 000 §5 'Reviews'), for shoppers who want more than the home page shows. */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  if (tenant.config.reviews.hidden) throw data({ reason: "not-found" }, { status: 404 });
  return {
    dealerName: tenant.name,
    block: reviewsBlockData(tenant, new Date(), null),
    leaveReviewUrl: tenant.config.reviews.leave_review_url,
    dealerships: tenant.dealerships.filter((d) => d.average_rating !== null && d.review_count > 0).map((d) => ({ id: d.id, name: d.name, rating: d.average_rating!, count: d.review_count })),
  };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { dealerName, block, leaveReviewUrl, dealerships } = loaderData;
  return (
    <>
      <div className="border-b border-black/5 bg-gradient-to-b from-brand/10 to-transparent">
        <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:pt-8 sm:pb-10">
          <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Reviews" }]} />
          <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
            <div>
              <h1 className="font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Customer Reviews</h1>
              <p className="mt-3 max-w-2xl text-lg text-muted">What our customers say about buying, selling and servicing with {dealerName}.</p>
              {block?.summary && <ReviewSummaryLine summary={block.summary} className="mt-5" />}
            </div>
            {leaveReviewUrl && (
              <div className="shrink-0">
                <LeaveReviewButton href={leaveReviewUrl} />
              </div>
            )}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 lg:py-10">
        {dealerships.length > 0 && (
          <section aria-labelledby="dealership-ratings">
            <h2 id="dealership-ratings" className="font-heading text-xl font-bold">
              Ratings by dealership
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {dealerships.map((d) => (
                <li key={d.id} className="flex items-center justify-between gap-4 rounded-theme bg-surface p-4 shadow-sm ring-1 ring-black/5">
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-ink">{d.name}</span>
                    <span className="text-sm text-muted">{d.count.toLocaleString("en-AU")} reviews</span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <span className="font-heading text-xl font-extrabold">{d.rating.toFixed(1)}</span>
                    <Stars rating={d.rating} size="size-3.5" />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {block ? (
          <section aria-labelledby="all-reviews">
            <h2 id="all-reviews" className="sr-only">
              All reviews
            </h2>
            <ReviewsGrid reviews={block.reviews} variant={block.variant} dealerName={dealerName} />
          </section>
        ) : (
          <p className="rounded-theme bg-surface p-10 text-center text-muted shadow-sm ring-1 ring-black/5">
            No reviews yet. {leaveReviewUrl ? "Bought or serviced with us? We'd love to hear how it went." : "Check back soon."}
          </p>
        )}
      </div>
    </>
  );
}
