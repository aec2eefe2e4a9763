import { AlertCircle, ArrowLeft, CalendarCheck2, Loader2, LogIn, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import type { CheckoutCar } from "../checkout.server.ts";
import { CardFields } from "./card-form.tsx";
import { CarSummary, ReservePromise } from "./car-summary.tsx";

type CheckoutData = {
  dealerName: string;
  car: CheckoutCar;
  state: "mine" | "unavailable" | "reserved" | "available";
  reservationId: string | null;
  deposit: number;
  holdHours: number;
  refundable: boolean;
  testMode: boolean;
  signedInAs: string | null;
  signInHref: string;
  journeyHref: string;
};
type CheckoutResult = { error: string; fields: Record<string, string>; conflict: boolean } | null;

const primary =
  "inline-flex w-full items-center justify-center gap-2 rounded-theme bg-brand px-5 py-3.5 text-lg font-bold text-brand-contrast shadow-sm transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70";

/** Reserve a car online: the deposit, the hold and the card form (spec 001 §2, §9). */
export function CheckoutPage({ data, result }: { data: CheckoutData; result: CheckoutResult }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const deposit = formatPrice(data.deposit) ?? "$200";
  const conflict = result?.conflict || data.state === "reserved";

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <Link to={`/cars/${data.car.slug}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-brand">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the car
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold md:text-4xl">Reserve this car</h1>
      <p className="mt-1.5 max-w-2xl text-muted">
        Pay a {deposit} deposit and we'll hold the {data.car.title} for you for {data.holdHours} hours{data.refundable ? ". The deposit is 100% refundable." : "."}
      </p>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="reserve-form-heading" className="order-2 rounded-theme bg-surface p-5 shadow-sm ring-1 ring-black/[0.07] sm:p-7 lg:order-1">
          <h2 id="reserve-form-heading" className="sr-only">
            Payment
          </h2>
          {data.state === "mine" ? (
            <Notice tone="success" title="You've reserved this car">
              <Link to={`/checkout/reservations/${data.reservationId}`} className="font-semibold text-brand underline">
                See your reservation
              </Link>
            </Notice>
          ) : data.state === "unavailable" ? (
            <Notice tone="info" title="This car can't be reserved online">
              It isn't in stock right now.{" "}
              <Link to={`/cars/${data.car.slug}`} className="font-semibold text-brand underline">
                Enquire about it
              </Link>{" "}
              and we'll find you something similar.
            </Notice>
          ) : conflict ? (
            <Notice tone="error" title={result?.conflict ? result.error : "This car has just been reserved"}>
              {result?.conflict ? null : "Another shopper is holding it. "}
              <Link to={`/cars/${data.car.slug}`} className="font-semibold text-brand underline">
                Back to the car
              </Link>{" "}
              to enquire, or to be told if it becomes available again.
            </Notice>
          ) : !data.signedInAs ? (
            <div className="text-center sm:py-6">
              <LogIn aria-hidden="true" className="mx-auto size-10 text-brand" />
              <p className="mt-3 text-lg font-bold">Sign in to reserve</p>
              <p className="mx-auto mt-1 max-w-sm text-muted">A reservation is held in your name. We'll text you a code to confirm your mobile number; it takes a few seconds.</p>
              <Link to={data.signInHref} className={`${primary} mt-5 sm:w-auto`}>
                Sign in to continue
              </Link>
            </div>
          ) : (
            <Form method="post" noValidate className="space-y-6">
              {result && !result.conflict && (
                <div role="alert" className="flex gap-2.5 rounded-theme border border-red-200 bg-red-50 px-4 py-3 text-red-800">
                  <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <div>
                    <p className="font-semibold">{result.error}</p>
                    {Object.keys(result.fields).length > 0 && (
                      <ul className="mt-1 list-disc pl-5 text-sm">
                        {Object.entries(result.fields).map(([k, v]) => (
                          <li key={k}>{v}</li>
                        ))}
                      </ul>
                    )}
                  </div>
                </div>
              )}
              <CardFields errors={result?.fields} testMode={data.testMode} />
              <div className="rounded-theme bg-page p-4 text-sm">
                <p className="flex justify-between font-semibold">
                  <span>Deposit due today</span> <span>{deposit}</span>
                </p>
                <p className="mt-1 text-muted">Signed in as {data.signedInAs}. You'll get a confirmation straight away.</p>
              </div>
              <button type="submit" className={primary} disabled={submitting}>
                {submitting && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
                {submitting ? "Reserving…" : `Pay ${deposit} deposit & reserve`}
              </button>
            </Form>
          )}
          {data.state === "available" && (
            <p className="mt-6 border-t border-black/5 pt-4 text-sm text-muted">
              Ready to buy outright?{" "}
              <Link to={data.journeyHref} className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
                <ShoppingBag aria-hidden="true" className="size-4" /> Buy it online
              </Link>{" "}
              with delivery, finance and trade-in options.
            </p>
          )}
        </section>

        <aside className="order-1 lg:sticky lg:top-6 lg:order-2">
          <CarSummary car={data.car}>
            <ReservePromise deposit={data.deposit} holdHours={data.holdHours} refundable={data.refundable} />
          </CarSummary>
        </aside>
      </div>
    </div>
  );
}

export function Notice({ tone, title, children }: { tone: "success" | "info" | "error"; title: string; children?: ReactNode }) {
  const look = tone === "success" ? "border-emerald-200 bg-emerald-50 text-emerald-950" : tone === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-black/10 bg-page text-ink";
  const Icon = tone === "success" ? CalendarCheck2 : AlertCircle;
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`flex gap-3 rounded-theme border p-4 ${look}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        {children && <p className="mt-1 text-sm">{children}</p>}
      </div>
    </div>
  );
}
