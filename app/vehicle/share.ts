/**
 * Share bar of the vehicle page (spec 001 §2): Facebook, X (Twitter) unless the tenant hides it,
 * WhatsApp, email, SMS, and copy link. Every parameter is encoded with encodeURIComponent, which
 * writes spaces as %20: mail and SMS apps show a '+' from form encoding literally.
 */

import type { SiteConfig } from "../tenants/tenant-document.ts";

/** 'Copied' shows this long after copying the link. */
export const COPIED_MESSAGE_MS = 1_500;
/** The variant that confirms with a toast keeps it this long. */
export const SHARE_TOAST_MS = 3_000;

export type ShareNetwork = "facebook" | "twitter" | "whatsapp" | "email" | "sms";

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

const enc = encodeURIComponent;

/** Links for sharing `url` (absolute) titled `title`, in the share bar's order. */
export function shareLinks(url: string, title: string, config: Pick<SiteConfig, "share_hide_twitter">): ShareLink[] {
  const message = `${title} ${url}`;
  const links: ShareLink[] = [{ network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` }];
  if (!config.share_hide_twitter) links.push({ network: "twitter", label: "X (Twitter)", href: `https://twitter.com/intent/tweet?url=${enc(url)}&text=${enc(title)}` });
  links.push(
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${enc(message)}` },
    { network: "email", label: "Email", href: `mailto:?subject=${enc(title)}&body=${enc(message)}` },
    // 'sms:?&body=' is the form both iOS and Android accept without a recipient.
    { network: "sms", label: "SMS", href: `sms:?&body=${enc(message)}` },
  );
  return links;
}
