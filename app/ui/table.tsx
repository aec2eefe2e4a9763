import { type ComponentProps, useEffect, useRef, useState } from "react";
import { cn } from "./cn.ts";

/**
 * Whether the element is wider inside than it shows (it scrolls sideways), kept up to date as it resizes. A region
 * that scrolls must be reachable with the keyboard to be scrolled with it (axe: scrollable-region-focusable).
 */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * A data table in a scrolling card: wide tables scroll sideways on phones instead of squashing; then the card takes
 * keyboard focus (a named region) so the arrow keys scroll it. `caption` names the table for screen readers (visually
 * hidden unless `showCaption`).
 */
export function Table({ caption, showCaption = false, className, wrapperClassName, children, ...rest }: ComponentProps<"table"> & { caption?: string; showCaption?: boolean; wrapperClassName?: string }) {
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    // `relative`: a visually hidden header (sr-only is absolutely positioned) stays inside the scrolling box instead of
    // widening the page on phones.
    <div
      ref={ref}
      {...(scrolls && { tabIndex: 0, role: "region", "aria-label": caption ?? "Table" })}
      className={cn("relative overflow-x-auto rounded-theme bg-surface shadow-sm ring-1 ring-black/[0.07]", wrapperClassName)}
    >
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
