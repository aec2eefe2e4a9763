import { Clock3, MapPin, RotateCcw, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatKm, formatPrice } from "../../lib/format.ts";
import { IMAGE_SIZES, imageUrl } from "../../media/image-url.ts";
import type { CheckoutCar } from "../checkout.server.ts";

/** The car being reserved or bought: picture, name, price, where it is. */
export function CarSummary({ car, children }: { car: CheckoutCar; children?: ReactNode }) {
  const { width, height } = IMAGE_SIZES.card;
  return (
    <div className="overflow-hidden rounded-theme bg-surface shadow-sm ring-1 ring-black/[0.07]">
      <img src={imageUrl(car.image, { width, height })} alt={car.title} width={width} height={height} className="aspect-[3/2] w-full object-cover" />
      <div className="p-5">
        <h2 className="text-xl leading-snug font-bold">
          <Link to={`/cars/${car.slug}`} className="hover:text-brand">
            {car.title}
          </Link>
        </h2>
        {car.subtitle && <p className="mt-0.5 text-sm text-muted">{car.subtitle}</p>}
        <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
          <span className="font-heading text-2xl font-extrabold">{formatPrice(car.price) ?? "Enquire for price"}</span>
          {car.priceType && formatPrice(car.price) && <span className="text-xs font-semibold tracking-wide text-muted uppercase">{car.priceType}</span>}
        </p>
        <ul className="mt-3 space-y-1 text-sm text-muted">
          {formatKm(car.km) && <li>{formatKm(car.km)}</li>}
          {car.stocknum && <li>Stock number {car.stocknum}</li>}
          {car.location && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" /> {car.location.name}, {car.location.city} {car.location.state}
            </li>
          )}
        </ul>
        {children}
      </div>
    </div>
  );
}

/** The reserve promise (spec 001 §9): the deposit, a 48 hour hold, 100% refundable. */
export function ReservePromise({ deposit, holdHours, refundable }: { deposit: number; holdHours: number; refundable: boolean }) {
  const items = [
    { Icon: ShieldCheck, title: `${formatPrice(deposit) ?? "$200"} deposit`, text: "Comes off the price of the car." },
    { Icon: Clock3, title: `${holdHours} hour hold`, text: "Nobody else can buy it while you arrange an inspection or test drive." },
    ...(refundable ? [{ Icon: RotateCcw, title: "100% refundable", text: "Change your mind? We'll refund the deposit in full." }] : []),
  ];
  return (
    <ul className="mt-4 space-y-3 border-t border-black/5 pt-4">
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span>
            <strong className="block">{title}</strong>
            <span className="text-sm text-muted">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
