import type { Route } from "./+types/my-garage";
import { getShopper, isGated, requireShopper } from "../accounts/session.server.ts";
import { listWatchlist } from "../accounts/watchlist.server.ts";
import { maskedPhone, signInUrl } from "../accounts/sign-in-rules.ts";
import { GaragePage } from "../accounts/components/garage-page.tsx";
import { heldReservations } from "../checkout/checkout.server.ts";
import { heldVehicleIds } from "../checkout/reservations.server.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { toCardVehicle } from "../stock/card-config.ts";
import { cardConfig } from "../stock/comparison.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";

/** The shopper's saved cars and holds: never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `My Garage${loaderData ? ` · ${loaderData.dealerName}` : ""}` }, { name: "robots", content: "noindex" }];
}

/**
 * The watchlist page, /my-garage (and the dealer-named aliases /mymotorama, /mybigboxcars, /myblinkr,
 * /myservco): the shopper's saved cars with their current status and price, and current holds.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const shopper = isGated(context, "my-garage") ? await requireShopper(context, request, "garage") : await getShopper(context, request);
  const url = new URL(request.url);
  const base = {
    dealerName: tenant.name,
    searchHref: `${stockBase(tenant.config)}/new-used-and-demo-cars`,
    config: cardConfig(tenant.config),
    now: Date.now(),
  };
  if (!shopper) return { ...base, signedIn: false as const, signInHref: signInUrl("garage", url.pathname, url.pathname), cars: [], reservations: [], phone: null };
  const { db } = getServices(context).database;
  const [saved, held, reservations] = await Promise.all([listWatchlist(db, tenant.id, shopper), heldVehicleIds(db, tenant.id), heldReservations(db, tenant, shopper)]);
  const location = new Map(tenant.locations.map((l) => [l.id, { name: l.name, city: l.address.city }]));
  const cars = saved.map((v) => toCardVehicle(held.has(v.id) ? { ...v, reserved: true } : v, v.location_id ? location.get(v.location_id) : null));
  return { ...base, signedIn: true as const, signInHref: null, cars, reservations, phone: maskedPhone(shopper.phone) };
}

export default function MyGarage({ loaderData }: Route.ComponentProps) {
  return <GaragePage data={loaderData} />;
}
