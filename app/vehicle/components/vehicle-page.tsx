import { Calculator, Fuel, SearchCheck, ShieldCheck, Truck, Video } from "./icons.ts";
import { Suspense, lazy, memo, startTransition, useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { imageUrl } from "../../media/image-url.ts";
import type { CardVehicle } from "../../stock/card-config.ts";
import { recordViewed } from "../../stock/recently-viewed.ts";
import type { VehicleCardConfig } from "../../stock/card-config.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Chip } from "../../ui/chip.tsx";
import { PageLink } from "../../ui/link-list.tsx";
import { buttonClass } from "./kit-classes.ts";
import { reserveHref, enquireHref, findSimilarHref } from "../vehicle-links.ts";
import type { VehiclePageData } from "../vehicle-page-data.server.ts";
import { PROTECT_YOUR_CAR, SECTION_TITLES, type VehicleSection } from "../vehicle-sections.ts";
import { DeliveryCalculator, FinanceDisclaimer, FuelCalculator } from "./calculators.tsx";
import { FinanceCalculator } from "./finance-calculator.tsx";
import { MediaViewer } from "./media-viewer.tsx";
import { trackUsage } from "./track.ts";
import { resetPageState } from "./page-store.ts";
import { SimilarCarsCarousel, SimilarCarsGrid, SimilarCarsSection } from "./similar-cars.tsx";
import { AnnouncementBar, ChatWidget, LocationPanel, MobileBar, StickyHeader } from "./vehicle-chrome.tsx";
import { DealerCommentsText, FactTile, FeatureList, KeyInformationGrid, Panel, PromiseGrid, Specifications } from "./vehicle-details.tsx";
import { SidebarRail, VehicleSidebar } from "./vehicle-sidebar.tsx";
import { ReservationStatus } from "./reservation-status.tsx";

const FinanceCalculatorIsland = lazy(() => import("./finance-calculator-island.tsx"));

/**
 * The finance calculator as an island: the server renders it with its starting figures and static sliders (no slider
 * library: issue 15), which stay on show while the browser fetches the interactive code after hydration; a transition
 * swaps the island in once it has loaded, without a fallback in between (memo keeps the page's own renders from
 * disturbing it).
 */
const FinanceIsland = memo(function FinanceIsland({ data }: { data: VehiclePageData }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => startTransition(() => setInteractive(true)), []);
  if (!data.finance) return null;
  const props = { finance: data.finance, vehicle: data.vehicle, config: { finance: data.config.finance } };
  const still = <FinanceCalculator {...props} />;
  return <Suspense fallback={still}>{interactive ? <FinanceCalculatorIsland {...props} /> : still}</Suspense>;
});

/** Marks the page interactive once React has hydrated it (browser tests wait for it before clicking). */
function ReadyMarker() {
  const hydrated = useHydrated();
  return hydrated ? <span hidden data-page-ready="" /> : null;
}

function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

function useResetOnLeave(carId: number) {
  useEffect(() => () => resetPageState(), [carId]);
}

/** Remembers the car in this browser's recently viewed list (spec 001 §3 'Viewed-car local record'). */
function useRecordViewed(vehicle: VehiclePageData["vehicle"]) {
  useEffect(() => recordViewed(vehicle), [vehicle]);
}

