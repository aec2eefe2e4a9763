import { cva } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";

/**
 * The looks of a text control (input, select, textarea): `default` for forms (invalid controls turn
 * red); `compact` the smaller-text one of a filter bar (search filters, sort); `figure` a plain
 * box for a number the shopper plays with (the calculators), bold and with even digits; `bare` no
 * box at all, for an input inside a box of its own (the hero search, the budget's money boxes).
 */
export const controlVariants = cva("block w-full rounded-theme", {
  variants: {
    look: {
      default:
        "border border-black/15 bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/25 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20 disabled:opacity-60",
      /** The filter panel's look: the `control-compact` rule in app.css (a results page has fifteen of them). */
      compact: "control-compact",
      figure: "border border-black/15 bg-white px-3 py-2 font-semibold tabular-nums",
      bare: "min-w-0 bg-transparent outline-none placeholder:text-slate-400",
    },
  },
  defaultVariants: { look: "default" },
});

export type ControlLook = "default" | "compact" | "figure" | "bare";

/** The default look (see controlVariants). */
export const controlClass = controlVariants({ look: "default" });

/**
 * The inset look of the account and checkout forms (sign-in, card details, the purchase journey):
 * a little more room, an inner shadow, the label above it inline.
 */
export const insetControlClass = "mt-1.5 px-3.5 shadow-inner focus:ring-brand/30 aria-[invalid=true]:ring-brand/30";

type InputProps = Omit<ComponentProps<"input">, "prefix"> & {
  look?: ControlLook;
  /** Inset look (see insetControlClass). */
  inset?: boolean;
  /** Text shown inside the box before / after the value ("$", "kms"). */
  prefix?: string;
  suffix?: string;
  /** A small icon inside the box on the left (a magnifier, a pin). */
  icon?: ReactNode;
  /** The box around a control with a prefix, suffix or icon (layout only: its width, flex). */
  wrapperClassName?: string;
};

/** A text input; inside a Field it takes the field's id and aria wiring. */
export function Input({ look, inset = false, prefix, suffix, icon, wrapperClassName, className, ...rest }: InputProps) {
  const field = useFieldControl();
  const input = (
    <input {...field} {...rest} className={cn(controlVariants({ look }), inset && insetControlClass, prefix && "pl-7", icon && "pl-9", suffix && "pr-14", className)} />
  );
  if (!prefix && !suffix && !icon) return input;
  return (
    <div className={cn("relative", wrapperClassName)}>
      {prefix && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">{prefix}</span>}
      {icon && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted [&>svg]:size-4">{icon}</span>}
      {input}
      {suffix && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{suffix}</span>}
    </div>
  );
}
