import type { ComponentProps } from "react";
import { cn } from "./cn.ts";

/**
 * A data table in a scrolling card: wide tables scroll sideways on phones instead of squashing.
 * `caption` names the table for screen readers (visually hidden unless `showCaption`).
 */
export function Table({ caption, showCaption = false, className, wrapperClassName, children, ...rest }: ComponentProps<"table"> & { caption?: string; showCaption?: boolean; wrapperClassName?: string }) {
  return (
    // `relative`: a visually hidden header (sr-only is absolutely positioned) stays inside the scrolling box instead of
    // widening the page on phones.
    <div className={cn("relative overflow-x-auto rounded-theme bg-surface shadow-sm ring-1 ring-black/[0.07]", wrapperClassName)}>
      <table className={cn("w-full border-collapse text-left text-sm", className)} {...rest}>
        {caption && <caption className={showCaption ? "p-4 text-left font-semibold" : "sr-only"}>{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function Th({ className, scope = "col", ...rest }: ComponentProps<"th">) {
  return <th scope={scope} className={cn("border-b border-black/10 px-4 py-3 font-semibold text-ink", className)} {...rest} />;
}

export function Td({ className, ...rest }: ComponentProps<"td">) {
  return <td className={cn("border-b border-black/5 px-4 py-3 align-top", className)} {...rest} />;
}
