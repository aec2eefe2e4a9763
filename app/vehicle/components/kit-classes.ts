import { buttonVariants, type ButtonStyle } from "../../ui/button.tsx";
import { cardVariants, type CardStyle } from "../../ui/card.tsx";
import { chipVariants, type ChipStyle } from "../../ui/chip.tsx";
import { cn } from "../../ui/cn.ts";

/**
 * The kit's classes (Card, Chip, Button) for an element the vehicle page draws itself, computed once per look: the same
 * string `<Card asChild>` or `<Chip asChild>` would give it, without the Slot's prop merging and tailwind-merge on every
 * render (issue 15). Any change to the kit's looks applies here too: these call the kit's own variant functions.
 */
const memo = new Map<string, string>();
function once(key: string, make: () => string): string {
  let value = memo.get(key);
  if (value === undefined) memo.set(key, (value = make()));
  return value;
}

export function cardClass(style: CardStyle = {}, className?: string): string {
  return once(`card|${style.padding}|${style.elevation}|${className}`, () => cn(cardVariants({ padding: style.padding, elevation: style.elevation }), className));
}

export function chipClass(style: ChipStyle = {}, className?: string): string {
  return once(`chip|${style.tone}|${style.size}|${className}`, () => cn(chipVariants({ tone: style.tone, size: style.size }), className));
}

export function buttonClass(style: ButtonStyle = {}, className?: string): string {
  return once(`button|${style.variant}|${style.size}|${style.block}|${className}`, () => cn(buttonVariants({ variant: style.variant, size: style.size, block: style.block }), className));
}
