import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * A button that is one radio of a group (role=radio, aria-checked): a bordered tile that fills with
 * the brand colour when chosen (the test drive's days and times). The group around it gives the
 * role=radiogroup and the arrow keys.
 */
export function ChoiceTile({ active, className, ...rest }: Omit<ComponentProps<"button">, "type" | "role"> & { active: boolean }) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={active}
      {...rest}
      className={cn("rounded-theme border px-2 py-2 transition", active ? "border-brand bg-brand text-brand-contrast" : "border-black/15 bg-white text-ink hover:border-brand/60", className)}
    />
  );
}
