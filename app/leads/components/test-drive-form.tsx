import { useState } from "react";
import type { FormConfig, FormLocation, FormVehicle } from "../form-page-data.server.ts";
import { useFormContext } from "../../ui/form.tsx";
import { CarLeadForm, DealershipField, DetailsAndSend, FormSection, LocationField, type CarFormProps } from "./form-parts.tsx";
import { SlotPicker } from "./slot-picker.tsx";

/** Where test drives happen: the sales yards (every visible location when none is marked sales). */
export function testDriveLocations(config: FormConfig): FormLocation[] {
  const sales = config.locations.filter((l) => l.type === "sales" || l.type === "");
  return sales.length ? sales : config.locations;
}

export function TestDriveForm({ now, ...props }: CarFormProps & { now: number }) {
  const { config, vehicle, actionData } = props;
  return (
    <CarLeadForm id="test-drive-form" form="test-drive" analyticsForm="test-drive" {...props}>
      <TestDriveBody config={config} vehicle={vehicle} now={now} posted={actionData && !actionData.ok ? actionData.values.location : undefined} />
    </CarLeadForm>
  );
}

function TestDriveBody({ config, vehicle, now, posted }: { config: FormConfig; vehicle: FormVehicle | null; now: number; posted?: string }) {
  const { hydrated } = useFormContext();
  const locations = testDriveLocations(config);
  const fixed = vehicle?.locationId ?? (locations.length === 1 ? locations[0]!.id : null);
  const fallback = locations.find((l) => l.id === config.primaryLocationId) ?? locations[0] ?? null;
  const [chosen, setChosen] = useState<number | null>(posted ? Number(posted) : null);
  // Without JavaScript the times of the primary location are listed until a location is posted.
  const slotLocation = config.locations.find((l) => l.id === (fixed ?? chosen)) ?? (fixed === null && chosen === null && !hydrated ? fallback : null);
  return (
    <>
      <FormSection title="When and where" description="Pick a time that suits you, or leave it to us to call and arrange one.">
        <LocationField locations={locations} fixedId={fixed} onChange={setChosen} />
        <DealershipField config={config} fixedSlug={vehicle?.dealershipSlug} />
        <SlotPicker location={slotLocation} now={now} />
      </FormSection>
      <DetailsAndSend config={config} messageLabel="Message" placeholder={vehicle ? "Anything we should know before your drive?" : "Which car would you like to drive?"} optInDefault={Boolean(vehicle)} submit="Book my test drive" />
    </>
  );
}
