import type { Route } from "./+types/contact";
import { handleFormPost } from "../leads/form-action.server.ts";
import { formPageData } from "../leads/form-page-data.server.ts";
import { CarEnquiryForm, GeneralEnquiryForm, type CarForm } from "../leads/components/enquiry-forms.tsx";
import { FormAside, FormCard, FormPage, VehicleSummary } from "../leads/components/form-page.tsx";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

type ContactForm = "enquiry" | CarForm;

/** ?form=car-enquiry|find-similar|request-photos (or the card's ?subcategory=find-me-something-similar); else the generic enquiry. */
function contactForm(url: URL): ContactForm {
  const form = url.searchParams.get("form");
  if (form === "car-enquiry" || form === "find-similar" || form === "request-photos") return form;
  if (url.searchParams.get("subcategory") === "find-me-something-similar") return "find-similar";
  return "enquiry";
}

const TITLES: Record<ContactForm, string> = {
  enquiry: "Contact us",
  "car-enquiry": "Enquire about this car",
  "find-similar": "Find me something similar",
  "request-photos": "Request more photos",
};

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Contact us" }];
  return [{ title: `${TITLES[loaderData.form]} · ${loaderData.config.dealerName}` }, ...(loaderData.form === "enquiry" ? [] : [{ name: "robots", content: "noindex" }])];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await formPageData(context, request);
  const url = new URL(request.url);
  let form = contactForm(url);
  // A car form without its car (sold and gone, or a bad link) falls back to the general enquiry.
  if (form !== "enquiry" && form !== "find-similar" && !page.vehicle) form = "enquiry";
  const subcategory = url.searchParams.get("subcategory");
  return { ...page, form, subcategory: form === "enquiry" && subcategory && /^[\w &'-]{1,60}$/.test(subcategory) ? subcategory : null };
}

export async function action({ context, request }: Route.ActionArgs) {
  return handleFormPost(request, context, contactForm(new URL(request.url)));
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { config, vehicle, form, idempotencyKey, now } = loaderData;
  const intro =
    form === "enquiry"
      ? `Questions about a car, finance or servicing? Send us a message and the ${config.dealerName} team will get back to you.`
      : form === "find-similar"
        ? "Tell us what you're after and we'll search our stock — and the cars arriving soon — for a match."
        : form === "request-photos"
          ? "We'll send you more photos of this car, close up and in detail."
          : "Ask about availability, price, finance or a test drive. We'll get back to you quickly.";
  return (
    <FormPage
      title={TITLES[form]}
      crumb={TITLES[form]}
      intro={intro}
      aside={<FormAside steps={["We receive your enquiry straight away.", "A member of our team contacts you, usually within one business day.", "We answer your questions — no pressure, no obligation."]} config={config} now={now} />}
    >
      <FormCard>
        {form === "enquiry" ? (
          <GeneralEnquiryForm key="enquiry" config={config} idempotencyKey={idempotencyKey} actionData={actionData} subcategory={loaderData.subcategory} />
        ) : (
          <div className="space-y-6">
            {vehicle && <VehicleSummary vehicle={vehicle} note={form === "find-similar" ? "Similar to" : "Your enquiry about"} />}
            <CarEnquiryForm key={`${form}-${vehicle?.id}`} form={form} config={config} vehicle={vehicle} idempotencyKey={idempotencyKey} actionData={actionData} />
          </div>
        )}
      </FormCard>
    </FormPage>
  );
}
