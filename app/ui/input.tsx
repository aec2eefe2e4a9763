import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";

/** The look of every text control (input, select, textarea); invalid controls turn red. */
export const controlClass =
  "block w-full rounded-theme border border-black/15 bg-white px-3 py-2.5 text-base text-ink shadow-sm outline-none transition placeholder:text-slate-400 focus:border-brand focus:ring-2 focus:ring-brand/25 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20 disabled:opacity-60";

/**
 * The inset look of the account and checkout forms (sign-in, card details, the purchase journey):
 * a little more room, an inner shadow, the label above it inline.
 */
export const insetControlClass = "mt-1.5 px-3.5 shadow-inner focus:ring-brand/30 aria-[invalid=true]:ring-brand/30";

type InputProps = Omit<ComponentProps<"input">, "prefix"> & {
  /** Inset look (see insetControlClass). */
  inset?: boolean;
  /** Text shown inside the box before / after the value ("$", "kms"). */
  prefix?: string;
  suffix?: string;
};

/** A text input; inside a Field it takes the field's id and aria wiring. */
export function Input({ inset = false, prefix, suffix, className, ...rest }: InputProps) {
  const field = useFieldControl();
  const input = <input {...field} {...rest} className={cn(controlClass, inset && insetControlClass, prefix && "pl-7", suffix && "pr-14", className)} />;
  if (!prefix && !suffix) return input;
  return (
    <div className="relative">
      {prefix && <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">{prefix}</span>}
      {input}
      {suffix && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">{suffix}</span>}
    </div>
  );
}
