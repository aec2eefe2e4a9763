import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * A rounded pill that is lighter than a Badge: a feature of a car (`muted`), a quick link on a
 * photo (`light`), a caption over a picture (`dark`), or a chosen filter that removes itself when pressed (`brand`);
 * a car's status (`ink` its condition, `success` certified, `accent` the dealer's tag, `info` coming
 * soon, `danger` sold). `asChild`
 * renders it as the given element (an `<li>`, a link, a button).
 */
export const chipVariants = cva("inline-flex items-center rounded-full ring-1", {
  variants: {
    tone: {
      muted: "bg-page font-medium text-muted ring-black/5",
      light: "bg-white/90 font-semibold text-ink shadow-sm ring-black/5 hover:bg-white",
      brand: "bg-brand/10 font-semibold text-brand ring-brand/15 transition hover:bg-brand hover:text-brand-contrast",
      dark: "bg-black/65 font-semibold text-white ring-transparent",
      ink: "bg-ink font-semibold text-white ring-transparent",
      success: "bg-emerald-50 font-semibold text-emerald-800 ring-emerald-200",
      accent: "bg-accent/15 font-semibold text-ink ring-accent/40",
      info: "bg-sky-50 font-semibold text-sky-800 ring-sky-200",
      danger: "bg-red-50 font-semibold text-red-700 ring-red-200",
    },
    size: { sm: "px-2.5 py-0.5 text-xs", md: "px-4 py-1.5 text-sm" },
  },
  defaultVariants: { tone: "muted", size: "sm" },
});

export type ChipStyle = VariantProps<typeof chipVariants>;

export function Chip({ tone, size, asChild = false, className, ...rest }: ComponentProps<"span"> & ChipStyle & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : "span";
  return <Comp className={cn(chipVariants({ tone, size }), className)} {...rest} />;
}
