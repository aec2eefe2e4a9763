import { iconClass } from "./mask-icon.tsx";
import { PageLink } from "./link-list.tsx";
import { paginationItems } from "./pagination-items.ts";

/** Numbered page links with previous/next (rel=prev/next); plain links, so they work without JavaScript. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  const items = paginationItems(page, pages);
  const base = "inline-flex h-10 min-w-10 items-center justify-center rounded-theme px-3 text-sm font-semibold transition";
  const idle = `${base} bg-surface text-ink ring-1 ring-black/10 hover:bg-brand/10 hover:text-brand`;
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <PageLink href={href(page - 1)} rel="prev" className={`${idle} gap-1 ${iconClass("chevron-left")}`} aria-label="Previous page">
              <span className="hidden sm:inline">Previous</span>
            </PageLink>
          ) : (
            <span aria-hidden="true" className={`${base} gap-1 text-muted ${iconClass("chevron-left")}`}>
              <span className="hidden sm:inline">Previous</span>
            </span>
          )}
        </li>
        {items.map((item, i) =>
          item === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className={`${base} bg-brand text-brand-contrast`}>
                  <span className="sr-only">Page </span>
                  {item}
                </span>
              ) : (
                <PageLink href={href(item)} className={idle} aria-label={`Page ${item}`}>
                  {item}
                </PageLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <PageLink href={href(page + 1)} rel="next" className={`${idle} gap-1 ${iconClass("chevron-right", "after")}`} aria-label="Next page">
              <span className="hidden sm:inline">Next</span>
            </PageLink>
          ) : (
            <span aria-hidden="true" className={`${base} gap-1 text-muted ${iconClass("chevron-right", "after")}`}>
              <span className="hidden sm:inline">Next</span>
            </span>
          )}
        </li>
      </ul>
      <p className="text-sm text-muted">
        Page {page} of {pages}
      </p>
    </nav>
  );
}