/** The page of a car in stock (spec 001 §2 'Detail page contents'). */
export function VehiclePage({ data }: { data: VehiclePageData }) {
  const { vehicle, config } = data;
  useResetOnLeave(vehicle.id);
  useRecordViewed(vehicle);
  const caravan = data.caravan && data.caravan.length > 0 ? data.caravan : null;
  const specifications = caravan ? data.specifications.filter((g) => g.title !== "Caravan Specifications") : data.specifications;

  const panel = (section: VehicleSection, body: ReactNode, aside?: ReactNode) => (
    <Panel title={SECTION_TITLES[section]} aside={aside}>
      {body}
    </Panel>
  );
  const sections: Record<VehicleSection, ReactNode> = {
    "dealer-comments": panel("dealer-comments", <DealerCommentsText comments={data.comments} />),
    "whats-included": panel("whats-included", <PromiseGrid items={data.whatsIncluded} />),
    "why-buy-from-us": panel("why-buy-from-us", <PromiseGrid items={data.whyBuyFromUs} />),
    "reserve-online": data.reservation
      ? panel("reserve-online", <ReservationStatus reservation={data.reservation} data={data} />)
      : data.reserve
      ? panel(
          "reserve-online",
          <div className="flex flex-col gap-4 rounded-theme bg-brand/[0.06] p-5 ring-1 ring-brand/20 sm:flex-row sm:items-center">
            <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-brand" />
            <p className="flex-1 text-[15px]">{data.reserve.summary}</p>
            <PageLink href={reserveHref(vehicle, config)!} className={buttonClass({ size: "lg" }, "px-4")}>
              Reserve Now
            </PageLink>
          </div>,
        )
      : null,
    "protect-your-car": panel(
      "protect-your-car",
      <PromiseGrid items={PROTECT_YOUR_CAR} />,
      <PageLink href={enquireHref(vehicle)} className="text-sm font-bold text-brand hover:underline">
        Ask about protection
      </PageLink>,
    ),
    features: panel("features", <FeatureList features={data.features} />),
    "key-information": panel("key-information", <KeyInformationGrid info={data.keyInformation} />),
    "car-summary": panel("car-summary", <p className="text-[15px] leading-relaxed">{data.summary}</p>),
    "all-specifications": panel("all-specifications", <Specifications groups={specifications} />),
  };

  return (
    <>
      <JsonLd json={data.jsonLd} />
      <JsonLd json={data.breadcrumbJsonLd} />
      {data.elsewhere && <AnnouncementBar city={data.elsewhere.city} address={data.location?.address ?? null} />}
      <StickyHeader data={data} />
      <div className="mx-auto max-w-7xl px-4 pb-32 sm:px-6 lg:px-8 lg:pb-16">
        <Breadcrumbs items={data.breadcrumbs} className="py-4" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_384px] lg:gap-8">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <MediaViewer vehicle={vehicle} title={data.title} modes={data.viewer.modes} initial={data.viewer.initial} walkaround={data.viewer.walkaround} onUse={(kind) => trackUsage(kind, vehicle.id)} />
          </div>
          <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <VehicleSidebar data={data} />
            <SidebarRail data={data} />
          </div>
          <div className="grid min-w-0 content-start gap-6 lg:col-start-1 lg:row-start-2">
            {caravan && (
              <Panel title="Caravan Specifications">
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {caravan.map((item) => (
                    <FactTile key={item.label} label={item.label} value={item.value} />
                  ))}
                </dl>
              </Panel>
            )}
            {config.vehicle_sections.map((s) => (
              <Section key={s}>{sections[s]}</Section>
            ))}

            {data.viewer.walkaround && (
              <Panel title="Walkaround Video" aside={<Video aria-hidden="true" className="size-5 text-muted" />}>
                <VideoBlock data={data} />
              </Panel>
            )}

            {data.finance && (
              <Panel id="finance-calculator" title="Finance Calculator" aside={<Calculator aria-hidden="true" className="size-5 text-muted" />}>
                <FinanceIsland data={data} />
              </Panel>
            )}

            {(data.fuel || data.delivery) && (
              <div className={`grid gap-6 ${data.fuel && data.delivery ? "xl:grid-cols-2" : ""}`}>
                {data.fuel && (
                  <Panel title="Fuel Calculator" aside={<Fuel aria-hidden="true" className="size-5 text-muted" />}>
                    <FuelCalculator vehicle={vehicle} />
                  </Panel>
                )}
                {data.delivery && (
                  <Panel id="delivery-calculator" title="Delivery Calculator" aside={<Truck aria-hidden="true" className="size-5 text-muted" />}>
                    <p className="mb-3 text-sm text-muted">Not local? We deliver Australia-wide. Enter your postcode for a delivery price.</p>
                    <DeliveryCalculator slug={vehicle.slug} carId={vehicle.id} initialPostcode={data.delivery.postcode} initialResult={data.delivery.result} />
                  </Panel>
                )}
              </div>
            )}

            <LocationPanel data={data} />

            {data.finance && (
              <FinanceDisclaimer
                provider={data.finance.provider}
                text={data.finance.disclaimer}
                estimateNote={
                  data.finance.estimate
                    ? `*Weekly estimate based on a ${data.finance.estimate.termYears} year loan at ${data.finance.estimate.interestRate}% p.a. (comparison rate ${data.finance.comparisonRate}% p.a.) with a ${data.finance.estimate.depositPercent}% deposit and a ${data.finance.estimate.balloonPercent}% final payment. Fees and charges are not included. Subject to lender approval.`
                    : null
                }
              />
            )}
          </div>
        </div>

        <SimilarCarsCarousel slug={vehicle.slug} config={config} browseHref={data.browse.href} browseLabel={data.browse.label} />
      </div>
      <MobileBar data={data} />
      <ChatWidget data={data} />
      <ReadyMarker />
    </>
  );
}

function Section({ children }: { children: ReactNode }) {
  return children ? <>{children}</> : null;
}

function VideoBlock({ data }: { data: VehiclePageData }) {
  const source = data.viewer.walkaround!;
  const poster = data.vehicle.images[0]?.url;
  if (source.kind === "file")
    return (
      <video controls playsInline preload="none" poster={poster ? imageUrl(poster, { width: 960, height: 540 }) : undefined} className="aspect-video w-full rounded-theme bg-black" aria-label={`Video of the ${data.title}`}>
        <source src={source.src} />
      </video>
    );
  if (source.kind === "embed")
    return <iframe src={source.src} title={`Video of the ${data.title}`} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen className="aspect-video w-full rounded-theme border-0" />;
  return (
    <a href={source.src} target="_blank" rel="noopener noreferrer" className="font-bold text-brand hover:underline">
      Watch the video of the {data.title}
    </a>
  );
}

