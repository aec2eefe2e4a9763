import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { CAREERS_CATEGORY } from "../lead-forms.ts";
import type { FormActionData } from "../form-data.ts";
import type { FormConfig, FormVehicle } from "../form-page-data.server.ts";
import { Button } from "../../ui/button.tsx";
import { CheckboxGroup, SelectField, TextAreaField, TextField, useFormContext } from "../../ui/form.tsx";
import { CarLeadForm, ConsentFields, ContactFields, DealershipField, FormSection, LocationField, SubmitRow, type CarFormProps } from "./form-parts.tsx";
import { LeadFormShell } from "./lead-form-shell.tsx";

export const ADDITIONAL_SERVICES = ["Finance", "Trade-in valuation", "Extended warranty", "Insurance"] as const;

/** The generic enquiry (/contact, /contact-us) and the careers enquiry (/careers, and the dialog). */
export function GeneralEnquiryForm({
  id = "enquiry-form",
  config,
  idempotencyKey,
  actionData,
  action,
  careers = false,
  subcategory,
  onSuccess,
  compact = false,
}: {
  id?: string;
  config: FormConfig;
  idempotencyKey: string;
  actionData?: FormActionData;
  action?: string;
  careers?: boolean;
  subcategory?: string | null;
  onSuccess?: () => void;
  compact?: boolean;
}) {
  return (
    <LeadFormShell
      id={id}
      form="enquiry"
      options={config.options}
      idempotencyKey={idempotencyKey}
      actionData={actionData}
      action={action}
      hidden={{ category: careers ? CAREERS_CATEGORY : undefined, subcategory: careers ? undefined : subcategory }}
      analytics={{ form: careers ? "career" : "enquiry" }}
      onSuccess={onSuccess}
    >
      {!careers && config.categories.length > 0 && (
        <SelectField name="category" label="What is your enquiry about?" required placeholder="Choose a category" options={config.categories.map((c) => ({ value: c, label: c }))} />
      )}
      <FormSection title="Your details">
        <ContactFields />
      </FormSection>
      <FormSection title={careers ? "About you" : "Your enquiry"}>
        <div className="grid gap-4 sm:grid-cols-2">
          <LocationField locations={config.locations} label={careers ? "Preferred location" : "Which location?"} />
          <DealershipField config={config} />
          {!careers && <TextField name="Rego" label="Rego" hint="If it's about your own car." maxLength={10} autoComplete="off" />}
        </div>
        <TextAreaField
          name="message"
          label="Comments"
          required={config.commentsRequired}
          rows={compact ? 3 : 5}
          placeholder={careers ? "Tell us a little about yourself and the kind of role you're after." : "How can we help?"}
        />
        {!careers && !compact && <CheckboxGroup name="additional_services" legend="I'm also interested in" options={ADDITIONAL_SERVICES} />}
      </FormSection>
      <ConsentFields config={config} />
      <SubmitRow label={careers ? "Send my details" : "Send enquiry"} />
    </LeadFormShell>
  );
}

const CAR_FORM_COPY = {
  "car-enquiry": { submit: "Send enquiry", message: (v: FormVehicle) => `Hi, I'm interested in the ${v.title}${v.stocknum ? ` (stock #${v.stocknum})` : ""}. Is it still available?`, placeholder: "Ask us anything about this car." },
  "find-similar": { submit: "Find me a car", message: (v: FormVehicle) => `I'm looking for something similar to the ${v.title}.`, placeholder: "Budget, body type, must-have features…" },
  "request-photos": { submit: "Request photos", message: (v: FormVehicle) => `Could you please send me more photos of the ${v.title}?`, placeholder: "Anything in particular you'd like to see?" },
} as const;

export type CarForm = keyof typeof CAR_FORM_COPY;

/**
 * An enquiry about one car (car enquiry, find me something similar, request photos). Multi-step —
 * contact details, then the message — where the dealer turns that on and JavaScript runs; a single
 * page otherwise.
 */
export function CarEnquiryForm({ form, ...props }: CarFormProps & { form: CarForm }) {
  const { config, vehicle } = props;
  const copy = CAR_FORM_COPY[form];
  const multiStep = config.multiStepEnquiry && form === "car-enquiry";
  return (
    <CarLeadForm id={`${form}-form`} form={form} analyticsForm="enquiry" defaults={{ message: vehicle ? copy.message(vehicle) : undefined }} {...props}>
      <CarEnquiryBody form={form} config={config} vehicle={vehicle} multiStep={multiStep} />
    </CarLeadForm>
  );
}

const STEP_ONE_FIELDS = ["name", "last_name", "email", "phone", "postcode", "location", "dealership_slug"] as const;

function CarEnquiryBody({ form, config, vehicle, multiStep }: { form: CarForm; config: FormConfig; vehicle: FormVehicle | null; multiStep: boolean }) {
  const ctx = useFormContext();
  const [step, setStep] = useState<1 | 2>(1);
  const copy = CAR_FORM_COPY[form];
  const stepped = multiStep && ctx.hydrated;
  // A refused detail (e.g. an unknown postcode, found by the server) takes the shopper back to it.
  const detailsError = STEP_ONE_FIELDS.some((f) => ctx.error(f));
  useEffect(() => {
    if (detailsError) setStep(1);
  }, [detailsError]);
  const details = (
    <FormSection title="Your details">
      <ContactFields />
      <LocationField locations={config.locations} fixedId={vehicle?.locationId} />
      <DealershipField config={config} fixedSlug={vehicle?.dealershipSlug} />
    </FormSection>
  );
  const message = (
    <>
      <FormSection title="Your message">
        <TextAreaField name="message" label="Comments" required={form === "car-enquiry" && config.commentsRequired} placeholder={copy.placeholder} />
      </FormSection>
      <ConsentFields config={config} optInDefault />
    </>
  );
  if (!stepped)
    return (
      <>
        {details}
        {message}
        <SubmitRow label={copy.submit} />
      </>
    );
  return (
    <>
      <p className="text-sm font-semibold text-muted" aria-live="polite">
        Step {step} of 2: {step === 1 ? "Your details" : "Your message"}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-black/10">
        <div className="h-full rounded-full bg-brand transition-all" style={{ width: step === 1 ? "50%" : "100%" }} />
      </div>
      <div hidden={step !== 1} className="space-y-5">
        {details}
        <div className="flex justify-end border-t border-black/5 pt-5">
          <Button size="xl" onClick={() => ctx.checkFields(STEP_ONE_FIELDS) && setStep(2)} className="shadow-none">
            Next <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      <div hidden={step !== 2} className="space-y-5">
        {message}
        <Button variant="link" size="inline" onClick={() => setStep(1)} className="gap-1">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to your details
        </Button>
        <SubmitRow label={copy.submit} />
      </div>
    </>
  );
}
