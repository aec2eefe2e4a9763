import { data } from "react-router";
import type { Route } from "./+types/reviews";
import { reviewsBlockData } from "../reviews/review-list.ts";
import { LeaveReviewButton, ReviewSummaryLine, ReviewsGrid } from "../reviews/components/reviews-block.tsx";
import { Stars } from "../reviews/components/review-card.tsx";
import { requireTenant } from "../platform/request-context.server.ts";
import { dealershipRating } from "../tenants/ratings.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";
import { Card } from "../ui/card.tsx";
import { PageBand, PageIntro, PageTitle } from "../ui/page-band.tsx";

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
    // Each dealership's one rating (ADR 036), the figure its locations and vehicle pages show.
    dealerships: tenant.dealerships.flatMap((d) => {
      const rating = dealershipRating(d, tenant.locations);
      return rating ? [{ id: d.id, name: d.name, rating: rating.average, count: rating.count }] : [];
    }),
  };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { dealerName, block, leaveReviewUrl, dealerships } = loaderData;
  return (
    <>
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Reviews" }]} />}>
        <div className="mt-4 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div>
            <PageTitle className="mt-0">Customer Reviews</PageTitle>
            <PageIntro>What our customers say about buying, selling and servicing with {dealerName}.</PageIntro>
            {block?.summary && <ReviewSummaryLine summary={block.summary} className="mt-5" />}
          </div>
          {leaveReviewUrl && (
            <div className="shrink-0">
              <LeaveReviewButton href={leaveReviewUrl} />
            </div>
          )}
        </div>
      </PageBand>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 lg:py-10">
        {dealerships.length > 0 && (
          <section aria-labelledby="dealership-ratings">
            <h2 id="dealership-ratings" className="font-heading text-xl font-bold">
              Ratings by dealership
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {dealerships.map((d) => (
                <Card asChild padding="sm" key={d.id} className="flex items-center justify-between gap-4">
                  <li>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-ink">{d.name}</span>
                      <span className="text-sm text-muted">{d.count.toLocaleString("en-AU")} reviews</span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <span className="font-heading text-xl font-extrabold">{d.rating.toFixed(1)}</span>
                      <Stars rating={d.rating} size="size-3.5" />
                    </span>
                  </li>
                </Card>
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
          <Card asChild padding="none" className="p-10 text-center text-muted">
            <p>No reviews yet. {leaveReviewUrl ? "Bought or serviced with us? We'd love to hear how it went." : "Check back soon."}</p>
          </Card>
        )}
      </div>
    </>
  );
}
