import { formatKm, formatPrice } from "../lib/format.ts";
import { vehicleFullTitle } from "../stock/vehicle-names.ts";
import { leadKindLabel } from "./lead-kinds.ts";
import type { LeadRecord } from "./lead-record.ts";

const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ").trim();

/**
 * A lead as an email a person reads: what is sent to a location's address when the tenant has no CRM (lead
 * destinations). Only lines with a value are written; the lead's id and the console link let the dealer find it.
 */
export function leadEmail(lead: LeadRecord): { subject: string; text: string } {
  const name = oneLine(`${lead.customer.first_name} ${lead.customer.last_name}`) || "A shopper";
  const kind = leadKindLabel(lead);
  const v = lead.vehicle;
  const vehicle = v ? [vehicleFullTitle(v), v.stocknum ? `stock ${v.stocknum}` : null, formatPrice(v.price), v.km !== null ? formatKm(v.km) : null].filter(Boolean).join(", ") : null;
  const t = lead.trade_in;
  const tradeIn = t && (t.make || t.model) ? [t.year, t.make, t.model, t.kms !== null ? formatKm(t.kms) : null, t.rego ? `rego ${t.rego}` : null].filter(Boolean).join(" ") : null;
  const lines: [string, string | null | undefined][] = [
    ["Name", name],
    ["Phone", lead.customer.phone],
    ["Email", lead.customer.email],
    ["Postcode", lead.customer.postcode],
    ["Preferred contact", lead.customer.preferred_contact],
    ["Vehicle", vehicle],
    ["Vehicle page", v?.url],
    ["Appointment", lead.appointment],
    ["Trade-in", tradeIn],
    ["Indicative valuation", t?.valuation ? `${formatPrice(t.valuation.low)} – ${formatPrice(t.valuation.high)}` : null],
    ["Location", lead.location?.name],
    ["Sent from", lead.url],
  ];
  const inbox = consoleLink(lead);
  const text = [
    `${kind} from ${name}, sent through the ${lead.tenant.name} website.`,
    "",
    ...lines.filter(([, value]) => value).map(([label, value]) => `${label}: ${oneLine(String(value))}`),
    ...(lead.message ? ["", "Message:", lead.message.trim()] : []),
    "",
    `Lead ${lead.id}, received ${lead.created_at}. It is also in your dealer console's leads inbox${inbox ? `: ${inbox}` : "."}`,
    "This site has no CRM connected, so its leads are emailed to the location's address. Your platform operator can connect one.",
  ].join("\n");
  return { subject: oneLine(`New lead: ${kind} from ${name}${v ? ` about the ${vehicleFullTitle(v)}` : ""}`).slice(0, 200), text };
}

/** The lead's page in the dealer console, on the site the lead was sent from (null when that is unknown). */
function consoleLink(lead: LeadRecord): string | null {
  try {
    return lead.url ? new URL(`/dealer/leads/${lead.id}`, lead.url).toString() : null;
  } catch {
    return null;
  }
}
