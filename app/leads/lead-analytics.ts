/**
 * How the dealer analytics (ADR 035) names the form a lead came from: the lead's form, made more precise by its
 * subcategory where the site files several kinds through one form (online purchase and reservations through the
 * vehicle enquiry; parts, careers and fleet through the general enquiry).
 */
export function analyticsFormOf(form: string, subcategory: string | null | undefined): string {
  const sub = (subcategory ?? "").trim().toLowerCase();
  if (sub === "online purchase") return "online-purchase";
  if (sub.startsWith("reserv")) return "reservation";
  if (sub === "parts & accessories") return "parts";
  if (sub.startsWith("career")) return "career";
  if (sub === "fleet") return "fleet";
  return form;
}

const FORM_LABELS: Record<string, string> = {
  enquiry: "General enquiry",
  "car-enquiry": "Vehicle enquiry",
  "find-similar": "Find me something similar",
  "test-drive": "Test drive",
  "request-photos": "More photos",
  finance: "Finance",
  service: "Service booking",
  "sell-my-car": "Sell my car",
  "trade-in": "Trade-in valuation",
  chat: "Chat message",
  "online-purchase": "Online purchase",
  reservation: "Reservation",
  parts: "Parts & accessories",
  career: "Careers",
  fleet: "Fleet",
};

/** The analytics page's name for a form key. */
export function analyticsFormLabel(form: string): string {
  return FORM_LABELS[form] ?? form.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());
}
