import { iconClass } from "./mask-icon.tsx";
import { Link } from "react-router";
import type { BreadcrumbItem } from "../lib/breadcrumb-item.ts";

/** Breadcrumb trail: links, then the current page marked aria-current. */
export function Breadcrumbs({ items, className = "" }: { items: readonly BreadcrumbItem[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className={`inline-flex min-w-0 items-center gap-1.5 ${i > 0 ? `[--icon-size:0.875rem] before:opacity-60 ${iconClass("chevron-right")}` : ""}`}>
            {item.href ? (
              <Link to={item.href} className="rounded-sm hover:text-brand hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-semibold text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
