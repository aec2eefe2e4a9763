import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatKm, formatNumber, formatPrice } from "../../lib/format.ts";
import { IMAGE_SIZES, imageSrcSet, imageUrl } from "../../media/image-url.ts";
import { canonicalBodyType, facetLabel } from "../attributes.ts";
import type { CardVehicle, VehicleCardConfig } from "../card-config.ts";
import { cardTag } from "../card-tag.ts";
import { vehicleTitle } from "../vehicle-names.ts";
import { isInStock } from "../vehicle-status.ts";
import { CardTagBadge } from "./card-tag-badge.tsx";
import { PriceLine } from "./price-line.tsx";
import { SaveVehicleButton } from "./save-vehicle-button.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { Chip } from "../../ui/chip.tsx";
import { SpriteIcon } from "../../ui/sprite-icon.tsx";
import { findSimilarHref } from "../vehicle-paths.ts";
import { vehiclePath } from "../vehicle-paths.ts";

/** Without a tenant config (e.g. a teaser list) a card shows no fuel or certified tags and no views. */
const DEFAULT_CONFIG: VehicleCardConfig = {
  certified_program_make: null,
  just_arrived_days: 8,
  fuel_tags: false,
  runout_tag_green: false,
  show_views: false,
  enquire_button_text: "Enquire Now",
};

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;
const ITEM_TYPE = { car: null, motorcycle: "Motorcycle", truck: "Truck", caravan: "Caravan" } as const;

/**
 * A stock card (spec 000 §2 'Search results page'): picture with location overlay, one tag and a
 * save control; year make model, badge and series, attribute chips, price with price type;
 * condition, odometer, transmission and fuel for cars in stock; optional view count; and a
 * button (Find Me Something Similar for anything not in stock). `now` (ms) enables Just Arrived.
 */
export function VehicleCard({
  vehicle,
  config = DEFAULT_CONFIG,
  now = null,
  eager = false,
}: {
  vehicle: CardVehicle;
  config?: VehicleCardConfig;
  now?: number | null;
  eager?: boolean;
}) {
  const title = vehicleTitle(vehicle);
  const href = vehiclePath(vehicle);
  const image = vehicle.image ?? "/media/not-found.webp";
  const price = formatPrice(vehicle.price);
  const { width, height } = IMAGE_SIZES.card;
  const inStock = isInStock(vehicle);
  const sold = vehicle.status === "sold";
  const tag = cardTag(vehicle, config, now);
  const subtitle = [vehicle.badge, vehicle.series].filter(Boolean).join(" · ");
  const chips = attributeChips(vehicle);
  const titleId = `vehicle-${vehicle.id}-title`;

  return (
    <Card asChild padding="none" className="group relative flex h-full flex-col overflow-hidden ring-black/[0.07] transition duration-300 hover:-translate-y-0.5 hover:shadow-xl">
      <article aria-labelledby={titleId}>
        <div className="relative aspect-[3/2] overflow-hidden bg-slate-100">
          <Link to={href} tabIndex={-1} aria-hidden="true" className="block size-full">
            <img
              src={imageUrl(image, { width, height })}
              srcSet={imageSrcSet(image, { width, height }) || undefined}
              sizes="(min-width: 1440px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
              width={width}
              height={height}
              alt={title}
              loading={eager ? "eager" : "lazy"}
              fetchPriority={eager ? "high" : undefined}
              decoding="async"
              className={`size-full object-cover transition duration-500 group-hover:scale-[1.04] ${sold ? "opacity-75 grayscale-[35%]" : ""}`}
            />
          </Link>
          <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/45 to-transparent" />
          {tag && <CardTagBadge tag={tag} className="absolute top-3 left-3 max-w-[calc(100%-4.5rem)]" />}
          <SaveVehicleButton id={vehicle.id} title={title} className="absolute top-3 right-3" />
          {vehicle.location_name && (
            <span className="absolute bottom-2.5 left-3 inline-flex max-w-[calc(100%-1.5rem)] items-center gap-1 text-xs font-semibold text-white drop-shadow">
              <SpriteIcon name="map-pin" className="size-3.5 shrink-0" />
              <span className="truncate">
                <span className="sr-only">Location: </span>
                {vehicle.location_name}
              </span>
            </span>
          )}
        </div>

        <div className="flex flex-1 flex-col p-4 sm:p-5">
          <h3 id={titleId} className="text-lg leading-snug font-bold">
            <Link to={href} className="rounded-sm hover:text-brand">
              {title}
            </Link>
          </h3>
          <p className="mt-0.5 line-clamp-1 min-h-5 text-sm text-muted">{subtitle}</p>

          {chips.length > 0 && (
            <ul aria-label="Features" className="mt-3 flex flex-wrap gap-1.5">
              {chips.map((c) => (
                <Chip key={c} asChild>
                  <li>{c}</li>
                </Chip>
              ))}
            </ul>
          )}

          <div className="mt-4">
            <PriceLine price={price} priceType={vehicle.price_type} look="card" dataPrice={vehicle.price ?? undefined} />
          </div>

          {inStock && (
            <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-2 border-t border-black/5 pt-4 text-sm text-ink/80">
              <Fact icon={<SpriteIcon name="calendar-clock" className="size-4" />} label="Condition" value={CONDITION[vehicle.car_type]} />
              <Fact icon={<SpriteIcon name="gauge" className="size-4" />} label="Odometer" value={formatKm(vehicle.km)} />
              <Fact icon={<SpriteIcon name="settings-2" className="size-4" />} label="Transmission" value={vehicle.simple_transmission} />
              <Fact icon={<SpriteIcon name="fuel" className="size-4" />} label="Fuel" value={vehicle.simple_fuel} />
            </dl>
          )}

          <div className="mt-auto flex items-center gap-3 pt-5">
            {inStock ? (
              <ButtonLink to={href} aria-label={`View details: ${title}`} className="flex-1 gap-1.5 shadow-none">
                View Details <SpriteIcon name="arrow-right" className="size-4" />
              </ButtonLink>
            ) : (
              <ButtonLink to={findSimilarHref(vehicle)} variant="outline" aria-label={`Find Me Something Similar to the ${title}`} className="flex-1 gap-1.5 py-2">
                <SpriteIcon name="search-check" className="size-4" /> Find Me Something Similar
              </ButtonLink>
            )}
            {config.show_views && vehicle.views > 0 && (
              <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted">
                <SpriteIcon name="eye" className="size-3.5" /> {formatNumber(vehicle.views)} {vehicle.views === 1 ? "view" : "views"}
              </span>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}

/** Body type, item type (other than car) and certified, without repeats ('motorcycle' body on a motorcycle). */
function attributeChips(vehicle: Pick<CardVehicle, "simple_body" | "item_type" | "certified">): string[] {
  const body = vehicle.simple_body?.trim();
  const bodyLabel = body ? (canonicalBodyType(body) ? facetLabel("body", canonicalBodyType(body)!) : body.charAt(0).toUpperCase() + body.slice(1)) : null;
  const chips = [bodyLabel, ITEM_TYPE[vehicle.item_type], vehicle.certified ? "Certified" : null].filter((c): c is string => Boolean(c));
  return chips.filter((c, i) => chips.findIndex((x) => x.toLowerCase() === c.toLowerCase()) === i);
}

/** One key fact; left out when the vehicle has no value for it. */
function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex min-w-0 items-center gap-2">
      <dt className="flex text-muted">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="truncate">{value}</dd>
    </div>
  );
}
