import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * A round button holding only an icon. Its `label` is its accessible name (and there is no other).
 * `floating` sits on a photo or card (save, remove), `overlay` over a picture (previous / next),
 * `surface` on the page (carousel arrows), `glass` on a dark background, `ghost` without a fill,
 * `brand` filled with the brand colour (the chat's bubble and send button).
 */
export const iconButtonVariants = cva("grid place-items-center rounded-full transition", {
  variants: {
    tone: {
      floating: "bg-white/95 text-ink shadow-md ring-1 ring-black/5 hover:text-brand",
      overlay: "bg-white/90 text-ink shadow-lg hover:bg-white",
      surface: "bg-surface shadow ring-1 ring-black/10 hover:bg-page",
      glass: "bg-white/15 text-white hover:bg-white/30",
      ghost: "hover:bg-black/5",
      brand: "bg-brand text-brand-contrast",
    },
    size: {
      xs: "size-7",
      sm: "size-8",
      md: "size-9",
      lg: "size-10",
      xl: "size-11",
      "2xl": "size-12",
    },
  },
  defaultVariants: { tone: "overlay", size: "lg" },
});

export type IconButtonStyle = VariantProps<typeof iconButtonVariants>;

type IconButtonProps = Omit<ComponentProps<"button">, "aria-label"> &
  IconButtonStyle & {
    /** The button's name for screen readers (the icon is hidden from them). */
    label: string;
    /** Render the single child (a link, a Radix trigger) with the button's look. */
    asChild?: boolean;
  };

export function IconButton({ label, tone, size, asChild = false, className, type = "button", ...rest }: IconButtonProps) {
  const classes = cn(iconButtonVariants({ tone, size }), className);
  if (asChild) return <Slot.Root aria-label={label} className={classes} {...rest} />;
  return <button type={type} aria-label={label} className={classes} {...rest} />;
}
