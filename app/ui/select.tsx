import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";
import { controlVariants } from "./input.tsx";

/**
 * The chevron, drawn as a background. The data URL has no spaces (%20): a class is cut at a space, and Tailwind then
 * generated nothing, so default selects showed no chevron. Joined as is, not through cn(), so that tailwind-merge
 * never takes the URL for a background colour and drops bg-white for it.
 */
const CHEVRON = "bg-[url('data:image/svg+xml;utf8,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22%20viewBox=%220%200%2020%2020%22%20fill=%22%235b6474%22%3E%3Cpath%20d=%22M5.3%207.3a1%201%200%200%201%201.4%200L10%2010.6l3.3-3.3a1%201%200%201%201%201.4%201.4l-4%204a1%201%200%200%201-1.4%200l-4-4a1%201%200%200%201%200-1.4z%22/%3E%3C/svg%3E')] bg-[length:1.25rem] bg-[right_0.6rem_center] bg-no-repeat";

/**
 * The compact look's chevron (a stroked one, smaller and further in): the `select-chevron-compact` rule in app.css, not
 * an inline style on each of a results page's eleven filter selects.
 */
const COMPACT_CHEVRON_PLACE = "select-chevron-compact";

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
      style={style}
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
