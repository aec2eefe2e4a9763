import type { LeadRecord } from "./lead-record.ts";

/**
 * ADF 1.0 (Auto-lead Data Format) XML for a lead: prospect with requestdate, the vehicle of
 * interest (buy or test-drive; status new or used), a trade-in as a second vehicle, the customer,
 * the vendor (the dealership/location) and the provider.
 */

const escapeXml = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function el(name: string, value: string | number | null | undefined, attrs: Record<string, string> = {}): string {
  if (value === null || value === undefined || value === "") return "";
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join("");
  return `<${name}${a}>${escapeXml(String(value))}</${name}>`;
}

export function adfInterest(form: string): "buy" | "test-drive" | "trade-in" {
  if (form === "test-drive") return "test-drive";
  if (form === "trade-in" || form === "sell-my-car") return "trade-in";
  return "buy";
}

export function toAdf(lead: LeadRecord): string {
  const lines: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<?ADF VERSION="1.0"?>', "<adf>", '<prospect status="new">'];
  lines.push(el("id", lead.id, { sequence: "1", source: "Forecourt" }));
  lines.push(el("requestdate", lead.created_at));
  const interest = adfInterest(lead.form);
  if (lead.vehicle && interest !== "trade-in") {
    const v = lead.vehicle;
    lines.push(
      `<vehicle interest="${interest}" status="${v.car_type === "new" ? "new" : "used"}">` +
        el("id", v.id, { source: "Forecourt" }) +
        el("year", v.year) +
        el("make", v.make) +
        el("model", v.model) +
        el("vin", v.vin) +
        el("stock", v.stocknum) +
        el("trim", v.badge) +
        (v.km !== null ? el("odometer", v.km, { status: "original", units: "km" }) : "") +
        (v.price ? el("price", v.price, { type: "asking", currency: "AUD" }) : "") +
        "</vehicle>",
    );
  } else if (!lead.trade_in) {
    // ADF requires a vehicle: a general enquiry names none, so an empty vehicle of interest stands in.
    lines.push('<vehicle interest="buy" status="used">' + el("comments", "No specific vehicle") + "</vehicle>");
  }
  if (lead.trade_in) {
    const t = lead.trade_in;
    const valuation = t.valuation ? `Indicative valuation $${t.valuation.low}–$${t.valuation.high}` : "";
    lines.push(
      '<vehicle interest="trade-in" status="used">' +
        el("year", t.year) +
        el("make", t.make) +
        el("model", t.model) +
        (t.kms !== null ? el("odometer", t.kms, { status: "original", units: "km" }) : "") +
        el("comments", [t.rego ? `Rego ${t.rego}${t.rego_state ? ` (${t.rego_state})` : ""}` : "", valuation].filter(Boolean).join(". ")) +
        "</vehicle>",
    );
  }
  const c = lead.customer;
  lines.push(
    "<customer><contact primarycontact=\"1\">" +
      el("name", c.first_name, { part: "first" }) +
      el("name", c.last_name, { part: "last" }) +
      el("email", c.email) +
      el("phone", c.phone, { type: "voice", time: "nopreference" }) +
      `<address>${el("postalcode", c.postcode)}<country>AU</country></address>` +
      "</contact>" +
      el("comments", [lead.category, lead.subcategory, lead.appointment ? `Requested time ${lead.appointment}` : "", lead.message].filter(Boolean).join(" — ")) +
      "</customer>",
  );
  const l = lead.location;
  lines.push(
    "<vendor>" +
      el("id", l?.id ?? lead.dealership?.id ?? lead.tenant.slug, { source: "Forecourt" }) +
      el("vendorname", lead.dealership?.name ?? lead.tenant.name) +
      (l
        ? `<contact>${el("name", l.name, { part: "full" })}${el("phone", l.phone, { type: "voice" })}<address>${el("street", l.street, { line: "1" })}${el("city", l.city)}${el("regioncode", l.state)}${el("postalcode", l.postcode)}<country>AU</country></address></contact>`
        : "") +
      "</vendor>",
  );
  lines.push(`<provider>${el("name", "Forecourt", { part: "full" })}${el("service", "Dealer website")}${el("url", lead.url)}</provider>`);
  lines.push("</prospect>", "</adf>");
  return lines.filter(Boolean).join("\n");
}
