import { data, redirect } from "react-router";
import type { Route } from "./+types/car-checkout";
import { getShopper, isGated, requireShopper } from "../accounts/session.server.ts";
import { maskedPhone, signInUrl } from "../accounts/sign-in-rules.ts";
import { carReserveState, checkoutCar, dealerDateTime, paymentProvider, readCard } from "../checkout/checkout.server.ts";
import { authenticateHref, reservationHref } from "../checkout/checkout-paths.ts";
import { depositFor, reserveCar } from "../checkout/reservations.server.ts";
import { CARD_FIELDS, cardSchema } from "../checkout/payments.ts";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { CheckoutPage } from "../checkout/components/checkout-page.tsx";
import { leadRateLimit } from "../leads/lead-limits.server.ts";
import { reservationHeld } from "../leads/reservation-lead.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import { findVehicleBySlug } from "../stock/stock-store.server.ts";
import { pagePath } from "../lib/page-path.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";

/** A shopper's checkout: never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Reserve ${loaderData.car.title} · ${loaderData.dealerName}` : "Reserve" }, { name: "robots", content: "noindex" }];
}

/** The tenant's car for this checkout address, or a 404; the other checkout path redirects to the tenant's own. */
async function checkoutContext(context: Route.LoaderArgs["context"], request: Request, slug: string) {
  const tenant = requireTenant(context);
  const { checkout } = tenant.config;
  if (!checkout.enabled) throw data({ reason: "not-found" }, { status: 404 });
  const url = new URL(request.url);
  const segment = pagePath(url).split("/").pop();
  if (segment !== checkout.path && request.method === "GET") throw redirect(`/cars/${encodeURIComponent(slug)}/${checkout.path}${url.search}`, 301);
  const vehicle = await findVehicleBySlug(getServices(context).database.db, tenant.id, slug);
  if (!vehicle || !vehicle.show_on_dealer_website) throw data({ reason: "not-found" }, { status: 404 });
  return { tenant, vehicle };
}

/** /cars/{slug}/checkout or /cars/{slug}/buy-online (spec 001 §2): reserve the car with a refundable deposit. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { tenant, vehicle } = await checkoutContext(context, request, params.slug);
  const shopper = isGated(context, "checkout") ? await requireShopper(context, request, "checkout") : await getShopper(context, request);
  const { db } = getServices(context).database;
  const state = await carReserveState(db, tenant, vehicle, shopper);
  const url = new URL(request.url);
  const { checkout } = tenant.config;
  return {
    dealerName: tenant.name,
    car: checkoutCar(tenant, vehicle),
    state: state.kind,
    reservationHref: state.kind === "mine" ? reservationHref(state.reservationId) : null,
    resumeHref: state.kind === "my-payment" ? authenticateHref(state.reservationId) : null,
    freeBy: state.kind === "paying" ? dealerDateTime(tenant, state.freeBy) : null,
    deposit: depositFor(vehicle, tenant),
    holdHours: checkout.hold_hours,
    refundable: checkout.refundable,
    testMode: paymentProvider(context, tenant)?.id === "test",
    signedInAs: shopper ? maskedPhone(shopper.phone) : null,
    signInHref: signInUrl("checkout", url.pathname, vehiclePath(vehicle)),
    journeyHref: `/checkout-journey?car_id=${encodeURIComponent(vehicle.slug)}`,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  if (!isSameOrigin(request)) return data({ error: "Please reserve from this website's own checkout page.", fields: {}, conflict: false }, { status: 403 });
  const { tenant, vehicle } = await checkoutContext(context, request, params.slug);
  const shopper = await requireShopper(context, request, "checkout");
  const services = getServices(context);
  const form = await request.formData();
  // Card testing is a real abuse: the same per-IP and per-site budget as the lead forms.
  if (leadRateLimit(services, tenant, getClientIp(context))) return { error: "Too many attempts. Please wait a minute and try again.", fields: {}, conflict: false };
  const provider = paymentProvider(context, tenant);
  if (!provider) return { error: "Online payments aren't available right now. Please call us to reserve this car.", fields: {}, conflict: false };
  // The card form's schema, as the browser checked it (a post without JavaScript is checked here first).
  const card = parseFormSubmission(form, cardSchema(), { omit: CARD_FIELDS });
  if (!card.ok) return { error: card.error, fields: card.fieldErrors, conflict: false };
  const result = await reserveCar({ db: services.database.db, provider, tenant }, { shopper, vehicleId: vehicle.id, card: readCard(form) });
  if (result.ok && result.status === "held") {
    await reservationHeld(context, tenant, result.reservationId, vehicle.id);
    return redirect(reservationHref(result.reservationId));
  }
  if (result.ok) return redirect(authenticateHref(result.reservationId));
  return { error: result.error, fields: result.fields ?? {}, conflict: result.status === 409 };
}

export default function CarCheckout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} result={actionData ?? null} />;
}
