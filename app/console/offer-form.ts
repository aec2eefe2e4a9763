/**
 * The console's offer form (issue 11, "Offers and promo cards"): one zod schema for the form (ADR 025), built from
 * the document's own offer schema (tenants/document/offers-section.ts), and the mapping between an offer in the
 * tenant document and the form's flat fields. Pure: used by the page, the action and their tests.
 */

import { z } from "zod";
import { slugify } from "../lib/slug.ts";
import { isRunning } from "../offers/offers.ts";
import { isoDate, offerSchema, type Offer, type SiteConfig, type TenantDocument } from "../tenants/tenant-document.ts";
import { checkboxField, documentField } from "./document-fields.ts";

const shape = offerSchema.shape;
const modelShape = shape.model.unwrap().unwrap().shape;

/** Categories the offer pages know by name; the field takes any text. */
export const OFFER_CATEGORIES = ["Special offer", "Finance offer", "Service offer", "Runout offer", "Accessories offer"] as const;

/** /dealer/offers/new is the new-offer page, so no offer can be called "new" in the console. */
export const RESERVED_OFFER_ID = "new";

/**
 * The posted offer form. The image is a file field read by the action (storeUploadedImage); what is posted here is
 * the image already stored (`image`, a /media/ path) and whether to drop it.
 */
export const offerFormSchema = z
  .object({
    /** Only on a new offer: the last part of its address; blank → made from the name. */
    id: documentField(shape.id.or(z.literal("")), "Web address", { format: "lower-case letters, digits and single hyphens" }).optional(),
    name: documentField(shape.name, "Offer name"),
    category: documentField(shape.category.unwrap(), "Label"),
    manufacturer: documentField(shape.manufacturer.unwrap(), "Make", { as: "nullable" }),
    description: documentField(shape.description.unwrap(), "Description"),
    disclaimer: documentField(shape.disclaimer.unwrap(), "Disclaimer"),
    model_name: documentField(modelShape.name.nullable(), "Model name", { as: "nullable" }),
    model_slug: documentField(modelShape.slug.nullable(), "Model page", { as: "nullable", format: "lower-case letters, digits and single hyphens, such as ranger" }),
    model_url: documentField(modelShape.override_url.unwrap(), "Explore link", { as: "nullable" }),
    start: documentField(isoDate.nullable(), "Start date", { as: "nullable", format: "a date (YYYY-MM-DD)" }),
    expiry: documentField(isoDate.nullable(), "Expiry date", { as: "nullable", format: "a date (YYYY-MM-DD)" }),
    hidden: checkboxField,
    image: documentField(shape.image.unwrap(), "Image", { as: "nullable" }),
    remove_image: checkboxField,
  })
  .superRefine((o, ctx) => {
    if (o.id === RESERVED_OFFER_ID) ctx.addIssue({ code: "custom", path: ["id"], message: "Choose another web address: “new” is the console's own" });
    if (o.start && o.expiry && o.expiry < o.start) ctx.addIssue({ code: "custom", path: ["expiry"], message: "The expiry date must be on or after the start date" });
    if (!o.model_name && (o.model_slug || o.model_url)) ctx.addIssue({ code: "custom", path: ["model_name"], message: "Enter the model name for the Explore button" });
  });

export type OfferForm = z.output<typeof offerFormSchema>;

/** The form's starting values for an offer (blank for a new one). */
export function offerToForm(offer: Offer | null, tenantId: number): Record<string, string> {
  if (!offer) return { category: "Special offer" };
  return {
    id: offer.id,
    name: offer.name,
    category: offer.category,
    manufacturer: offer.manufacturer ?? "",
    description: offer.description,
    disclaimer: offer.disclaimer,
    model_name: offer.model?.name ?? "",
    model_slug: offer.model?.slug ?? "",
    model_url: offer.model?.override_url ?? "",
    start: offer.start ?? "",
    expiry: offer.expiry ?? "",
    hidden: offer.excluded_website_ids.includes(tenantId) ? "on" : "",
    image: offer.image ?? "",
  };
}

/** A free id for a new offer: the one asked for, else the name's slug, made unique with -2, -3, … */
export function newOfferId(wanted: string | undefined, name: string, taken: readonly string[]): string {
  if (wanted) return wanted;
  const base = (slugify(name) || "offer").slice(0, 52).replace(/-+$/, "");
  let id = base;
  for (let n = 2; taken.includes(id) || id === RESERVED_OFFER_ID; n++) id = `${base}-${n}`;
  return id;
}

