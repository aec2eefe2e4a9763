import { PhoneCall, Search, Tag } from "lucide-react";
import type { Route } from "./+types/special-offers";
import { NO_OFFERS_MESSAGE, offerCardsFor, offersLayout } from "../offers/offers.ts";
import { MoreLink, OfferGridCard, SingleOfferCard } from "../offers/components/offer-card.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { CardGrid } from "../ui/card-grid.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageBand, PageIntro, PageTitle } from "../ui/page-band.tsx";
import { OfferChatProvider } from "../offers/components/offer-chat.tsx";
import { chatLeadData } from "../leads/chat-lead-data.server.ts";
import { ChatLeadProvider } from "../leads/components/chat-lead-provider.tsx";
import { stockBase } from "../tenants/stock-base.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { Breadcrumbs } from "../ui/breadcrumbs.tsx";

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Special Offers" }];
  const { dealerName, offers } = loaderData;
  const description = offers.length
    ? `${offers.length === 1 ? "Our current offer" : `${offers.length} current offers`} at ${dealerName}: ${offers
        .slice(0, 3)
        .map((o) => o.name)
        .join(", ")}${offers.length > 3 ? " and more" : ""}.`
    : `Special offers from ${dealerName}: new and used vehicle deals, finance and servicing offers.`;
  return [
    { title: `Special Offers · ${dealerName}` },
    { name: "description", content: description },
  ];
}

/** /special-offers: the offers this website shows today (spec 000 §2 'Offers'). */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  return {
    dealerName: tenant.name,
    offers: offerCardsFor(tenant, new Date()),
    enquireText: tenant.config.enquire_button_text,
    chatWidget: tenant.config.chat_widget,
    chat: chatLeadData(context, tenant),
    stockHref: `${stockBase(tenant.config)}/new-used-and-demo-cars`,
  };
}

/** The chat widget's messages are sent as leads (ADR 040). */
export default function SpecialOffersRoute(props: Route.ComponentProps) {
  return (
    <ChatLeadProvider chat={props.loaderData.chat}>
      <SpecialOffers {...props} />
    </ChatLeadProvider>
  );
}

function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { dealerName, offers, enquireText, chatWidget, stockHref } = loaderData;
  const layout = offersLayout(offers.length);
  return (
    <OfferChatProvider widget={chatWidget} fallbackHref="/contact">
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Special Offers" }]} />}>
        <PageTitle>Special Offers</PageTitle>
        <PageIntro>
          {layout === "empty"
            ? `Deals on new and used vehicles, finance and servicing from ${dealerName}.`
            : `Current deals from ${dealerName} on vehicles, finance and servicing. Talk to our team about any offer, or book a test drive.`}
        </PageIntro>
        {layout === "grid" && <p className="mt-4 text-sm font-semibold text-ink">{offers.length} offers available</p>}
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        {layout === "empty" && <NoOffers stockHref={stockHref} />}
        {layout === "single" && <SingleOfferCard offer={offers[0]!} />}
        {layout === "grid" && (
          <CardGrid className="gap-6 sm:grid-cols-2 lg:grid-cols-3" items={offers} keyOf={(o) => o.id}>
            {(offer, i) => <OfferGridCard offer={offer} enquireText={enquireText} eager={i < 3} />}
          </CardGrid>
        )}
        {layout !== "empty" && (
          <Card padding="lg" className="mt-10 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-heading text-lg font-bold text-ink">Can't see what you're after?</h2>
              <p className="mt-1 text-sm text-muted">Browse everything in stock, or ask us about a deal on the vehicle you want.</p>
            </div>
            <div className="flex flex-wrap gap-4">
              <MoreLink to={stockHref}>Browse our stock</MoreLink>
              <MoreLink to="/contact">Contact us</MoreLink>
            </div>
          </Card>
        )}
      </div>
    </OfferChatProvider>
  );
}

/** The empty state: the spec's message, and the way to the stock search. */
function NoOffers({ stockHref }: { stockHref: string }) {
  return (
    <EmptyState
      size="lg"
      icon={Tag}
      title="No offers right now"
      titleId="no-offers-title"
      className="mx-auto max-w-2xl"
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={stockHref} size="tall">
            <Search aria-hidden="true" className="size-4" /> Search our stock
          </ButtonLink>
          <ButtonLink to="/contact" variant="plain" size="tall">
            <PhoneCall aria-hidden="true" className="size-4" /> Contact us
          </ButtonLink>
        </div>
      }
    >
      <p>{NO_OFFERS_MESSAGE}.</p>
      <p className="mt-2">New deals arrive often — in the meantime, every vehicle we have is in our stock search.</p>
    </EmptyState>
  );
}
