/**
 * Offers (spec 000 §2 'Offers', §4 'Expand/collapse', §9): which of a tenant's offers its site shows,
 * their URLs and how much of their text shows at first. Pure: plain data in, plain data out.
 */
import { dealerToday } from "../tenants/dealer-clock.ts";
import type { Offer, SiteConfig, Tenant } from "../tenants/tenant-document.ts";
import { truncateText } from "../lib/text.ts";

/** A description whose plain text is this long or shorter shows in full. */
export const DESCRIPTION_FULL_MAX = 200;
/** A longer description is cut to about this many characters, with View more. */
export const DESCRIPTION_TRUNCATE_AT = 160;
/** A disclaimer longer than this starts collapsed, with View full disclaimer. */
export const DISCLAIMER_COLLAPSE_ABOVE = 200;
/** The category whose disclaimers some dealers always show in full. */
export const FINANCE_OFFER_CATEGORY = "Finance offer";
/** spec 000 §8 'Default offers card message'. */
export const NO_OFFERS_MESSAGE = "There appears to be no offers currently available that meet the conditions of your search";

type OfferSettings = Pick<SiteConfig, "offers" | "offers_exclusion_exceptions">;

/** Whether an offer runs on `today` (YYYY-MM-DD); start and expiry are inclusive, null is open-ended. */
export function isRunning(offer: Pick<Offer, "start" | "expiry">, today: string): boolean {
  return (!offer.start || offer.start <= today) && (!offer.expiry || today <= offer.expiry);
}

/**
 * The offers a site shows on `today`, in the dealer's order: running, and not excluded for this
 * site (the tenant id is the spec's website id) unless the tenant lists the offer as an exception.
 */
export function visibleOffers(config: OfferSettings, tenantId: number, today: string): Offer[] {
  const exceptions = new Set(config.offers_exclusion_exceptions);
  return config.offers.filter((o) => isRunning(o, today) && (!o.excluded_website_ids.includes(tenantId) || exceptions.has(o.id)));
}

/** One offer the site shows, by id; null when there is none or it is hidden here. */
export function findVisibleOffer(config: OfferSettings, tenantId: number, today: string, id: string): Offer | null {
  return visibleOffers(config, tenantId, today).find((o) => o.id === id) ?? null;
}

/** 'Mercedes-Benz' → 'mercedes-benz', 'Isuzu Trucks' → 'isuzu-trucks', 'Citroën' → 'citroen'. */
export function manufacturerSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * An offer's page: /offers/{id} on a site locked to one manufacturer, else
 * /offers/{manufacturer-slug}/{id}. An offer with no manufacturer (a service offer, say) has only
 * the short form.
 */
export function offerPath(offer: Pick<Offer, "id" | "manufacturer">, config: Pick<SiteConfig, "manufacturer">): string {
  const slug = offer.manufacturer ? manufacturerSlug(offer.manufacturer) : "";
  return config.manufacturer || !slug ? `/offers/${offer.id}` : `/offers/${slug}/${offer.id}`;
}

/** Where Explore {model name} goes: the model's own override URL, else /{model-slug}. Null without a model. */
export function exploreHref(offer: Pick<Offer, "model">): string | null {
  if (!offer.model) return null;
  return offer.model.override_url ?? `/${offer.model.slug}`;
}

/**
 * The enquiry form for an offer: /contact with the offer as the lead's subcategory, so the dealer's CRM
 * sees which offer it is about. The subcategory stays within what the contact form accepts
 * (letters, digits, spaces, hyphens; 60 characters).
 */
export function enquireHref(offer: Pick<Offer, "id">): string {
  return `/contact?${new URLSearchParams({ subcategory: offerSubcategory(offer) })}`;
}

export function offerSubcategory(offer: Pick<Offer, "id">): string {
  return `Offer ${offer.id}`.slice(0, 60);
}

/** The offer's text as paragraphs (split on blank lines, whitespace inside a paragraph collapsed). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** The plain text of an offer's description or disclaimer: its paragraphs joined by spaces. */
export function plainText(text: string): string {
  return paragraphs(text).join(" ");
}



/** How a description shows: in full, or a short version with View more/less. */
export type DescriptionView = { full: string[]; short: string | null };

/** The description in full (paragraphs), and the truncated teaser when its plain text is over 200 characters. */
export function describe(description: string): DescriptionView {
  const text = plainText(description);
  return { full: paragraphs(description), short: text.length > DESCRIPTION_FULL_MAX ? truncateText(text, DESCRIPTION_TRUNCATE_AT) : null };
}

/** Whether the disclaimer starts collapsed: above 200 characters, unless the dealer shows Finance offers' disclaimers in full. */
export function disclaimerCollapsed(offer: Pick<Offer, "disclaimer" | "category">, config: Pick<SiteConfig, "offers_finance_disclaimer_open">): boolean {
  if (plainText(offer.disclaimer).length <= DISCLAIMER_COLLAPSE_ABOVE) return false;
  return !(config.offers_finance_disclaimer_open && offer.category.toLowerCase() === FINANCE_OFFER_CATEGORY.toLowerCase());
}

/** The listing's layout: one offer shows as a wide card without an Enquire button and with its whole description. */
export function offersLayout(count: number): "empty" | "single" | "grid" {
  return count === 0 ? "empty" : count === 1 ? "single" : "grid";
}

/** A short summary for meta descriptions: the description's plain text cut to 155 characters. */
export function metaDescription(offer: Pick<Offer, "name" | "description">): string {
  const text = plainText(offer.description);
  return text ? truncateText(text, 155) : offer.name;
}

/** What a card or the offer page shows: plain, serialisable data. */
export interface OfferCard {
  id: string;
  name: string;
  category: string;
  manufacturer: string | null;
  image: string | null;
  description: DescriptionView;
  /** `short` is set when the disclaimer starts collapsed. */
  disclaimer: DescriptionView;
  path: string;
  enquireHref: string;
  explore: { label: string; href: string; external: boolean } | null;
  expiry: string | null;
}

export function toOfferCard(offer: Offer, config: Pick<SiteConfig, "manufacturer" | "offers_finance_disclaimer_open">): OfferCard {
  const explore = exploreHref(offer);
  return {
    id: offer.id,
    name: offer.name,
    category: offer.category,
    manufacturer: offer.manufacturer,
    image: offer.image,
    description: describe(offer.description),
    disclaimer: { full: paragraphs(offer.disclaimer), short: disclaimerCollapsed(offer, config) ? truncateText(plainText(offer.disclaimer), DESCRIPTION_TRUNCATE_AT) : null },
    path: offerPath(offer, config),
    enquireHref: enquireHref(offer),
    explore: explore && offer.model ? { label: `Explore ${offer.model.name}`, href: explore, external: /^https?:\/\//.test(explore) } : null,
    expiry: offer.expiry,
  };
}

/** 'Ends 31 December 2026' for an offer's last day (YYYY-MM-DD). */
export function endsLabel(expiry: string): string {
  const [y, m, d] = expiry.split("-").map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat("en-AU", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
  return `Ends ${d} ${month} ${y}`;
}

/** The cards a tenant's site shows now. */
export function offerCardsFor(tenant: Pick<Tenant, "id" | "locations" | "config">, now: Date): OfferCard[] {
  return visibleOffers(tenant.config, tenant.id, dealerToday(tenant, now)).map((o) => toOfferCard(o, tenant.config));
}
