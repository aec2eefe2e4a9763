import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import { imageUrl } from "../../media/image-url.ts";
import type { CardVehicle } from "../card-config.ts";
import { useRecentlyViewed } from "../recently-viewed.ts";
import { Card } from "../../ui/card.tsx";
import { vehicleTitle } from "../vehicle-names.ts";
import { vehiclePath } from "../vehicle-paths.ts";

/**
 * 'Recently viewed' cars from this browser (spec 001 §3 'Viewed-car local record'), with their
 * current price from the server. Renders nothing on the server, before hydration, or when empty.
 */
export function RecentlyViewedStrip({ excludeId, className = "" }: { excludeId?: number; className?: string }) {
  const viewed = useRecentlyViewed();
  const key = viewed
    .filter((c) => c.id !== excludeId)
    .slice(0, 8)
    .map((c) => c.id)
    .join(",");
  const [cars, setCars] = useState<{ key: string; list: CardVehicle[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    let live = true;
    fetch(`/api/cards?ids=${key}`, { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ cars: CardVehicle[] }>) : { cars: [] }))
      .then((d) => live && setCars({ key, list: d.cars }))
      .catch(() => live && setCars({ key, list: [] }));
    return () => {
      live = false;
    };
  }, [key]);
  const list = key && cars ? cars.list : [];
  if (!list.length) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={className}>
      <h2 id="recently-viewed-heading" className="flex items-center gap-2 text-2xl font-bold">
        <History aria-hidden="true" className="size-6 text-brand" /> Recently viewed
      </h2>
      <ul className="-mx-4 mt-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {list.map((car) => (
          <li key={car.id} className="w-56 shrink-0 snap-start">
            <Card asChild padding="none" className="group block overflow-hidden ring-black/[0.07] transition hover:-translate-y-0.5 hover:shadow-lg">
              <Link to={vehiclePath(car)}>
              <img src={imageUrl(car.image ?? "/media/not-found.webp", { width: 448, height: 299 })} alt="" width={224} height={149} loading="lazy" className={`aspect-[3/2] w-full object-cover ${car.status === "sold" ? "grayscale-[35%]" : ""}`} />
              <div className="p-3">
                <p className="truncate text-sm font-bold group-hover:text-brand">{vehicleTitle(car)}</p>
                <p className="mt-0.5 text-sm text-muted">{car.status === "sold" ? "Sold" : (formatPrice(car.price) ?? "Enquire for price")}</p>
              </div>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
