import { ArrowRight, CalendarClock, CarFront, MessageCircle, Tag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { IMAGE_SIZES, imageSrcSet, imageUrl } from "../../media/image-url.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button, ButtonAnchor, ButtonLink, type ButtonStyle } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { ShowMore } from "../../ui/show-more.tsx";
import { endsLabel, type DescriptionView, type OfferCard } from "../offers.ts";
import { useOfferChat } from "./offer-chat.tsx";

/** The offer buttons' look: the kit's primary, or its `plain` second choice. */
type OfferButtonStyle = Pick<ButtonStyle, "variant" | "size">;

const NOT_FOUND_IMAGE = "/media/not-found.webp";

/** A description or disclaimer: whole, or short with View more (see ShowMore). */
function ExpandableText({ view, more, less, className, testId }: { view: DescriptionView; more: string; less: string; className: string; testId: string }) {
  const full = view.full.map((p, i) => (
    <p key={i} className={i > 0 ? "mt-2" : undefined}>
      {p}
    </p>
  ));
  if (!view.short) return <div className={className} data-testid={testId}>{full}</div>;
  return (
    <ShowMore teaser={view.short} more={more} less={less} className={className} data-testid={testId}>
      {full}
    </ShowMore>
  );
}

export function OfferDescription({ offer, untruncated = false }: { offer: OfferCard; untruncated?: boolean }) {
  const view = untruncated ? { ...offer.description, short: null } : offer.description;
  if (!view.full.length) return null;
  return <ExpandableText view={view} more="View more" less="View less" className="text-[0.95rem] leading-relaxed text-ink/85" testId="offer-description" />;
}

export function OfferDisclaimer({ offer, open = false }: { offer: OfferCard; open?: boolean }) {
  const view = open ? { ...offer.disclaimer, short: null } : offer.disclaimer;
  if (!view.full.length) return null;
  return <ExpandableText view={view} more="View full disclaimer" less="less disclaimer" className="text-xs leading-relaxed text-muted" testId="offer-disclaimer" />;
}

/**
 * Enquire Now (its text is the tenant's enquire_button_text): a link to the enquiry form with the
 * offer as subcategory; where the tenant has a chat widget, once the page runs it opens the chat
 * panel instead (without JavaScript the link still leads to the form).
 */
export function EnquireButton({ offer, text, variant = "primary", size }: { offer: OfferCard; text: string } & OfferButtonStyle) {
  const chat = useOfferChat();
  const hydrated = useHydrated();
  if (chat && hydrated) {
    return (
      <Button variant={variant} size={size} onClick={() => chat.open({ name: offer.name, enquireHref: offer.enquireHref })}>
        <MessageCircle aria-hidden="true" className="size-4" /> {text}
      </Button>
    );
  }
  return (
    <ButtonLink to={offer.enquireHref} variant={variant} size={size}>
      {text}
    </ButtonLink>
  );
}

export function ExploreButton({ offer, variant = "plain", size, icon = true }: { offer: OfferCard; icon?: boolean } & OfferButtonStyle) {
  if (!offer.explore) return null;
  const content = (
    <>
      {icon && <CarFront aria-hidden="true" className="size-4" />} {offer.explore.label}
    </>
  );
  return offer.explore.external ? (
    <ButtonAnchor href={offer.explore.href} variant={variant} size={size}>
      {content}
    </ButtonAnchor>
  ) : (
    <ButtonLink to={offer.explore.href} variant={variant} size={size}>
      {content}
    </ButtonLink>
  );
}

export function TestDriveButton({ variant = "plain", size }: OfferButtonStyle) {
  return (
    <ButtonLink to="/book-test-drive" variant={variant} size={size}>
      Book A Test Drive
    </ButtonLink>
  );
}

function OfferImage({ offer, sizes, eager, className }: { offer: OfferCard; sizes: string; eager: boolean; className: string }) {
  const src = offer.image ?? NOT_FOUND_IMAGE;
  const { width, height } = IMAGE_SIZES.offer;
  return (
    <img
      src={imageUrl(src, { width: width * 2, height: height * 2 })}
      srcSet={imageSrcSet(src, { width: width * 2, height: height * 2 }) || undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={offer.name}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}

/** The offer's picture with its category chip over the corner. */
function Picture({ offer, className, chipClassName, children }: { offer: OfferCard; className: string; chipClassName: string; children: ReactNode }) {
  return (
    <div className={cn("relative aspect-[3/2] bg-slate-100", className)}>
      {children}
      <div className={cn("absolute", chipClassName)}>
        <Badge className="gap-1.5 bg-accent px-3 py-1 text-black shadow-sm">
          <Tag aria-hidden="true" className="size-3.5" />
          {offer.category}
        </Badge>
      </div>
    </div>
  );
}

export function EndsNote({ offer }: { offer: OfferCard }) {
  if (!offer.expiry) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs font-semibold text-muted">
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {endsLabel(offer.expiry)}
    </p>
  );
}

/** The offer's maker over its name, the name linking to the offer's page. */
function Title({ offer, className }: { offer: OfferCard; className: string }) {
  return (
    <>
      {offer.manufacturer && <p className="text-xs font-bold tracking-wider text-brand uppercase">{offer.manufacturer}</p>}
      <h2 id={`offer-${offer.id}-title`} className={cn("font-heading font-bold text-ink", className)}>
        <Link to={offer.path} className="hover:text-brand hover:underline">
          {offer.name}
        </Link>
      </h2>
    </>
  );
}

/** A card in the offers grid (spec 000 §2 'Offers'). */
export function OfferGridCard({ offer, enquireText, eager = false }: { offer: OfferCard; enquireText: string; eager?: boolean }) {
  return (
    <Card asChild padding="none" className="flex h-full flex-col overflow-hidden ring-black/[0.07] transition hover:shadow-lg">
      <article aria-labelledby={`offer-${offer.id}-title`}>
        <Picture offer={offer} className="overflow-hidden" chipClassName="top-3 left-3">
          <Link to={offer.path} tabIndex={-1} aria-hidden="true" className="block size-full">
            <OfferImage offer={offer} eager={eager} sizes="(min-width: 1152px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw" className="size-full object-cover" />
          </Link>
        </Picture>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <Title offer={offer} className="text-xl leading-snug" />
          <OfferDescription offer={offer} />
          <EndsNote offer={offer} />
          <div className="mt-auto space-y-4 pt-2">
            <OfferDisclaimer offer={offer} />
            <div className="grid gap-2">
              <EnquireButton offer={offer} text={enquireText} />
              <div className={cn("grid gap-2", offer.explore && "sm:grid-cols-2")}>
                <ExploreButton offer={offer} icon={false} />
                <TestDriveButton />
              </div>
            </div>
          </div>
        </div>
      </article>
    </Card>
  );
}

/** The single-offer layout: a wide card, its whole description, and no Enquire button (spec 000 §2 'Offers'). */
export function SingleOfferCard({ offer }: { offer: OfferCard }) {
  return (
    <Card asChild padding="none" className="overflow-hidden ring-black/[0.07] md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <article aria-labelledby={`offer-${offer.id}-title`} data-layout="single">
        <Picture offer={offer} className="md:aspect-auto md:min-h-full" chipClassName="top-4 left-4">
          <OfferImage offer={offer} eager sizes="(min-width: 1152px) 520px, (min-width: 768px) 45vw, 100vw" className="size-full object-cover md:absolute md:inset-0" />
        </Picture>
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <Title offer={offer} className="text-2xl leading-tight font-extrabold sm:text-3xl" />
          <OfferDescription offer={offer} untruncated />
          <EndsNote offer={offer} />
          <div className="flex flex-wrap gap-3">
            <ExploreButton offer={offer} variant="primary" />
            <TestDriveButton variant={offer.explore ? "plain" : "primary"} />
          </div>
          <div className="border-t border-black/5 pt-4">
            <OfferDisclaimer offer={offer} />
          </div>
        </div>
      </article>
    </Card>
  );
}


export function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
