import { SearchX } from "lucide-react";
import { Link } from "react-router";

/** The empty state (spec 000 §2, §8). */
export function EmptyResults({ clearHref }: { clearHref: string }) {
  return (
    <section aria-labelledby="no-results-title" className="rounded-theme bg-surface px-6 py-14 text-center shadow-sm ring-1 ring-black/[0.07]">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand/10 text-brand">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h2 id="no-results-title" className="mt-5 text-2xl font-bold">
        No Results Available
      </h2>
      <p className="mx-auto mt-2 max-w-md text-muted">No results found for your search at this time. Please try adjusting the filters for more results.</p>
      <Link to={clearHref} className="mt-6 inline-flex rounded-theme bg-brand px-6 py-3 font-bold text-brand-contrast shadow-sm transition hover:brightness-110">
        Clear Filters
      </Link>
    </section>
  );
}
