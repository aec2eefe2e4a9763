/**
 * The Automotive Standards Council's GA4 events (issue 16, ADR 049): the automotive industry's shared event names and
 * parameters, pushed onto `window.dataLayer` so a dealer's existing GA4 and Tag Manager reports work. Names and
 * parameters follow the ASC specification; the mapping from the site's actions is in ADR 049.
 *
 * Pushing is local (the data layer is an array in the page): nothing leaves the browser unless the shopper consented
 * and a tag is loaded (app/platform/tag-loader.ts). Browser-safe; every push swallows errors.
 */

import { pushEvent } from "./analytics.ts";

/** Who sends the events (ASC `event_owner`): the website platform. */
export const ASC_EVENT_OWNER = "forecourt";

/** The ASC page types the site has. */
export type AscPageType = "home" | "item" | "itemlist" | "finance" | "service" | "contact" | "specials" | "unknown";

/** The facts about a vehicle the ASC item parameters carry (a stock Vehicle has them all). */
export interface AscVehicle {
  id: number;
  vin: string | null;
  stocknum: string | null;
  price: number | null;
  car_type: "new" | "used" | "demo";
  certified: boolean;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  colour: string | null;
  item_type: string;
  body: string | null;
  simple_body?: string | null;
  fuel: string | null;
  simple_fuel?: string | null;
  created_at: string;
}

export type AscItem = {
  item_id: string;
  item_number: string;
  item_price: number | "";
  item_condition: "new" | "used" | "cpo";
  item_year: number;
  item_make: string;
  item_model: string;
  item_variant: string;
  item_color: string;
  item_type: string;
  item_category: string;
  item_fuel_type: string;
  item_inventory_date: string;
};

/** ASC item_condition: new, used or certified pre-owned ('cpo'); a demonstrator is sold as used. */
export function ascCondition(v: Pick<AscVehicle, "car_type" | "certified">): AscItem["item_condition"] {
  if (v.car_type === "new") return "new";
  return v.certified ? "cpo" : "used";
}

/** The ASC item_* parameters of a vehicle: its VIN as item_id (our id when it has none), stock number, price, … */
export function ascItem(v: AscVehicle): AscItem {
  return {
    item_id: v.vin ?? String(v.id),
    item_number: v.stocknum ?? "",
    item_price: v.price ?? "",
    item_condition: ascCondition(v),
    item_year: v.year,
    item_make: v.make,
    item_model: v.model,
    item_variant: v.badge ?? "",
    item_color: v.colour ?? "",
    item_type: v.item_type,
    item_category: v.simple_body ?? v.body ?? "",
    item_fuel_type: v.simple_fuel ?? v.fuel ?? "",
    item_inventory_date: v.created_at.slice(0, 10),
  };
}

/** A lead form's ASC department and form_type. */
export type AscForm = { form_name: string; form_type: string; department: "sales" | "service" | "parts" | "finance" | "other" };

/** The site's lead forms (their `form` keys) in ASC terms; an unknown form is a sales contact. */
export function ascForm(form: string): AscForm {
  const f = form.toLowerCase();
  if (f.includes("career")) return { form_name: form, form_type: "careers", department: "other" };
  if (f.includes("service")) return { form_name: form, form_type: "service", department: "service" };
  if (f.includes("part")) return { form_name: form, form_type: "parts", department: "parts" };
  if (f.includes("finance")) return { form_name: form, form_type: "finance", department: "finance" };
  if (f.includes("trade") || f.includes("sell")) return { form_name: form, form_type: "trade_in", department: "sales" };
  if (f.includes("test-drive") || f.includes("test_drive")) return { form_name: form, form_type: "test_drive", department: "sales" };
  return { form_name: form, form_type: "consumer_contact", department: "sales" };
}

export type AscEvent = { event: `asc_${string}`; event_owner: string; page_type: AscPageType } & Record<string, unknown>;

const base = (event: AscEvent["event"], page_type: AscPageType): AscEvent => ({ event, event_owner: ASC_EVENT_OWNER, page_type });
const withItem = (e: AscEvent, vehicle: AscVehicle | null | undefined): AscEvent => (vehicle ? { ...e, ...ascItem(vehicle) } : e);

