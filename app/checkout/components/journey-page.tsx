import { AlertCircle, ArrowLeft, ArrowRight, Check, CheckCircle2, ExternalLink, Store, Truck } from "lucide-react";
import { useCallback, type ComponentProps, type ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { formatPrice } from "../../lib/format.ts";
import { FIX_ERRORS } from "../../lib/form-submission.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { useFormContext, ValidatedForm } from "../../ui/form.tsx";
import { Input } from "../../ui/input.tsx";
import { RadioCard, RadioGroup } from "../../ui/radio-group.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import type { CheckoutCar } from "../checkout.server.ts";
import { CONSENT_MESSAGE, JOURNEY_STEPS, PAYMENT_METHODS, STEP_FIELDS, STEP_LABELS, checkStep, journeyTotals, readJourney, stepIndex, type JourneyStep, type JourneyValues } from "../journey.ts";
import { CardFields, CheckoutField, useFieldError, validateCard } from "./card-form.tsx";
import { CheckoutColumns } from "./car-summary.tsx";
import { Notice } from "./checkout-page.tsx";
import { vehiclePath } from "../../stock/vehicle-paths.ts";

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


/** The online purchase journey: one step at a time, every answer carried in the form (works without JavaScript). */
export function JourneyPage({ data, state }: { data: JourneyData; state: JourneyState }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" ? String(navigation.formData?.get("_intent") ?? "") : null;
  const { step, values } = state;
  // The browser's check of this step: its schema, and on review the card (a deposit) and the consent.
  const validate = useCallback(
    (formData: FormData) => {
      const errors = checkStep(step, readJourney(formData));
      if (step !== "review") return errors;
      if (formData.get("deposit") === "yes" && formData.has("card_number")) Object.assign(errors, validateCard(formData));
      if (data.consentRequired && formData.get("terms_conditions") !== "on") errors.terms_conditions = CONSENT_MESSAGE;
      return errors;
    },
    [step, data.consentRequired],
  );

  if (data.submitted)
    return (
      <Shell data={data}>
        <div className="text-center sm:py-6">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-600" />
          <h2 className="mt-3 text-2xl font-extrabold">Thanks, your purchase request is in</h2>
          <p className="mx-auto mt-2 max-w-md text-muted">Our sales team will call you within one business day to confirm the price, paperwork and {data.deliveryOffered ? "delivery or pick-up" : "pick-up"}.</p>
          <ButtonLink to={vehiclePath(data.car)} variant="subtle" size="lg" className="mt-6 py-2.5">
            Back to the car
          </ButtonLink>
        </div>
      </Shell>
    );
  if (!data.available)
    return (
      <Shell data={data}>
        <Notice tone="info" title="This car can't be bought online right now">
          It may have just been reserved or sold.{" "}
          <Link to={vehiclePath(data.car)} className="font-semibold text-brand underline">
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
      <ValidatedForm
        id="journey-form"
        validate={validate}
        errors="none"
        pending={Boolean(submitting)}
        className="mt-6 space-y-6"
        hiddenFields={
          <>
            <input type="hidden" name="_step" value={step} />
            <input type="hidden" name="_key" value={data.journeyKey} />
            {hidden.map((k) => (
              <input key={k} type="hidden" name={k} value={values[k]} />
            ))}
          </>
        }
      >
        {state.formError && !state.conflict && (
          <Alert tone="error" className="flex gap-2.5 font-semibold">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> {state.formError}
          </Alert>
        )}
        <StepErrors errors={state.errors} />

        {step === "details" && <DetailsStep values={values} errors={state.errors} signedInAs={data.signedInAs} signInHref={data.signInHref} />}
        {step === "delivery" && <DeliveryStep data={data} state={state} />}
        {step === "payment" && <PaymentStep data={data} values={values} errors={state.errors} />}
        {step === "review" && <ReviewStep data={data} state={state} />}

        <div className="flex flex-wrap-reverse items-center justify-between gap-3 border-t border-black/5 pt-5">
          {step !== "details" ? (
            <Button type="submit" name="_intent" value="back" formNoValidate variant="subtle" size="lg" className="py-2.5">
              <ArrowLeft aria-hidden="true" className="size-4" /> Back
            </Button>
          ) : (
            <span />
          )}
          {step === "review" ? (
            <Button type="submit" name="_intent" value="submit" size="xl" loading={submitting === "submit"} className="disabled:opacity-70">
              {values.deposit === "yes" ? `Pay ${depositLabel} deposit & submit` : "Submit purchase request"}
            </Button>
          ) : (
            <Button type="submit" name="_intent" value="next" size="xl" disabled={submitting === "next"} className="disabled:opacity-70">
              Continue <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </ValidatedForm>
    </Shell>
  );
}

function Shell({ data, children }: { data: JourneyData; children: ReactNode }) {
  return (
    <CheckoutColumns car={data.car} title="Buy online" intro="A few quick steps; nothing is final until our team confirms with you." asideWidth="22rem" label="Purchase steps">
      {children}
    </CheckoutColumns>
  );
}

/** The step's errors in one list when there are several: the browser's check, else the server's answer. */
function StepErrors({ errors }: { errors: Record<string, string> }) {
  const { summary } = useFormContext();
  const shown = Object.keys(summary).length ? summary : errors;
  if (Object.keys(shown).length <= 1) return null;
  return (
    <Alert tone="error" className="text-sm">
      <p className="font-semibold">{FIX_ERRORS}</p>
      <ul className="mt-1 list-disc pl-5">
        {Object.values(shown).map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </Alert>
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

function DetailsStep({ values, errors, signedInAs, signInHref }: { values: JourneyValues; errors: Record<string, string>; signedInAs: string | null; signInHref: string }) {
  const ctx = useFormContext();
  const error = useFieldError(errors);
  const field = (name: keyof JourneyValues, label: string, input: Omit<ComponentProps<typeof Input>, "name">) => (
    <CheckoutField id={`journey-${name}`} label={label} error={error(name)}>
      <Input inset name={name} defaultValue={values[name]} onBlur={() => ctx.touched(name)} {...input} />
    </CheckoutField>
  );
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
        {field("name", "First name", { autoComplete: "given-name", required: true, maxLength: 60 })}
        {field("last_name", "Last name (optional)", { autoComplete: "family-name", maxLength: 60 })}
        {field("email", "Email", { type: "email", autoComplete: "email", required: true, maxLength: 254 })}
        {field("phone", "Mobile", { type: "tel", inputMode: "tel", autoComplete: "tel", required: true, maxLength: 20 })}
        {field("postcode", "Postcode", { inputMode: "numeric", autoComplete: "postal-code", required: true, maxLength: 4, pattern: "\\d{4}", className: "sm:max-w-40" })}
      </div>
    </fieldset>
  );
}

/** The radios of a step, under their heading, with the browser's or the server's error. */
function Choices({ name, legend, errors, size = "xl", className, children }: { name?: string; legend: string; errors?: Record<string, string>; size?: "xl" | "lg"; className?: string; children: ReactNode }) {
  const error = useFieldError(errors);
  return (
    <RadioGroup legend={legend} error={name ? error(name) : undefined} plainError className={className ?? "space-y-3"} legendClassName={size === "xl" ? "mb-3 font-heading text-xl font-bold" : "mb-1 font-heading text-lg font-bold"}>
      {children}
    </RadioGroup>
  );
}

function DeliveryStep({ data, state }: { data: JourneyData; state: JourneyState }) {
  const { quote, values, errors } = state;
  return (
    <Choices name="delivery" legend="Delivery or pick-up" errors={errors}>
      <RadioCard name="delivery" value="pickup" checked={values.delivery !== "delivery" || !quote?.ok} title="Pick up from the dealership" detail={`Free · ${data.pickup}`} icon={<Store aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />} />
      {data.deliveryOffered && (
        <RadioCard
          name="delivery"
          value="delivery"
          checked={values.delivery === "delivery" && Boolean(quote?.ok)}
          disabled={!quote?.ok}
          title={`Deliver to ${values.postcode}`}
          detail={quote?.ok ? `${formatPrice(quote.price) ?? "Free"} · ${quote.name}` : (quote?.message ?? "Enter your postcode to get a delivery price.")}
          icon={<Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />}
        />
      )}
    </Choices>
  );
}

function PaymentStep({ data, values, errors }: { data: JourneyData; values: JourneyValues; errors: Record<string, string> }) {
  const deposit = formatPrice(data.deposit) ?? "$200";
  return (
    <div className="space-y-7">
      <Choices name="payment_method" legend="How will you pay?" errors={errors}>
        {(Object.keys(PAYMENT_METHODS) as (keyof typeof PAYMENT_METHODS)[]).map((m) => (
          <RadioCard
            key={m}
            name="payment_method"
            value={m}
            checked={values.payment_method === m}
            title={PAYMENT_METHODS[m]}
            detail={m === "cash" ? "Pay the balance on collection or before delivery." : m === "dealer-finance" ? "We'll arrange a quote from our lenders." : "Pre-approved elsewhere? Bring your lender's details."}
          />
        ))}
      </Choices>
      <Choices legend="Trading in a car?" size="lg">
        <div className="grid gap-3 sm:grid-cols-2">
          <RadioCard name="trade_in" value="no" checked={values.trade_in !== "yes"} title="No trade-in" detail="Just this purchase." />
          <RadioCard name="trade_in" value="yes" checked={values.trade_in === "yes"} title="Yes, I have a trade-in" detail="We'll value it with your purchase." />
        </div>
        <a href={data.tradeInHref} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
          Get an online trade-in valuation <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </Choices>
      <Choices legend="Hold the car with a deposit?" size="lg">
        <div className="grid gap-3 sm:grid-cols-2">
          <RadioCard name="deposit" value="no" checked={values.deposit !== "yes" || !data.signedInAs} title="Not now" detail="We'll call you to confirm first." />
          <RadioCard
            name="deposit"
            value="yes"
            checked={values.deposit === "yes" && Boolean(data.signedInAs)}
            disabled={!data.signedInAs}
            title={`Pay ${deposit} now`}
            detail={data.signedInAs ? `Held for ${data.holdHours} hours${data.refundable ? ", 100% refundable" : ""}.` : "Sign in first to pay a deposit."}
          />
        </div>
      </Choices>
    </div>
  );
}

function ReviewStep({ data, state }: { data: JourneyData; state: JourneyState }) {
  const { values, quote } = state;
  const ctx = useFormContext();
  const error = useFieldError(state.errors);
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
      <CheckoutField id="journey-message" label="Anything else we should know? (optional)" error={error("message")}>
        <Textarea inset name="message" defaultValue={values.message} rows={3} maxLength={2000} onBlur={() => ctx.touched("message")} />
      </CheckoutField>
      {state.conflict && <Notice tone="error" title={state.formError ?? "This car was just reserved."} />}
      {deposit !== null && !state.conflict && <CardFields errors={state.cardErrors} testMode={data.testMode} idPrefix="journey-card" />}
      {data.consentRequired && (
        <Checkbox
          id="journey-terms_conditions"
          name="terms_conditions"
          label="I agree to the terms of use."
          error={error("terms_conditions")}
          plainError
          onChange={() => ctx.touched("terms_conditions")}
          rowClassName="gap-2"
          inputClassName="size-4 accent-auto"
          labelClassName="leading-5"
          errorClassName="mt-1"
        />
      )}
    </div>
  );
}
