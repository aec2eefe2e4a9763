import { GraduationCap, HeartHandshake, TrendingUp } from "lucide-react";
import type { Route } from "./+types/careers";
import { leadFormAction } from "../leads/form-action.server.ts";
import { formPageData } from "../leads/form-page-data.server.ts";
import { CAREERS_CATEGORY } from "../leads/lead-forms.ts";
import { EnquiryDialog } from "../leads/components/enquiry-dialog.tsx";
import { GeneralEnquiryForm } from "../leads/components/enquiry-forms.tsx";
import { DealerContactCard, FormCard, FormPage, ReasonCards } from "../leads/components/form-page.tsx";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Careers · ${loaderData?.config.dealerName ?? ""}` }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await formPageData(context, request);
  return { ...page, inline: new URL(request.url).searchParams.has("enquire") };
}

/** Career enquiries: filed as General Enquiry / Career Enquiry, analytics event 51. */
export const action = leadFormAction("enquiry", { category: CAREERS_CATEGORY });

const WHY = [
  { icon: TrendingUp, title: "Room to grow", text: "Clear paths from apprentice to manager, across sales, service, parts and finance." },
  { icon: GraduationCap, title: "Training that counts", text: "Factory and in-house training, paid certifications and mentoring." },
  { icon: HeartHandshake, title: "A team that looks after you", text: "Staff car discounts, wellbeing days and a crew that has your back." },
];
const ROLES = ["Sales consultants", "Qualified technicians and apprentices", "Finance and insurance", "Parts interpreters", "Service advisors", "Detailers and yard staff"];

export default function Careers({ loaderData, actionData }: Route.ComponentProps) {
  const { config, idempotencyKey, now, inline } = loaderData;
  const showInline = inline || Boolean(actionData);
  return (
    <FormPage
      title={`Careers at ${config.dealerName}`}
      crumb="Careers"
      intro="Love cars and people? We're always keen to hear from great people — whether or not a role is advertised."
      aside={<DealerContactCard config={config} now={now} />}
    >
      <div className="space-y-8">
        <ReasonCards items={WHY} />
        <FormCard>
          <h2 className="font-heading text-2xl font-bold">Roles we often hire for</h2>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {ROLES.map((r) => (
              <li key={r} className="rounded-theme bg-page px-4 py-3 font-semibold">
                {r}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 border-t border-black/5 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-muted">Tell us about yourself and we'll be in touch when the right role comes up.</p>
            {!showInline && (
              <EnquiryDialog label={config.enquireButtonText} href="/careers?enquire#careers-form" title="Work with us" description={`Send your details to the ${config.dealerName} team.`}>
                {(close) => <GeneralEnquiryForm id="careers-dialog-form" config={config} idempotencyKey={idempotencyKey} action="/careers" careers compact onSuccess={close} />}
              </EnquiryDialog>
            )}
          </div>
        </FormCard>
        {showInline && (
          <FormCard>
            <h2 className="mb-5 font-heading text-2xl font-bold">Send us your details</h2>
            <GeneralEnquiryForm id="careers-form" config={config} idempotencyKey={idempotencyKey} actionData={actionData} careers />
          </FormCard>
        )}
      </div>
    </FormPage>
  );
}
