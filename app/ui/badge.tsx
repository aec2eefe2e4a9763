import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/** A badge's colours per tone (also a card tag's, app/stock/components/card-tag-badge.tsx). */
export const BADGE_TONES = {
  brand: "bg-brand text-brand-contrast",
  soft: "bg-brand/10 text-brand",
  neutral: "bg-black/5 text-ink",
  success: "bg-emerald-100 text-emerald-900",
  warning: "bg-amber-400 text-amber-950",
  danger: "bg-red-600 text-white",
} as const;

/** A small label: a status, a count, a tag. */
export const badgeVariants = cva("inline-flex items-center gap-1 rounded-full font-bold", {
  variants: {
    tone: BADGE_TONES,
    size: {
      sm: "px-2.5 py-0.5 text-xs tracking-wide uppercase",
      md: "px-3 py-1 text-sm",
    },
  },
  defaultVariants: { tone: "soft", size: "sm" },
});

export type BadgeStyle = VariantProps<typeof badgeVariants>;

export function Badge({ tone, size, className, ...rest }: ComponentProps<"span"> & BadgeStyle) {
  return <span className={cn(badgeVariants({ tone, size }), className)} {...rest} />;
}
