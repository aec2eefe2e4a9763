import { Banknote, ClipboardCheck, Timer } from "lucide-react";
import { Card } from "../ui/card.tsx";
import type { Route } from "./+types/sell-my-car";
import { leadFormAction } from "../leads/form-action.server.ts";
import { formPageData } from "../leads/form-page-data.server.ts";
import { FormAside, FormCard, FormPage } from "../leads/components/form-page.tsx";
import { SellMyCarForm } from "../leads/components/simple-lead-forms.tsx";
import { leadFormPageHeaders } from "../platform/cache-policy.ts";

export const headers = leadFormPageHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Sell your car · ${loaderData?.config.dealerName ?? ""}` }];
}

/** /sell-my-car and /sell-your-car. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return formPageData(context, request);
}

export const action = leadFormAction("sell-my-car");

const PERKS = [
  { icon: Timer, text: "An offer within one business day" },
  { icon: Banknote, text: "Paid on the spot, finance paid out" },
  { icon: ClipboardCheck, text: "No ads, no tyre-kickers, no hassle" },
];

export default function SellMyCar({ loaderData, actionData }: Route.ComponentProps) {
  const { config, idempotencyKey, now } = loaderData;
  return (
    <FormPage
      title="Sell your car"
      crumb="Sell your car"
      intro={`Get a fair, fast offer from ${config.dealerName} — even if you're not buying from us.`}
      aside={<FormAside steps={["Tell us about your car.", "We call with an offer — usually within one business day.", "Bring the car in for a quick inspection and get paid."]} config={config} now={now} />}
    >
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {PERKS.map((p) => (
          <Card asChild padding="sm" key={p.text} className="flex items-center gap-3 text-sm font-semibold">
            <li>
              <p.icon aria-hidden="true" className="size-6 shrink-0 text-brand" />
              {p.text}
            </li>
          </Card>
        ))}
      </ul>
      <FormCard>
        <SellMyCarForm config={config} idempotencyKey={idempotencyKey} actionData={actionData} />
      </FormCard>
    </FormPage>
  );
}
