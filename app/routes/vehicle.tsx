import { useEffect } from "react";
import { type AscVehicle, ascItemPageview, pushAsc } from "../platform/asc-events.ts";
import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/vehicle";
import { ErrorPage } from "../site/components/error-page.tsx";
import { LazyVehicleFormDialog } from "../leads/components/lazy-vehicle-form-dialog.tsx";
import { stockBase } from "../tenants/stock-base.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { findVehicleBySlug } from "../stock/stock-store.server.ts";
import { VehicleNotFound, VehiclePage, VehicleSoldPage, type VehicleNotFoundData } from "../vehicle/components/vehicle-page.tsx";
import { cardScopeContext } from "../stock/components/listed-card.tsx";
import { vehiclePageSource, searchLinksForGone, similarCars, similarCarsForMissingSlug, vehiclePageData } from "../vehicle/vehicle-page-data.server.ts";
import { vehiclePageAnswer } from "../vehicle/page-answer.ts";
import { allStockPath } from "../search/landing-paths.ts";
import { tagStockList, tagVehicles } from "../platform/surrogate-keys.ts";
import { getShopper } from "../accounts/session.server.ts";
import { pageClock, stockPageHeaders } from "../platform/cache-policy.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { recordPhoneReveal } from "../vehicle/phone-reveal-record.server.ts";
import { SHOW_PHONE_INTENT, phoneShownHref } from "../vehicle/phone-reveal.ts";
import { chatLeadData } from "../leads/chat-lead-data.server.ts";
import { ChatLeadProvider } from "../leads/components/chat-lead-provider.tsx";
import { PageViewBeacon } from "../staff/components/page-view-beacon.tsx";

/**
 * A car's page changes when it is reserved or sold: a shared cache may keep an anonymous copy only briefly (ADR 037).
 * A signed-in shopper's page (it may show their own reservation) is never stored: the entry's policy sees to that.
 */
export const headers = stockPageHeaders;

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  if (loaderData) return loaderData.meta;
  const reason = isRouteErrorResponse(error) ? (error.data as { reason?: string } | undefined)?.reason : undefined;
  const gone = reason === "vehicle-not-found" || reason === "vehicle-gone";
  return [{ title: gone ? "This car is no longer available" : "Page not found" }, { name: "robots", content: "noindex" }];
}

/** /cars/{slug}: the vehicle detail page (spec 001). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const { database, indexes } = getServices(context);
  const index = await indexes.get(tenant);
  // The similar cars are the index's (app/stock/components/listed-card.tsx).
  context.set(cardScopeContext, index);
  const shopper = await getShopper(context, request);
  const found = await vehiclePageSource(database.db, tenant, index, params.slug, shopper);
  const { vehicle, facts } = found ?? { vehicle: null, facts: {} };
  // On the minute, so that two renders of an unchanged page are the same bytes (ETag, ADR 047).
  const now = pageClock();
  const c = tenant.config;
  // A car that is no longer listed answers 410 Gone (ADR 045); an address we never had, 404. Both help the shopper on.
  const answer = vehicle ? vehiclePageAnswer(vehicle, { inSiteStock: index.hit(vehicle.id) !== undefined, includeSoldDays: c.include_sold_cars_days, now }) : null;
  if (!vehicle || answer === "gone") {
    // A car that may yet arrive (or return) under this slug, and suggestions from the stock: any stock change may change this page.
    tagStockList(context, tenant.id);
    const { guess, cars } = vehicle ? { guess: { make: vehicle.make, model: vehicle.model }, cars: similarCars(index, vehicle, now) } : similarCarsForMissingSlug(index, params.slug, now);
    const notFound: VehicleNotFoundData = {
      reason: vehicle ? "vehicle-gone" : "vehicle-not-found",
      guess,
      cars,
      browseHref: allStockPath(stockBase(c)),
      searchLinks: vehicle ? searchLinksForGone(c, index, vehicle) : [],
      config: {
        certified_program_make: c.certified_program_make,
        just_arrived_days: c.just_arrived_days,
        fuel_tags: c.fuel_tags,
        runout_tag_green: c.runout_tag_green,
        show_views: c.show_views,
        enquire_button_text: c.enquire_button_text,
      },
    };
    throw data(notFound, { status: vehicle ? 410 : 404 });
  }
  const page = vehiclePageData({ tenant, vehicle, index, requestUrl: new URL(request.url), shopper, now, facts });
  // A sold car's page stays for the spec's days, and an on-hold car's while it waits; neither is for search engines.
  if (answer !== "listed") page.meta = [...page.meta, { name: "robots", content: "noindex" }];
  tagVehicles(context, tenant.id, [vehicle.id, ...(page.similar ?? []).map((c) => c.id)]);
  return { ...page, chat: chatLeadData(context, tenant) };
}

/**
 * POST /cars/{slug} with intent=show-phone: the 'Show number' button without JavaScript. Records the
 * reveal like the tracking call and answers with the page showing the number.
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  if (!isSameOrigin(request)) throw data({ reason: "forbidden" }, { status: 403 });
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== SHOW_PHONE_INTENT) throw data({ reason: "bad-request" }, { status: 400 });
  const { database } = getServices(context);
  const vehicle = await findVehicleBySlug(database.db, tenant.id, params.slug);
  if (!vehicle || !vehicle.show_on_dealer_website) throw data({ reason: "not-found" }, { status: 404 });
  await recordPhoneReveal(context, request, tenant, { car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: tenant.id });
  // Rate-limited or not recorded, the shopper still gets the number: the count is ours, the call is theirs.
  return redirect(phoneShownHref(vehicle, form.get("anchor")), 303);
}

/** The ASC vehicle page view (ADR 049): onto the data layer, for the dealer's tags once the shopper consents. */
function AscItemPageview({ vehicle }: { vehicle: AscVehicle }) {
  // Once per car shown: a revalidation after a form post is not another view.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => pushAsc(ascItemPageview(vehicle)), [vehicle.id]);
  return null;
}

export default function VehicleRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ChatLeadProvider chat={loaderData.chat}>
      {loaderData.inStock && <AscItemPageview vehicle={loaderData.vehicle} />}
      {loaderData.inStock ? (
        <>
          <VehiclePage key={loaderData.vehicle.id} data={loaderData} />
          <LazyVehicleFormDialog carId={loaderData.vehicle.id} />
        </>
      ) : (
        <VehicleSoldPage data={loaderData} />
      )}
      {/* Dealer analytics: a view of this car, once per visitor per half hour (a reload is not another view). */}
      <PageViewBeacon view={{ page: "vehicle", vehicleId: loaderData.vehicle.id }} />
    </ChatLeadProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const body = error.data as Partial<VehicleNotFoundData> | undefined;
    if (body?.reason === "vehicle-not-found" || body?.reason === "vehicle-gone") return <VehicleNotFound data={body as VehicleNotFoundData} />;
    return <ErrorPage status={404} title="Page not found" message="Sorry, we couldn't find that page." />;
  }
  return <ErrorPage status={500} title="Something went wrong" message="Sorry, something went wrong on our side. Please try again in a moment." />;
}
