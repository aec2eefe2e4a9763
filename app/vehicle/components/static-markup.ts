import { imageUrl } from "../../media/image-url.ts";
import type { SpecItem } from "../key-information.ts";
import type { IncludedItem } from "../vehicle-sections.ts";
import { BadgeCheck, Check, ShieldCheck, Sparkles } from "./icons.ts";
import { cardClass } from "./kit-classes.ts";
import type { ViewerImage } from "./media-viewer.tsx";
import type { StaticIcon } from "./static-icon.tsx";

/**
 * Parts of the vehicle page that never change once drawn and hold nothing interactive, written as one string each and
 * set as their parent's inner HTML: React renders and hydrates one element where it had dozens (issue 15: the server's
 * render cost grows with the elements it draws). Each function writes exactly the markup the JSX it replaced wrote
 * (static-markup.test.ts renders both and compares), escaped as React escapes text and attributes.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

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
