import { CalendarCheck2, CheckCircle2, Phone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/checkout.reservation";
import { requireShopper } from "../accounts/session.server.ts";
import { checkoutCar, dealerDateTime, shopperReservation } from "../checkout/checkout.server.ts";
import { authenticateHref } from "../checkout/checkout-paths.ts";
import { CheckoutColumns } from "../checkout/components/car-summary.tsx";
import { Notice } from "../checkout/components/checkout-page.tsx";
import { Alert } from "../ui/alert.tsx";
import { ButtonAnchor, ButtonLink } from "../ui/button.tsx";
import { formatPrice } from "../lib/format.ts";
import { formatPhone, telHref } from "../lib/phone.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { primaryLocation } from "../tenants/tenant-document.ts";
import { findVehicle } from "../vehicle/vehicle-page-data.server.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";

/** A shopper's reservation: never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta() {
  return [{ title: "Your reservation" }, { name: "robots", content: "noindex" }];
}

/** A shopper's reservation: the confirmation after paying the deposit (only its owner can see it). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const shopper = await requireShopper(context, request, "checkout");
  const { db } = getServices(context).database;
  const r = await shopperReservation(db, tenant, shopper, params.id);
  if (!r) throw data({ reason: "not-found" }, { status: 404 });
  const vehicle = await findVehicle(db, tenant.id, String(r.vehicleId));
  if (!vehicle) throw data({ reason: "not-found" }, { status: 404 });
  const location = (vehicle.location_id ? tenant.locations.find((l) => l.id === vehicle.location_id) : null) ?? primaryLocation(tenant);
  const now = new Date();
  const status = r.status === "held" && r.holdUntil && r.holdUntil > now ? "held" : r.status === "held" ? "expired" : r.status;
  return {
    id: r.id,
    status,
    amount: r.amount,
    holdUntil: r.holdUntil ? dealerDateTime(tenant, r.holdUntil) : null,
    refundable: tenant.config.checkout.refundable,
    dealerName: tenant.name,
    phone: location?.contact_detail.phone ?? null,
    journey: new URL(request.url).searchParams.get("journey") === "1",
    car: checkoutCar(tenant, vehicle),
  };
}

export default function Reservation({ loaderData: d }: Route.ComponentProps) {
  const held = d.status === "held";
  return (
    <CheckoutColumns car={d.car} roomy>
      {held ? (
        <>
          <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
          <h1 className="mt-3 text-2xl leading-tight font-extrabold sm:text-3xl md:text-4xl">Your car is reserved until {d.holdUntil}</h1>
          <p className="mt-3 text-lg text-muted">
            We've received your {formatPrice(d.amount)} deposit for the {d.car.title}. Nobody else can buy it while it's on hold.
            {d.refundable && " Your deposit is 100% refundable."}
          </p>
          {d.journey && (
            <Alert tone="success" className="mt-4">
              Your purchase details are with our sales team too.
            </Alert>
          )}
          <h2 className="mt-8 text-xl font-bold">What happens next</h2>
          <ol className="mt-3 space-y-3">
            {[
              `Our team will call you within one business day to arrange an inspection, test drive or delivery.`,
              `Bring your driver's licence when you visit; the deposit comes off the price of the car.`,
              d.refundable ? `Changed your mind? Call us before the hold ends for a full refund.` : `The hold ends automatically at the time above.`,
            ].map((text, i) => (
              <li key={text} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand text-sm font-bold text-brand-contrast">{i + 1}</span>
                <span className="pt-0.5">{text}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-extrabold">Your reservation</h1>
          <div className="mt-4">
            <Notice
              tone="info"
              title={d.status === "expired" ? "This hold has ended" : d.status === "released" ? "This reservation was released" : d.status === "pending" ? "Your deposit payment isn't finished" : "This reservation didn't go through"}
            >
              {d.status === "pending" ? (
                <>
                  It's waiting for your card's security check; you have not been charged.{" "}
                  <Link to={authenticateHref(d.id)} className="font-semibold underline">
                    Continue the security check
                  </Link>
                </>
              ) : d.status === "failed" ? (
                "You have not been charged."
              ) : (
                "Call us if you have any questions about your deposit."
              )}
            </Notice>
          </div>
        </>
      )}
      <div className="mt-8 flex flex-wrap gap-3 border-t border-black/5 pt-6">
        <ButtonLink to="/my-garage" size="lg" className="shadow-none transition-none">
          <CalendarCheck2 aria-hidden="true" className="size-5" /> Go to My Garage
        </ButtonLink>
        {d.phone && (
          <ButtonAnchor href={telHref(d.phone)} variant="subtle" size="lg" className="transition-none">
            <Phone aria-hidden="true" className="size-5" /> {formatPhone(d.phone)}
          </ButtonAnchor>
        )}
      </div>
      <p className="mt-4 text-xs text-muted">Reference {d.id.slice(0, 8).toUpperCase()}</p>
    </CheckoutColumns>
  );
}