/** A car that is not in stock (spec 001 §2, §4): the SOLD message, Find Me Something Similar and similar cars only. */
export function VehicleSoldPage({ data }: { data: VehiclePageData }) {
  const { vehicle } = data;
  const image = vehicle.images[0]?.url ?? "/media/not-found.webp";
  const sold = vehicle.status === "sold";
  const cars = data.similar ?? [];
  return (
    <>
      <JsonLd json={data.jsonLd} />
      <JsonLd json={data.breadcrumbJsonLd} />
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <Breadcrumbs items={data.breadcrumbs} className="py-4" />
        <Card asChild padding="none" className="grid overflow-hidden md:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
          <section aria-labelledby="sold-title">
            <div className="relative aspect-[3/2] bg-slate-100 md:aspect-auto">
              <img src={imageUrl(image, { width: 750, height: 500 })} alt={data.title} width={750} height={500} fetchPriority="high" className="size-full object-cover grayscale-[60%]" />
              <span className="absolute top-5 -left-10 w-44 -rotate-45 bg-red-600 py-1.5 text-center text-sm font-black tracking-[0.2em] text-white shadow-lg">{sold ? "SOLD" : "UNAVAILABLE"}</span>
            </div>
            <div className="flex flex-col justify-center p-6 sm:p-10">
              <Chip asChild tone="danger" size="md" className="w-fit px-3 py-1 font-black tracking-widest">
                <p>{sold ? "SOLD" : "NO LONGER AVAILABLE"}</p>
              </Chip>
              <h1 id="sold-title" className="mt-4 font-heading text-3xl font-extrabold sm:text-4xl">
                {data.title}
              </h1>
              <p className="mt-3 text-lg text-muted">
                {sold ? "Sorry, this car has been sold." : "Sorry, this car is no longer available."} Tell us what you're looking for and we'll find you something similar, or browse similar cars in stock below.
              </p>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink to={findSimilarHref(vehicle)} size="lg" className="px-6">
                  <SearchCheck aria-hidden="true" className="size-5" /> Find Me Something Similar
                </ButtonLink>
              </div>
            </div>
          </section>
        </Card>
        <SoldSimilarCars cars={cars} config={data.config} browseHref={data.browse.href} />
      </div>
    </>
  );
}

function SoldSimilarCars({ cars, config, browseHref }: { cars: CardVehicle[]; config: VehiclePageData["config"]; browseHref: string }) {
  return (
    <SimilarCarsSection
      aside={
        <Link to={browseHref} className="text-sm font-bold text-brand hover:underline">
          Browse all stock
        </Link>
      }
    >
      {cars.length > 0 ? (
        <SimilarCarsGrid cars={cars} config={config} />
      ) : (
        <Card asChild padding="lg" elevation="flat" className="text-muted">
          <p>
            We don't have anything similar in stock right now, but new cars arrive every week.{" "}
            <Link to={browseHref} className="font-bold text-brand hover:underline">
              See everything in stock
            </Link>
            .
          </p>
        </Card>
      )}
    </SimilarCarsSection>
  );
}

export interface VehicleNotFoundData {
  /** vehicle-gone: we had the car and it is no longer listed (410, ADR 045); vehicle-not-found: no such car (404). */
  reason: "vehicle-not-found" | "vehicle-gone";
  guess: { make: string; model: string | null } | null;
  cars: CardVehicle[];
  browseHref: string;
  /** A gone car's make and model searches (links first, before browsing everything). */
  searchLinks?: { label: string; href: string }[];
  config: VehicleCardConfig;
}

/**
 * The page of a car that is gone (410) or never was (404): not a bare error, but similar cars (a gone car's own make
 * and model; an unknown address's guessed from its words) and searches for its make and model.
 */
export function VehicleNotFound({ data }: { data: VehicleNotFoundData }) {
  const name = data.guess ? [data.guess.make, data.guess.model].filter(Boolean).join(" ").replace(/-/g, " ") : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <section className="mx-auto max-w-2xl text-center">
        {data.reason === "vehicle-not-found" && <p className="font-heading text-6xl font-black text-brand">404</p>}
        <h1 className="mt-3 font-heading text-3xl font-extrabold sm:text-4xl">This car is no longer available</h1>
        <p className="mt-3 text-lg text-muted">
          It may have been sold or taken off the market.{" "}
          {data.cars.length > 0 ? <>Here are some similar cars{name ? <> to the <span className="capitalize">{name}</span></> : null} in stock now.</> : "Take a look at what's in stock now."}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {data.searchLinks?.map((link) => (
            <ButtonLink key={link.href} to={link.href} size="lg" className="px-6">
              {link.label}
            </ButtonLink>
          ))}
          <ButtonLink to={data.browseHref} size="lg" variant={data.searchLinks?.length ? "outline" : "primary"} className="px-6">
            Browse all stock
          </ButtonLink>
          <ButtonLink to="/" variant="plain" size="lg" className="bg-transparent px-6">
            Back to home
          </ButtonLink>
        </div>
      </section>
      {data.cars.length > 0 && (
        <SimilarCarsSection>
          <SimilarCarsGrid cars={data.cars} config={data.config} />
        </SimilarCarsSection>
      )}
    </div>
  );
}
