import crypto from "node:crypto";
import { data, redirect } from "react-router";
import type { Route } from "./+types/checkout-journey";
import { getShopper, isGated, requireShopper } from "../accounts/session.server.ts";
import { maskedPhone, signInUrl } from "../accounts/sign-in-rules.ts";
import { authenticateHref, reservationHref } from "../checkout/checkout-paths.ts";
import { carReserveState, checkoutCar, paymentProvider, readCard } from "../checkout/checkout.server.ts";
import { CONSENT_MESSAGE, EMPTY_JOURNEY, JOURNEY_STEPS, firstInvalidStep, journeyMessage, parseStep, readJourney, stepIndex, validateStep, type JourneyStep, type JourneyValues } from "../checkout/journey.ts";
import { depositFor, reserveCar } from "../checkout/reservations.server.ts";
import { CARD_FIELDS, cardSchema } from "../checkout/payments.ts";
import { parseFormSubmission } from "../lib/form-submission.ts";
import { JourneyPage, type JourneyState } from "../checkout/components/journey-page.tsx";
import { leadRateLimit } from "../leads/lead-limits.server.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { leadDepsFor, submitLead } from "../leads/lead-service.server.ts";
import { reservationHeld } from "../leads/reservation-lead.server.ts";
import { getClientIp, getServices, requireTenant } from "../platform/request-context.server.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";
import { findVehicle, hasDelivery, quoteDelivery } from "../vehicle/vehicle-page-data.server.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";