/**
 * The offer the form describes, on top of the stored one (`existing`, null for a new offer): fields the form does not
 * show (exclusions for other websites) are kept. `image` is the image to store: a new upload's URL, else the form's.
 */
export function formToOffer(form: OfferForm, existing: Offer | null, ctx: { tenantId: number; id: string; image?: string | null }): Offer {
  const others = (existing?.excluded_website_ids ?? []).filter((id) => id !== ctx.tenantId);
  const image = form.remove_image ? null : ctx.image !== undefined && ctx.image !== null ? ctx.image : form.image;
  return {
    id: ctx.id,
    name: form.name,
    category: form.category,
    manufacturer: form.manufacturer,
    description: form.description,
    disclaimer: form.disclaimer,
    image,
    model: form.model_name ? { name: form.model_name, slug: form.model_slug ?? slugify(form.model_name), override_url: form.model_url } : null,
    excluded_website_ids: form.hidden ? [...others, ctx.tenantId] : others,
    start: form.start,
    expiry: form.expiry,
  };
}

/**
 * The document with the offer saved: a new one (`create`) goes first — dealers put their newest offer on top — and an
 * edited one stays in its place. A new offer whose id another offer took meanwhile is added anyway, so the document
 * check refuses it ('duplicate offer id') instead of it replacing the other offer.
 */
export function withOffer(doc: TenantDocument, offer: Offer, tenantId: number, create = false): TenantDocument {
  const offers = doc.config.offers;
  const at = offers.findIndex((o) => o.id === offer.id);
  const next = create || at === -1 ? [offer, ...offers] : offers.map((o, i) => (i === at ? offer : o));
  return { ...doc, config: { ...doc.config, offers: next, offers_exclusion_exceptions: exceptionsFor(doc.config, offer, tenantId) } };
}

/** Hiding an offer must hide it, so an exception that would keep it on the site goes. */
function exceptionsFor(config: SiteConfig, offer: Offer, tenantId: number): string[] {
  const list = config.offers_exclusion_exceptions;
  return offer.excluded_website_ids.includes(tenantId) ? list.filter((id) => id !== offer.id) : list;
}

/** The document without the offer (and without an exception naming it). */
export function withoutOffer(doc: TenantDocument, id: string): TenantDocument {
  return {
    ...doc,
    config: { ...doc.config, offers: doc.config.offers.filter((o) => o.id !== id), offers_exclusion_exceptions: doc.config.offers_exclusion_exceptions.filter((x) => x !== id) },
  };
}

/** Where a problem the whole-document check found on offer `index` goes in the form. */
export function offerIssueField(path: readonly PropertyKey[], index: number): string | null {
  if (path[0] !== "config" || path[1] !== "offers" || path[2] !== index) return null;
  const [field, sub] = [path[3], path[4]];
  if (field === "model") return sub === "slug" ? "model_slug" : sub === "override_url" ? "model_url" : "model_name";
  if (field === "excluded_website_ids") return "hidden";
  return typeof field === "string" && field in offerFormSchema.shape ? field : null;
}

export type OfferStatus = "current" | "scheduled" | "expired" | "excluded";

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = { current: "Showing", scheduled: "Scheduled", expired: "Expired", excluded: "Hidden" };

/**
 * Where an offer stands on `today` for this site: hidden from it (the dealer's choice comes first), expired, not yet
 * started, or showing — the same rules as the public offers page (offers/offers.ts).
 */
export function offerStatus(offer: Offer, config: Pick<SiteConfig, "offers_exclusion_exceptions">, tenantId: number, today: string): OfferStatus {
  if (offer.excluded_website_ids.includes(tenantId) && !config.offers_exclusion_exceptions.includes(offer.id)) return "excluded";
  if (isRunning(offer, today)) return "current";
  return offer.expiry && offer.expiry < today ? "expired" : "scheduled";
}

/** '2026-12-01' → '1 Dec 2026'. */
export function shortDate(isoDay: string): string {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** When an offer shows, in a line: '1 Dec 2026 – 31 Dec 2026', 'From 1 Dec 2026', 'Until 31 Dec 2026', 'No end date'. */
export function offerDatesLabel(offer: Pick<Offer, "start" | "expiry">): string {
  if (offer.start && offer.expiry) return `${shortDate(offer.start)} – ${shortDate(offer.expiry)}`;
  if (offer.start) return `From ${shortDate(offer.start)}, no end date`;
  if (offer.expiry) return `Until ${shortDate(offer.expiry)}`;
  return "No start or end date";
}
