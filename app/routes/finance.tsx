import { BadgeDollarSign, Clock3, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/finance";
import { leadFormAction } from "../leads/form-action.server.ts";
import { formPageData } from "../leads/form-page-data.server.ts";
import { formatMoneyInput } from "../leads/form-data.ts";
import { BenefitList, FormAside, FormCard, FormPage, ReasonCards, VehicleSummary } from "../leads/components/form-page.tsx";
import { FinanceForm } from "../leads/components/simple-lead-forms.tsx";
import { isGated, requireShopper } from "../accounts/session.server.ts";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Finance · ${loaderData?.config.dealerName ?? ""}` }];
}

/** Finance page; query preferredDealership, vehiclePriceBudget, car_id, car_type, vin (spec 001 §2). */
export async function loader({ context, request }: Route.LoaderArgs) {
  // Some dealers only take finance enquiries from signed-in shoppers (config.gated_routes includes 'finance').
  if (isGated(context, "finance")) await requireShopper(context, request, "finance");
  const page = await formPageData(context, request);
  const q = new URL(request.url).searchParams;
  const preferred = q.get("preferredDealership");
  const byLocation = page.config.locations.find((l) => l.slug === preferred);
  const dealership = page.config.dealerships.find((d) => d.slug === preferred);
  const location = byLocation ?? (dealership ? page.config.locations.find((l) => l.dealershipId === dealership.id) : undefined);
  const budget = q.get("vehiclePriceBudget") ?? (page.vehicle?.rawPrice ? String(page.vehicle.rawPrice) : null);
  const vin = q.get("vin");
  const carType = q.get("car_type");
  return {
    ...page,
    defaults: {
      vehiclePriceBudget: budget && /^\$?[\d,]{1,12}(\.\d+)?$/.test(budget) ? formatMoneyInput(budget) : undefined,
      location: location ? String(location.id) : undefined,
      dealership_slug: dealership?.slug,
    },
    hidden: {
      vin: !page.vehicle && vin && /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : undefined,
      car_type: !page.vehicle && carType && ["new", "used", "demo"].includes(carType) ? carType : undefined,
    },
  };
}

export const action = leadFormAction("finance");

const FEATURES = [
  { icon: BadgeDollarSign, title: "Competitive rates", text: "We compare lenders to find a rate and repayment that suits you." },
  { icon: Clock3, title: "Fast approval", text: "Most applications are answered within one business day." },
  { icon: ShieldCheck, title: "No obligation", text: "Find out what you can borrow before you choose a car." },
];

export default function Finance({ loaderData, actionData }: Route.ComponentProps) {
  const { config, vehicle, idempotencyKey, now, defaults, hidden } = loaderData;
  return (
    <FormPage
      title="Finance made simple"
      crumb="Finance"
      intro={`Tell us a little about what you're after and a ${config.dealerName} finance specialist will find a loan that fits your budget.`}
      aside={<FormAside steps={["Send us your details — it takes about a minute.", "A finance specialist calls to talk through your options.", "Get approved and drive away sooner."]} config={config} now={now} />}
    >
      <div className="mb-8">
        <ReasonCards items={FEATURES} />
      </div>
      <FormCard className="scroll-mt-24 space-y-6">
        <div>
          <h2 className="font-heading text-2xl font-bold">Finance enquiry</h2>
          <p className="mt-1 text-sm text-muted">Checking what you can borrow won't affect your credit score.</p>
        </div>
        {vehicle && <VehicleSummary vehicle={vehicle} note="Finance for" />}
        <FinanceForm key={vehicle?.id ?? "any"} config={config} vehicle={vehicle} idempotencyKey={idempotencyKey} actionData={actionData} defaults={defaults} hidden={hidden} />
        <BenefitList items={["Car loans for new, used and demo vehicles", "Personal and business finance", "Flexible terms from 1 to 7 years", "Options for trade-ins and balloons"]} />
      </FormCard>
    </FormPage>
  );
}
