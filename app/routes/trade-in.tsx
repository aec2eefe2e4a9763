import { Clock3, Handshake, ShieldCheck } from "lucide-react";
import { redirect } from "react-router";
import type { Route } from "./+types/trade-in";
import { handleFormPost } from "../leads/form-action.server.ts";
import { findLead, formPageData } from "../leads/form-page-data.server.ts";
import { formatKmsInput } from "../leads/form-data.ts";
import { TRADE_IN_STEPS, type TradeInStep } from "../leads/trade-in-valuation.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { DealerContactCard, FormCard, FormPage, VehicleSummary, SideCard } from "../leads/components/form-page.tsx";
import { TradeInProgress, TradeInWizard, tradeInStepUrl } from "../leads/components/trade-in-wizard.tsx";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Trade-in valuation · ${loaderData?.config.dealerName ?? ""}` }, { name: "robots", content: loaderData?.leadId ? "noindex" : "index, follow" }];
}

const basePath = (url: URL) => (url.pathname.startsWith("/cars/") ? "/cars/trade-in" : "/trade-in");

/** /trade-in and /cars/trade-in?car_id=: one step per page, the lead so far in ?lead= (works without JavaScript). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const page = await formPageData(context, request);
  const url = new URL(request.url);
  const base = basePath(url);
  const leadParam = url.searchParams.get("lead");
  const lead = leadParam ? await findLead(getServices(context).database.db, tenant, leadParam) : null;
  if (leadParam && (!lead || lead.form !== "trade-in" || lead.completed)) throw redirect(tradeInStepUrl(base, "rego", null, page.vehicle?.id ?? null));
  const asked = url.searchParams.get("step") as TradeInStep | null;
  let step: TradeInStep = lead && asked && TRADE_IN_STEPS.includes(asked) ? asked : "rego";
  const f = lead?.fields ?? {};
  const hasVehicleDetails = f.year !== undefined && f.kms !== undefined;
  // Later steps need the earlier ones: the offer needs a valuation and contact details.
  if (step === "offer" && (!lead?.valuation || !f.email)) step = hasVehicleDetails ? "contact" : "vehicle";
  if ((step === "condition" || step === "contact") && !hasVehicleDetails) step = "vehicle";
  const text = (v: unknown) => (v === undefined || v === null ? undefined : String(v));
  const answers = (f.adjustmentAnswers ?? {}) as Record<string, string>;
  return {
    ...page,
    base,
    step,
    leadId: lead?.id ?? null,
    valuation: lead?.valuation ?? null,
    hasVehicleDetails,
    defaults: {
      rego: text(f.rego),
      regoState: text(f.regoState) ?? page.config.defaultState,
      year: text(f.year),
      make: text(f.make),
      model: text(f.model),
      kms: f.kms === undefined ? undefined : formatKmsInput(String(f.kms)),
      ...Object.fromEntries(Object.entries(answers).map(([k, v]) => [`adjustmentAnswers.${k}`, v])),
      name: text(f.name),
      last_name: text(f.last_name),
      email: text(f.email),
      phone: text(f.phone),
      postcode: text(f.postcode),
      PreferredContactMethod: text(f.PreferredContactMethod),
      finance: text(f.finance),
    },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const url = new URL(request.url);
  const carId = url.searchParams.get("car_id");
  return handleFormPost(request, context, "trade-in", {
    next({ leadId, submission }) {
      const step = submission.step as TradeInStep;
      if (step === "offer" || submission.isLastStep === "true") return `/success?${new URLSearchParams({ form: "trade-in", lead: leadId })}`;
      const next = TRADE_IN_STEPS[TRADE_IN_STEPS.indexOf(step) + 1] ?? "offer";
      return tradeInStepUrl(basePath(url), next, leadId, carId && /^\d{1,15}$/.test(carId) ? Number(carId) : null);
    },
  });
}

const WHY = [
  { icon: Clock3, text: "An indicative price in about two minutes" },
  { icon: ShieldCheck, text: "No obligation — the offer is yours to take or leave" },
  { icon: Handshake, text: "We pay out your finance and handle the paperwork" },
];

export default function TradeIn({ loaderData, actionData }: Route.ComponentProps) {
  const { config, vehicle, now, step } = loaderData;
  return (
    <FormPage
      title={vehicle ? "Value your trade-in" : "What's your car worth?"}
      crumb="Trade-in valuation"
      intro={vehicle ? `See what your current car is worth towards the ${vehicle.title}.` : "Get an indicative trade-in valuation online, then let us make it official."}
      aside={
        <>
          <SideCard title="Why trade with us">
            <ul className="mt-3 space-y-3">
              {WHY.map((w) => (
                <li key={w.text} className="flex items-start gap-3 text-sm">
                  <w.icon aria-hidden="true" className="size-5 shrink-0 text-brand" />
                  {w.text}
                </li>
              ))}
            </ul>
          </SideCard>
          <DealerContactCard config={config} now={now} />
        </>
      }
    >
      <FormCard className="space-y-6">
        {vehicle && <VehicleSummary vehicle={vehicle} note="Trading in towards" />}
        <TradeInProgress step={step} />
        <TradeInWizard
          config={config}
          step={step}
          leadId={loaderData.leadId}
          base={loaderData.base}
          vehicle={vehicle}
          defaults={loaderData.defaults}
          valuation={loaderData.valuation}
          hasVehicleDetails={loaderData.hasVehicleDetails}
          idempotencyKey={loaderData.idempotencyKey}
          actionData={actionData}
        />
      </FormCard>
    </FormPage>
  );
}
