import type { ComponentProps } from "react";
import { cn } from "./cn.ts";
import { useFieldControl } from "./field.tsx";
import { controlClass, insetControlClass } from "./input.tsx";

/** A multi-line text box; inside a Field it takes the field's id and aria wiring. */
export function Textarea({ inset = false, className, ...rest }: ComponentProps<"textarea"> & { inset?: boolean }) {
  const field = useFieldControl();
  return <textarea {...field} {...rest} className={cn(controlClass, inset ? insetControlClass : "resize-y", className)} />;
}
