/**
 * The console's site settings form (issue 11, "Site settings"): the tenant document's everyday switches — name,
 * tagline, theme colour and logo, phone reveal, enquiry button text, consent on forms, online reserve (checkout)
 * with its deposit and hold hours, cards per row, response times (the lead target, auto-assign, hand-over; ADR 034),
 * and the host search engines should index (canonical_host, ADR 045). Each field is checked by the document's own schema
 * (document-fields.ts); the mapping keeps every other part of the document as it is.
 */

import { z } from "zod";
import { AA_TEXT, contrastRatio } from "../lib/colour-contrast.ts";
import { siteConfigSchema, tenantDocumentSchema, type TenantDocument } from "../tenants/tenant-document.ts";
import { checkboxField, documentField } from "./document-fields.ts";

const config = siteConfigSchema.shape;
const checkout = config.checkout.unwrap().shape;
const leadResponse = config.lead_response.unwrap().shape;

export const PHONE_REVEAL_OPTIONS = [
  { value: "masked", label: "Hidden until tapped" },
  { value: "immediate", label: "Shown straight away" },
] as const;

export const CARDS_PER_ROW_OPTIONS = [
  { value: "3", label: "3 cards per row" },
  { value: "4", label: "4 cards per row" },
] as const;

/** '0B4EA2', '#0b4ea2 ' → '#0b4ea2'; anything else is left for the document's check to refuse. */
export function normaliseColour(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const v = value.trim();
  return /^#?[0-9a-f]{6}$/i.test(v) ? `#${v.replace("#", "").toLowerCase()}` : v;
}

export const settingsFormSchema = z.object({
  name: documentField(tenantDocumentSchema.shape.name, "Dealer name"),
  tagline: documentField(config.tagline.unwrap(), "Tagline"),
  theme_colour: z.preprocess(normaliseColour, documentField(config.brand_color.unwrap(), "Theme colour", { as: "nullable", format: "a colour such as #0b4ea2" })),
  logo: documentField(config.logo.unwrap(), "Logo", { as: "nullable" }),
  remove_logo: checkboxField,
  phone_reveal: documentField(config.phone_reveal.unwrap(), "Phone number on vehicle pages"),
  enquire_button_text: documentField(config.enquire_button_text.unwrap(), "Enquiry button text"),
  consent_required: checkboxField,
  checkout_enabled: checkboxField,
  deposit: documentField(checkout.deposit.unwrap(), "Deposit", { as: "number" }),
  hold_hours: documentField(checkout.hold_hours.unwrap(), "Hold time", { as: "number" }),
  cards_per_row: documentField(config.cards_per_row.unwrap(), "Cards per row", { as: "number" }),
  response_target: documentField(leadResponse.target_minutes.unwrap(), "Response target", { as: "number" }),
  auto_assign: checkboxField,
  reassign_after: documentField(leadResponse.reassign_after_minutes.unwrap(), "Hand-over time", { as: "nullable-number" }),
  canonical_host: documentField(config.canonical_host.unwrap(), "Address for search engines", { as: "nullable", format: "a host name such as www.example.com.au (no https:// or path)" }),
});

export type SettingsForm = z.output<typeof settingsFormSchema>;

/** The form's values for the document as stored (also the flat view the audit log compares). */
export function settingsToForm(doc: TenantDocument): Record<string, string> {
  const c = doc.config;
  return {
    name: doc.name,
    tagline: c.tagline,
    theme_colour: c.brand_color ?? "",
    logo: c.logo ?? "",
    phone_reveal: c.phone_reveal,
    enquire_button_text: c.enquire_button_text,
    consent_required: c.consent_required ? "on" : "",
    checkout_enabled: c.checkout.enabled ? "on" : "",
    deposit: String(c.checkout.deposit),
    hold_hours: String(c.checkout.hold_hours),
    cards_per_row: String(c.cards_per_row),
    response_target: String(c.lead_response.target_minutes),
    auto_assign: c.lead_response.auto_assign ? "on" : "",
    reassign_after: c.lead_response.reassign_after_minutes === null ? "" : String(c.lead_response.reassign_after_minutes),
    canonical_host: c.canonical_host ?? "",
  };
}

/** The document with the form's settings; `logo` is a logo just uploaded (its URL), which wins over the form's. */
export function formToSettings(doc: TenantDocument, form: SettingsForm, uploaded: { logo?: string | null } = {}): TenantDocument {
  const logo = form.remove_logo ? null : (uploaded.logo ?? form.logo);
  return {
    ...doc,
    name: form.name,
    config: {
      ...doc.config,
      tagline: form.tagline,
      brand_color: form.theme_colour,
      logo,
      phone_reveal: form.phone_reveal,
      enquire_button_text: form.enquire_button_text,
      consent_required: form.consent_required,
      checkout: { ...doc.config.checkout, enabled: form.checkout_enabled, deposit: form.deposit, hold_hours: form.hold_hours },
      cards_per_row: form.cards_per_row,
      lead_response: { target_minutes: form.response_target, auto_assign: form.auto_assign, reassign_after_minutes: form.reassign_after },
      canonical_host: form.canonical_host,
    },
  };
}

/** Where a problem the whole-document check found goes in the form (null: the form's alert). */
export function settingsIssueField(path: readonly PropertyKey[]): string | null {
  if (path[0] === "name") return "name";
  if (path[0] !== "config") return null;
  const key = path[1];
  if (key === "checkout") return path[2] === "enabled" ? "checkout_enabled" : path[2] === "deposit" ? "deposit" : path[2] === "hold_hours" ? "hold_hours" : null;
  if (key === "brand_color") return "theme_colour";
  if (key === "lead_response") return path[2] === "target_minutes" ? "response_target" : path[2] === "auto_assign" ? "auto_assign" : path[2] === "reassign_after_minutes" ? "reassign_after" : null;
  return typeof key === "string" && key in settingsFormSchema.shape ? key : null;
}

/**
 * A warning (not an error: the dealer may know better) when the site's white button and header text on the theme
 * colour would be hard to read: below WCAG AA's 4.5:1. Null when it reads well or the colour is not valid yet.
 */
export function themeColourWarning(colour: string | null | undefined): string | null {
  const c = normaliseColour(colour ?? "");
  if (typeof c !== "string" || !/^#[0-9a-f]{6}$/.test(c)) return null;
  const ratio = contrastRatio(c, "#ffffff");
  if (ratio >= AA_TEXT) return null;
  return `White text on ${c} has a contrast of ${ratio.toFixed(1)}:1, below the 4.5:1 that text needs to be readable. Buttons and headings in this colour will be hard to read; choose a darker colour.`;
}
