import { cva } from "class-variance-authority";
import { Link } from "react-router";
import { cn } from "./cn.ts";

/** One round filter link; the chosen one is filled with the brand colour. */
export const pillVariants = cva("inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1 transition", {
  variants: {
    active: { true: "bg-brand text-brand-contrast ring-brand", false: "bg-surface text-ink ring-black/10" },
    /** The ring an unchosen pill gets on hover. */
    hover: { neutral: "", brand: "" },
  },
  compoundVariants: [
    { active: false, hover: "neutral", className: "hover:ring-black/30" },
    { active: false, hover: "brand", className: "hover:ring-brand/50" },
  ],
  defaultVariants: { active: false, hover: "neutral" },
});

export type FilterPill = { label: string; href: string; current: boolean };

/**
 * A row of filter links (plain links, so it works without JavaScript) that scrolls sideways on
 * phones; the current one has aria-current="page". `className` places the row.
 */
export function FilterPills({ label, items, className, hover = "neutral", preventScrollReset }: { label: string; items: readonly FilterPill[]; className?: string; hover?: "neutral" | "brand"; preventScrollReset?: boolean }) {
  return (
    <nav aria-label={label} className={cn("-mx-4 overflow-x-auto px-4", className)}>
      <ul className="flex gap-2">
        {items.map((item) => (
          <li key={item.href} className="shrink-0">
            <Link to={item.href} aria-current={item.current ? "page" : undefined} preventScrollReset={preventScrollReset} className={pillVariants({ active: item.current, hover })}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
