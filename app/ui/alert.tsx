import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * A message in the page: `error` and `warning` are announced at once (role=alert), `info` and
 * `success` politely (role=status). Pass `role` to override.
 */
export const alertVariants = cva("rounded-theme border px-4 py-3", {
  variants: {
    tone: {
      error: "border-red-200 bg-red-50 text-red-800",
      warning: "border-amber-300 bg-amber-50 text-amber-900",
      success: "border-emerald-200 bg-emerald-50 text-emerald-900",
      info: "border-brand/30 bg-brand/5 text-ink",
    },
  },
  defaultVariants: { tone: "info" },
});

export type AlertStyle = VariantProps<typeof alertVariants>;

export function Alert({ tone, className, role, ...rest }: ComponentProps<"div"> & AlertStyle) {
  const announced = tone === "error" || tone === "warning" ? "alert" : "status";
  return <div role={role ?? announced} className={cn(alertVariants({ tone }), className)} {...rest} />;
}
