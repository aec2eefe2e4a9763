/**
 * The dealer's phone number on the vehicle page (spec 001 §4 'Phone reveal'): masked until the
 * shopper clicks it, so each reveal can be tracked as a lead signal; some tenants show it at once
 * (config.phone_reveal = 'immediate').
 */

import type { Vehicle } from "../stock/vehicle-schema.ts";
import type { Location, SiteConfig } from "../tenants/tenant-document.ts";
import { formatPhone, telHref } from "../lib/phone.ts";
import { vehiclePath } from "../stock/vehicle-paths.ts";

/** The 'Show number' form's intent (POST /cars/{slug} without JavaScript). */
export const SHOW_PHONE_INTENT = "show-phone";
/** The query parameter of a car's page whose numbers show in full (after that form). */
export const PHONE_SHOWN_PARAM = "phone";

/** Where the 'Show number' form answers: the car's page with its numbers shown, at the button that was used. */
export function phoneShownHref(vehicle: Pick<Vehicle, "slug">, anchor: unknown): string {
  const fragment = typeof anchor === "string" && /^[a-z][a-z0-9-]{0,39}$/.test(anchor) ? `#${anchor}` : "";
  return `${vehiclePath(vehicle)}?${PHONE_SHOWN_PARAM}=shown${fragment}`;
}

/** Whether a car page's URL asks for its numbers in full. */
export function phoneShownIn(url: URL): boolean {
  return url.searchParams.get(PHONE_SHOWN_PARAM) === "shown";
}

export const NO_PHONE_NUMBER = "No phone number available";
/** Characters of the formatted number left visible before the reveal. */
export const VISIBLE_PHONE_CHARACTERS = 5;
export const MASK_CHARACTER = "X";

/**
 * The formatted number with every digit after the first five characters replaced by X; spaces stay
 * so the shape of the number shows: '07 3821 4000' → '07 38XX XXXX', '0412 345 678' → '0412 XXX XXX'.
 */
export function maskPhone(display: string): string {
  return display.slice(0, VISIBLE_PHONE_CHARACTERS) + display.slice(VISIBLE_PHONE_CHARACTERS).replace(/\d/g, MASK_CHARACTER);
}

export type PhoneView =
  | { available: false; message: typeof NO_PHONE_NUMBER }
  | {
      available: true;
      /** What the button shows now. */
      text: string;
      /** tel: link once revealed; null while masked (the button reveals instead of dialling). */
      href: string | null;
      revealed: boolean;
    };

/** What to show for `raw`, given the tenant's reveal mode and whether the shopper has clicked. */
export function phoneView(raw: string | null | undefined, config: Pick<SiteConfig, "phone_reveal">, clicked = false): PhoneView {
  const trimmed = raw?.trim() ?? "";
  if (!/\d/.test(trimmed)) return { available: false, message: NO_PHONE_NUMBER };
  const display = formatPhone(trimmed);
  const revealed = clicked || config.phone_reveal === "immediate";
  return revealed ? { available: true, text: display, href: telHref(trimmed), revealed } : { available: true, text: maskPhone(display), href: null, revealed };
}

/** The sales phone of a location: its main number, else its landline. */
export function locationPhone(location: Pick<Location, "contact_detail"> | null | undefined): string | null {
  const c = location?.contact_detail;
  return c?.phone?.trim() || c?.landline_phone?.trim() || null;
}

/** Body of the reveal tracking call (spec 001 §7). */
export function phoneRevealPayload(vehicle: Pick<Vehicle, "id" | "dealership_id">, tenantId: number): { car_id: number; dealership_id: number | null; website_id: number } {
  return { car_id: vehicle.id, dealership_id: vehicle.dealership_id, website_id: tenantId };
}
