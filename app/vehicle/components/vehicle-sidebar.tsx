import { BadgeCheck, BedDouble, CalendarCheck, Car, ChevronRight, Cog, Gauge, Landmark, Lock, MapPin, MessageCircle, Ruler, ShieldCheck, Star, TrendingDown, Weight } from "./icons.ts";
import type { StaticIcon } from "./static-icon.tsx";
import type { MouseEvent, ReactNode } from "react";
import { formatKm, formatNumber, formatPrice } from "../../lib/format.ts";
import { estimateAssumptions, estimateLinkText } from "../finance-maths.ts";
import { bodyDimension, bodyLabel } from "../key-information.ts";
import { enquireHref, financeHref, reserveHref, testDriveHref } from "../vehicle-links.ts";
import type { VehiclePageData } from "../vehicle-page-data.server.ts";
import { type DialogForm, setPageState } from "./page-store.ts";
import { FavouriteButton, PhoneButton, PrintButton, ShareButton, ViewsCount } from "./vehicle-actions.tsx";
import { trackUsage } from "./track.ts";
import { ReservationStatus } from "./reservation-status.tsx";
import { WatchlistButton } from "../../accounts/components/watchlist-button.tsx";
import { PriceLine } from "../../stock/components/price-line.tsx";
import { Alert } from "../../ui/alert.tsx";
import { ButtonAnchor } from "../../ui/button.tsx";
import type { ChipStyle } from "../../ui/chip.tsx";
import { PageLink } from "../../ui/link-list.tsx";
import { buttonClass, cardClass, chipClass } from "./kit-classes.ts";
import { iconRowHtml } from "./static-markup.ts";

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;

/** One pill of the car's status row. */
function StatusPill({ tone, className, children }: { tone: ChipStyle["tone"]; className?: string; children: ReactNode }) {
  return <li className={chipClass({ tone }, className ? `py-1 font-semibold ${className}` : "py-1 font-semibold")}>{children}</li>;
}

/** The brand call to action, at its natural width (a class for the links and buttons drawn by other parts). */
const ctaButton = buttonClass({ size: "lg" }, "px-4");
export const primaryButton = `${ctaButton} w-full`;
export const secondaryButton = buttonClass({ variant: "plain", size: "lg", block: true }, "px-4");

/**
 * A link to one of the car's lead forms that, once the page is interactive, opens the form in a
 * dialog on this page instead (spec 001 §2 'Enquiry forms open in a modal'); without JavaScript, or
 * opened in a new tab, it is the form's own page.
 */
export function openFormInDialog(form: DialogForm) {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setPageState({ dialogForm: form });
  };
}

/** The Enquire button: a link to the enquiry form (a dialog with JavaScript), or the chat panel where the tenant has a chat widget. */
export function EnquireButton({ data, className = primaryButton }: { data: VehiclePageData; className?: string }) {
  const text = data.config.enquire_button_text;
  if (data.config.chat_widget) {
    return (
      <button type="button" onClick={() => setPageState({ chatOpen: true })} className={className}>
        <MessageCircle aria-hidden="true" className="size-5" /> {text}
      </button>
    );
  }
  return (
    <PageLink href={enquireHref(data.vehicle)} onClick={openFormInDialog("car-enquiry")} className={className}>
      {text}
    </PageLink>
  );
}

