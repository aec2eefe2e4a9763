import { CalendarCheck, CheckCircle2, Phone } from "lucide-react";
import type { Route } from "./+types/success";
import { findLead, formConfig } from "../leads/form-page-data.server.ts";
import { hasLeadReceipt } from "../leads/lead-receipt.server.ts";
import { FORM_CATEGORY, LEAD_FORMS, type LeadForm } from "../leads/lead-forms.ts";
import { describeSlot } from "../leads/test-drive-slots.ts";
import { NO_ESTIMATE_MESSAGE } from "../leads/trade-in-valuation.ts";
import { formatPrice } from "../lib/format.ts";
import { formatPhone, telHref } from "../lib/phone.ts";
import { stockBase } from "../tenants/stock-base.ts";
import { getServices, requireTenant } from "../platform/request-context.server.ts";
import { personalPageHeaders } from "../platform/cache-policy.ts";
import { ButtonLink } from "../ui/button.tsx";
import { Card } from "../ui/card.tsx";

/** Shows what the shopper just sent (their name, the car, the time): never stored by a browser or a shared cache. */
export const headers = personalPageHeaders;

export function meta() {
  return [{ title: "Thank you" }, { name: "robots", content: "noindex" }];
}

/** After a form is accepted (spec 000 §2 /success): what happens next, and the dealer's phone. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const tenant = requireTenant(context);
  const url = new URL(request.url);
  const found = await findLead(getServices(context).database.db, tenant, url.searchParams.get("lead"));
  // Who sent it, when and for which car show only to the browser that sent it (lead-receipt.server.ts).
  const lead = found && hasLeadReceipt(request, found.id) ? found : null;
  const asked = url.searchParams.get("form");
  const form: LeadForm = (lead?.form as LeadForm | undefined) ?? (LEAD_FORMS.includes(asked as LeadForm) ? (asked as LeadForm) : "enquiry");
  const config = formConfig(tenant);
  const location = config.locations.find((l) => l.id === lead?.locationId);
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  return {
    form,
    career: lead?.subcategory === "Career Enquiry",
    name: str(lead?.fields.name),
    dateTime: str(lead?.fields.dateTime),
    vehicle: lead?.vehicle ? `${lead.vehicle.year} ${lead.vehicle.make} ${lead.vehicle.model}` : null,
    valuation: lead?.valuation ?? null,
    offerAccepted: lead?.offerAccepted ?? false,
    phone: location?.phone ?? config.phone,
    locationName: location?.name ?? null,
    dealerName: tenant.name,
    stockUrl: `${stockBase(tenant.config)}/new-used-and-demo-cars`,
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

/** What to do in the meantime. */
const TIPS: Partial<Record<LeadForm, string>> = {
  "test-drive": "Meanwhile, think about the roads you drive every day — we'll plan a route that includes them.",
  finance: "Meanwhile, have your driver's licence, two recent payslips and your bank details handy.",
  service: "Meanwhile, find your logbook — we'll stamp it when the service is done.",
  "sell-my-car": "Meanwhile, find your service books, rego papers and the spare key.",
  "trade-in": "Meanwhile, find your service books, rego papers and the spare key.",
};

function message(d: Data): { title: string; body: string } {
  switch (d.form) {
    case "test-drive":
      return {
        title: d.dateTime ? `Your test drive is requested for ${describeSlot(d.dateTime)}` : "Your test drive request is in",
        body: `We'll call or message you to confirm${d.vehicle ? ` and have the ${d.vehicle} ready for you` : ""}${d.locationName ? ` at ${d.locationName}` : ""}. Please bring your driver's licence.`,
      };
    case "finance":
      return { title: "Your finance enquiry is with our specialists", body: "A finance specialist will contact you within one business day to talk through your options." };
    case "service":
      return { title: "Your service request is in", body: "Our service team will contact you within one business day to confirm a time and a quote." };
    case "sell-my-car":
      return { title: "We've got the details of your car", body: "One of our buyers will call you with an offer, usually within one business day." };
    case "trade-in":
      if (!d.valuation) return { title: "Your trade-in details are in", body: NO_ESTIMATE_MESSAGE };
      return {
        title: d.offerAccepted ? "You've accepted our indicative offer" : "Your trade-in valuation is saved",
        body: `Your indicative range is ${formatPrice(d.valuation.low)} – ${formatPrice(d.valuation.high)}. We'll be in touch within one business day to inspect the car and confirm the price.`,
      };
    default:
      return {
        title: d.career ? "Thanks for your interest in joining our team" : d.vehicle ? `Your enquiry about the ${d.vehicle} is in` : `Your ${FORM_CATEGORY[d.form].toLowerCase()} is in`,
        body: "We'll be in touch within one business day.",
      };
  }
}

export default function Success({ loaderData: d }: Route.ComponentProps) {
  const m = message(d);
  const meanwhile = [
    { label: "Browse our stock", href: d.stockUrl },
    { label: "Explore finance", href: "/finance" },
    { label: "Value your trade-in", href: "/trade-in" },
  ].filter((l) => !(d.form === "finance" && l.href === "/finance") && !(d.form === "trade-in" && l.href === "/trade-in"));
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <Card padding="lg" className="text-center sm:p-10">
        <div className="mx-auto grid size-16 place-items-center rounded-full bg-brand/10 text-brand">{d.form === "test-drive" ? <CalendarCheck aria-hidden="true" className="size-9" /> : <CheckCircle2 aria-hidden="true" className="size-9" />}</div>
        <h1 className="mt-5 font-heading text-3xl font-extrabold sm:text-4xl">{d.name ? `Thanks, ${d.name}!` : "Thank you!"}</h1>
        <p className="mt-3 text-lg font-semibold text-ink">{m.title}</p>
        <p className="mx-auto mt-2 max-w-xl text-muted">{m.body}</p>
        <p className="mx-auto mt-2 max-w-xl text-sm text-muted">{TIPS[d.form] ?? "Meanwhile, browse our latest stock or see what you could borrow with our finance team."}</p>
        {d.phone && (
          <div className="mx-auto mt-8 max-w-md rounded-theme bg-page p-5">
            <p className="text-sm text-muted">Need us sooner? Call {d.locationName ?? d.dealerName}</p>
            <a href={telHref(d.phone)} className="mt-2 inline-flex items-center gap-2 text-2xl font-extrabold text-brand hover:underline">
              <Phone aria-hidden="true" className="size-6" />
              {formatPhone(d.phone)}
            </a>
          </div>
        )}
        <div className="mt-8">
          <h2 className="text-sm font-bold tracking-wide text-muted uppercase">In the meantime</h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-3">
            {meanwhile.map((l) => (
              <li key={l.href}>
                <ButtonLink to={l.href} variant="secondary" className="py-2 text-base shadow-none transition-none hover:border-brand hover:bg-white hover:text-brand">
                  {l.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
      </Card>
    </section>
  );
}
