import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";
import { controlProps, FieldError, labelClass, RequiredMarker } from "./field.tsx";

type CheckboxProps = Omit<ComponentProps<"input">, "type" | "id"> & {
  id: string;
  label: ReactNode;
  error?: ReactNode;
  plainError?: boolean;
  className?: string;
  /** The row of box and label (layout only). */
  rowClassName?: string;
  inputClassName?: string;
  labelClassName?: string;
  errorClassName?: string;
};

/** One checkbox with its label beside it and its error below. */
export function Checkbox({ id, label, error, plainError, className, rowClassName, inputClassName, labelClassName, errorClassName, required, ...rest }: CheckboxProps) {
  const aria = controlProps(id, { error: Boolean(error), required });
  return (
    <div className={className}>
      <div className={cn("flex items-start gap-3", rowClassName)}>
        <input type="checkbox" {...aria} {...rest} className={cn("mt-0.5 size-5 shrink-0 rounded border-black/30 accent-[var(--color-brand)]", inputClassName)} />
        <label htmlFor={id} className={cn("text-sm leading-snug text-ink", labelClassName)}>
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} message={error} plain={plainError} className={errorClassName} />
    </div>
  );
}

/** Checkboxes sharing one name, as tiles: the ticked options are posted as a list. Always optional. */
export function CheckboxCards({ id, name, legend, options, checked = [], className }: { id: string; name: string; legend: ReactNode; options: readonly string[]; checked?: readonly string[]; className?: string }) {
  return (
    <fieldset id={id} className={cn("min-w-0", className)}>
      <legend className={labelClass}>
        {legend}
        <RequiredMarker />
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o, i) => (
          <label key={o} htmlFor={`${id}-${i}`} className="flex cursor-pointer items-center gap-3 rounded-theme border border-black/10 bg-white px-3 py-2.5 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5">
            <input id={`${id}-${i}`} type="checkbox" name={name} value={o} defaultChecked={checked.includes(o)} className="size-4 shrink-0 accent-[var(--color-brand)]" />
            <span>{o}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
