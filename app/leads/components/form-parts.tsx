import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TermsLabel } from "../../ui/terms-label.tsx";
import type { FormConfig, FormLocation, FormVehicle } from "../form-page-data.server.ts";
import { slugify } from "../../lib/slug.ts";
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField, useFormContext } from "../../ui/form.tsx";
import type { FormActionData, FormTokenData } from "../form-data.ts";
import { LeadFormShell, type LeadAnalytics, type LeadFormShellProps } from "./lead-form-shell.tsx";

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <div>
        <h2 className="font-heading text-lg font-bold text-ink">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** Name, last name, email, phone and postcode: the core fields every form asks for. */
export function ContactFields({ firstNameLabel = "First name", phoneLabel = "Phone", lastNameRequired = false }: { firstNameLabel?: string; phoneLabel?: string; lastNameRequired?: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="name" label={firstNameLabel} required autoComplete="given-name" maxLength={60} />
      <TextField name="last_name" label="Last name" required={lastNameRequired} autoComplete="family-name" maxLength={60} />
      <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" maxLength={254} placeholder="you@example.com" />
      <TextField name="phone" label={phoneLabel} type="tel" required autoComplete="tel" inputMode="tel" maxLength={20} placeholder="04xx xxx xxx" />
      <TextField name="postcode" label="Postcode" required autoComplete="postal-code" inputMode="numeric" maxLength={4} pattern="[0-9]{4}" placeholder="e.g. 4000" />
    </div>
  );
}

/**
 * The location choice: hidden when the car decides it or only one location is on offer (chosen
 * automatically), otherwise a required select (spec 000 §4 'Dealer select').
 */
export function LocationField({
  locations,
  fixedId,
  label = "Preferred location",
  placeholder = "Choose a location",
  onChange,
}: {
  locations: readonly FormLocation[];
  fixedId?: number | null;
  label?: string;
  placeholder?: string;
  onChange?: (id: number | null) => void;
}) {
  if (fixedId) return <input type="hidden" name="location" value={fixedId} />;
  if (locations.length === 0) return null;
  if (locations.length === 1) return <input type="hidden" name="location" value={locations[0]!.id} />;
  return (
    <SelectField
      name="location"
      label={label}
      required
      placeholder={placeholder}
      options={locations.map((l) => ({ value: String(l.id), label: l.name }))}
      onChange={(v) => onChange?.(v ? Number(v) : null)}
    />
  );
}

/** The dealership choice, where several dealerships share at most one location. */
export function DealershipField({ config, fixedSlug }: { config: FormConfig; fixedSlug?: string | null }) {
  if (fixedSlug) return <input type="hidden" name="dealership_slug" value={fixedSlug} />;
  if (config.dealerships.length === 1) return <input type="hidden" name="dealership_slug" value={config.dealerships[0]!.slug} />;
  if (config.dealerships.length === 0 || config.locations.length > 1) return null;
  return <SelectField name="dealership_slug" label="Dealership" required placeholder="Choose a dealership" options={config.dealerships.map((d) => ({ value: d.slug, label: d.name }))} />;
}

/** Marketing opt-in, and the terms-of-use consent where the dealer requires it. */
export function ConsentFields({ config, optInDefault = false }: { config: FormConfig; optInDefault?: boolean }) {
  return (
    <div className="space-y-3 rounded-theme bg-page/70 p-4">
      <CheckboxField name="opt_in" defaultChecked={optInDefault} label={`Keep me up to date with news and offers from ${config.dealerName}.`} />
      {config.consentRequired && (
        <CheckboxField
          name="terms_conditions"
          required
          label={<TermsLabel after={<> <span className="text-red-700">*</span></>} />}
        />
      )}
    </div>
  );
}

/** The end of most lead forms: the shopper's details and a message, the consent, and the submit row. */
export function DetailsAndSend({ config, messageLabel = "Comments", placeholder, optInDefault, submit }: { config: FormConfig; messageLabel?: string; placeholder: string; optInDefault?: boolean; submit: string }) {
  return (
    <>
      <FormSection title="Your details">
        <ContactFields />
        <TextAreaField name="message" label={messageLabel} rows={3} placeholder={placeholder} />
      </FormSection>
      <ConsentFields config={config} optInDefault={optInDefault} />
      <SubmitRow label={submit} />
    </>
  );
}

/** The analytics of a form about a car (or about no car in particular). */
/** What a page gives a lead form that may be about a car. */
export interface CarFormProps {
  config: FormConfig;
  vehicle: FormVehicle | null;
  idempotencyKey: string;
  actionData?: FormActionData;
  /** A form shown in a dialog on another page: where it posts, its token, and what to do once sent. */
  action?: string;
  formToken?: FormTokenData;
  onSuccess?: () => void;
}

/**
 * A lead form that may be about a car: the tenant's options, the car's hidden fields (plus
 * `hidden`) and the analytics event with the car (as `analyticsForm`).
 */
export function CarLeadForm({
  config,
  vehicle,
  analyticsForm,
  hidden,
  ...rest
}: CarFormProps & Pick<LeadFormShellProps, "id" | "form" | "defaults" | "hidden" | "children"> & { analyticsForm: LeadAnalytics["form"] }) {
  return <LeadFormShell options={config.options} hidden={{ ...carHiddenFields(vehicle), ...hidden }} analytics={carAnalytics(analyticsForm, vehicle)} {...rest} />;
}

export function carAnalytics(form: LeadAnalytics["form"], vehicle: FormVehicle | null): LeadAnalytics {
  return { form, vehicle: vehicle ? { car_type: vehicle.carType, tag: vehicle.tag } : null, carId: vehicle?.id };
}

/** The last row of a lead form: the privacy note and the submit button. */
export function SubmitRow({ label }: { label: ReactNode }) {
  const { pending } = useFormContext();
  return (
    <div className="flex flex-col gap-3 border-t border-black/5 pt-5 sm:flex-row sm:items-center sm:justify-between">
      <PrivacyNote />
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        {label}
      </SubmitButton>
    </div>
  );
}

export function PrivacyNote() {
  return (
    <p className="flex items-start gap-2 text-xs text-muted">
      <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        We only use your details to reply to you. See our{" "}
        <Link to="/privacy-policy" className="underline underline-offset-2">
          privacy policy
        </Link>
        .
      </span>
    </p>
  );
}

/** The spec 001 'Enquiry form defaults' of a car, as hidden fields. */
export function carHiddenFields(vehicle: FormVehicle | null): Record<string, string | number | null> {
  if (!vehicle) return {};
  return {
    car_id: vehicle.id,
    stock_number: vehicle.stocknum,
    vehicle_status: vehicle.status,
    "Vehicle Make": vehicle.make,
    "Vehicle Model": vehicle.model,
    manufacturer_slug: slugify(vehicle.make),
    car_type: vehicle.carType,
  };
}