function smsHref(phone: string, title: string, stocknum: string | null): string {
  const body = `Hi, I'm interested in the ${title}${stocknum ? ` (stock #${stocknum})` : ""}.`;
  return `sms:${phone.replace(/[^\d+]/g, "")}?&body=${encodeURIComponent(body)}`;
}

/**
 * The sidebar of a car in stock (spec 001 §2 'Sidebar, in stock'): title, was-price and price,
 * finance, location, Share / Favourite / Print, the contact buttons, views, where the car is and
 * the icon row.
 */
export function VehicleSidebar({ data }: { data: VehiclePageData }) {
  const { vehicle, config, finance, location } = data;
  const price = formatPrice(vehicle.price);
  const was = vehicle.before_price && vehicle.price && vehicle.before_price > vehicle.price ? vehicle.before_price : null;
  const estimate = finance ? estimateLinkText(finance.estimate) : null;
  const reserve = reserveHref(vehicle, config);
  const subtitle = [vehicle.badge, vehicle.series].filter(Boolean).join(" · ");
  const certified = vehicle.certified && vehicle.car_type === "used";
  const applyHref = finance?.applicationUrl ?? "#finance-calculator";

  return (
      <aside aria-label="Price and contact" className={cardClass({}, "sm:p-6")}>
      <ul aria-label="About this car" className="flex flex-wrap gap-1.5 text-xs font-semibold">
        <StatusPill tone="ink">{CONDITION[vehicle.car_type]}</StatusPill>
        {certified && (
          <StatusPill tone="success" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" /> Certified Pre-Owned
          </StatusPill>
        )}
        {vehicle.tag && <StatusPill tone="accent">{vehicle.tag}</StatusPill>}
        {vehicle.status === "coming_soon" && <StatusPill tone="info">Coming Soon</StatusPill>}
        {(data.reservation?.kind === "reserved" || data.reservation?.kind === "mine") && (
          <StatusPill tone="accent" className="gap-1">
            <Lock aria-hidden="true" className="size-3.5" /> Reserved
          </StatusPill>
        )}
        {vehicle.stocknum && <StatusPill tone="muted">Stock #{vehicle.stocknum}</StatusPill>}
      </ul>

      <h1 className="mt-3 font-heading text-2xl leading-tight font-extrabold sm:text-[1.7rem]">
        {vehicle.year} {vehicle.make} {vehicle.model}
      </h1>
      {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}

      <div className="mt-4">
        {was && price && (
          <p className="flex items-center gap-2 text-sm">
            <span className="text-muted line-through">
              <span className="sr-only">Was </span>
              {formatPrice(was)}
            </span>
            <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-bold text-red-700">Save {formatPrice(was - vehicle.price!)}</span>
          </p>
        )}
        <PriceLine price={price} priceType={vehicle.price_type} look="page" testId="vehicle-price" />
      </div>

      {data.marketPrice && (
        <Alert tone="success" className="mt-3 flex items-start gap-2 px-3 py-2 text-sm">
          <TrendingDown aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Great price.</strong> {formatPrice(data.marketPrice.saving)} below the {data.marketPrice.basis === "state" ? "state" : "national"} average market price.
          </span>
        </Alert>
      )}

      {finance && (
        <div className="mt-4 overflow-hidden rounded-theme ring-1 ring-brand/25">
          <a href={applyHref} className="flex items-center gap-3 bg-brand/[0.07] px-3.5 py-2.5 text-sm transition hover:bg-brand/[0.12]">
            <Landmark aria-hidden="true" className="size-5 shrink-0 text-brand" />
            <span className="flex-1">
              <strong className="block text-ink">Finance available</strong>
              <span className="text-muted">Apply online with {finance.provider}</span>
            </span>
            <ChevronRight aria-hidden="true" className="size-4 text-brand" />
          </a>
          {estimate && finance.estimate && (
            <a href="#finance-calculator" className="flex flex-wrap items-baseline justify-between gap-x-2 border-t border-brand/15 px-3.5 py-2 text-sm hover:bg-page">
              <span className="font-heading text-lg font-bold whitespace-nowrap text-brand tabular-nums">{estimate}</span>
              <span className="text-xs text-muted">Calculate yours</span>
              {/* What this estimate assumes, next to it: the calculator below starts from the lender's own terms (ADR 036). */}
              <span className="w-full text-xs text-muted" data-testid="finance-estimate-assumptions">
                {estimateAssumptions(finance.estimate)}
              </span>
            </a>
          )}
        </div>
      )}

      <a href="#vehicle-map" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink hover:text-brand hover:underline">
        <MapPin aria-hidden="true" className="size-4 text-brand" />
        {location?.name ?? "Vehicle Location"}
      </a>

      <div className="mt-4 flex gap-2">
        <ShareButton url={data.url} title={data.title} config={config} onShare={() => trackUsage("share", vehicle.id)} />
        <FavouriteButton vehicle={vehicle} title={data.title} inStock={data.inStock} />
        {config.print_enabled && <PrintButton vehicle={vehicle} />}
      </div>
      <WatchlistButton car={{ id: vehicle.id, name: data.title, status: vehicle.status }} variant="button" className="mt-2 w-full" />

      <div className="mt-4 grid gap-2.5">
        {data.reservation ? (
          <ReservationStatus reservation={data.reservation} data={data} />
        ) : (
          reserve &&
          data.reserve && (
            <PageLink href={reserve} className={primaryButton}>
              <ShieldCheck aria-hidden="true" className="size-5" /> Reserve Online · {data.reserve.depositLabel}
            </PageLink>
          )
        )}
        <EnquireButton data={data} className={reserve && data.reserve && !data.reservation ? secondaryButton : primaryButton} />
        <div className="grid grid-cols-2 gap-2.5">
          <PageLink href={testDriveHref(vehicle)} onClick={openFormInDialog("test-drive")} className={`${secondaryButton} px-2 text-sm`}>
            <CalendarCheck aria-hidden="true" className="size-4 shrink-0" /> Test Drive
          </PageLink>
          {location?.phone ? (
            <a href={smsHref(location.phone, data.title, vehicle.stocknum)} className={`${secondaryButton} px-2 text-sm`}>
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" /> <span className="sr-only">Instant </span>Message
            </a>
          ) : (
            <PageLink href={enquireHref(vehicle)} className={`${secondaryButton} px-2 text-sm`}>
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" /> Message Us
            </PageLink>
          )}
        </div>
        <PhoneButton raw={location?.phone ?? null} gate={data.phoneGate} anchor="sidebar-phone" className={secondaryButton} />
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 border-t border-black/5 pt-4">
        <ViewsCount slug={vehicle.slug} initial={data.views} show={config.show_views} />
        {location && (
          <p className="text-sm text-muted">
            Located at <span className="font-semibold text-ink">{location.name}</span>
            <span className="sr-only">, {location.address.city}</span>
          </p>
        )}
      </div>

      <IconRow
        items={
          vehicle.item_type === "caravan" && vehicle.specifications
            ? [
                { icon: BedDouble, label: "Sleeps", value: vehicle.specifications.sleeps ? `Sleeps ${vehicle.specifications.sleeps}` : null },
                { icon: Ruler, label: "Length", value: bodyDimension(vehicle.specifications.body_length) },
                { icon: Weight, label: "Tare", value: vehicle.specifications.tare_weight ? `${formatNumber(vehicle.specifications.tare_weight)} kg` : null },
              ]
            : [
                { icon: Gauge, label: "Odometer", value: formatKm(vehicle.km) },
                { icon: Cog, label: "Transmission", value: vehicle.simple_transmission ?? vehicle.trans },
                { icon: Car, label: "Body", value: bodyLabel(vehicle) },
              ]
        }
      />

      {data.registration && (
        <dl className={`mt-3 flex flex-wrap justify-between gap-x-3 gap-y-1 rounded-theme px-3.5 py-2.5 text-sm ring-1 ${data.registration.registered ? "bg-page ring-black/5" : "bg-amber-50 text-amber-900 ring-amber-200"}`}>
          <div className="flex gap-1.5">
            <dt className="font-semibold">Registration</dt>
            <dd>{data.registration.label}</dd>
          </div>
          {vehicle.regplate && data.registration.registered && (
            <div className="flex gap-1.5 text-muted">
              <dt className="sr-only">Plate</dt>
              <dd className="rounded border border-black/15 bg-white px-1.5 font-mono text-xs leading-5 font-semibold tracking-wider text-ink">{vehicle.regplate}</dd>
            </div>
          )}
        </dl>
      )}
      </aside>
  );
}

export function IconRow({ items }: { items: { icon: StaticIcon; label: string; value: string | null }[] }) {
  return <dl className={cardClass({ padding: "none", elevation: "inset" }, "mt-4 grid grid-cols-3 divide-x divide-black/5 py-3")} dangerouslySetInnerHTML={{ __html: iconRowHtml(items) }} />;
}

/**
 * Below the sidebar on wide screens, following the shopper down the page: the car finance promo
 * card (Get Pre-Approved) and the call-the-dealer panel (spec 001 §2).
 */
export function SidebarRail({ data }: { data: VehiclePageData }) {
  const { finance, location, vehicle } = data;
  return (
    <div className="hidden gap-6 lg:sticky lg:top-24 lg:grid">
      {finance && (
        <section aria-labelledby="finance-promo-title" className="overflow-hidden rounded-theme bg-ink p-5 text-white shadow-sm">
          <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-widest text-accent uppercase">
            <Landmark aria-hidden="true" className="size-4" /> Car finance
          </p>
          <h2 id="finance-promo-title" className="mt-2 font-heading text-xl font-bold">
            Drive it away sooner
          </h2>
          <p className="mt-1 text-sm text-white/75">
            Pre-approval in minutes with {finance.provider}. Comparison rate from {finance.comparisonRate}% p.a.*
          </p>
          <ButtonAnchor href={finance.applicationUrl ?? financeHref(vehicle)} block className="mt-4 text-base shadow-none">
            Get Pre-Approved
          </ButtonAnchor>
        </section>
      )}
      {location && (
          <section aria-labelledby="call-dealer-title" className={cardClass()}>
            <h2 id="call-dealer-title" className="font-heading text-lg font-bold">
              Talk to {location.name}
            </h2>
            {data.panelRating ? (
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                <Star aria-hidden="true" className="size-4 fill-accent text-accent" />
                <span>
                  <strong className="text-ink">{data.panelRating.average.toFixed(1)}</strong> from {formatNumber(data.panelRating.count)} reviews
                </span>
              </p>
            ) : null}
            <p className="mt-2 text-sm text-muted">
              {location.address.street}, {location.address.city} {location.address.state}
            </p>
            <div className="mt-4 grid gap-2.5">
              <PhoneButton raw={location.phone} gate={data.phoneGate} anchor="dealer-phone" className={secondaryButton} />
              <EnquireButton data={data} className={primaryButton} />
            </div>
          </section>
      )}
    </div>
  );
}