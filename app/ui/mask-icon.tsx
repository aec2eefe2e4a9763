import { cn } from "./cn.ts";

/**
 * Icons as CSS masks of lucide's drawings (app/ui/mask-icons.css, written by scripts/mask-icons.ts), in the text's
 * colour. A stock card draws its icons with a pseudo-element of the element they sit in (`iconClass`): no icon
 * elements at all; elsewhere `<MaskIcon>` is one `<span>` where lucide's `<svg>` was two to ten elements. A results
 * page had 189 `<svg><use>` pairs on its cards, an 81-element sprite and ~60 elements of lucide icons (issue 15).
 * Decorative: neither is read out. With `iconClass`, `--icon-size` (1rem) and `--icon-color` change the icon.
 */
export type MaskIconName =
  | "arrow-right"
  | "badge-check"
  | "bell-ring"
  | "calendar-clock"
  | "car-front"
  | "chevron-down"
  | "chevron-left"
  | "chevron-right"
  | "clock-3"
  | "eye"
  | "fuel"
  | "gauge"
  | "heart"
  | "heart-filled"
  | "leaf"
  | "lock"
  | "map-pin"
  | "menu"
  | "phone"
  | "plug-zap"
  | "search"
  | "search-check"
  | "settings-2"
  | "sliders-horizontal"
  | "sparkles"
  | "tag"
  | "user-round"
  | "zap";

/** The classes that draw `name` before the element's content (or after it). */
export function iconClass(name: MaskIconName, where: "before" | "after" = "before"): string {
  return `icon-${where} icon-${name}`;
}

/** One icon as a block, sized by its class (`size-4`) as lucide's `<svg>` was. */
export function MaskIcon({ name, className }: { name: MaskIconName; className?: string }) {
  return <span aria-hidden="true" className={cn("mask-icon", `icon-${name}`, className)} />;
}
