import { PhoneCall, Search, Tag } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/special-offers";
import { NO_OFFERS_MESSAGE, offerCardsFor, offersLayout } from "../offers/offers.ts";
import { MoreLink, OfferGridCard, SingleOfferCard, primaryButton, secondaryButton } from "../offers/components/offer-card.tsx";
import { PageBand } from "../ui/page-band.tsx";
import { OfferChatProvider } from "../offers/components/offer-chat.tsx";
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
    stockHref: `${stockBase(tenant.config)}/new-used-and-demo-cars`,
  };
}

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { dealerName, offers, enquireText, chatWidget, stockHref } = loaderData;
  const layout = offersLayout(offers.length);
  return (
    <OfferChatProvider widget={chatWidget} fallbackHref="/contact">
      <PageBand crumbs={<Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Special Offers" }]} />}>
        <h1 className="mt-4 font-heading text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Special Offers</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          {layout === "empty"
            ? `Deals on new and used vehicles, finance and servicing from ${dealerName}.`
            : `Current deals from ${dealerName} on vehicles, finance and servicing. Talk to our team about any offer, or book a test drive.`}
        </p>
        {layout === "grid" && <p className="mt-4 text-sm font-semibold text-ink">{offers.length} offers available</p>}
      </PageBand>
      <div className="mx-auto max-w-6xl px-4 py-8 lg:py-10">
        {layout === "empty" && <NoOffers stockHref={stockHref} />}
        {layout === "single" && <SingleOfferCard offer={offers[0]!} />}
        {layout === "grid" && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer, i) => (
              <li key={offer.id}>
                <OfferGridCard offer={offer} enquireText={enquireText} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {layout !== "empty" && (
          <div className="mt-10 flex flex-col gap-3 rounded-theme bg-surface p-6 shadow-sm ring-1 ring-black/5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-heading text-lg font-bold text-ink">Can't see what you're after?</h2>
              <p className="mt-1 text-sm text-muted">Browse everything in stock, or ask us about a deal on the vehicle you want.</p>
            </div>
            <div className="flex flex-wrap gap-4">
              <MoreLink to={stockHref}>Browse our stock</MoreLink>
              <MoreLink to="/contact">Contact us</MoreLink>
            </div>
          </div>
        )}
      </div>
    </OfferChatProvider>
  );
}

/** The empty state: the spec's message, and the way to the stock search. */
function NoOffers({ stockHref }: { stockHref: string }) {
  return (
    <section aria-labelledby="no-offers-title" className="mx-auto max-w-2xl rounded-theme bg-surface px-6 py-12 text-center shadow-sm ring-1 ring-black/5 sm:px-12">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-brand/10 text-brand">
        <Tag aria-hidden="true" className="size-8" />
      </span>
      <h2 id="no-offers-title" className="mt-5 font-heading text-2xl font-bold text-ink">
        No offers right now
      </h2>
      <p className="mt-3 text-muted">{NO_OFFERS_MESSAGE}.</p>
      <p className="mt-2 text-muted">New deals arrive often — in the meantime, every vehicle we have is in our stock search.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={stockHref} className={`${primaryButton} px-5 py-3 text-base`}>
          <Search aria-hidden="true" className="size-4" /> Search our stock
        </Link>
        <Link to="/contact" className={`${secondaryButton} px-5 py-3 text-base`}>
          <PhoneCall aria-hidden="true" className="size-4" /> Contact us
        </Link>
      </div>
    </section>
  );
}
