import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";
import { controlVariants } from "./input.tsx";

/**
 * The chevron, drawn as a background. Joined as is, not through cn(): tailwind-merge splits the
 * data URL at its spaces and would drop bg-white for it.
 */
const CHEVRON = "bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 20 20%22 fill=%22%235b6474%22><path d=%22M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z%22/></svg>')] bg-[length:1.25rem] bg-[right_0.6rem_center] bg-no-repeat";

/** The compact look's chevron (a stroked one, smaller and further in). */
const COMPACT_CHEVRON = {
  backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2.5'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`,
};

const COMPACT_CHEVRON_PLACE = "bg-[length:1rem] bg-[right_0.75rem_center] bg-no-repeat";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The native select with the site's chevron (`chevron={false}`: the browser's own arrow);
 * `placeholder` is a first, empty option (null: none). `compact` is the filter bar's look (smaller
 * text, its own chevron).
 */
export function Select({
  options,
  placeholder = "Please choose",
  chevron = true,
  compact = false,
  className,
  style,
  children,
  ...rest
}: ComponentProps<"select"> & { options?: readonly SelectOption[]; placeholder?: string | null; chevron?: boolean; compact?: boolean; children?: ReactNode }) {
  const field = useFieldControl();
  return (
    <select
      {...field}
      {...rest}
      style={compact && chevron ? { ...COMPACT_CHEVRON, ...style } : style}
      className={
        !chevron
          ? cn(controlVariants({ look: compact ? "compact" : "default" }), className)
          : compact
            ? `${cn(controlVariants({ look: "compact" }), "appearance-none pr-9", className)} ${COMPACT_CHEVRON_PLACE}`
            : `${cn(controlVariants({ look: "default" }), "appearance-none pr-9", className)} ${CHEVRON}`
      }
    >
      {placeholder !== null && <option value="">{placeholder}</option>}
      {options?.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}
