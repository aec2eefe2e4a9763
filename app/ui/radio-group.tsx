import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { FieldError, labelClass, RequiredMarker } from "./field.tsx";

/**
 * A set of radios under one legend, with the group's error. The radios inside are RadioButtons (a
 * row of buttons that are radios underneath) or RadioCards (a tile with a title and a line).
 */
export function RadioGroup({
  id,
  legend,
  required,
  showOptional = false,
  error,
  plainError,
  className,
  legendClassName,
  children,
}: {
  id?: string;
  legend: ReactNode;
  required?: boolean;
  /** Show ' (optional)' after the legend. */
  showOptional?: boolean;
  error?: ReactNode;
  plainError?: boolean;
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}) {
  const errorId = id && error ? `${id}-error` : undefined;
  return (
    <fieldset id={id} className={cn("min-w-0", className)} aria-describedby={errorId}>
      <legend className={cn(labelClass, legendClassName)}>
        {legend}
        {showOptional && !required ? <RequiredMarker /> : null}
      </legend>
      {children}
      <FieldError id={errorId} message={error} plain={plainError} className={plainError ? "mt-0" : undefined} />
    </fieldset>
  );
}

export interface RadioOption {
  value: string;
  label: string;
}

/** One choice of a few, as buttons that are radios underneath (works without JavaScript). */
export function RadioButtons({ name, options, value, columns = 3, onChange }: { name: string; options: readonly RadioOption[]; value?: string; columns?: 2 | 3; onChange?: (value: string) => void }) {
  return (
    <div className={cn("grid gap-2", columns === 2 ? "grid-cols-2" : "grid-cols-3")}>
      {options.map((o) => (
        <label
          key={o.value}
          className="flex cursor-pointer items-center justify-center gap-2 rounded-theme border border-black/15 bg-white px-3 py-2.5 text-sm font-semibold text-ink transition hover:border-brand/60 has-[:checked]:border-brand has-[:checked]:bg-brand has-[:checked]:text-brand-contrast has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
        >
          <input type="radio" name={name} value={o.value} defaultChecked={value === o.value} className="sr-only" onChange={() => onChange?.(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** A radio as a tile: the title, a line of detail and an optional icon. */
export function RadioCard({ name, value, checked, disabled, title, detail, icon }: { name: string; value: string; checked: boolean; disabled?: boolean; title: ReactNode; detail: ReactNode; icon?: ReactNode }) {
  return (
    <label className={cn("flex cursor-pointer gap-3 rounded-theme border-2 p-4 transition has-[:checked]:border-brand has-[:checked]:bg-brand/5", disabled ? "cursor-not-allowed opacity-60" : "border-black/10 hover:border-brand/50")}>
      <input type="radio" name={name} value={value} defaultChecked={checked} disabled={disabled} className="mt-1 size-4 accent-[var(--color-brand)]" />
      {icon}
      <span className="min-w-0">
        <span className="block font-bold">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
    </label>
  );
}