/** A shopper's checkout: never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Buy ${loaderData.car.title} online · ${loaderData.dealerName}` : "Buy online" }, { name: "robots", content: "noindex" }];
}

async function journeyContext(context: Route.LoaderArgs["context"], request: Request) {
  const tenant = requireTenant(context);
  if (!tenant.config.checkout.enabled) throw data({ reason: "not-found" }, { status: 404 });
  const carId = new URL(request.url).searchParams.get("car_id")?.trim() ?? "";
  const vehicle = carId && carId.length <= 200 ? await findVehicle(getServices(context).database.db, tenant.id, carId) : null;
  if (!vehicle || !vehicle.show_on_dealer_website) throw data({ reason: "not-found" }, { status: 404 });
  return { tenant, vehicle };
}

/** /checkout-journey?car_id={id or slug} (spec 001 §2): buy a car online, step by step. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { tenant, vehicle } = await journeyContext(context, request);
  const shopper = isGated(context, "checkout") ? await requireShopper(context, request, "checkout") : await getShopper(context, request);
  const url = new URL(request.url);
  const state = await carReserveState(getServices(context).database.db, tenant, vehicle, shopper);
  const here = `${url.pathname}?car_id=${encodeURIComponent(vehicle.slug)}`;
  const pickup = (vehicle.location_id ? tenant.locations.find((l) => l.id === vehicle.location_id) : null) ?? primaryLocation(tenant);
  return {
    dealerName: tenant.name,
    car: checkoutCar(tenant, vehicle),
    available: state.kind !== "unavailable" && state.kind !== "reserved",
    submitted: url.searchParams.get("submitted") === "1",
    deposit: depositFor(vehicle, tenant),
    holdHours: tenant.config.checkout.hold_hours,
    refundable: tenant.config.checkout.refundable,
    testMode: paymentProvider(context, tenant)?.id === "test",
    consentRequired: tenant.config.consent_required,
    deliveryOffered: hasDelivery(tenant),
    pickup: pickup ? `${pickup.name}, ${pickup.address.street}, ${pickup.address.city}` : tenant.name,
    signedInAs: shopper ? maskedPhone(shopper.phone) : null,
    signInHref: signInUrl("checkout", here, here),
    tradeInHref: `/cars/trade-in?car_id=${vehicle.id}`,
    journeyKey: crypto.randomUUID(),
    initial: { step: "details", values: { ...EMPTY_JOURNEY, phone: shopper?.phone ?? "" }, errors: {}, quote: null } satisfies JourneyState,
  };
}

export async function action({ context, request }: Route.ActionArgs): Promise<JourneyState | Response> {
  const { tenant, vehicle } = await journeyContext(context, request);
  const form = await request.formData();
  const values: JourneyValues = readJourney(form);
  const step = parseStep(form.get("_step"));
  const intent = String(form.get("_intent") ?? "next");
  const services = getServices(context);
  const quote = /^\d{4}$/.test(values.postcode) && hasDelivery(tenant) ? quoteDelivery(tenant, values.postcode) : null;
  const options = { deliveryAvailable: Boolean(quote?.ok), knownPostcode: services.isKnownPostcode };
  const at = (s: JourneyStep, extra: Partial<JourneyState> = {}): JourneyState => ({ step: s, values, errors: {}, quote, ...extra });
  if (!isSameOrigin(request)) return at(step, { formError: "Please use this website's own purchase form." });

  if (intent === "back") return at(JOURNEY_STEPS[Math.max(0, stepIndex(step) - 1)]!);
  if (intent === "next") {
    const errors = validateStep(step, values, options);
    if (Object.keys(errors).length) return at(step, { errors });
    return at(JOURNEY_STEPS[Math.min(JOURNEY_STEPS.length - 1, stepIndex(step) + 1)]!);
  }

  // Submit: every step again (the hidden fields could have been changed), then deposit, then the lead.
  const invalid = firstInvalidStep(values, "review", options);
  if (invalid) return at(invalid.step, { errors: invalid.errors });
  if (tenant.config.consent_required && form.get("terms_conditions") !== "on") return at("review", { errors: { terms_conditions: CONSENT_MESSAGE } });
  if (leadRateLimit(services, tenant, getClientIp(context))) return at("review", { formError: "Too many submissions. Please wait a minute and try again." });

  let reservation: { id: string; held: boolean } | null = null;
  if (values.deposit === "yes") {
    const shopper = await getShopper(context, request);
    if (!shopper) return at("review", { formError: "Please sign in to pay a deposit, or choose not to pay one." });
    const provider = paymentProvider(context, tenant);
    if (!provider) return at("review", { formError: "Online payments aren't available right now. Submit without a deposit and we'll call you." });
    // The card form's schema, as the browser checked it (a post without JavaScript is checked here first).
    const card = parseFormSubmission(form, cardSchema(), { omit: CARD_FIELDS });
    if (!card.ok) return at("review", { formError: card.error, cardErrors: card.fieldErrors });
    const result = await reserveCar({ db: services.database.db, provider, tenant }, { shopper, vehicleId: vehicle.id, card: readCard(form) });
    if (!result.ok) return at("review", { formError: result.error, cardErrors: result.fields ?? {}, conflict: result.status === 409 });
    reservation = { id: result.reservationId, held: result.status === "held" };
    if (reservation.held) await reservationHeld(context, tenant, reservation.id, vehicle.id);
  }

  const quoteText = values.delivery === "delivery" && quote?.ok ? `Delivery to ${values.postcode} (${quote.name}), $${quote.price}` : "Pick-up from the dealership";
  const carText = `${vehicleTitle(vehicle)}${vehicle.badge ? ` ${vehicle.badge}` : ""}${vehicle.stocknum ? ` (stock ${vehicle.stocknum})` : ""}`;
  const depositText = reservation ? `${reservation.held ? "paid, car held" : "awaiting card authentication"} (reservation ${reservation.id})` : null;
  const lead = await submitLead(
    leadDepsFor(services, tenant),
    {
      form: "car-enquiry",
      category: "Purchase",
      subcategory: "Online Purchase",
      car_id: vehicle.id,
      source: "Website",
      url: new URL(request.url).pathname + `?car_id=${vehicle.id}`,
      user_agent: request.headers.get("user-agent")?.slice(0, 500),
      idempotency_key: String(form.get("_key") ?? "").slice(0, 100) || undefined,
      isLastStep: true,
      name: values.name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      postcode: values.postcode,
      message: journeyMessage(values, { car: carText, delivery: quoteText, reservation: depositText }),
      location: vehicle.location_id ?? primaryLocation(tenant)?.id,
      opt_in: true,
      terms_conditions: form.get("terms_conditions") === "on",
      stock_number: vehicle.stocknum ?? undefined,
      "Vehicle Make": vehicle.make,
      "Vehicle Model": vehicle.model,
      car_type: vehicle.car_type,
      vehicle_status: vehicle.status,
    },
  );
  if (!lead.ok) {
    services.logger.warn({ error: lead.error, fields: lead.fieldErrors }, "purchase journey lead refused");
    if (!reservation) return at("review", { formError: lead.error });
  }
  if (reservation?.held) return redirect(`${reservationHref(reservation.id)}?journey=1`);
  if (reservation) return redirect(authenticateHref(reservation.id));
  return redirect(`/checkout-journey?car_id=${encodeURIComponent(vehicle.slug)}&submitted=1`);
}

export default function CheckoutJourney({ loaderData, actionData }: Route.ComponentProps) {
  return <JourneyPage data={loaderData} state={actionData ?? loaderData.initial} />;
}
