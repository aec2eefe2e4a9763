import { ExternalLink, Wrench } from "lucide-react";
import { redirect } from "react-router";
import { ButtonAnchor } from "../ui/button.tsx";
import type { Route } from "./+types/service";
import { handleFormPost } from "../leads/form-action.server.ts";
import { formConfig, formPageData } from "../leads/form-page-data.server.ts";
import { isOfferedSlot, testDriveSlots } from "../leads/test-drive-slots.ts";
import { isExternal } from "../site/navigation.ts";
import { requireTenant } from "../platform/request-context.server.ts";
import { FormAside, FormCard, FormPage } from "../leads/components/form-page.tsx";
import { ServiceForm, serviceLocations } from "../leads/components/simple-lead-forms.tsx";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Book a service · ${loaderData?.config.dealerName ?? ""}` }];
}

/** /service, and /ford-service where that is the tenant's service link (elsewhere it sends you to /service). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const path = new URL(request.url).pathname.replace(/\/$/, "");
  if (path === "/ford-service" && tenant.config.service_link !== "/ford-service") throw redirect("/service", 301);
  const page = await formPageData(context, request);
  return { ...page, externalBooking: isExternal(tenant.config.service_link) ? tenant.config.service_link : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return handleFormPost(request, context, "service", {
    validate(submission, tenant) {
      const value = submission.dateTime;
      const locations = serviceLocations(formConfig(tenant));
      if (typeof value !== "string" || !value || locations.length !== 1) return null;
      const l = locations[0]!;
      return isOfferedSlot(testDriveSlots(l.hours, l.timeZone, new Date()), value) ? null : { dateTime: "That time is no longer available. Please choose another." };
    },
  });
}

export default function Service({ loaderData, actionData }: Route.ComponentProps) {
  const { config, idempotencyKey, now, externalBooking } = loaderData;
  return (
    <FormPage
      title="Book a service"
      crumb="Service"
      intro="Factory-trained technicians, genuine parts and a logbook service that protects your warranty."
      aside={<FormAside steps={["Tell us about your car and when suits you.", "Our service team confirms your booking and a quote.", "Drop off your car — we'll call when it's ready."]} config={config} now={now} locations={serviceLocations(config)} />}
    >
      {externalBooking && (
        <div className="mb-6 flex flex-col gap-4 rounded-theme bg-brand p-5 text-brand-contrast shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-3">
            <Wrench aria-hidden="true" className="mt-1 size-6 shrink-0" />
            <div>
              <h2 className="font-heading text-xl font-bold">Book online in minutes</h2>
              <p className="mt-1">Choose your service, see the price and pick a time in our online booking system.</p>
            </div>
          </div>
          <ButtonAnchor href={externalBooking} rel="noopener" variant="inverse" size="lg" className="shrink-0 shadow-none transition-none">
            Book your service online <ExternalLink aria-hidden="true" className="size-4" />
          </ButtonAnchor>
        </div>
      )}
      <FormCard className="space-y-6">
        {externalBooking && <h2 className="font-heading text-xl font-bold">Or send us a service enquiry</h2>}
        <ServiceForm config={config} idempotencyKey={idempotencyKey} actionData={actionData} now={now} />
      </FormCard>
    </FormPage>
  );
}
