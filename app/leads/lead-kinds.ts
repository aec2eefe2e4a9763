import { LEAD_FORMS, type LeadForm } from "./lead-forms.ts";

/**
 * What a lead is, in the dealer's words: the form it came from, told apart where one form serves several purposes (the
 * general enquiry form also takes parts and career enquiries; the car enquiry also files online purchases and reservations). The inbox
 * filters and labels by kind; each kind says how to find its leads (`match`), which lead-store.server.ts turns into SQL.
 */
/** Parts enquiries are general enquiries filed under this subcategory, so a dealer's CRM can route them to the parts team. */
export const PARTS_SUBCATEGORY = "Parts & Accessories";
export const CAREER_SUBCATEGORY = "Career Enquiry";
export const PURCHASE_SUBCATEGORY = "Online Purchase";
/** A paid deposit: the site files it through the vehicle enquiry under this subcategory (reservation-lead.server.ts). */
export const RESERVATION_SUBCATEGORY = "Reservation";

export type LeadKindMatch = { form?: LeadForm; subcategory?: string; notSubcategories?: string[] };
export type LeadKind = { value: string; label: string; match: LeadKindMatch };

const FORM_LABELS: Record<LeadForm, string> = {
  enquiry: "General enquiry",
  "car-enquiry": "Vehicle enquiry",
  "find-similar": "Find me something similar",
  "test-drive": "Test drive",
  "request-photos": "Photo request",
  finance: "Finance",
  service: "Service booking",
  "sell-my-car": "Sell my car",
  "trade-in": "Trade-in valuation",
  chat: "Chat message",
};

const SPECIAL: LeadKind[] = [
  { value: "parts", label: "Parts enquiry", match: { form: "enquiry", subcategory: PARTS_SUBCATEGORY } },
  { value: "career", label: "Career enquiry", match: { subcategory: CAREER_SUBCATEGORY } },
  { value: "purchase", label: "Online purchase", match: { subcategory: PURCHASE_SUBCATEGORY } },
  { value: "reservation", label: "Reservation", match: { form: "car-enquiry", subcategory: RESERVATION_SUBCATEGORY } },
];

/** Every kind, in the filter's order: the forms (less their special cases), then the special cases. */
export const LEAD_KINDS: readonly LeadKind[] = [
  ...LEAD_FORMS.map((form): LeadKind => {
    const exclude = form === "enquiry" ? [PARTS_SUBCATEGORY, CAREER_SUBCATEGORY] : form === "car-enquiry" ? [PURCHASE_SUBCATEGORY, RESERVATION_SUBCATEGORY] : undefined;
    return { value: form, label: FORM_LABELS[form], match: exclude ? { form, notSubcategories: exclude } : { form } };
  }),
  ...SPECIAL,
];

export function findLeadKind(value: string | null | undefined): LeadKind | null {
  return LEAD_KINDS.find((k) => k.value === value) ?? null;
}

/** The kind of one lead, from its form and subcategory (an unknown form is named as it is stored). */
export function leadKindLabel(lead: { form: string; subcategory: string | null }): string {
  const special = SPECIAL.find((k) => k.match.subcategory === lead.subcategory && (!k.match.form || k.match.form === lead.form));
  if (special) return special.label;
  return FORM_LABELS[lead.form as LeadForm] ?? lead.form;
}
