import { imageUrl } from "../../media/image-url.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import type { SpecItem } from "../key-information.ts";
import type { IncludedItem } from "../vehicle-sections.ts";
import { BadgeCheck, Check, Mail, MessageSquare, ShieldCheck, Sparkles } from "./icons.ts";
import type { ShareLink, ShareNetwork } from "../share.ts";
import { cardClass } from "./kit-classes.ts";
import type { ViewerImage } from "./media-viewer.tsx";
import type { StaticIcon } from "./static-icon.tsx";

/**
 * Parts of the vehicle page that never change once drawn and hold nothing interactive, written as one string each and
 * set as their parent's inner HTML: React renders and hydrates one element where it had dozens (issue 15: the server's
 * render cost grows with the elements it draws). Each function writes exactly the markup the JSX it replaced wrote
 * (static-markup.test.ts renders both and compares), escaped as React escapes text and attributes.
 */

/** A photo opened on its own (the page without JavaScript). */
export const FULL_SIZE = { width: 1600, height: 1067 } as const;

/** Without JavaScript the views and the slider cannot change: every photo is a link to itself, full size. */
export function photoLinksHtml(images: readonly ViewerImage[], title: string): string {
  const items = images
    .map(
      (image, i) =>
        `<li class="shrink-0"><a href="${escapeHtml(imageUrl(image.url, FULL_SIZE))}" target="_blank" rel="noopener" aria-label="Open photo ${i + 1} of ${images.length}" class="block h-16 w-24 overflow-hidden rounded-theme sm:h-[4.5rem] sm:w-28"><img src="${escapeHtml(imageUrl(image.url, { width: 160, height: 107 }))}" width="160" height="107" alt="" loading="lazy" decoding="async" class="size-full object-cover"/></a></li>`,
    )
    .join("");
  return `<div class="mt-3 hidden overflow-x-auto pb-1 noscript:block"><ul aria-label="${escapeHtml(title)} photos" class="flex gap-2">${items}</ul></div>`;
}

/** The rows of one specification group (`<dl>`): name left, value right. */
export function specRowsHtml(items: readonly SpecItem[]): string {
  return items
    .map((item) => `<div class="flex justify-between gap-4 px-3.5 py-2.5 text-sm even:bg-page/60"><dt class="text-muted">${escapeHtml(item.label)}</dt><dd class="min-w-0 text-right font-semibold break-words">${escapeHtml(item.value)}</dd></div>`)
    .join("");
}

/** The items of the features list (`<ul>`), each with its tick. */
export function featureItemsHtml(features: readonly string[]): string {
  const tick = Check.html("mt-0.5 size-4 shrink-0 text-emerald-600", 3);
  return features.map((f) => `<li class="flex items-start gap-2.5 text-[15px]">${tick}${escapeHtml(f)}</li>`).join("");
}

const INCLUDED_ICONS = [ShieldCheck, BadgeCheck, Sparkles, Check];

/** The items of a promise grid (What's Included, Why Buy From Us?, Protect Your Car). */
export function promiseItemsHtml(items: readonly IncludedItem[]): string {
  const tile = cardClass({ padding: "sm", elevation: "inset" }, "flex gap-3");
  return items
    .map(
      (item, i) =>
        `<li class="${escapeHtml(tile)}"><span class="grid size-10 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">${INCLUDED_ICONS[i % INCLUDED_ICONS.length]!.html("size-5")}</span><div><p class="font-bold">${escapeHtml(item.title)}</p><p class="mt-0.5 text-sm text-muted">${escapeHtml(item.detail)}</p></div></li>`,
    )
    .join("");
}

/** The icon row's facts (`<dl>`): an icon over each value, its name for screen readers. */
export function iconRowHtml(items: readonly { icon: StaticIcon; label: string; value: string | null }[]): string {
  return items
    .map(
      ({ icon, label, value }) =>
        `<div class="flex min-w-0 flex-col items-center gap-1 px-2 text-center">${icon.html("size-5 text-brand")}<dt class="sr-only">${escapeHtml(label)}</dt><dd class="w-full truncate text-sm font-semibold">${escapeHtml(value ?? "—")}</dd></div>`,
    )
    .join("");
}

/** Fact tiles of a grid (`<dl>`): the label in small capitals with its icon, over the value. */
export function factTilesHtml(items: readonly SpecItem[], icon: (label: string) => StaticIcon): string {
  const tile = cardClass({ padding: "none", elevation: "inset" }, "p-3.5");
  return items
    .map(
      (item) =>
        `<div class="${escapeHtml(tile)}"><dt class="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase"><span class="text-brand">${icon(item.label).html("size-5")}</span>${escapeHtml(item.label)}</dt><dd class="mt-1.5 font-semibold break-words text-ink">${escapeHtml(item.value)}</dd></div>`,
    )
    .join("");
}

/** The week's opening hours (`<dl>`, Monday first), today's in bold. */
export function weekHoursHtml(days: readonly { day: string; hours: string; today: boolean }[]): string {
  return days
    .map(
      ({ day, hours, today }) =>
        `<div class="contents"><dt class="${today ? "font-semibold" : "text-muted"}">${escapeHtml(day)}</dt><dd class="text-right tabular-nums ${today ? "font-semibold" : ""}">${escapeHtml(hours)}</dd></div>`,
    )
    .join("");
}

/** The share networks' marks: their own drawings (lucide has none), lucide's for email and SMS. */
export const NETWORK_ICON_HTML: Record<ShareNetwork, string> = {
  facebook:
    '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4 fill-current"><path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3z"></path></svg>',
  twitter:
    '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4 fill-current"><path d="M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.2-8.3L1.9 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z"></path></svg>',
  whatsapp:
    '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4 fill-current"><path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"></path></svg>',
  email: Mail.html("size-4"),
  sms: MessageSquare.html("size-4"),
};

export const SHARE_LINK_CLASS = "flex items-center gap-3 rounded-theme px-3 py-2 text-sm font-medium hover:bg-page";
export const SHARE_MARK_CLASS = "grid size-7 place-items-center rounded-full bg-page text-ink";

/** The share menu's network links (`<li>`s), as the page without JavaScript draws them. */
export function shareLinksHtml(links: readonly ShareLink[]): string {
  return links
    .map(
      (l) =>
        `<li><a href="${escapeHtml(l.href)}"${l.network === "email" || l.network === "sms" ? "" : ' target="_blank"'} rel="noopener noreferrer" class="${SHARE_LINK_CLASS}"><span class="${SHARE_MARK_CLASS}">${NETWORK_ICON_HTML[l.network]}</span>${escapeHtml(l.label)}</a></li>`,
    )
    .join("");
}
