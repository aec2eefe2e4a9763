import { PackageCheck, ShieldCheck, Wrench } from "lucide-react";
import type { Route } from "./+types/parts";
import { leadFormAction } from "../leads/form-action.server.ts";
import { formPageData } from "../leads/form-page-data.server.ts";
import { GeneralEnquiryForm } from "../leads/components/enquiry-forms.tsx";
import { FormAside, FormCard, FormPage, ReasonCards } from "../leads/components/form-page.tsx";
import { partsLocations } from "../leads/components/simple-lead-forms.tsx";
import { PARTS_SUBCATEGORY } from "../leads/lead-kinds.ts";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const dealer = loaderData?.config.dealerName ?? "";
  return [
    { title: `Parts & Accessories · ${dealer}` },
    { name: "description", content: `Genuine parts and accessories from ${dealer}. Tell us what you need and our parts team will check stock and price.` },
  ];
}

/** /vehicle-parts-and-accessories (and /parts/search): a parts enquiry to the parts counter. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return formPageData(context, request);
}

export const action = leadFormAction("enquiry", { subcategory: PARTS_SUBCATEGORY });

const WHY = [
  { icon: ShieldCheck, title: "Genuine parts", text: "Made for your vehicle and backed by the manufacturer's parts warranty." },
  { icon: PackageCheck, title: "Checked before you come in", text: "We confirm fitment, stock and price, and hold the part for you." },
  { icon: Wrench, title: "Fitted if you like", text: "Our workshop can fit parts and accessories while you wait or at your next service." },
];

export default function Parts({ loaderData, actionData }: Route.ComponentProps) {
  const { config, idempotencyKey, now } = loaderData;
  const counters = partsLocations(config);
  return (
    <FormPage
      title="Parts & Accessories"
      crumb="Parts & Accessories"
      intro="Genuine parts, accessories and merchandise. Tell us what you're after and our parts team will come back with stock and price."
      aside={<FormAside steps={["Tell us the part or accessory, and your car's year, make and model (the VIN helps).", "Our parts team checks fitment, stock and price.", "We call or email you to confirm and arrange pick-up or fitting."]} config={config} now={now} locations={counters} />}
    >
      <div className="space-y-8">
        <ReasonCards items={WHY} />
        <FormCard>
          <h2 className="mb-1 font-heading text-2xl font-bold">Ask our parts team</h2>
          <p className="mb-5 text-muted">In Comments, describe the part or accessory and your car: year, make, model and VIN if you have it.</p>
          <GeneralEnquiryForm id="parts-form" config={{ ...config, locations: counters }} idempotencyKey={idempotencyKey} actionData={actionData} subcategory={PARTS_SUBCATEGORY} />
        </FormCard>
      </div>
    </FormPage>
  );
}
