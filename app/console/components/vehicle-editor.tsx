import { CheckCircle2 } from "lucide-react";
import { Form } from "react-router";
import { entriesObject, fieldErrors, type FormFailure } from "../../lib/form-submission.ts";
import { formatKm, formatPrice } from "../../lib/format.ts";
import type { ListingQuality } from "../../stock/listing-quality.ts";
import {
  BODY_CHOICES,
  CAR_TYPE_CHOICES,
  FUEL_CHOICES,
  STATUS_CHOICES,
  TRANSMISSION_CHOICES,
  vehicleFormSchema,
  withCurrent,
  type Choice,
} from "../../stock/vehicle-form.ts";
import { STATUS_ACTION_LABELS, type StatusAction } from "../../stock/vehicle-status.ts";
import type { Vehicle } from "../../stock/vehicle-schema.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { CheckboxField, SelectField, SubmitButton, TextAreaField, TextField, ValidatedForm } from "../../ui/form.tsx";
import { QualityBadge, StatusBadges } from "./stock-badges.tsx";

const validateVehicle = (formData: FormData) => {
  const parsed = vehicleFormSchema.safeParse(entriesObject(formData.entries()));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

function Section({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <Card asChild padding="lg">
      <fieldset className={className}>
        <legend className="float-left mb-4 w-full font-heading text-lg font-bold">{title}</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}

export type VehicleFormChoices = { locations: Choice[]; current?: Partial<Pick<Vehicle, "simple_body" | "simple_transmission" | "simple_fuel">> };

/**
 * The vehicle form (add by hand and edit): the everyday fields in four groups, checked in the browser with the same
 * schema the server uses; a plain POST without JavaScript. Fields the form does not show are kept as they are.
 */
export function VehicleForm({
  id,
  defaults,
  failure,
  choices,
  submitLabel,
  pending,
}: {
  id: string;
  defaults: Record<string, string>;
  failure: FormFailure | null;
  choices: VehicleFormChoices;
  submitLabel: string;
  pending: boolean;
}) {
  return (
    <ValidatedForm id={id} validate={validateVehicle} failure={failure} defaults={defaults} pending={pending} bodyClassName="space-y-6" alertTitle="The vehicle was not saved">
      <Section title="Vehicle">
        <TextField name="year" label="Year" required inputMode="numeric" autoComplete="off" />
        <TextField name="make" label="Make" required autoComplete="off" />
        <TextField name="model" label="Model" required autoComplete="off" />
        <TextField name="badge" label="Badge" autoComplete="off" hint="The variant, e.g. XLT or GX." />
        <SelectField name="car_type" label="Car type" required options={CAR_TYPE_CHOICES} />
        <TextField name="stocknum" label="Stock number" autoComplete="off" />
        <TextField name="vin" label="VIN" autoComplete="off" hint="17 characters." />
        <TextField name="regplate" label="Registration" autoComplete="off" />
      </Section>
      <Section title="Price and details">
        <TextField name="price" label="Price" prefix="$" inputMode="decimal" autoComplete="off" hint="Drive-away price shoppers see. Leave empty for “Enquire for price”." />
        <TextField name="km" label="Odometer" suffix="km" inputMode="numeric" autoComplete="off" />
        <TextField name="colour" label="Colour" autoComplete="off" />
        <SelectField name="simple_body" label="Body type" placeholder="Not set" options={withCurrent(BODY_CHOICES, choices.current?.simple_body)} />
        <SelectField name="simple_transmission" label="Transmission" placeholder="Not set" options={withCurrent(TRANSMISSION_CHOICES, choices.current?.simple_transmission)} />
        <SelectField name="simple_fuel" label="Fuel" placeholder="Not set" options={withCurrent(FUEL_CHOICES, choices.current?.simple_fuel)} />
      </Section>
      <Section title="On the website">
        <SelectField name="location_id" label="Location" placeholder="No location" options={choices.locations} />
        <SelectField name="status" label="Status" required options={STATUS_CHOICES} hint="Sold shows the car as SOLD on its page; archived takes it off the website." />
        <CheckboxField name="show_on_dealer_website" label="Show this vehicle on the website" className="sm:col-span-2" />
      </Section>
      <Section title="Dealer comments">
        <TextAreaField name="dealercomments" label="Comments shown on the vehicle page" rows={8} maxLength={20_000} className="sm:col-span-2" />
      </Section>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingText="Saving…" size="lg">
          {submitLabel}
        </SubmitButton>
      </div>
    </ValidatedForm>
  );
}

const ACTION_VARIANTS: Record<StatusAction, "secondary" | "dark"> = {
  sold: "dark",
  publish: "dark",
  unpublish: "secondary",
  in_stock: "secondary",
  coming_soon: "secondary",
  archive: "secondary",
};

/** The vehicle's status and one button per action that would change it (each its own small POST form). */
export function StatusPanel({ status, published, actions, soldAt }: { status: Vehicle["status"]; published: boolean; actions: StatusAction[] | null; soldAt: string | null }) {
  return (
    <Card padding="lg">
      <h2 className="text-lg font-bold">Status</h2>
      <div className="mt-3">
        <StatusBadges status={status} published={published} />
      </div>
      <p className="mt-2 text-sm text-muted">
        {published ? "Shown on the website" : "Not shown on the website"}
        {soldAt ? ` · sold ${soldAt}` : ""}
      </p>
      {actions && actions.length > 0 && (
        <ul className="mt-4 grid gap-2">
          {actions.map((a) => (
            <li key={a}>
              <Form method="post">
                <input type="hidden" name="intent" value="status" />
                <Button type="submit" name="status_action" value={a} variant={ACTION_VARIANTS[a]} block>
                  {STATUS_ACTION_LABELS[a]}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The listing's quality score and what would raise it. */
export function QualityPanel({ quality }: { quality: ListingQuality }) {
  return (
    <Card padding="lg">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-bold">Listing quality</h2>
        <QualityBadge score={quality.score} grade={quality.grade} />
      </div>
      {quality.missing.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-emerald-800">
          <CheckCircle2 aria-hidden="true" className="size-4" /> Nothing missing: a complete listing.
        </p>
      ) : (
        <ul className="mt-3 space-y-1.5 text-sm">
          {quality.missing.map((gap) => (
            <li key={gap.check} className="flex justify-between gap-3">
              <span>{gap.fix}</span>
              <span className="shrink-0 text-muted tabular-nums">+{gap.points}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** What a read-only role sees instead of the form. */
export function VehicleDetails({ vehicle, locationName }: { vehicle: Vehicle; locationName: string | null }) {
  const rows: [string, string | null][] = [
    ["Stock number", vehicle.stocknum],
    ["VIN", vehicle.vin],
    ["Registration", vehicle.regplate],
    ["Car type", CAR_TYPE_CHOICES.find((c) => c.value === vehicle.car_type)?.label ?? vehicle.car_type],
    ["Price", formatPrice(vehicle.price)],
    ["Odometer", formatKm(vehicle.km)],
    ["Colour", vehicle.colour],
    ["Body type", vehicle.simple_body ? (BODY_CHOICES.find((c) => c.value === vehicle.simple_body)?.label ?? vehicle.simple_body) : null],
    ["Transmission", vehicle.simple_transmission],
    ["Fuel", vehicle.simple_fuel],
    ["Location", locationName],
  ];
  return (
    <div className="space-y-6">
      <Card padding="lg">
        <h2 className="text-lg font-bold">Details</h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold">{value ?? "—"}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card padding="lg">
        <h2 className="text-lg font-bold">Dealer comments</h2>
        <p className="mt-3 text-sm whitespace-pre-line">{vehicle.dealercomments ?? "None yet."}</p>
      </Card>
    </div>
  );
}
