import { ArrowRight, BookmarkX, CalendarCheck2, Columns3, LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CardVehicle } from "../../stock/card-config.ts";
import { compareHref, MAX_COMPARE } from "../../stock/comparison.ts";
import { NoCarsPanel } from "../../stock/components/no-cars-panel.tsx";
import { VehicleCard } from "../../stock/components/vehicle-card.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { type VehicleCardConfig } from "../../stock/card-config.ts";
import { vehicleTitle } from "../../stock/vehicle-names.ts";
import { formatPrice } from "../../lib/format.ts";
import { imageUrl } from "../../media/image-url.ts";
import { WatchlistButton } from "./watchlist-button.tsx";
import { useShopper, useWatchlisted } from "./watchlist-store.ts";

type GarageData = {
  dealerName: string;
  searchHref: string;
  config: VehicleCardConfig;
  now: number;
  signedIn: boolean;
  signInHref: string | null;
  phone: string | null;
  cars: CardVehicle[];
  reservations: { id: string; amount: number; holdUntil: string; car: { title: string; subtitle: string; image: string; slug: string } }[];
};

/** Parts of the page another domain renders (the saved searches and alert settings, ADR 048), passed in by the route. */
export type GarageSlots = { notice?: ReactNode; beforeWatchlist?: ReactNode; afterWatchlist?: ReactNode; carExtra?: (car: CardVehicle) => ReactNode };

/** My Garage: current reservations, saved searches, the watchlist and alert settings (spec 001 §2 'a watchlist page'). */
export function GaragePage({ data, slots = {} }: { data: GarageData; slots?: GarageSlots }) {
  return (
    <>
      <div className="border-b border-black/5 bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="text-3xl font-extrabold md:text-4xl">My Garage</h1>
          <p className="mt-1.5 text-muted">{data.phone ? `Signed in as ${data.phone}` : `Your saved cars at ${data.dealerName}`}</p>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-8 lg:py-10">
        {!data.signedIn ? (
          <Card padding="xl" className="mx-auto max-w-lg text-center">
            <h2 className="text-2xl font-bold">Sign in to see your garage</h2>
            <p className="mt-2 text-muted">Save cars to your watchlist and keep track of their price and status on any device.</p>
            <ButtonLink to={data.signInHref ?? "/sign-in"} size="lg" className="mt-6 shadow-none">
              <LogIn aria-hidden="true" className="size-5" /> Sign in
            </ButtonLink>
          </Card>
        ) : (
          <>
            {slots.notice}
            {data.reservations.length > 0 && (
              <section aria-labelledby="reservations-heading">
                <h2 id="reservations-heading" className="text-2xl font-bold">
                  Your reservations
                </h2>
                <ul className="mt-4 grid gap-4 md:grid-cols-2">
                  {data.reservations.map((r) => (
                    <Card asChild key={r.id} padding="sm" className="flex gap-4">
                      <li>
                        <img src={imageUrl(r.car.image, { width: 240, height: 160 })} alt="" width={120} height={80} className="h-20 w-30 shrink-0 rounded-theme object-cover" />
                        <div className="min-w-0 flex-1">
                          <p className="font-bold">{r.car.title}</p>
                          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-emerald-700">
                            <CalendarCheck2 aria-hidden="true" className="size-4 shrink-0" /> Reserved until {r.holdUntil}
                          </p>
                          <p className="text-sm text-muted">{formatPrice(r.amount)} deposit paid</p>
                          <Link to={`/checkout/reservations/${r.id}`} className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
                            View reservation <ArrowRight aria-hidden="true" className="size-4" />
                          </Link>
                        </div>
                      </li>
                    </Card>
                  ))}
                </ul>
              </section>
            )}
            {slots.beforeWatchlist}
            <Watchlist data={data} carExtra={slots.carExtra} />
            {slots.afterWatchlist}
          </>
        )}
      </div>
    </>
  );
}

function Watchlist({ data, carExtra }: { data: GarageData; carExtra?: (car: CardVehicle) => ReactNode }) {
  const comparable = data.cars.filter((c) => c.status !== "sold").map((c) => c.id);
  return (
    <section aria-labelledby="watchlist-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="watchlist-heading" className="text-2xl font-bold">
          Your watchlist <span className="text-muted">({data.cars.length})</span>
        </h2>
        {comparable.length >= 2 && (
          <ButtonLink to={compareHref(comparable.slice(0, MAX_COMPARE))} variant="outline" className="py-2">
            <Columns3 aria-hidden="true" className="size-4" /> Compare {Math.min(comparable.length, MAX_COMPARE)} cars
          </ButtonLink>
        )}
      </div>
      {data.cars.length === 0 ? (
        <NoCarsPanel icon={BookmarkX} title="Your watchlist is empty" browseHref={data.searchHref} className="mt-4 p-10">
          Tap Save to watchlist on any car and it will wait for you here.
        </NoCarsPanel>
      ) : (
        <ul role="list" aria-label="Saved cars" className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {data.cars.map((car) => (
            <GarageCar key={car.id} car={car} config={data.config} now={data.now} extra={carExtra?.(car)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A saved car; once removed it stays in place, faded, so a slip can be undone. */
function GarageCar({ car, config, now, extra }: { car: CardVehicle; config: VehicleCardConfig; now: number; extra?: ReactNode }) {
  const shopper = useShopper();
  const saved = useWatchlisted(shopper, car.id, true);
  return (
    <li className={`flex flex-col gap-3 transition ${saved ? "" : "opacity-55"}`} data-saved={saved}>
      <VehicleCard vehicle={car} config={config} now={now} />
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-muted">{car.status === "sold" ? "This car has been sold" : car.reserved ? "Reserved" : saved ? "" : "Removed"}</span>
        <WatchlistButton car={{ id: car.id, name: vehicleTitle(car), status: car.status }} variant="button" initiallySaved />
      </div>
      {extra}
    </li>
  );
}
