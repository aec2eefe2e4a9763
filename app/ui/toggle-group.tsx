import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * A named group of buttons of which one is chosen (aria-pressed): the viewer's modes, a repayment
 * frequency. `pills` are separate outlined pills on the page; `segments` share one track on a dark
 * panel. Size the group's layout (e.g. a grid of three) with `className`.
 */
const groupVariants = cva("", {
  variants: { look: { pills: "flex flex-wrap gap-2", segments: "grid gap-1 rounded-full bg-white/10 p-1" } },
  defaultVariants: { look: "pills" },
});

const itemVariants = cva("rounded-full transition", {
  variants: {
    look: { pills: "inline-flex items-center gap-1.5 px-3.5 py-1.5 text-sm font-semibold ring-1", segments: "px-2 py-1.5 text-xs font-bold" },
    pressed: { true: "", false: "" },
  },
  compoundVariants: [
    { look: "pills", pressed: true, className: "bg-ink text-white ring-ink" },
    { look: "pills", pressed: false, className: "bg-surface text-ink ring-black/10 hover:ring-black/30" },
    { look: "segments", pressed: true, className: "bg-white text-ink" },
    { look: "segments", pressed: false, className: "text-white/80 hover:text-white" },
  ],
  defaultVariants: { look: "pills" },
});

type ToggleGroupProps<T extends string> = VariantProps<typeof groupVariants> & {
  /** The group's name for screen readers. */
  label: string;
  value: T;
  options: readonly { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
  className?: string;
};

export function ToggleGroup<T extends string>({ label, value, options, onChange, look, className }: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn(groupVariants({ look }), className)}>
      {options.map((o) => (
        <button key={o.value} type="button" aria-pressed={value === o.value} onClick={() => onChange(o.value)} className={itemVariants({ look, pressed: value === o.value })}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
