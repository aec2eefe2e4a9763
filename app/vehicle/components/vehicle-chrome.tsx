import { CalendarCheck, Clock, MapPin, Navigation, X } from "./icons.ts";
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ButtonAnchor } from "../../ui/button.tsx";
import { PageLink } from "../../ui/link-list.tsx";
import { buttonClass, cardClass } from "./kit-classes.ts";
import { weekHoursHtml } from "./static-markup.ts";
import { ChatBubble, ChatWindow } from "../../ui/chat-window.tsx";
import { IconButton } from "../../ui/icon-button.tsx";
import { formatPrice } from "../../lib/format.ts";
import { imageUrl } from "../../media/image-url.ts";
import { estimateLinkText } from "../finance-maths.ts";
import { directionsHref, enquireHref, financeHref, testDriveHref, tradeInHref } from "../vehicle-links.ts";
import type { VehicleLocationSummary, VehiclePageData } from "../vehicle-page-data.server.ts";
import { setPageState, usePageState } from "./page-store.ts";
import { useScrolledPast } from "./use-scrolled-past.ts";
import { PhoneButton } from "./vehicle-actions.tsx";
import { EnquireButton, openFormInDialog } from "./vehicle-sidebar.tsx";

/** The sticky header appears after this much scrolling (spec 001 §9). */
export const STICKY_HEADER_AFTER_PX = 500;
/** The mobile bar opens after this much scrolling (spec 001 §9). */
export const MOBILE_BAR_OPENS_AFTER_PX = 900;

/**
 * Sticky header (spec 001 §2): name, price, the weekly finance estimate with its rate, Get
 * Finance and Trade-In Valuation, once the page is scrolled past 500 px. Drawn once the page is interactive.
 */
