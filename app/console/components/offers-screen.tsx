import { ExternalLink, ImageOff, Plus, Tag } from "lucide-react";
import { Link } from "react-router";
import type { OfferStatus } from "../offer-form.ts";
import { Alert } from "../../ui/alert.tsx";
import { Badge, type BadgeStyle } from "../../ui/badge.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { ConsolePage } from "./console-page.tsx";

export type OfferRow = { id: string; name: string; category: string; thumbnail: string | null; dates: string; status: OfferStatus; statusLabel: string; publicPath: string | null };
export type OfferGroup = { status: OfferStatus; label: string; offers: OfferRow[] };

export const STATUS_TONES: Record<OfferStatus, BadgeStyle["tone"]> = { current: "success", scheduled: "soft", excluded: "neutral", expired: "neutral" };

const GROUP_TITLES: Record<OfferStatus, string> = { current: "Showing now", scheduled: "Scheduled", excluded: "Hidden from the website", expired: "Expired" };

const SAVED_NOTES: Record<OfferStatus, string> = {
  current: "It is showing on your website now.",
  scheduled: "It will show on your website from its start date.",
  excluded: "It is hidden from your website.",
  expired: "Its expiry date has passed, so it is not on your website.",
};

function OfferThumbnail({ src }: { src: string | null }) {
  return src ? (
    <img src={src} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 shrink-0 rounded-theme bg-slate-100 object-cover" />
  ) : (
    <span className="grid h-16 w-24 shrink-0 place-items-center rounded-theme bg-slate-100 text-slate-500">
      <ImageOff aria-hidden="true" className="size-5" />
    </span>
  );
}

function OfferListItem({ offer }: { offer: OfferRow }) {
  return (
    <li className="flex items-center gap-4 px-4 py-3 sm:px-5">
      <OfferThumbnail src={offer.thumbnail} />
      <div className="min-w-0 flex-1">
        <Link to={`/dealer/offers/${offer.id}`} className="font-semibold text-ink hover:text-brand hover:underline">
          {offer.name}
        </Link>
        <p className="mt-0.5 text-sm text-muted">
          {offer.category} · {offer.dates}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 sm:hidden">
          <Badge tone={STATUS_TONES[offer.status]}>{offer.statusLabel}</Badge>
        </div>
      </div>
      <Badge tone={STATUS_TONES[offer.status]} className="hidden sm:inline-flex">
        {offer.statusLabel}
      </Badge>
      {offer.publicPath && (
        <a href={offer.publicPath} className="hidden items-center gap-1 text-sm font-semibold text-brand hover:underline md:inline-flex">
          View on website <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
    </li>
  );
}

/** /dealer/offers: the tenant's offers by where they stand today (showing, scheduled, hidden, expired). */
export function OffersScreen({ groups, total, saved, deleted }: { groups: OfferGroup[]; total: number; saved: { name: string; status: OfferStatus } | null; deleted: string | null }) {
  const newOffer = (
    <ButtonLink to="/dealer/offers/new">
      <Plus aria-hidden="true" className="size-4" /> New offer
    </ButtonLink>
  );
  return (
    <ConsolePage title="Offers" description="Special offers and promo cards on your website's Special Offers page. Schedule them, hide them, or change them at any time." actions={total > 0 ? newOffer : undefined}>
      {saved && (
        <Alert tone="success" className="mb-6">
          <strong>“{saved.name}” is saved.</strong> {SAVED_NOTES[saved.status]}
        </Alert>
      )}
      {deleted && (
        <Alert tone="success" className="mb-6">
          <strong>“{deleted}” is deleted.</strong> It is no longer on your website.
        </Alert>
      )}
      {total === 0 ? (
        <EmptyState icon={Tag} title="No offers yet" titleId="no-offers" size="sm" action={newOffer}>
          Offers show on your website's Special Offers page: a picture, a short description, the fine print and an Enquire button.
        </EmptyState>
      ) : (
        <div className="space-y-8">
          {groups
            .filter((g) => g.offers.length > 0)
            .map((group) => (
              <section key={group.status} aria-labelledby={`offers-${group.status}`}>
                <h2 id={`offers-${group.status}`} className="mb-3 text-lg font-bold">
                  {GROUP_TITLES[group.status]} <span className="font-normal text-muted">({group.offers.length})</span>
                </h2>
                <Card asChild padding="none">
                  <ul className="divide-y divide-black/5">
                    {group.offers.map((offer) => (
                      <OfferListItem key={offer.id} offer={offer} />
                    ))}
                  </ul>
                </Card>
              </section>
            ))}
        </div>
      )}
    </ConsolePage>
  );
}
