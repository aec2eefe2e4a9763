import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * The white panel every section of the site sits on; `inset` is a tile on the page colour inside one;
 * `popover` a white panel floating over the page (a share menu, a note on a photo); `night` a dark panel on the platform's own dark pages (outside any dealer's theme).
 */
export const cardVariants = cva("rounded-theme bg-surface ring-1", {
  variants: {
    padding: {
      none: "",
      sm: "p-4",
      md: "p-5",
      lg: "p-6",
      xl: "p-8",
    },
    elevation: {
      flat: "ring-black/5",
      raised: "shadow-sm ring-black/5",
      floating: "shadow-xl ring-black/5",
      inset: "bg-page ring-black/5",
      popover: "bg-white text-ink shadow-xl ring-black/10",
      night: "border border-slate-800 bg-slate-900 ring-0",
    },
  },
  defaultVariants: { padding: "md", elevation: "raised" },
});

export type CardStyle = VariantProps<typeof cardVariants>;

type CardProps = ComponentProps<"div"> & CardStyle & { asChild?: boolean };

/** A card; `asChild` renders it as the given element (a `<section>`, an `<article>`, a `<form>`). */
export function Card({ padding, elevation, asChild = false, className, ...rest }: CardProps) {
  const Comp = asChild ? Slot.Root : "div";
  return <Comp className={cn(cardVariants({ padding, elevation }), className)} {...rest} />;
}
