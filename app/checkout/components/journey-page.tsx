import { AlertCircle, ArrowLeft, ArrowRight, Check, CheckCircle2, ExternalLink, Loader2, Store, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import type { CheckoutCar } from "../checkout.server.ts";
import { JOURNEY_STEPS, PAYMENT_METHODS, STEP_FIELDS, STEP_LABELS, journeyTotals, stepIndex, type JourneyStep, type JourneyValues } from "../journey.ts";
import { CardFields, inputClass } from "./card-form.tsx";
import { CarSummary } from "./car-summary.tsx";
import { Notice } from "./checkout-page.tsx";

export type JourneyQuote = { ok: true; price: number; name: string } | { ok: false; message: string } | null;
export type JourneyState = {
  step: JourneyStep;
  values: JourneyValues;
  errors: Record<string, string>;
  quote: JourneyQuote;
  formError?: string;
  cardErrors?: Record<string, string>;
  conflict?: boolean;
};
type JourneyData = {
  dealerName: string;
  car: CheckoutCar;
  available: boolean;
  submitted: boolean;
  deposit: number;
  holdHours: number;
  refundable: boolean;
  testMode: boolean;
  consentRequired: boolean;
  deliveryOffered: boolean;
  pickup: string;
  signedInAs: string | null;
  signInHref: string;
  tradeInHref: string;
  journeyKey: string;
};

const primary = "inline-flex items-center justify-center gap-2 rounded-theme bg-brand px-6 py-3 font-bold text-brand-contrast shadow-sm transition hover:brightness-110 disabled:cursor-wait disabled:opacity-70";
const secondary = "inline-flex items-center justify-center gap-2 rounded-theme border-2 border-black/15 px-5 py-2.5 font-bold transition hover:border-brand hover:text-brand";

/** The online purchase journey: one step at a time, every answer carried in the form (works without JavaScript). */
export function JourneyPage({ data, state }: { data: JourneyData; state: JourneyState }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("_intent") ?? "") : null;
  const { step, values } = state;

  if (data.submitted)
    return (
      <Shell data={data}>
        <div className="text-center sm:py-6">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
          <h2 className="mt-3 text-2xl font-extrabold">Thanks, your purchase request is in</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">Our sales team will call you within one business day to confirm the price, paperwork and {data.deliveryOffered ? "delivery or pick-up" : "pick-up"}.</p>
          <Link to={`/cars/${data.car.slug}`} className={`${secondary} mt-6`}>
            Back to the car
          </Link>
        </div>
      </Shell>
    );
  if (!data.available)
    return (
      <Shell data={data}>
        <Notice tone="info" title="This car can't be bought online right now">
          It may have just been reserved or sold.{" "}
          <Link to={`/cars/${data.car.slug}`} className="font-semibold text-brand underline">
            Enquire about it
          </Link>{" "}
          and we'll help you find the right car.
        </Notice>
      </Shell>
    );

  const hidden = (Object.keys(values) as (keyof JourneyValues)[]).filter((k) => !STEP_FIELDS[step].includes(k));
  const depositLabel = formatPrice(data.deposit) ?? "$200";
  return (
    <Shell data={data}>
      <Progress step={step} />
      <Form method="post" noValidate className="mt-6 space-y-6">
        <input type="hidden" name="_step" value={step} />
        <input type="hidden" name="_key" value={data.journeyKey} />
        {hidden.map((k) => (
          <input key={k} type="hidden" name={k} value={values[k]} />
        ))}
        {state.formError && !state.conflict && (
          <div role="alert" className="flex gap-2.5 rounded-theme border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-800">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> {state.formError}
          </div>
        )}
        {Object.keys(state.errors).length > 1 && (
          <div role="alert" className="rounded-theme border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p className="font-semibold">Please fix the following errors:</p>
            <ul className="mt-1 list-disc pl-5">
              {Object.values(state.errors).map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          </div>
        )}

        {step === "details" && <DetailsStep values={values} errors={state.errors} signedInAs={data.signedInAs} signInHref={data.signInHref} />}
        {step === "delivery" && <DeliveryStep data={data} state={state} />}
        {step === "payment" && <PaymentStep data={data} values={values} errors={state.errors} />}
        {step === "review" && <ReviewStep data={data} state={state} />}

        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-black/5 pt-5">
          {step !== "details" ? (
            <button type="submit" name="_intent" value="back" formNoValidate className={secondary}>
              <ArrowLeft aria-hidden="true" className="size-4" /> Back
            </button>
          ) : (
            <span />
          )}
          {step === "review" ? (
            <button type="submit" name="_intent" value="submit" className={primary} disabled={submitting === "submit"}>
              {submitting === "submit" && <Loader2 aria-hidden="true" className="size-5 animate-spin" />}
              {values.deposit === "yes" ? `Pay ${depositLabel} deposit & submit` : "Submit purchase request"}
            </button>
          ) : (
            <button type="submit" name="_intent" value="next" className={primary} disabled={submitting === "next"}>
              Continue <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </Form>
    </Shell>
  );
}

function Shell({ data, children }: { data: JourneyData; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:py-12">
      <Link to={`/cars/${data.car.slug}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-brand">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the car
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold md:text-4xl">Buy online</h1>
      <p className="mt-1.5 text-muted">A few quick steps; nothing is final until our team confirms with you.</p>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Purchase steps" className="order-2 rounded-theme bg-surface p-5 shadow-sm ring-1 ring-black/[0.07] sm:p-7 lg:order-1">
          {children}
        </section>
        <aside className="order-1 lg:sticky lg:top-6 lg:order-2">
          <CarSummary car={data.car} />
        </aside>
      </div>
    </div>
  );
}

function Progress({ step }: { step: JourneyStep }) {
  const current = stepIndex(step);
  return (
    <ol aria-label="Progress" className="grid grid-cols-4 gap-2">
      {JOURNEY_STEPS.map((s, i) => (
        <li key={s} aria-current={i === current ? "step" : undefined} className="min-w-0">
          <span className={`block h-1.5 rounded-full ${i <= current ? "bg-brand" : "bg-black/10"}`} />
          <span className={`mt-1.5 flex items-center gap-1 truncate text-xs font-semibold sm:text-sm ${i === current ? "text-ink" : "text-muted"}`}>
            {i < current && <Check aria-hidden="true" className="size-3.5 shrink-0 text-brand" />}
            <span className="truncate">
              <span className="sr-only">Step {i + 1}: </span>
              {STEP_LABELS[s]}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function Field({ name, label, errors, children }: { name: string; label: string; errors: Record<string, string>; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`journey-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {errors[name] && (
        <p id={`journey-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
}

function DetailsStep({ values, errors, signedInAs, signInHref }: { values: JourneyValues; errors: Record<string, string>; signedInAs: string | null; signInHref: string }) {
  const props = (name: keyof JourneyValues) => ({
    id: `journey-${name}`,
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `journey-${name}-error` : undefined,
    className: inputClass,
  });
  return (
    <fieldset className="space-y-4">
      <legend className="font-heading text-xl font-bold">Your details</legend>
      {!signedInAs && (
        <p className="rounded-theme bg-page px-4 py-3 text-sm text-muted">
          Want to pay a deposit to hold this car?{" "}
          <Link to={signInHref} className="font-semibold text-brand hover:underline">
            Sign in first
          </Link>
          .
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="First name" errors={errors}>
          <input {...props("name")} autoComplete="given-name" required maxLength={60} />
        </Field>
        <Field name="last_name" label="Last name (optional)" errors={errors}>
          <input {...props("last_name")} autoComplete="family-name" maxLength={60} />
        </Field>
        <Field name="email" label="Email" errors={errors}>
          <input {...props("email")} type="email" autoComplete="email" required maxLength={254} />
        </Field>
        <Field name="phone" label="Mobile" errors={errors}>
          <input {...props("phone")} type="tel" inputMode="tel" autoComplete="tel" required maxLength={20} />
        </Field>
        <Field name="postcode" label="Postcode" errors={errors}>
          <input {...props("postcode")} inputMode="numeric" autoComplete="postal-code" required maxLength={4} pattern="\d{4}" className={`${inputClass} sm:max-w-40`} />
        </Field>
      </div>
    </fieldset>
  );
}

function Choice({ name, value, checked, disabled, title, detail, icon }: { name: string; value: string; checked: boolean; disabled?: boolean; title: string; detail: ReactNode; icon?: ReactNode }) {
  return (
    <label className={`flex cursor-pointer gap-3 rounded-theme border-2 p-4 transition has-[:checked]:border-brand has-[:checked]:bg-brand/5 ${disabled ? "cursor-not-allowed opacity-60" : "border-black/10 hover:border-brand/50"}`}>
      <input type="radio" name={name} value={value} defaultChecked={checked} disabled={disabled} className="mt-1 size-4 accent-[var(--color-brand)]" />
      {icon}
      <span className="min-w-0">
        <span className="block font-bold">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
    </label>
  );
}

function DeliveryStep({ data, state }: { data: JourneyData; state: JourneyState }) {
  const { quote, values, errors } = state;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 font-heading text-xl font-bold">Delivery or pick-up</legend>
      <Choice name="delivery" value="pickup" checked={values.delivery !== "delivery" || !quote?.ok} title="Pick up from the dealership" detail={`Free · ${data.pickup}`} icon={<Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />} />
      {data.deliveryOffered && (
        <Choice
          name="delivery"
          value="delivery"
          checked={values.delivery === "delivery" && Boolean(quote?.ok)}
          disabled={!quote?.ok}
          title={`Deliver to ${values.postcode}`}
          detail={quote?.ok ? `${formatPrice(quote.price) ?? "Free"} · ${quote.name}` : (quote?.message ?? "Enter your postcode to get a delivery price.")}
          icon={<Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />}
        />
      )}
      {errors.delivery && <p className="text-sm font-medium text-red-700">{errors.delivery}</p>}
    </fieldset>
  );
}

function PaymentStep({ data, values, errors }: { data: JourneyData; values: JourneyValues; errors: Record<string, string> }) {
  const deposit = formatPrice(data.deposit) ?? "$200";
  return (
    <div className="space-y-7">
      <fieldset className="space-y-3">
        <legend className="mb-3 font-heading text-xl font-bold">How will you pay?</legend>
        {(Object.keys(PAYMENT_METHODS) as (keyof typeof PAYMENT_METHODS)[]).map((m) => (
          <Choice
            key={m}
            name="payment_method"
            value={m}
            checked={values.payment_method === m}
            title={PAYMENT_METHODS[m]}
            detail={m === "cash" ? "Pay the balance on collection or before delivery." : m === "dealer-finance" ? "We'll arrange a quote from our lenders." : "Pre-approved elsewhere? Bring your lender's details."}
          />
        ))}
        {errors.payment_method && <p className="text-sm font-medium text-red-700">{errors.payment_method}</p>}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-heading text-lg font-bold">Trading in a car?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice name="trade_in" value="no" checked={values.trade_in !== "yes"} title="No trade-in" detail="Just this purchase." />
          <Choice name="trade_in" value="yes" checked={values.trade_in === "yes"} title="Yes, I have a trade-in" detail="We'll value it with your purchase." />
        </div>
        <a href={data.tradeInHref} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
          Get an online trade-in valuation <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-1 font-heading text-lg font-bold">Hold the car with a deposit?</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice name="deposit" value="no" checked={values.deposit !== "yes" || !data.signedInAs} title="Not now" detail="We'll call you to confirm first." />
          <Choice
            name="deposit"
            value="yes"
            checked={values.deposit === "yes" && Boolean(data.signedInAs)}
            disabled={!data.signedInAs}
            title={`Pay ${deposit} now`}
            detail={data.signedInAs ? `Held for ${data.holdHours} hours${data.refundable ? ", 100% refundable" : ""}.` : "Sign in first to pay a deposit."}
          />
        </div>
      </fieldset>
    </div>
  );
}

function ReviewStep({ data, state }: { data: JourneyData; state: JourneyState }) {
  const { values, quote } = state;
  const delivery = values.delivery === "delivery" && quote?.ok ? quote : null;
  const deposit = values.deposit === "yes" ? data.deposit : null;
  const totals = journeyTotals(data.car.price, delivery?.price ?? null, deposit);
  const rows: [string, string][] = [
    ["Buyer", `${values.name} ${values.last_name}`.trim()],
    ["Contact", `${values.email} · ${values.phone}`],
    ["Delivery", delivery ? `Deliver to ${values.postcode} (${delivery.name})` : `Pick up: ${data.pickup}`],
    ["Payment", values.payment_method ? PAYMENT_METHODS[values.payment_method] : "—"],
    ["Trade-in", values.trade_in === "yes" ? "Yes" : "No"],
  ];
  return (
    <div className="space-y-6">
      <h2 className="font-heading text-xl font-bold">Review and submit</h2>
      <dl className="divide-y divide-black/5 rounded-theme bg-page px-4 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 py-2.5">
            <dt className="text-muted">{k}</dt>
            <dd className="text-right font-semibold break-words">{v}</dd>
          </div>
        ))}
      </dl>
      <dl className="space-y-1.5 text-sm" aria-label="Price summary">
        <div className="flex justify-between">
          <dt>Car</dt>
          <dd>{formatPrice(totals.car) ?? "Enquire for price"}</dd>
        </div>
        <div className="flex justify-between">
          <dt>Delivery</dt>
          <dd>{delivery ? (formatPrice(totals.delivery) ?? "Free") : "Free pick-up"}</dd>
        </div>
        {totals.total !== null && (
          <div className="flex justify-between border-t border-black/10 pt-1.5 text-base font-bold">
            <dt>Total</dt>
            <dd>{formatPrice(totals.total)}</dd>
          </div>
        )}
        {deposit !== null && (
          <div className="flex justify-between font-semibold text-brand">
            <dt>Deposit due today</dt>
            <dd>{formatPrice(deposit)}</dd>
          </div>
        )}
      </dl>
      <div>
        <label htmlFor="journey-message" className="text-sm font-semibold">
          Anything else we should know? (optional)
        </label>
        <textarea id="journey-message" name="message" defaultValue={values.message} rows={3} maxLength={2000} className={inputClass} />
        {state.errors.message && <p className="mt-1 text-sm font-medium text-red-700">{state.errors.message}</p>}
      </div>
      {state.conflict && <Notice tone="error" title={state.formError ?? "This car was just reserved."} />}
      {deposit !== null && !state.conflict && <CardFields errors={state.cardErrors} testMode={data.testMode} idPrefix="journey-card" />}
      {data.consentRequired && (
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="terms_conditions" className="mt-0.5 size-4" /> I agree to the terms of use.
          </label>
          {state.errors.terms_conditions && <p className="mt-1 text-sm font-medium text-red-700">{state.errors.terms_conditions}</p>}
        </div>
      )}
    </div>
  );
}
