import type { Route } from "./+types/book-test-drive";
import { handleFormPost } from "../leads/form-action.server.ts";
import { formConfig, formPageData } from "../leads/form-page-data.server.ts";
import { isOfferedSlot, testDriveSlots } from "../leads/test-drive-slots.ts";
import { FormAside, FormCard, FormPage, VehicleSummary } from "../leads/components/form-page.tsx";
import { TestDriveForm, testDriveLocations } from "../leads/components/test-drive-form.tsx";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Book a test drive" }];
  const title = loaderData.vehicle ? `Test drive the ${loaderData.vehicle.title}` : "Book a test drive";
  return [{ title: `${title} · ${loaderData.config.dealerName}` }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return formPageData(context, request);
}

export const SLOT_TAKEN = "That time is no longer available. Please choose another.";

export async function action({ context, request }: Route.ActionArgs) {
  return handleFormPost(request, context, "test-drive", {
    // The booking time must be one this location still offers (open, in the future).
    validate(submission, tenant): Record<string, string> | null {
      const value = submission.dateTime;
      if (typeof value !== "string" || value === "") return null;
      const config = formConfig(tenant);
      const locations = testDriveLocations(config);
      const location = config.locations.find((l) => l.id === Number(submission.location)) ?? (locations.length === 1 ? locations[0] : null);
      if (!location) return submission.location ? null : { location: "Please choose a location." };
      return isOfferedSlot(testDriveSlots(location.hours, location.timeZone, new Date()), value) ? null : { dateTime: SLOT_TAKEN };
    },
  });
}

export default function BookTestDrive({ loaderData, actionData }: Route.ComponentProps) {
  const { config, vehicle, idempotencyKey, now } = loaderData;
  return (
    <FormPage
      title={vehicle ? `Test drive the ${vehicle.title}` : "Book a test drive"}
      crumb="Book a test drive"
      intro="Choose a day and time that suits you. We'll have the car ready, fuelled and waiting."
      aside={<FormAside steps={["Choose a time, or leave it to us.", "We call or message to confirm your booking.", "Bring your driver's licence — we'll handle the rest."]} config={config} now={now} locations={testDriveLocations(config)} />}
    >
      <FormCard className="space-y-6">
        {vehicle && <VehicleSummary vehicle={vehicle} note="Your test drive" />}
        <TestDriveForm key={vehicle?.id ?? "any"} config={config} vehicle={vehicle} idempotencyKey={idempotencyKey} actionData={actionData} now={now} />
      </FormCard>
    </FormPage>
  );
}
