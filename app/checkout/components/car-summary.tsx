import { ArrowLeft, Clock3, MapPin, RotateCcw, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatKm, formatPrice } from "../../lib/format.ts";
import { IMAGE_SIZES, imageUrl } from "../../media/image-url.ts";
import { Card } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import type { CheckoutCar } from "../checkout.server.ts";
import { vehiclePath } from "../../stock/vehicle-paths.ts";

/** The car being reserved or bought: picture, name, price, where it is. */
export function CarSummary({ car, children }: { car: CheckoutCar; children?: ReactNode }) {
  const { width, height } = IMAGE_SIZES.card;
  return (
    <Card padding="none" className="overflow-hidden ring-black/[0.07]">
      <img src={imageUrl(car.image, { width, height })} alt={car.title} width={width} height={height} className="aspect-[3/2] w-full object-cover" />
      <div className="p-5">
        <h2 className="text-xl leading-snug font-bold">
          <Link to={vehiclePath(car)} className="hover:text-brand">
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
    </Card>
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

/**
 * The frame of the checkout pages: the page (with 'Back to the car', the title and a line, when
 * given a title), the main card and the car beside it (above it on phones).
 */
export function CheckoutColumns({
  car,
  title,
  intro,
  asideWidth = "24rem",
  label,
  labelledBy,
  roomy = false,
  beside,
  children,
}: {
  car: CheckoutCar;
  title?: string;
  intro?: ReactNode;
  asideWidth?: "22rem" | "24rem";
  label?: string;
  labelledBy?: string;
  /** More padding in the card (the confirmation). */
  roomy?: boolean;
  /** Under the car's summary (the reserve promise). */
  beside?: ReactNode;
  children: ReactNode;
}) {
  const header = title !== undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      {header && (
        <>
          <Link to={vehiclePath(car)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-brand">
            <ArrowLeft aria-hidden="true" className="size-4" /> Back to the car
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold md:text-4xl">{title}</h1>
          <p className={cn("mt-1.5 text-muted", asideWidth === "24rem" && "max-w-2xl")}>{intro}</p>
        </>
      )}
      <div className={cn("grid items-start gap-8", header && "mt-8", asideWidth === "22rem" ? "lg:grid-cols-[minmax(0,1fr)_22rem]" : "lg:grid-cols-[minmax(0,1fr)_24rem]")}>
        <Card asChild padding={roomy ? "lg" : "md"} className={cn("ring-black/[0.07]", roomy ? "sm:p-8" : "sm:p-7", header && "order-2 lg:order-1")}>
          <section aria-label={label} aria-labelledby={labelledBy}>
            {children}
          </section>
        </Card>
        <aside className={cn("lg:sticky lg:top-6", header && "order-1 lg:order-2")}>
          <CarSummary car={car}>{beside}</CarSummary>
        </aside>
      </div>
    </div>
  );
}
