import { Landmark } from "lucide-react";
import { data, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout.authenticate";
import { requireShopper } from "../accounts/session.server.ts";
import { paymentProvider, shopperReservation } from "../checkout/checkout.server.ts";
import { reservationHref } from "../checkout/checkout-paths.ts";
import { reservationHeld } from "../leads/reservation-lead.server.ts";
import { confirmReservation } from "../checkout/reservations.server.ts";
import { Notice } from "../checkout/components/checkout-page.tsx";
import { formatPrice } from "../lib/format.ts";
import { Button } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";
import { ValidatedForm } from "../ui/form.tsx";
import { isSameOrigin } from "../platform/same-origin.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { findVehicle } from "../vehicle/vehicle-page-data.server.ts";
import { vehicleTitle } from "../stock/vehicle-names.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";

/** A shopper's payment step: never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta() {
  return [{ title: "Confirm your payment" }, { name: "robots", content: "noindex" }];
}

/**
 * The test payment provider's authentication page (a stand-in for a bank's 3-D Secure challenge):
 * the shopper approves or fails the deposit; the reservation is then held or released.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const shopper = await requireShopper(context, request, "checkout");
  const id = new URL(request.url).searchParams.get("reservation") ?? "";
  const { db } = getServices(context).database;
  const r = await shopperReservation(db, tenant, shopper, id);
  if (!r) throw data({ reason: "not-found" }, { status: 404 });
  if (r.status === "held") throw redirect(reservationHref(r.id));
  const car = await findVehicle(db, tenant.id, String(r.vehicleId));
  return {
    id: r.id,
    waiting: r.status === "pending" && Boolean(r.paymentRef),
    amount: r.amount,
    merchant: tenant.name,
    provider: paymentProvider(context, tenant)?.id ?? "test",
    car: car ? { title: vehicleTitle(car), slug: car.slug } : null,
    checkoutHref: car ? `/cars/${car.slug}/${tenant.config.checkout.path}` : "/",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const tenant = requireTenant(context);
  if (!isSameOrigin(request)) return data({ error: "Please confirm the payment on this website." }, { status: 403 });
  const shopper = await requireShopper(context, request, "checkout");
  const form = await request.formData();
  const id = String(form.get("reservation") ?? "");
  const provider = paymentProvider(context, tenant);
  if (!provider) return { error: "Online payments aren't available right now." };
  const services = getServices(context);
  const result = await confirmReservation({ db: services.database.db, provider, tenant }, shopper, id, form.get("decision") === "approve");
  if (result.ok && result.status === "held") {
    await reservationHeld(context, tenant, result.reservationId);
    return redirect(reservationHref(result.reservationId));
  }
  return { error: result.ok ? "That payment still needs authentication." : result.error };
}

export default function Authenticate({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("decision") : null;
  const failed = actionData?.error ?? (!d.waiting ? "That payment is no longer waiting for authentication. You have not been charged." : null);
  return (
    <section className="px-4 py-12 sm:py-16">
      <Card padding="none" elevation="floating" className="mx-auto max-w-md overflow-hidden ring-black/10">
        <div className="flex items-center gap-3 bg-slate-900 px-6 py-4 text-white">
          <Landmark aria-hidden="true" className="size-6" />
          <div>
            <p className="font-bold">Test Bank secure check</p>
            <p className="text-xs text-slate-300">{d.provider === "test" ? "Test payment provider: no real money moves" : "Payment authentication"}</p>
          </div>
        </div>
        <div className="p-6">
          <h1 className="text-2xl font-extrabold">Confirm your payment</h1>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted">Merchant</dt>
            <dd className="font-semibold">{d.merchant}</dd>
            <dt className="text-muted">Amount</dt>
            <dd className="font-semibold">{formatPrice(d.amount)} AUD</dd>
            {d.car && (
              <>
                <dt className="text-muted">For</dt>
                <dd className="font-semibold">Deposit, {d.car.title}</dd>
              </>
            )}
          </dl>
          {failed ? (
            <div className="mt-6 space-y-4">
              <Notice tone="error" title={failed} />
              <Link to={d.checkoutHref} className="inline-flex font-semibold text-brand hover:underline">
                Back to checkout
              </Link>
            </div>
          ) : (
            <ValidatedForm id="authenticate-form" pending={Boolean(busy)} className="mt-6 grid grid-cols-2 gap-3" hiddenFields={<input type="hidden" name="reservation" value={d.id} />}>
              <Button type="submit" name="decision" value="fail" variant="subtle" size="lg" disabled={Boolean(busy)} loading={busy === "fail"} className="px-4 transition-none hover:border-red-600 hover:text-red-700 disabled:cursor-default disabled:opacity-100">
                Fail
              </Button>
              <Button type="submit" name="decision" value="approve" size="lg" disabled={Boolean(busy)} loading={busy === "approve"} className="bg-emerald-700 px-4 text-white shadow-none transition-none hover:bg-emerald-800 hover:brightness-100 disabled:cursor-default disabled:opacity-100">
                Approve
              </Button>
            </ValidatedForm>
          )}
        </div>
      </Card>
    </section>
  );
}
