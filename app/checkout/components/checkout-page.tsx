import { AlertCircle, CalendarCheck2, LogIn, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import { FIX_ERRORS } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { useFormContext, ValidatedForm } from "../../ui/form.tsx";
import type { CheckoutCar } from "../checkout.server.ts";
import { CardFields, validateCard } from "./card-form.tsx";
import { CheckoutColumns, ReservePromise } from "./car-summary.tsx";
import { vehiclePath } from "../../stock/vehicle-paths.ts";
import type { ReserveState } from "../availability.ts";

type CheckoutData = {
  dealerName: string;
  car: CheckoutCar;
  state: ReserveState["kind"];
  /** Their hold (state mine), their payment waiting for authentication (my-payment), when someone else's times out (paying). */
  reservationHref: string | null;
  resumeHref: string | null;
  freeBy: string | null;
  deposit: number;
  holdHours: number;
  refundable: boolean;
  testMode: boolean;
  signedInAs: string | null;
  signInHref: string;
  journeyHref: string;
};
type CheckoutResult = { error: string; fields: Record<string, string>; conflict: boolean } | null;


/** The checkout's big call to action. */
const bigButton = "py-3.5 text-lg disabled:opacity-70";

/** Reserve a car online: the deposit, the hold and the card form (spec 001 §2, §9). */
export function CheckoutPage({ data, result }: { data: CheckoutData; result: CheckoutResult }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const deposit = formatPrice(data.deposit) ?? "$200";
  const conflict = result?.conflict || data.state === "reserved" || data.state === "paying";
  const canPay = data.state === "available" || data.state === "my-payment";

  return (
    <CheckoutColumns
      car={data.car}
      title="Reserve this car"
      intro={
        <>
          Pay a {deposit} deposit and we'll hold the {data.car.title} for you for {data.holdHours} hours{data.refundable ? ". The deposit is 100% refundable." : "."}
        </>
      }
      labelledBy="reserve-form-heading"
      beside={<ReservePromise deposit={data.deposit} holdHours={data.holdHours} refundable={data.refundable} />}
    >
      <h2 id="reserve-form-heading" className="sr-only">
        Payment
      </h2>
      {data.state === "mine" ? (
        <Notice tone="success" title="You've reserved this car">
          <Link to={data.reservationHref!} className="font-semibold text-brand underline">
            See your reservation
          </Link>
        </Notice>
      ) : data.state === "unavailable" ? (
        <Notice tone="info" title="This car can't be reserved online">
          It isn't in stock right now.{" "}
          <Link to={vehiclePath(data.car)} className="font-semibold text-brand underline">
            Enquire about it
          </Link>{" "}
          and we'll find you something similar.
        </Notice>
      ) : conflict ? (
        <Notice tone="error" title={result?.conflict ? result.error : data.state === "paying" ? "Another shopper is paying a deposit for this car right now" : "This car has just been reserved"}>
          {result?.conflict ? null : data.state === "paying" ? `If their payment doesn't go through, it can be reserved again from ${data.freeBy}. ` : "Another shopper is holding it. "}
          <Link to={vehiclePath(data.car)} className="font-semibold text-brand underline">
            Back to the car
          </Link>{" "}
          to enquire, or to be told if it becomes available again.
        </Notice>
      ) : !data.signedInAs ? (
        <div className="text-center sm:py-6">
          <LogIn aria-hidden="true" className="mx-auto size-10 text-brand" />
          <p className="mt-3 text-lg font-bold">Sign in to reserve</p>
          <p className="mx-auto mt-1 max-w-sm text-muted">A reservation is held in your name. We'll text you a code to confirm your mobile number; it takes a few seconds.</p>
          <ButtonLink to={data.signInHref} size="lg" block className={`${bigButton} mt-5 sm:w-auto`}>
            Sign in to continue
          </ButtonLink>
        </div>
      ) : (
        <>
        {data.state === "my-payment" && (
          <div className="mb-6">
            <Notice tone="info" title="Your deposit payment isn't finished">
              It's waiting for your card's security check, and you have not been charged.{" "}
              <Link to={data.resumeHref!} className="font-semibold text-brand underline">
                Continue the security check
              </Link>{" "}
              or pay again below: the unfinished payment is then cancelled.
            </Notice>
          </div>
        )}
        <ValidatedForm id="reserve-form" validate={validateCard} errors="none" pending={submitting} className="space-y-6">
          <PaymentErrors result={result && !result.conflict ? result : null} />
          <CardFields errors={result && !result.conflict ? result.fields : undefined} testMode={data.testMode} />
          <div className="rounded-theme bg-page p-4 text-sm">
            <p className="flex justify-between font-semibold">
              <span>Deposit due today</span> <span>{deposit}</span>
            </p>
            <p className="mt-1 text-muted">Signed in as {data.signedInAs}. You'll get a confirmation straight away.</p>
          </div>
          <Button type="submit" size="lg" block loading={submitting} loadingText="Reserving…" className={bigButton}>
            {`Pay ${deposit} deposit & reserve`}
          </Button>
        </ValidatedForm>
        </>
      )}
      {canPay && (
        <p className="mt-6 border-t border-black/5 pt-4 text-sm text-muted">
          Ready to buy outright?{" "}
          <Link to={data.journeyHref} className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
            <ShoppingBag aria-hidden="true" className="size-4" /> Buy it online
          </Link>{" "}
          with delivery, finance and trade-in options.
        </p>
      )}
    </CheckoutColumns>
  );
}

/** The payment's errors: the browser's check of the card, else the server's answer (a decline, a refused field). */
function PaymentErrors({ result }: { result: { error: string; fields: Record<string, string> } | null }) {
  const { summary } = useFormContext();
  const client = Object.keys(summary).length > 0;
  if (!client && !result) return null;
  const title = client ? FIX_ERRORS : result!.error;
  const fields = client ? summary : result!.fields;
  return (
    <Alert tone="error" className="flex gap-2.5">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {Object.keys(fields).length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm">
            {Object.entries(fields).map(([k, v]) => (
              <li key={k}>{v}</li>
            ))}
          </ul>
        )}
      </div>
    </Alert>
  );
}

const NOTICE_LOOK = { success: "text-emerald-950", error: "text-red-900", info: "border-black/10 bg-page" } as const;

/** A checkout message: the car is yours, can't be reserved, or was just taken. */
export function Notice({ tone, title, children }: { tone: "success" | "info" | "error"; title: string; children?: ReactNode }) {
  const Icon = tone === "success" ? CalendarCheck2 : AlertCircle;
  return (
    <Alert tone={tone} className={`flex gap-3 p-4 ${NOTICE_LOOK[tone]}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        {children && <p className="mt-1 text-sm">{children}</p>}
      </div>
    </Alert>
  );
}
