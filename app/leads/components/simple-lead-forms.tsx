import type { FormActionData } from "../form-data.ts";
import type { FormConfig, FormLocation } from "../form-page-data.server.ts";
import { CheckboxGroup, TextField } from "../../ui/form.tsx";
import { KmsField, MoneyField } from "./form-fields.tsx";
import { CarLeadForm, DealershipField, DetailsAndSend, FormSection, LocationField, type CarFormProps } from "./form-parts.tsx";
import { LeadFormShell } from "./lead-form-shell.tsx";
import { SlotPicker } from "./slot-picker.tsx";

/** Finance enquiry (/finance#finance-form), prefilled from the car or the query string. */
export function FinanceForm({ hidden, ...props }: CarFormProps & { defaults: Record<string, string | undefined>; hidden: Record<string, string | undefined> }) {
  const { config, vehicle } = props;
  return (
    <CarLeadForm id="finance-form" form="finance" analyticsForm="finance" hidden={{ vin: vehicle?.vin ?? undefined, ...hidden }} {...props}>
      <FormSection title="Your finance" description="An estimate is fine — we'll work out the details together.">
        <MoneyField name="vehiclePriceBudget" label="Vehicle price or budget" hint="Tap a quick pick or type an amount." />
        <LocationField locations={config.locations} fixedId={vehicle?.locationId} label="Preferred dealership" placeholder="Choose a dealership" />
        <DealershipField config={config} fixedSlug={vehicle?.dealershipSlug} />
      </FormSection>
      <DetailsAndSend config={config} messageLabel="Anything else we should know?" placeholder="Deposit, trade-in, how soon you'd like to buy…" submit="Send finance enquiry" />
    </CarLeadForm>
  );
}

export const SERVICE_OPTIONS = ["Logbook service", "Brakes", "Tyres and wheel alignment", "Air conditioning", "Battery", "Diagnose a problem"] as const;

/** Where services happen: service centres (and sales yards marked as servicing), else every location. */
/** The locations that do one kind of work (their type or a subtype), or every location when none says so. */
function locationsFor(config: FormConfig, work: "service" | "parts"): FormLocation[] {
  const doing = config.locations.filter((l) => l.type === work || l.subtypes.some((s) => s.split(/[^a-z]+/).includes(work)));
  return doing.length ? doing : config.locations;
}

export function serviceLocations(config: FormConfig): FormLocation[] {
  return locationsFor(config, "service");
}

export function partsLocations(config: FormConfig): FormLocation[] {
  return locationsFor(config, "parts");
}

/** Service booking enquiry (/service, /ford-service). */
export function ServiceForm({ config, idempotencyKey, actionData, now }: { config: FormConfig; idempotencyKey: string; actionData?: FormActionData; now: number }) {
  const locations = serviceLocations(config);
  return (
    <LeadFormShell id="service-form" form="service" options={config.options} idempotencyKey={idempotencyKey} actionData={actionData} analytics={{ form: "enquiry" }}>
      <FormSection title="Your car">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="Rego" label="Rego" maxLength={10} autoComplete="off" placeholder="e.g. ABC123" />
          <LocationField locations={locations} label="Service centre" placeholder="Choose a service centre" />
        </div>
        <CheckboxGroup name="additional_services" legend="What does it need?" options={SERVICE_OPTIONS} />
        <ServiceSlot locations={locations} now={now} />
      </FormSection>
      <DetailsAndSend config={config} placeholder="Make, model and anything our technicians should know." submit="Request a booking" />
    </LeadFormShell>
  );
}

function ServiceSlot({ locations, now }: { locations: FormLocation[]; now: number }) {
  // One service centre: its opening times. Several: we confirm a time once the centre is known.
  if (locations.length !== 1) return null;
  return <SlotPicker label="Preferred drop-off time" location={locations[0]!} now={now} />;
}

/** Sell my car (/sell-my-car, /sell-your-car). */
export function SellMyCarForm({ config, idempotencyKey, actionData }: { config: FormConfig; idempotencyKey: string; actionData?: FormActionData }) {
  const year = new Date().getFullYear();
  return (
    <LeadFormShell id="sell-my-car-form" form="sell-my-car" options={config.options} idempotencyKey={idempotencyKey} actionData={actionData} analytics={{ form: "enquiry" }}>
      <FormSection title="Your car">
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="year" label="Year" required inputMode="numeric" maxLength={4} placeholder={String(year - 5)} />
          <TextField name="make" label="Make" required maxLength={40} placeholder="e.g. Toyota" />
          <TextField name="model" label="Model" required maxLength={60} placeholder="e.g. RAV4" />
        </div>
        <KmsField name="kms" label="Odometer" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="Rego" label="Rego" maxLength={10} autoComplete="off" placeholder="e.g. ABC123" />
          <LocationField locations={config.locations} label="Nearest location" />
          <DealershipField config={config} />
        </div>
      </FormSection>
      <DetailsAndSend config={config} placeholder="Condition, service history, extras…" submit="Get my offer" />
    </LeadFormShell>
  );
}
