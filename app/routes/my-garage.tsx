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
import { data } from "react-router";
import { garageAlerts, setShopperWatchAlert } from "../alerts/shopper-alerts.server.ts";
import { deleteSavedSearch, setAlertEmail, updateSavedSearch } from "../alerts/alert-store.server.ts";
import { alertEmailSchema, savedSearchSettingsSchema, watchAlertSchema } from "../alerts/alert-rules.ts";
import { AlertEmailForm, GarageAlertNotice, SavedSearchesSection, WatchAlertForm, type GarageAlertResult } from "../alerts/components/garage-alerts.tsx";
import { CROSS_SITE_MESSAGE } from "../leads/form-action.server.ts";
import { formFailure, parseFormSubmission } from "../lib/form-submission.ts";
import { isSameOrigin } from "../platform/same-origin.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";

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
  if (!shopper) return { ...base, signedIn: false as const, signInHref: signInUrl("garage", url.pathname, url.pathname), cars: [], reservations: [], phone: null, alerts: null, saved: false };
  const services = getServices(context);
  const { db } = services.database;
  const index = await services.indexes.get(tenant);
  const [saved, held, reservations, alerts] = await Promise.all([listWatchlist(db, tenant.id, shopper), heldVehicleIds(db, tenant.id), heldReservations(db, tenant, shopper), garageAlerts(db, index, tenant, shopper)]);
  const location = new Map(tenant.locations.map((l) => [l.id, { name: l.name, city: l.address.city }]));
  const cars = saved.map((v) => toCardVehicle(held.has(v.id) ? { ...v, reserved: true } : v, v.location_id ? location.get(v.location_id) : null));
  return { ...base, signedIn: true as const, signInHref: null, cars, reservations, phone: maskedPhone(shopper.phone), alerts, saved: url.searchParams.has("saved") };
}

/**
 * The alert settings (issue 16, ADR 048): a saved search's name and frequency or its deletion, a watched car's alerts,
 * the email address alerts also go to. Plain posts (no JavaScript needed); the page is rendered again with the outcome.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  const form = await request.formData();
  const formId = String(form.get("_form") ?? "");
  const refuse = (status: number, message: string) => data<GarageAlertResult>({ form: formId, ...formFailure(form, message, { status }) }, { status });
  if (!isSameOrigin(request)) return refuse(403, CROSS_SITE_MESSAGE);
  const shopper = await getShopper(context, request);
  if (!shopper) return refuse(401, "Please sign in again to change your alerts.");
  const { db } = getServices(context).database;
  const done = (message: string): GarageAlertResult => ({ ok: true, form: formId, message });
  switch (form.get("_intent")) {
    case "update-search": {
      const parsed = parseFormSubmission(form, savedSearchSettingsSchema);
      if (!parsed.ok) return data<GarageAlertResult>({ form: formId, ...parsed }, { status: parsed.status });
      if (!(await updateSavedSearch(db, tenant.id, shopper.id, parsed.data.id, parsed.data))) return refuse(404, "That saved search is no longer there.");
      return done(`Saved search “${parsed.data.name}” updated.`);
    }
    case "delete-search": {
      const id = savedSearchSettingsSchema.shape.id.safeParse(form.get("id"));
      if (!id.success || !(await deleteSavedSearch(db, tenant.id, shopper.id, id.data))) return refuse(404, "That saved search is no longer there.");
      return done("Saved search deleted.");
    }
    case "watch-alerts": {
      const parsed = parseFormSubmission(form, watchAlertSchema);
      if (!parsed.ok) return data<GarageAlertResult>({ form: formId, ...parsed }, { status: parsed.status });
      if (!(await setShopperWatchAlert(db, tenant, shopper, parsed.data))) return refuse(404, "That car is not on your watchlist.");
      return done("Alerts for this car saved.");
    }
    case "alert-email": {
      const parsed = parseFormSubmission(form, alertEmailSchema);
      if (!parsed.ok) return data<GarageAlertResult>({ form: formId, ...parsed }, { status: parsed.status });
      await setAlertEmail(db, tenant.id, shopper.id, parsed.data.email);
      return done(parsed.data.email ? "Alerts will be emailed too." : "Alerts will only be texted.");
    }
    default:
      return refuse(400, "Unknown request.");
  }
}

export default function MyGarage({ loaderData, actionData }: Route.ComponentProps) {
  const alerts = loaderData.alerts;
  if (!alerts) return <GaragePage data={loaderData} />;
  return (
    <GaragePage
      data={loaderData}
      slots={{
        notice: <GarageAlertNotice result={actionData} saved={loaderData.saved} />,
        beforeWatchlist: <SavedSearchesSection searches={alerts.searches} result={actionData} searchHref={loaderData.searchHref} />,
        afterWatchlist: <AlertEmailForm email={alerts.email} phone={loaderData.phone} result={actionData} />,
        carExtra: (car) => <WatchAlertForm vehicleId={car.id} title={vehicleTitle(car)} settings={alerts.watches[car.id]} result={actionData} />,
      }}
    />
  );
}
