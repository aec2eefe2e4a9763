import { PageLink } from "../../ui/link-list.tsx";
import { formatKm, formatNumber, formatPrice } from "../../lib/format.ts";
import { IMAGE_SIZES, imageSrcSet, imageUrl } from "../../media/image-url.ts";
import { canonicalBodyType, facetLabel } from "../attributes.ts";
import type { CardVehicle, ResultCardVehicle, VehicleCardConfig } from "../card-config.ts";
import { cardTag } from "../card-tag.ts";
import { vehicleTitle } from "../vehicle-names.ts";
import { isInStock } from "../vehicle-status.ts";
import { CardTagBadge } from "./card-tag-badge.tsx";
import { PriceLine } from "./price-line.tsx";
import { SaveVehicleButton } from "./save-vehicle-button.tsx";
import { ButtonLink } from "../../ui/button.tsx";
import { type MaskIconName, iconClass } from "../../ui/mask-icon.tsx";
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
  priority = false,
}: {
  vehicle: ResultCardVehicle;
  config?: VehicleCardConfig;
  now?: number | null;
  /** Load the photo at once (the first row) rather than when scrolled to. */
  eager?: boolean;
  /** The page's largest paint (the first card): its photo is fetched ahead of the others. */
  priority?: boolean;
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
    // The kit's raised Card, as the `vcard` rule in app.css.
    <article aria-labelledby={titleId} className="group vcard">
      <div className="vcard-media">
        <PageLink href={href} tabIndex={-1} aria-hidden="true" className="vcard-pic">
          <img
            src={imageUrl(image, { width, height })}
            srcSet={imageSrcSet(image, { width, height }) || undefined}
            sizes="(min-width: 1440px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
            width={width}
            height={height}
            alt={title}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className={sold ? "vcard-img opacity-75 grayscale-[35%]" : "vcard-img"}
          />
        </PageLink>
        {tag && <CardTagBadge tag={tag} className="vcard-tag" />}
        <SaveVehicleButton id={vehicle.id} title={title} className="vcard-save" />
        {vehicle.location_name && (
          <span className={`vcard-location ${iconClass("map-pin")}`}>
            <span className="sr-only">Location: </span>
            {vehicle.location_name}
          </span>
        )}
      </div>

      <div className="vcard-body">
        <h3 id={titleId} className="vcard-title">
          <PageLink href={href} className="rounded-sm hover:text-brand">
            {title}
          </PageLink>
        </h3>
        <p className="vcard-subtitle">{subtitle}</p>

        {chips.length > 0 && (
          <ul aria-label="Features" className="mt-3 flex flex-wrap gap-1.5">
            {chips.map((c) => (
              <li key={c} className="vcard-chip">
                {c}
              </li>
            ))}
          </ul>
        )}

        <PriceLine price={price} priceType={vehicle.price_type} look="card" dataPrice={vehicle.price ?? undefined} className="mt-4" />

        {inStock && (
          <dl className="vcard-facts">
            <Fact icon="calendar-clock" label="Condition" value={CONDITION[vehicle.car_type]} />
            <Fact icon="gauge" label="Odometer" value={formatKm(vehicle.km)} />
            <Fact icon="settings-2" label="Transmission" value={vehicle.simple_transmission} />
            <Fact icon="fuel" label="Fuel" value={vehicle.simple_fuel} />
          </dl>
        )}

        <div className="vcard-actions">
          {inStock ? (
            // The primary button's look, as the `vcard-cta` rule in app.css (the kit's ButtonLink repeated it on every card).
            <PageLink href={href} aria-label={`View details: ${title}`} className={`vcard-cta ${iconClass("arrow-right", "after")}`}>
              View Details
            </PageLink>
          ) : (
            <ButtonLink to={findSimilarHref(vehicle)} variant="outline" aria-label={`Find Me Something Similar to the ${title}`} className={`flex-1 gap-1.5 py-2 ${iconClass("search-check")}`}>
              Find Me Something Similar
            </ButtonLink>
          )}
          {config.show_views && vehicle.views > 0 && (
            <span className={`vcard-views ${iconClass("eye")}`}>
              {`${formatNumber(vehicle.views)} ${vehicle.views === 1 ? "view" : "views"}`}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** Body type, item type (other than car) and certified, without repeats ('motorcycle' body on a motorcycle). */
function attributeChips(vehicle: Pick<CardVehicle, "simple_body" | "item_type" | "certified">): string[] {
  const body = vehicle.simple_body?.trim();
  const bodyLabel = body ? (canonicalBodyType(body) ? facetLabel("body", canonicalBodyType(body)!) : body.charAt(0).toUpperCase() + body.slice(1)) : null;
  const chips = [bodyLabel, ITEM_TYPE[vehicle.item_type], vehicle.certified ? "Certified" : null].filter((c): c is string => Boolean(c));
  return chips.filter((c, i) => chips.findIndex((x) => x.toLowerCase() === c.toLowerCase()) === i);
}

/**
 * One key fact; left out when the vehicle has no value for it. The term is for screen readers (taken out of the grid,
 * which then places the values two by two) and the icon is drawn before the value: two elements a fact.
 */
function Fact({ icon, label, value }: { icon: MaskIconName; label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt className="sr-only">{label}</dt>
      <dd className={`vcard-fact ${iconClass(icon)}`}>{value}</dd>
    </>
  );
}
