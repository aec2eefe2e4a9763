import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * Text that starts short with a 'View more' toggle (spec 000 §4 'Expand/collapse'). A plain
 * <details> does the toggling, so it works without JavaScript; `:has()` swaps the teaser for the
 * full text (the children) so the 'less' link sits under the text it collapses.
 */
export function ShowMore({ teaser, more = "View more", less = "View less", className, toggleClassName, children, ...rest }: ComponentProps<"div"> & { teaser: ReactNode; more?: string; less?: string; toggleClassName?: string }) {
  return (
    <div className={cn("group/text", className)} {...rest}>
      <p className="group-has-[details[open]]/text:hidden">{teaser}</p>
      <div className="hidden group-has-[details[open]]/text:block">{children}</div>
      <details className="group/toggle mt-1">
        <summary className={cn("inline-flex cursor-pointer list-none items-center gap-1 rounded-sm font-semibold text-brand hover:underline [&::-webkit-details-marker]:hidden", toggleClassName)}>
          <span className="group-open/toggle:hidden">{more}</span> <span className="hidden group-open/toggle:inline">{less}</span>
        </summary>
      </details>
    </div>
  );
}