/** A vehicle's page was viewed (asc_item_pageview). */
export function ascItemPageview(vehicle: AscVehicle): AscEvent {
  return withItem(base("asc_item_pageview", "item"), vehicle);
}

/**
 * A lead was sent (asc_form_submission), and the department's own event beside it for sales and service
 * (asc_form_submission_sales / _service), as the specification has them.
 */
export function ascFormSubmission(form: string, page_type: AscPageType, vehicle?: AscVehicle | null): AscEvent[] {
  const f = ascForm(form);
  const event = withItem({ ...base("asc_form_submission", page_type), comm_type: "form", comm_outcome: "crm_update", affiliation: ASC_EVENT_OWNER, ...f }, vehicle);
  return f.department === "sales" || f.department === "service" ? [event, { ...event, event: `asc_form_submission_${f.department}` }] : [event];
}

/** The shopper tapped the dealer's number to call it (asc_click_to_call). The number is the dealer's, never the shopper's. */
export function ascClickToCall(phone: string, page_type: AscPageType, vehicle?: AscVehicle | null): AscEvent {
  return withItem({ ...base("asc_click_to_call", page_type), comm_phone_number: phone.replace(/[^\d+]/g, ""), department: "sales", affiliation: ASC_EVENT_OWNER }, vehicle);
}

/** A call to action was used: the masked number revealed, a vehicle saved (asc_cta_interaction). */
export function ascCtaInteraction(element_text: string, event_action_result: string, page_type: AscPageType, vehicle?: AscVehicle | null): AscEvent {
  return withItem({ ...base("asc_cta_interaction", page_type), element_type: "button", event_action: "click", event_action_result, element_text, department: "sales" }, vehicle);
}

/** The shopper changed the payment calculator (asc_element_configuration). */
export function ascCalculatorUse(page_type: AscPageType, vehicle?: AscVehicle | null): AscEvent {
  return withItem({ ...base("asc_element_configuration", page_type), element_type: "payment_calculator", event_action: "calculate", event_action_result: "calculate", element_title: "Finance calculator", department: "finance" }, vehicle);
}

/** The ASC page type of a path of the site. */
export function ascPageType(pathname: string): AscPageType {
  const p = pathname.toLowerCase();
  if (p === "/" || p === "") return "home";
  if (p.startsWith("/cars/")) return "item";
  if (/^\/(search|used-car|new-cars|used-cars|demo-cars)(\/|$)/.test(p)) return "itemlist";
  if (p.startsWith("/finance")) return "finance";
  if (/^\/([a-z-]*-)?service(\/|$)/.test(p)) return "service";
  if (p.startsWith("/contact")) return "contact";
  if (/^\/(special-offers|offers)(\/|$)/.test(p)) return "specials";
  return "unknown";
}

/** The vehicle of the page last viewed, so the page's other events (a call, a save) carry its item_* parameters. */
let pageItem: { path: string; item: AscItem } | null = null;

/**
 * Adds the current vehicle page's item_* parameters to an event on that page that has none (ASC events on a vehicle
 * page describe the vehicle). `path` is where the event happens.
 */
export function withPageItem(e: AscEvent, path: string): AscEvent {
  if (e.event === "asc_item_pageview") {
    pageItem = { path, item: Object.fromEntries(Object.entries(e).filter(([k]) => k.startsWith("item_"))) as AscItem };
    return e;
  }
  return pageItem && pageItem.path === path && !("item_id" in e) ? { ...e, ...pageItem.item } : e;
}

/** Push ASC events onto the data layer (queued there until a consented tag reads it). */
export function pushAsc(events: AscEvent | AscEvent[]): void {
  if (typeof window === "undefined") return;
  const path = window.location.pathname;
  const list = (Array.isArray(events) ? events : [events]).map((e) => withPageItem(e, path));
  for (const e of list) pushEvent(e);
  try {
    window.dispatchEvent(new CustomEvent(ASC_PUSHED, { detail: list }));
  } catch {
    // Tracking is best effort.
  }
}

/** The window event the tag loader listens to, to hand ASC events to GA4 and the Meta pixel once they are loaded. */
export const ASC_PUSHED = "forecourt:asc";