export function StickyHeader({ data }: { data: VehiclePageData }) {
  const shown = useScrolledPast(STICKY_HEADER_AFTER_PX);
  // Hidden until the page scrolls, which only a hydrated page notices: the server need not draw it (issue 15).
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const { vehicle, finance } = data;
  const price = formatPrice(vehicle.price);
  const estimate = finance ? estimateLinkText(finance.estimate) : null;
  const image = vehicle.images[0]?.url;
  return (
    <div
      data-testid="sticky-header"
      data-state={shown ? "shown" : "hidden"}
      aria-hidden={!shown}
      inert={!shown}
      className={`fixed inset-x-0 top-0 z-40 border-b border-black/10 bg-surface/95 shadow-lg backdrop-blur transition duration-300 ${shown ? "translate-y-0 opacity-100" : "pointer-events-none -translate-y-full opacity-0"}`}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2.5 sm:px-6 lg:px-8">
        {image && <img src={imageUrl(image, { width: 160, height: 107 })} alt="" width={72} height={48} loading="lazy" className="hidden h-12 w-[72px] rounded object-cover sm:block" />}
        <div className="min-w-0 flex-1">
          <p className="truncate font-heading font-bold">{data.title}</p>
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
            <span className="font-bold tabular-nums">{price ?? "Enquire for price."}</span>
            {estimate && finance?.estimate && (
              <a href="#finance-calculator" className="text-muted hover:text-brand">
                {estimate} <span className="hidden sm:inline">@ {finance.estimate.interestRate}% p.a.</span>
              </a>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <PageLink href={financeHref(vehicle)} className={buttonClass({ size: "sm" }, "shadow-none sm:px-4")}>
            Get Finance
          </PageLink>
          <PageLink href={tradeInHref(vehicle)} className={buttonClass({ variant: "plain", size: "sm" }, "hidden bg-transparent px-4 sm:inline-flex")}>
            Trade-In Valuation
          </PageLink>
        </div>
      </div>
    </div>
  );
}

const BAR_BUTTON = "min-w-0 flex-1 gap-1.5 px-1.5 text-[13px] whitespace-nowrap sm:px-3 sm:text-sm";

/**
 * The mobile bottom bar (spec 001 §2): call and enquire at the bottom of the screen; after 900 px
 * of scrolling it opens to show the car's price and a test drive button too.
 */
export function MobileBar({ data }: { data: VehiclePageData }) {
  const opened = useScrolledPast(MOBILE_BAR_OPENS_AFTER_PX);
  const price = formatPrice(data.vehicle.price);
  const plain = buttonClass({ variant: "plain" }, BAR_BUTTON);
  return (
    <div
      data-testid="mobile-bar"
      data-state={opened ? "opened" : "closed"}
      className={`mobile-bar fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-surface shadow-[0_-8px_24px_rgba(0,0,0,0.12)] transition-all duration-300 lg:hidden ${opened ? "mobile-bar--opened pb-[max(0.75rem,env(safe-area-inset-bottom))]" : "pb-[max(0.5rem,env(safe-area-inset-bottom))]"}`}
    >
      {opened && (
        <div className="flex items-baseline justify-between gap-3 px-4 pt-2.5">
          <p className="truncate text-sm font-semibold">{data.title}</p>
          <p className="shrink-0 font-heading font-extrabold tabular-nums">{price ?? "Enquire"}</p>
        </div>
      )}
      <div className="flex gap-2 px-3 pt-2">
        <PhoneButton raw={data.location?.phone ?? null} gate={data.phoneGate} compact className={plain} />
        <EnquireButton data={data} className={buttonClass({}, `${BAR_BUTTON} shadow-none`)} />
        {opened && (
          <PageLink href={testDriveHref(data.vehicle)} onClick={openFormInDialog("test-drive")} className={buttonClass({}, plain)}>
            <CalendarCheck aria-hidden="true" className="hidden size-4 min-[400px]:block" /> Test Drive
          </PageLink>
        )}
      </div>
    </div>
  );
}

/** 'Located at {city}' with Get Directions, when the car is away from the primary location (spec 001 §2); dismissible. */
export function AnnouncementBar({ city, address }: { city: string; address: VehicleLocationSummary["address"] | null }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <div role="region" aria-label="Vehicle location notice" className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-accent" />
        <p className="flex-1">
          Located at <strong>{city}</strong>
        </p>
        {address && (
          <a href={directionsHref(address)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold underline-offset-2 hover:underline">
            <Navigation aria-hidden="true" className="size-3.5" /> Get Directions
          </a>
        )}
        <IconButton tone="ghost" size="xs" onClick={() => setDismissed(true)} label="Dismiss location notice" className="hover:bg-white/10">
          <X aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </div>
  );
}

const WEEKDAY = new Intl.DateTimeFormat("en-AU", { weekday: "long", timeZone: "Australia/Brisbane" });
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ORDER = [1, 2, 3, 4, 5, 6, 0];

function hours(h: VehicleLocationSummary["openingHours"][number] | undefined): string {
  if (!h || h.status === "Closed" || !h.open || !h.close) return "Closed";
  const fmt = (t: string) => {
    const [hh, mm] = t.split(":").map(Number);
    const suffix = hh >= 12 ? "pm" : "am";
    const h12 = hh % 12 === 0 ? 12 : hh % 12;
    return mm ? `${h12}:${String(mm).padStart(2, "0")}${suffix}` : `${h12}${suffix}`;
  };
  return `${fmt(h.open)} – ${fmt(h.close)}`;
}

/** Where the car is (#vehicle-map): address, hours, call and directions. */
export function LocationPanel({ data }: { data: VehiclePageData }) {
  const location = data.location;
  if (!location) return null;
  const a = location.address;
  const today = WEEKDAY.format(new Date(data.now));
  return (
      <section id="vehicle-map" aria-labelledby="vehicle-map-title" className={cardClass({ padding: "none" }, "scroll-mt-24 overflow-hidden")}>
        <div className="grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
          <a
            href={directionsHref(a)}
            target="_blank"
            rel="noopener noreferrer"
            className="relative grid min-h-48 place-items-center overflow-hidden bg-[#e8eef3] [background-image:linear-gradient(#d5dee6_1px,transparent_1px),linear-gradient(90deg,#d5dee6_1px,transparent_1px),linear-gradient(35deg,transparent_46%,#fff_46%,#fff_54%,transparent_54%),linear-gradient(-50deg,transparent_47%,#f7d9a8_47%,#f7d9a8_53%,transparent_53%)] [background-size:28px_28px,28px_28px,100%_100%,100%_100%]"
          >
            <span className="relative flex flex-col items-center">
              <span className="grid size-12 place-items-center rounded-full bg-brand text-brand-contrast shadow-xl ring-4 ring-white">
                <MapPin aria-hidden="true" className="size-6" />
              </span>
              {/* Named 'Get directions to {location}, {city}': it ends with the words it shows (WCAG 2.5.3). */}
              <span className="sr-only">Get directions to {location.name}, </span>
              <span className="mt-2 rounded-full bg-white px-3 py-1 text-xs font-bold shadow">{a.city}</span>
            </span>
          </a>
          <div className="p-5 sm:p-7">
            <h2 id="vehicle-map-title" className="font-heading text-xl font-bold sm:text-2xl">
              Vehicle Location
            </h2>
            <p className="mt-2 font-semibold">{location.name}</p>
            <address className="text-muted not-italic">
              {a.street}, {a.city} {a.state} {a.postcode}
            </address>
            {location.openingHours.length > 0 && (
              <details className="group mt-3 text-sm">
                <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 font-semibold">
                  <Clock aria-hidden="true" className="size-4 text-brand" />
                  Today: {hours(location.openingHours.find((h) => WEEKDAYS[h.weekday] === today))}
                  <span className="text-xs font-normal text-muted group-open:hidden">· all hours</span>
                </summary>
                <dl
                  className="mt-2 grid max-w-xs grid-cols-[auto_1fr] gap-x-4 gap-y-0.5"
                  dangerouslySetInnerHTML={{ __html: weekHoursHtml(ORDER.map((d) => ({ day: WEEKDAYS[d]!, hours: hours(location.openingHours.find((h) => h.weekday === d)), today: WEEKDAYS[d] === today }))) }}
                />
              </details>
            )}
            <div className="mt-4 flex flex-wrap gap-2">
              <ButtonAnchor href={directionsHref(a)} target="_blank" rel="noopener noreferrer" variant="dark" className="gap-1.5">
                <Navigation aria-hidden="true" className="size-4" /> Get Directions
              </ButtonAnchor>
              <PhoneButton
                raw={location.phone}
                gate={data.phoneGate}
                anchor="location-phone"
                className={buttonClass({ variant: "plain" }, "gap-1.5")}
              />
            </div>
            {location.licence && <p className="mt-3 text-xs text-muted">Dealer licence {location.licence}</p>}
          </div>
        </div>
      </section>
  );
}

/** The tenant's chat widget on the vehicle page: the bubble rises with the mobile bar; Enquire buttons open it. */
export function ChatWidget({ data }: { data: VehiclePageData }) {
  const widget = data.config.chat_widget;
  const open = usePageState("chatOpen");
  const barOpened = useScrolledPast(MOBILE_BAR_OPENS_AFTER_PX);
  if (!widget) return null;
  // The bubble sits above the mobile bar, and rises with it when the bar opens ('matching class').
  const lift = barOpened ? "chat-bubble--raised bottom-36 lg:bottom-6" : "bottom-24 lg:bottom-6";
  return (
    <>
      {!open && <ChatBubble name={widget.name} onOpen={() => setPageState({ chatOpen: true })} className={`chat-bubble ${lift}`} />}
      <ChatWindow widget={widget} open={open} onClose={() => setPageState({ chatOpen: false })} subject={`the ${data.title}`} enquireHref={enquireHref(data.vehicle)} carId={data.vehicle.id} />
    </>
  );
}
