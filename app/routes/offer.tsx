import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/offer";
import { IMAGE_SIZES, imageSrcSet, imageUrl } from "../media/image-url.ts";
import { findVisibleOffer, metaDescription, offerPath, toOfferCard, visibleOffers } from "../offers/offers.ts";
import { dealerToday } from "../tenants/dealer-clock.ts";
import { EndsNote, EnquireButton, ExploreButton, MoreLink, OfferDescription, OfferDisclaimer, TestDriveButton } from "../offers/components/offer-card.tsx";
import { Card } from "../ui/card.tsx";
import { PageBand, PageTitle } from "../ui/page-band.tsx";
import { OfferChatProvider } from "../offers/components/offer-chat.tsx";
import { chatLeadData } from "../leads/chat-lead-data.server.ts";
import { ChatLeadProvider } from "../leads/components/chat-lead-provider.tsx";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Offer not found" }];
  return [
    { title: `${loaderData.offer.name} · Special Offers · ${loaderData.dealerName}` },
    { name: "description", content: loaderData.description },
  ];
}

/**
 * One offer: /offers/{id} on a manufacturer-locked site, /offers/{manufacturer-slug}/{id} elsewhere
 * (spec 000 §2 'Other routes seen'). The other form redirects to the offer's own address; an offer
 * that is unknown, over or hidden on this website is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const today = dealerToday(tenant, new Date());
  const offer = findVisibleOffer(tenant.config, tenant.id, today, params.id);
  if (!offer) throw data({ reason: "not-found" }, { status: 404 });
  const path = offerPath(offer, tenant.config);
  // Compared by params: a client-side navigation's request URL is the .data URL, not the page's.
  const requested = params.manufacturer ? `/offers/${params.manufacturer}/${params.id}` : `/offers/${params.id}`;
  if (requested !== path) throw redirect(path, 301);
  const others = visibleOffers(tenant.config, tenant.id, today)
    .filter((o) => o.id !== offer.id)
    .slice(0, 3)
    .map((o) => toOfferCard(o, tenant.config));
  return {
    dealerName: tenant.name,
    offer: toOfferCard(offer, tenant.config),
    description: metaDescription(offer),
    others,
    enquireText: tenant.config.enquire_button_text,
    chatWidget: tenant.config.chat_widget,
    chat: chatLeadData(context, tenant),
  };
}

/** The chat widget's messages are sent as leads (ADR 040). */
export default function OfferPageRoute(props: Route.ComponentProps) {
  return (
    <ChatLeadProvider chat={props.loaderData.chat}>
      <OfferPage {...props} />
    </ChatLeadProvider>
  );
}

function OfferPage({ loaderData }: Route.ComponentProps) {
  const { offer, others, enquireText, chatWidget } = loaderData;
  const src = offer.image ?? "/media/not-found.webp";
  const { width, height } = IMAGE_SIZES.offer;
  return (
    <OfferChatProvider widget={chatWidget} fallbackHref="/contact">
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Special Offers", href: "/special-offers" }, { label: offer.name }]} />}>
        <p className="mt-4 text-xs font-bold tracking-wider text-brand uppercase">{[offer.manufacturer, offer.category].filter(Boolean).join(" · ")}</p>
        <PageTitle className="mt-2 max-w-3xl">{offer.name}</PageTitle>
      </PageBand>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:py-10">
        <Card asChild padding="none" className="min-w-0 overflow-hidden">
          <article>
            <img
              src={imageUrl(src, { width: width * 4, height: height * 4 })}
              srcSet={imageSrcSet(src, { width: width * 3, height: height * 3 }) || undefined}
              sizes="(min-width: 1152px) 800px, (min-width: 1024px) 70vw, 100vw"
              width={width}
              height={height}
              alt={offer.name}
              fetchPriority="high"
              className="aspect-[3/2] w-full bg-slate-100 object-cover"
            />
            <div className="space-y-5 p-6 sm:p-8">
              <EndsNote offer={offer} />
              <OfferDescription offer={offer} untruncated />
              <div className="flex flex-wrap gap-3">
                <EnquireButton offer={offer} text={enquireText} />
                <ExploreButton offer={offer} />
                <TestDriveButton />
              </div>
              {offer.disclaimer.full.length > 0 && (
                <div className="border-t border-black/5 pt-5">
                  <h2 className="mb-2 text-sm font-bold text-ink">Terms and conditions</h2>
                  <OfferDisclaimer offer={offer} open />
                </div>
              )}
            </div>
          </article>
        </Card>
        <aside className="space-y-6">
          {others.length > 0 && (
            <Card asChild>
              <section aria-labelledby="more-offers">
                <h2 id="more-offers" className="font-heading text-lg font-bold">
                  More offers
                </h2>
                <ul className="mt-3 divide-y divide-black/5">
                  {others.map((o) => (
                    <li key={o.id} className="py-3">
                      <Link to={o.path} className="group flex gap-3">
                        <img src={imageUrl(o.image ?? "/media/not-found.webp", { width: 160, height: 107 })} alt="" width={96} height={64} loading="lazy" className="aspect-[3/2] w-24 shrink-0 rounded-theme bg-slate-100 object-cover" />
                        <span className="self-center text-sm leading-snug font-semibold text-ink group-hover:text-brand group-hover:underline">{o.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          )}
          <Card>
            <h2 className="font-heading text-lg font-bold">Every current deal</h2>
            <p className="mt-1 text-sm text-muted">See all our offers on vehicles, finance and servicing.</p>
            <p className="mt-3">
              <MoreLink to="/special-offers">All special offers</MoreLink>
            </p>
          </Card>
        </aside>
      </div>
    </OfferChatProvider>
  );
}
