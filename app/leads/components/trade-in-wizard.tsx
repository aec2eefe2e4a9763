import { ArrowLeft, Check, Info } from "lucide-react";
import { formatPrice } from "../../lib/format.ts";
import type { FormActionData } from "../form-data.ts";
import type { FormConfig, FormVehicle } from "../form-page-data.server.ts";
import { CONDITION_QUESTIONS, STATES, TRADE_IN_STEPS, type TradeInStep } from "../trade-in-valuation.ts";
import { Alert } from "../../ui/alert.tsx";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { CheckboxField, ChoiceField, SelectField, SubmitButton, TextField, useFormContext } from "../../ui/form.tsx";
import { KmsField } from "./form-fields.tsx";
import { carAnalytics, ContactFields, FormSection, LocationField, PrivacyNote } from "./form-parts.tsx";
import { LeadFormShell } from "./lead-form-shell.tsx";

export const STEP_LABELS: Record<TradeInStep, string> = { rego: "Rego", vehicle: "Your car", condition: "Condition", contact: "Details", offer: "Offer" };

/** Where a step lives: /trade-in or /cars/trade-in, keeping the car and the lead. */
export function tradeInStepUrl(base: string, step: TradeInStep, leadId: string | null, carId: number | null): string {
  const params = new URLSearchParams();
  if (carId) params.set("car_id", String(carId));
  if (leadId) params.set("lead", leadId);
  if (step !== "rego" || leadId) params.set("step", step);
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export function TradeInProgress({ step }: { step: TradeInStep }) {
  const current = TRADE_IN_STEPS.indexOf(step);
  return (
    <nav aria-label="Trade-in progress">
      <ol className="flex items-center gap-1 sm:gap-2">
        {TRADE_IN_STEPS.map((s, i) => (
          <li key={s} className="flex min-w-0 flex-1 items-center gap-1 sm:gap-2" aria-current={i === current ? "step" : undefined}>
            <span
              className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold sm:size-8 sm:text-sm ${i < current ? "bg-brand text-brand-contrast" : i === current ? "bg-brand text-brand-contrast ring-4 ring-brand/20" : "bg-black/10 text-muted"}`}
            >
              {i < current ? <Check aria-hidden="true" className="size-4" /> : i + 1}
            </span>
            <span className={`hidden truncate text-sm md:inline ${i === current ? "font-bold text-ink" : "text-muted"}`}>{STEP_LABELS[s]}</span>
            {i < TRADE_IN_STEPS.length - 1 && <span aria-hidden="true" className={`h-0.5 min-w-2 flex-1 rounded ${i < current ? "bg-brand" : "bg-black/10"}`} />}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm font-semibold text-muted">
        Step {current + 1} of {TRADE_IN_STEPS.length}: <span className="text-ink">{STEP_LABELS[step]}</span>
      </p>
    </nav>
  );
}

function StepActions({ label, back, secondary }: { label: string; back: string | null; secondary?: { label: string; name: string; value: string } }) {
  const { pending } = useFormContext();
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-black/5 pt-5 sm:flex-row sm:items-center sm:justify-between">
      {back ? (
        <ButtonLink to={back} variant="link" size="inline" className="gap-1 py-2">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back
        </ButtonLink>
      ) : (
        <PrivacyNote />
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        {secondary && (
          <Button type="submit" variant="subtle" size="xl" name={secondary.name} value={secondary.value} disabled={pending} className="px-5 transition-none disabled:cursor-default disabled:opacity-60">
            {secondary.label}
          </Button>
        )}
        <SubmitButton pending={pending} name={secondary ? "offer_accepted" : undefined} value={secondary ? "true" : undefined} className="w-full sm:w-auto">
          {label}
        </SubmitButton>
      </div>
    </div>
  );
}

export interface TradeInWizardProps {
  config: FormConfig;
  step: TradeInStep;
  leadId: string | null;
  base: string;
  vehicle: FormVehicle | null;
  defaults: Record<string, string | undefined>;
  valuation: { low: number; high: number } | null;
  /** The car's year and kms are known (the vehicle step is done). */
  hasVehicleDetails: boolean;
  idempotencyKey: string;
  actionData?: FormActionData;
}

/** The trade-in valuation, one lead submission per step (spec 001 §3 'Trade-in valuation inputs', §5). */
export function TradeInWizard({ config, step, leadId, base, vehicle, defaults, valuation, hasVehicleDetails, idempotencyKey, actionData }: TradeInWizardProps) {
  const index = TRADE_IN_STEPS.indexOf(step);
  const back = index > 0 ? tradeInStepUrl(base, TRADE_IN_STEPS[index - 1]!, leadId, vehicle?.id ?? null) : null;
  const noEstimate = hasVehicleDetails && valuation === null;
  // The last submission: the offer, or the contact details when there is no online estimate.
  const last = step === "offer" || (step === "contact" && noEstimate);
  return (
    <LeadFormShell
      key={`${step}-${leadId}`}
      id={`trade-in-${step}-form`}
      form="trade-in"
      step={step}
      options={config.options}
      idempotencyKey={idempotencyKey}
      actionData={actionData}
      hidden={{ lead_id: leadId, isLastStep: last ? "true" : "false", car_id: !leadId && vehicle ? vehicle.id : undefined }}
      defaults={defaults}
      prefill={step === "contact"}
      analytics={last ? carAnalytics("enquiry", vehicle) : null}
    >
      {step === "rego" && (
        <>
          <FormSection title="What's your rego?" description="We'll use it to find your car's details.">
            <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem]">
              <TextField name="rego" label="Registration number" required maxLength={8} autoComplete="off" autoCapitalize="characters" placeholder="ABC123" className="[&_input]:font-mono [&_input]:tracking-widest [&_input]:uppercase" />
              <SelectField name="regoState" label="State" required placeholder={null} options={STATES.map((s) => ({ value: s, label: s }))} />
            </div>
          </FormSection>
          <StepActions label="Continue" back={null} />
        </>
      )}
      {step === "vehicle" && (
        <>
          <FormSection title="Tell us about your car">
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="year" label="Year" required inputMode="numeric" maxLength={4} placeholder="e.g. 2021" />
              <TextField name="make" label="Make" required maxLength={40} placeholder="e.g. Mazda" />
              <TextField name="model" label="Model" required maxLength={60} placeholder="e.g. CX-5" />
            </div>
            <KmsField name="kms" label="Odometer" />
          </FormSection>
          <StepActions label="Continue" back={back} />
        </>
      )}
      {step === "condition" && (
        <>
          {noEstimate && <NoEstimateNote />}
          <FormSection title="How is it looking?" description="Honest answers help us give you a price we can stand by.">
            <div className="space-y-4">
              {CONDITION_QUESTIONS.map((q) => (
                <ChoiceField key={q.id} name={`adjustmentAnswers.${q.id}`} legend={q.label} columns={2} options={[{ value: "yes", label: "Yes" }, { value: "no", label: "No" }]} />
              ))}
            </div>
          </FormSection>
          <StepActions label="Continue" back={back} />
        </>
      )}
      {step === "contact" && (
        <>
          {noEstimate && <NoEstimateNote />}
          <FormSection title="Where should we send your valuation?">
            <ContactFields firstNameLabel="First Name" phoneLabel="Mobile" />
            <ChoiceField name="PreferredContactMethod" legend="Preferred contact method" defaultValue="Phone" options={[{ value: "Phone", label: "Phone" }, { value: "Email", label: "Email" }, { value: "SMS", label: "SMS" }]} />
            <ChoiceField name="finance" legend="Will you need finance for your next car?" defaultValue="No" columns={2} options={[{ value: "Yes", label: "Yes" }, { value: "No", label: "No" }]} />
            <LocationField locations={config.locations} fixedId={vehicle?.locationId} label="Nearest location" />
            <CheckboxField name="opt_in" label={`Keep me up to date with news and offers from ${config.dealerName}.`} />
          </FormSection>
          <StepActions label={noEstimate ? "Send my details" : "See my valuation"} back={back} />
        </>
      )}
      {step === "offer" && valuation && (
        <>
          <div className="rounded-theme bg-gradient-to-br from-brand to-[color-mix(in_oklab,var(--color-brand)_80%,black)] p-6 text-center text-brand-contrast shadow sm:p-8">
            <p className="text-sm font-bold tracking-wide uppercase">Your indicative trade-in range</p>
            <p className="mt-2 font-heading text-4xl font-extrabold sm:text-5xl" data-testid="valuation">
              {formatPrice(valuation.low)} – {formatPrice(valuation.high)}
            </p>
            <p className="mx-auto mt-3 max-w-md text-sm">Based on what you've told us. We'll confirm the price after a quick inspection — no obligation.</p>
          </div>
          <StepActions label="Accept offer" back={back} secondary={{ label: "No thanks, just contact me", name: "offer_accepted", value: "false" }} />
        </>
      )}
    </LeadFormShell>
  );
}

function NoEstimateNote() {
  return (
    // A note, not an announcement: no live region.
    <Alert tone="info" role="none" className="flex gap-3 p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
      <p>We can't give an online estimate for cars over 7 years old or with more than 100,000 km. Send us your details and a valuation specialist will call you with an accurate price.</p>
    </Alert>
  );
}
